import type { Offer } from '../catalog/schema';
import { convert } from '../units/money';

/** The GPUs that count as "A100 80GB" for the own-vs-rent switch. */
export const A100_80GB_IDS: readonly string[] = ['a100-80gb-sxm', 'a100-80gb-pcie'];

export interface CheapestGpuHour {
  offerId: string;
  /** On-demand price of one GPU for one hour, CNY, at the given rate. */
  cnyPerGpuHour: number;
  asOf: string;
}

/**
 * The lowest on-demand price per GPU-hour among `offers` of the given GPUs, converted to CNY at
 * `cnyPerUsd`. Offers without a price are skipped; ties go to the smaller offer id.
 */
export function cheapestGpuHour(
  offers: readonly Offer[],
  gpuIds: readonly string[],
  cnyPerUsd: number,
): CheapestGpuHour | null {
  let best: CheapestGpuHour | null = null;
  for (const o of offers) {
    if (!gpuIds.includes(o.gpu) || o.onDemand === null) continue;
    const perGpu = o.onDemand / (o.gpuCount * o.gpuShare);
    const cny = convert(perGpu, o.currency, 'CNY', cnyPerUsd);
    if (
      best === null ||
      cny < best.cnyPerGpuHour ||
      (cny === best.cnyPerGpuHour && o.id < best.offerId)
    ) {
      best = { offerId: o.id, cnyPerGpuHour: cny, asOf: o.asOf };
    }
  }
  return best;
}
