import { CARDS, type Card } from './cards';
import type { CatalogRow } from './csv';
import { infoMemory, markedShare, shareFromMemory, shareText } from './gpu-info';
import type { RowNumbers } from './numbers';
import { findRule, RULES } from './rules';
import type { ImportProvider } from './types';

/** A GPU row of the catalog, mapped to a card, before zones are collapsed. */
export interface Candidate {
  row: number;
  instanceType: string;
  region: string;
  zone: string | null;
  gpu: string;
  card: Card;
  /** Whole GPUs per instance; 1 for a vGPU slice. */
  gpuCount: number;
  gpuShare: number;
  virtualised: boolean;
  gpuMemoryGiB: number | null;
  memoryNote: string | null;
  vcpus: number | null;
  ramGiB: number | null;
  /** USD per instance-hour as the file lists them. */
  priceUsd: number | null;
  spotUsd: number | null;
  fromMiB: boolean;
  /** No mapping rule covered this accelerator. */
  unmapped: boolean;
  /** The mapping rule's reason when the GPU model is assumed, not confirmed. */
  unconfirmed: string | null;
  /** Why the host CPU is Arm, when it is. */
  armHost: string | null;
}

export type Classified =
  | { kind: 'cpu' }
  | { kind: 'skip'; reason: string }
  | { kind: 'invalid'; reason: string }
  | { kind: 'gpu'; candidate: Candidate };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An accelerator no rule names: a GPU entry from what the row says (name and memory). */
function unmappedCard(provider: ImportProvider, accelerator: string, gib: number | null) {
  const id = `${provider}-${slug(accelerator)}${gib ? `-${Math.round(gib)}gb` : ''}`;
  const vendor: Card['vendor'] = /nvidia|tesla|geforce|rtx/i.test(accelerator)
    ? 'NVIDIA'
    : /amd|radeon|instinct/i.test(accelerator)
      ? 'AMD'
      : 'other';
  return { id, card: { name: accelerator, vendor, memoryGiB: gib, link: null } };
}

/** Providers whose GpuInfo memory is not the memory of one GPU. */
const NO_GPU_INFO_MEMORY: ReadonlySet<ImportProvider> = new Set(['runpod', 'verda']);

const gib = (n: number) => `${Number(n.toFixed(2))} GiB`;

/** Classifies one row by the provider's mapping table and works out its GPU share and memory. */
export function classifyRow(
  provider: ImportProvider,
  { row, cells }: CatalogRow,
  numbers: RowNumbers,
): Classified {
  const accelerator = cells.AcceleratorName;
  if (accelerator === '') return { kind: 'cpu' };
  if (cells.InstanceType === '' || cells.Region === '') {
    return { kind: 'invalid', reason: 'an accelerator row without InstanceType or Region' };
  }
  const count = numbers.acceleratorCount;
  if (count === null || count < 1 || !Number.isInteger(count)) {
    return { kind: 'invalid', reason: 'AcceleratorCount is not a whole number of at least 1' };
  }
  const rule = findRule(RULES[provider], cells.InstanceType, accelerator);
  if (rule && 'skip' in rule) return { kind: 'skip', reason: `${rule.skip} (${accelerator})` };

  // RunPod's v8 files write the card's size in GB under `SizeInMiB` (80 for an 80 GB A100), and
  // Verda's give the whole instance's memory there (2 × 80 GB A100: 163840): neither is read;
  // the card's size stands.
  const info = NO_GPU_INFO_MEMORY.has(provider)
    ? { gib: null, fromMiB: false }
    : infoMemory(cells.GpuInfo);
  const mapped = rule
    ? { id: rule.card, card: CARDS[rule.card] as Card }
    : unmappedCard(provider, accelerator, info.gib);
  const { card } = mapped;
  const marked = markedShare(accelerator);
  const below =
    info.gib !== null && card.memoryGiB !== null && info.gib < 0.9 * card.memoryGiB
      ? shareFromMemory(info.gib, card.memoryGiB)
      : null;
  const gpuShare = marked ?? below ?? 1;
  const virtualised = gpuShare < 1 || marked !== null || (rule?.virtualised ?? false);
  const perGpu =
    info.gib ?? (card.memoryGiB === null ? null : card.memoryGiB * Math.min(gpuShare, 1));
  const gpuCount = gpuShare < 1 ? 1 : count;

  let memoryNote: string | null = null;
  if (gpuShare < 1) {
    const whole = card.memoryGiB === null ? '' : ` of its ${gib(card.memoryGiB)}`;
    memoryNote = `vGPU slice: ${shareText(gpuShare)} of one ${card.name}${perGpu === null ? '' : ` (${gib(perGpu)}${whole})`}`;
  } else if (virtualised) {
    memoryNote = `whole ${card.name} card${count > 1 ? 's' : ''} through vGPU virtualisation, not passthrough`;
  }

  return {
    kind: 'gpu',
    candidate: {
      row,
      instanceType: cells.InstanceType,
      region: cells.Region,
      zone: cells.AvailabilityZone === '' ? null : cells.AvailabilityZone,
      gpu: mapped.id,
      card,
      gpuCount,
      gpuShare,
      virtualised,
      gpuMemoryGiB: perGpu === null ? null : perGpu * gpuCount,
      memoryNote,
      vcpus: numbers.vcpus || null,
      ramGiB: numbers.ramGiB || null,
      priceUsd: numbers.price,
      spotUsd: numbers.spot,
      fromMiB: info.fromMiB,
      unmapped: rule === null,
      unconfirmed: rule?.unconfirmed ?? null,
      armHost: rule && 'armHost' in rule ? (rule.armHost ?? null) : null,
    },
  };
}
