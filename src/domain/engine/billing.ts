/** Billed time (engine.md §4): wall time rounded up to the billing step, at least the minimum. */
import type { Granularity } from '../catalog/schema';

const STEP_HOURS: Readonly<Record<Granularity, number>> = {
  second: 1 / 3600,
  minute: 1 / 60,
  hour: 1,
};

/** Tolerance so that 10 h computed as 10.000000000001 is not billed as 11 h. */
const EPS = 1e-9;

/** Hours billed for `wallHours` at `granularity` with a minimum charge in minutes. */
export function billedHours(
  wallHours: number,
  granularity: Granularity,
  minimumChargeMinutes: number,
): number {
  const step = STEP_HOURS[granularity];
  const rounded = Math.max(0, Math.ceil(wallHours / step - EPS)) * step;
  return Math.max(rounded, minimumChargeMinutes / 60);
}

/** Finer billing ranks lower: second 0, minute 1, hour 2. */
export const BILLING_ORDER: Readonly<Record<Granularity, number>> = {
  second: 0,
  minute: 1,
  hour: 2,
};

/** Capability credit for billing granularity (engine.md §5); unknown 0. */
export const BILLING_CAPABILITY: Readonly<Record<Granularity, number>> = {
  second: 1,
  minute: 0.7,
  hour: 0.3,
};
