/**
 * Price arithmetic for the table: currency through the domain's one `convert()`, a month is
 * `HOURS_PER_MONTH` hours, and a vGPU slice counts as its share of one GPU.
 * Unknown inputs give `undefined` (the table sorts those last).
 */
import { convert, HOURS_PER_MONTH, type Currency } from '../../../domain/units/money';
import type { PriceUnit } from '../../../domain/share/browse-params';

/** Whole GPUs an instance gives: count × share (one 1/4 slice is 0.25). */
export const gpuEquivalents = (count: number, share: number): number => count * share;

/** A price per hour (or `null`: on request) in the currency shown. */
export function inCurrency(
  value: number | null,
  from: Currency,
  to: Currency,
  cnyPerUsd: number,
): number | undefined {
  return value === null ? undefined : convert(value, from, to, cnyPerUsd);
}

/** Per instance-hour → per GPU-hour, per whole GPU. */
export const perGpuHour = (perHour: number | undefined, gpus: number): number | undefined =>
  perHour === undefined || gpus <= 0 ? undefined : perHour / gpus;

/** Per hour → per month of continuous use (730 h). */
const perMonth = (perHour: number | undefined): number | undefined =>
  perHour === undefined ? undefined : perHour * HOURS_PER_MONTH;

/** A per-instance-hour price in the chosen unit. */
export function inUnit(perHour: number | undefined, unit: PriceUnit, gpus: number) {
  if (unit === 'gpuh') return perGpuHour(perHour, gpus);
  if (unit === 'month') return perMonth(perHour);
  return perHour;
}

/** Price per GiB of GPU memory per hour. */
export const perGibHour = (perHour: number | undefined, gib: number | null): number | undefined =>
  perHour === undefined || gib === null || gib <= 0 ? undefined : perHour / gib;

/**
 * Performance per price: hours of one A100 80GB SXM's work bought with 100 units of currency.
 * `relativePerGpu` is one GPU's speed relative to that card.
 */
export function perfPerPrice(
  relativePerGpu: number | undefined,
  gpus: number,
  perHour: number | undefined,
): number | undefined {
  if (relativePerGpu === undefined || perHour === undefined || perHour <= 0) return undefined;
  return ((relativePerGpu * gpus) / perHour) * 100;
}
