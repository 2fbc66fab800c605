import type { RankedEntry } from '../../domain/engine';
import { purchasePrice } from '../../domain/calculators/purchase-prices';
import type { GuideValues } from '../../domain/share/guide-params';
import { convert, HOURS_PER_MONTH } from '../../domain/units/money';

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

/** The straight-line value left after the 36 months of a 5-year life, % (an assumption shown as such). */
const STRAIGHT_LINE_RESALE = Math.round((1 - 36 / (5 * 12)) * 100);

/**
 * The own-vs-rent inputs for owning a pick's GPUs: its GPU model and count (instance GPUs ×
 * nodes), priced per GPU (the sourced purchase price in CNY, or 0 for the user to type), run all
 * month (730 h per GPU), against its on-demand price per GPU-hour.
 */
export function ownVsRentValues(e: RankedEntry, fx: number): Partial<GuideValues> {
  const gpus = Math.max(1, Math.round(e.gpuCount * e.gpuShare * e.nodes));
  const bought = purchasePrice(e.gpu);
  return {
    'g.per': 'gpu',
    'g.gpu': e.gpu,
    'g.gpus': gpus,
    'g.hw': bought ? Math.round(convert(bought.price, bought.currency, 'CNY', fx) * 100) / 100 : 0,
    'g.use': gpus * HOURS_PER_MONTH,
    'g.price': cloudPricePerGpuHourCny(e, fx),
    'g.src': 'guide',
    'g.resid': STRAIGHT_LINE_RESALE,
  };
}
