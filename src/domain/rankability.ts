/**
 * Which offers can never be ranked for a workload, whatever the profile, and why: speed unknown
 * (the engine's own rule, `offerSpeed` over `speedIndex`, with the spec the GPU lacks), no price
 * at all, a retired size, or a price marked suspect. `npm run data:check` prints it; the dataset
 * tests hold it to its targets.
 */
import type { Gpu, Offer, WorkloadKind } from './catalog/schema';
import type { Catalog } from './catalog/types';
import { offerSpeed, SPEC_FOR, speedIndex } from './engine';
import { rateMemoryOnlyAtSlowest } from './engine/unknown-speed';

const WORKLOADS: readonly WorkloadKind[] = ['train', 'finetune', 'infer', 'hpc'];

/** Why an offer is never ranked for a workload (an offer may have several reasons). */
export type UnrankableReason = 'speed-unknown' | 'no-price' | 'retired' | 'price-suspect';

export interface WorkloadRankability {
  workload: WorkloadKind;
  offers: number;
  /** Offers with at least one reason. */
  unrankable: number;
  /** Offers per reason. */
  reasons: Record<UnrankableReason, number>;
  /** Speed-unknown offers by what is missing: a spec field of the GPU, or the offer's own mark. */
  speedUnknownBy: { missing: string; offers: number }[];
  /** Speed-unknown offers that have a price and are neither retired nor suspect. */
  speedUnknownOnly: number;
}

export interface UnknownGpu {
  gpu: string;
  name: string;
  offers: number;
  /** The workloads for which its offers have no speed. */
  workloads: WorkloadKind[];
  /** Per workload, the spec field the engine needs and the GPU lacks (or `marked speed-unknown`). */
  missing: string[];
  /** The reason the dataset states (the GPU's notes), or `null` when none is given. */
  reason: string | null;
}

export interface Rankability {
  offers: number;
  workloads: WorkloadRankability[];
  /** GPUs with offers and no speed for at least one workload, most offers first. */
  unknownGpus: UnknownGpu[];
}

const MARKED = 'marked speed-unknown';

function missingOf(offer: Offer, gpu: Gpu | undefined, workload: WorkloadKind): string {
  if (offer.flags.includes('speed-unknown')) return MARKED;
  if (!gpu) return 'GPU not in the catalog';
  return SPEC_FOR[workload];
}

/** Offers that cannot be ranked for each workload, with reasons, and the GPUs without a speed. */
export function rankability(catalog: Catalog): Rankability {
  const gpus = new Map(catalog.gpus.map((g) => [g.id, g]));
  const unknown = new Map<string, UnknownGpu>();
  const workloads = WORKLOADS.map((workload): WorkloadRankability => {
    // as the ranking does: memory-only GPUs at the slowest speed ranked (never speed-unknown)
    const speeds = speedIndex(catalog, workload);
    rateMemoryOnlyAtSlowest(speeds, catalog.gpus);
    const reasons: Record<UnrankableReason, number> = {
      'speed-unknown': 0,
      'no-price': 0,
      retired: 0,
      'price-suspect': 0,
    };
    const by = new Map<string, number>();
    let unrankable = 0;
    let speedOnly = 0;
    for (const offer of catalog.offers) {
      const noSpeed = offerSpeed(offer, speeds) === null;
      const noPrice = offer.onDemand === null && offer.spot === null;
      const retired = offer.flags.includes('retired');
      const suspect = offer.flags.includes('price-suspect');
      if (noSpeed) reasons['speed-unknown'] += 1;
      if (noPrice) reasons['no-price'] += 1;
      if (retired) reasons.retired += 1;
      if (suspect) reasons['price-suspect'] += 1;
      if (noSpeed || noPrice || retired || suspect) unrankable += 1;
      if (!noSpeed) continue;
      if (!noPrice && !retired && !suspect) speedOnly += 1;
      const gpu = gpus.get(offer.gpu);
      const missing = missingOf(offer, gpu, workload);
      by.set(missing, (by.get(missing) ?? 0) + 1);
      const entry = unknown.get(offer.gpu) ?? {
        gpu: offer.gpu,
        name: gpu?.name ?? offer.gpu,
        offers: catalog.offers.filter((o) => o.gpu === offer.gpu).length,
        workloads: [],
        missing: [],
        reason: gpu?.notes ?? null,
      };
      if (!entry.workloads.includes(workload)) {
        entry.workloads.push(workload);
        entry.missing.push(`${workload}: ${missing}`);
      }
      unknown.set(offer.gpu, entry);
    }
    return {
      workload,
      offers: catalog.offers.length,
      unrankable,
      reasons,
      speedUnknownBy: [...by]
        .map(([missing, offers]) => ({ missing, offers }))
        .sort((a, b) => b.offers - a.offers || (a.missing < b.missing ? -1 : 1)),
      speedUnknownOnly: speedOnly,
    };
  });
  return {
    offers: catalog.offers.length,
    workloads,
    unknownGpus: [...unknown.values()].sort(
      (a, b) => b.offers - a.offers || (a.gpu < b.gpu ? -1 : 1),
    ),
  };
}
