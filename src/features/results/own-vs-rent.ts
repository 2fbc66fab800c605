import type { RankedEntry } from '../../domain/engine';
import { convert } from '../../domain/units/money';

/**
 * The pick's price per GPU-hour in CNY for the guide's own-vs-rent calculator: the on-demand price
 * when the pick has one (owning is compared with steady renting), per whole-GPU equivalent.
 */
export function cloudPricePerGpuHourCny(e: RankedEntry, fx: number): number {
  const onDemand =
    e.pricing === 'on-demand'
      ? e.pricePerHour
      : e.alternative?.pricing === 'on-demand'
        ? e.alternative.pricePerHour
        : e.pricePerHour;
  const gpus = e.gpuCount * e.gpuShare;
  const perGpu = convert(onDemand, e.currency, 'CNY', fx) / gpus;
  return Math.round(perGpu * 100) / 100;
}
