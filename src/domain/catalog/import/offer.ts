import type { GpuInput, OfferInput } from '../schema';
import { NO_SPECS } from '../data/define-gpu';
import type { Card } from './cards';
import { rowsText, type RegionGroupRows } from './collapse';
import { datasetPrice, PROVIDER_CURRENCY } from './prices';
import { regionGroupOf } from './region-group';
import type { ImportProvider } from './types';

type Flag = NonNullable<OfferInput['flags']>[number];

export interface OfferContext {
  provider: ImportProvider;
  asOf: string;
  ref: string;
  knownGpuIds: ReadonlySet<string>;
  /** When the file's own commit or publication states a date: the prices are dated. */
  dated?: FileDate;
}

/** The date a catalog file carries from where it was published (e.g. its commit's date). */
export interface FileDate {
  date: string;
  kind: 'captured' | 'published' | 'listed-by';
  /**
   * Where the date comes from, for the offer's source note; empty when the offers file's own
   * source says it (a commit date or the day the file was read, kept once per file).
   */
  note: string;
}

const HONG_KONG = /hongkong/;
const HONG_KONG_NOTE =
  'Hong Kong is outside the mainland network border: grouped with the global regions.';

/** GiB with at most 4 decimals (MiB ÷ 1024 is exact for every size the files list). */
const gibValue = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * One offer in the dataset's format, keys in a fixed order, fields at their schema default left
 * out. Prices are per instance-hour in the provider's currency.
 */
export function buildOffer(group: RegionGroupRows, ctx: OfferContext): OfferInput {
  const c = group.cheapest;
  const onDemand = c.priceUsd === null ? null : datasetPrice(ctx.provider, c.priceUsd);
  const spot = c.spotUsd === null ? null : datasetPrice(ctx.provider, c.spotUsd);
  const flags: Flag[] = [];
  if (onDemand !== null && spot !== null && spot > onDemand) flags.push('spot-above-on-demand');
  if (!ctx.knownGpuIds.has(c.gpu)) flags.push('speed-unknown');
  if (c.virtualised) flags.push('vgpu-share');
  if (c.unconfirmed) flags.push('gpu-model-unconfirmed');
  if (c.armHost) flags.push('arm-host');
  const zone = group.zoneCount === null || c.zone === null ? '' : `; cheapest zone ${c.zone}`;
  const base = {
    id: `${ctx.provider}:${c.instanceType}@${c.region}`,
    provider: ctx.provider,
    instanceType: c.instanceType,
    region: c.region,
    ...(HONG_KONG.test(c.region) ? { regionNote: HONG_KONG_NOTE } : {}),
    regionGroup: regionGroupOf(ctx.provider, c.region),
    zoneCount: group.zoneCount,
    gpu: c.gpu,
    gpuCount: c.gpuCount,
    ...(c.gpuShare < 1 ? { gpuShare: c.gpuShare } : {}),
    gpuMemoryGiB: c.gpuMemoryGiB === null ? null : gibValue(c.gpuMemoryGiB),
    ...(c.memoryNote ? { memoryNote: c.memoryNote } : {}),
    vcpus: c.vcpus,
    ramGiB: c.ramGiB,
    gpuLink: c.gpuCount > 1 ? c.card.link : null,
    fabric: null,
    ...(flags.length > 0 ? { flags } : {}),
  };
  // A catalog file states no date in its rows: without a dated commit or publication its prices
  // are undated snapshots, `asOf` the day recorded.
  const rows = `${rowsText(group.rows)}${zone}`;
  const tail = {
    asOf: ctx.dated?.date ?? ctx.asOf,
    asOfKind: ctx.dated?.kind ?? ('undated-snapshot' as const),
    source: ctx.dated
      ? {
          ref: ctx.ref,
          date: ctx.dated.date,
          note: ctx.dated.note ? `${rows}; ${ctx.dated.note}` : rows,
        }
      : { ref: ctx.ref, date: null, note: rows },
    ...(c.unconfirmed || c.armHost
      ? { notes: [c.unconfirmed, c.armHost].filter((n) => n !== null).join(' ') }
      : {}),
  };
  return PROVIDER_CURRENCY[ctx.provider] === 'USD'
    ? { ...base, currency: 'USD', onDemand, spot, ...tail }
    : { ...base, currency: 'CNY', onDemand, spot, ...tail };
}

/** A GPU entry for a card the curated table lacks: name, vendor and memory, all else unknown. */
export function unknownGpu(
  id: string,
  card: Card,
  provider: ImportProvider,
  ref: string,
): GpuInput {
  return {
    id,
    name: card.name,
    vendor: card.vendor,
    ...NO_SPECS,
    memoryGiB: card.memoryGiB,
    source: {
      ref,
      date: null,
      note: `listed in ${provider}'s catalog file; the dataset has no specs for it`,
    },
    notes: 'Specs unknown: shown in browse, not ranked (speed unknown).',
  };
}
