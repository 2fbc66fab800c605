import type { RankedEntry } from '../../domain/engine';
import { purchasePrice } from '../../domain/calculators/purchase-prices';
import type { GuideValues } from '../../domain/share/guide-params';
import { gpuHoursPerMonthFromYear } from '../../domain/calculators/tco';
import { convert, HOURS_PER_MONTH } from '../../domain/units/money';

/** Hours in a year of service around the clock. */
const HOURS_PER_YEAR = 12 * HOURS_PER_MONTH;

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
 * nodes), priced per GPU (the sourced purchase price in CNY, or 0 for the user to type), used
 * for as many hours a year as this job runs (the job once a year; a service its hours, at most
 * all year), against its on-demand price per GPU-hour. The guide's use field then says what
 * that is a month, for the user to raise when the GPUs would run other work too.
 */
export function ownVsRentValues(e: RankedEntry, fx: number): Partial<GuideValues> {
  const gpus = Math.max(1, Math.round(e.gpuCount * e.gpuShare * e.nodes));
  const bought = purchasePrice(e.gpu);
  return {
    'g.per': 'gpu',
    'g.gpu': e.gpu,
    'g.gpus': gpus,
    'g.hw': bought ? Math.round(convert(bought.price, bought.currency, 'CNY', fx) * 100) / 100 : 0,
    'g.use':
      Math.round(gpuHoursPerMonthFromYear(gpus, Math.min(HOURS_PER_YEAR, e.estHours)) * 10) / 10,
    'g.job': Math.max(1, Math.round(e.estHours)),
    'g.price': cloudPricePerGpuHourCny(e, fx),
    'g.src': 'guide',
    'g.resid': STRAIGHT_LINE_RESALE,
  };
}
