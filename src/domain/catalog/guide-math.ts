/** Arithmetic on the guide's own table, to hold its conclusions against its own numbers. */
import type { GuideTableRow } from './types';

/** Yuan per hour per score point (the guide's "单位性能成本 (元/分)"). */
export const pricePerPoint = (row: Pick<GuideTableRow, 'priceCnyPerHour' | 'score'>): number =>
  row.priceCnyPerHour / row.score;

/**
 * How much dearer per point `a` is than `b`, as a fraction: +0.12 = 12 % dearer, negative =
 * cheaper.
 */
export const pricePerPointDifference = (
  a: Pick<GuideTableRow, 'priceCnyPerHour' | 'score'>,
  b: Pick<GuideTableRow, 'priceCnyPerHour' | 'score'>,
): number => pricePerPoint(a) / pricePerPoint(b) - 1;

/** Ratio of two rows' scores (31800 / 8500 ≈ 3.74 for the guide's 4-GPU and 1-GPU rows). */
export const speedupOver = (
  many: Pick<GuideTableRow, 'score'>,
  one: Pick<GuideTableRow, 'score'>,
): number => many.score / one.score;
