/** Billed time (docs/engine.md §4): wall time rounded up to the billing step, at least the minimum. */
import type { Granularity } from '../catalog/schema';

/*
 * Lookups by granularity are switches, not records indexed by a string: indexing an object with
 * changing keys in the ranking's hot loop makes V8 throw away its optimised code.
 */
const stepHours = (g: Granularity): number =>
  g === 'second' ? 1 / 3600 : g === 'minute' ? 1 / 60 : 1;

/** Tolerance so that 10 h computed as 10.000000000001 is not billed as 11 h. */
const EPS = 1e-9;

/** Hours billed for `wallHours` at `granularity` with a minimum charge in minutes. */
export function billedHours(
  wallHours: number,
  granularity: Granularity,
  minimumChargeMinutes: number,
): number {
  const step = stepHours(granularity);
  const rounded = Math.max(0, Math.ceil(wallHours / step - EPS)) * step;
  return Math.max(rounded, minimumChargeMinutes / 60);
}

/** Finer billing ranks lower: second 0, minute 1, hour 2. */
export const billingOrder = (g: Granularity): number =>
  g === 'second' ? 0 : g === 'minute' ? 1 : 2;
