/**
 * A numeric chart axis fitted to its values: logarithmic when they span orders of magnitude (a
 * ¥15 pick beside a ¥1,800 one, 0.4 h beside 120 h), so the points spread over the plot instead
 * of crowding one corner; linear otherwise. The ticks are chosen here, each with its own label:
 * two ticks that would read the same (¥15 and ¥15 after rounding) are one tick.
 */
export interface AxisScale {
  scale: 'log' | 'linear';
  domain: [number, number];
  ticks: number[];
}

/** From this ratio of the largest value to the smallest, the axis is logarithmic. */
export const LOG_FROM = 20;

/**
 * At most this many ticks on a log axis: the 1-2-5 values while they are few enough, else the
 * 1-5 ones, else the powers of ten.
 */
const MAX_LOG_TICKS = 6;
const THINNER: readonly (readonly number[])[] = [[1, 2, 5], [1, 5], [1]];

const MANTISSAS = [1, 2, 5] as const;

/** The 1-2-5 values (…, 0.5, 1, 2, 5, 10, …) from the one at or below `lo` to the one at or above `hi`. */
function series(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = Math.floor(Math.log10(lo)) - 1; e <= Math.ceil(Math.log10(hi)) + 1; e++) {
    for (const m of MANTISSAS) out.push(m * 10 ** e);
  }
  const below = out.filter((v) => v <= lo * (1 + 1e-9)).pop() ?? lo;
  const above = out.find((v) => v >= hi * (1 - 1e-9)) ?? hi;
  return out.filter((v) => v >= below && v <= above).map((v) => Number(v.toPrecision(12)));
}

/** The 1-2-5 step nearest (on a log scale) to `raw`. */
function niceStep(raw: number): number {
  const e = Math.floor(Math.log10(raw));
  let best = 10 ** e;
  for (const m of [1, 2, 5, 10]) {
    const v = m * 10 ** e;
    if (Math.abs(Math.log10(v / raw)) < Math.abs(Math.log10(best / raw))) best = v;
  }
  return best;
}

/** Keeps the first of ticks that read alike. */
function distinct(ticks: number[], label: (v: number) => string): number[] {
  const seen = new Set<string>();
  return ticks.filter((v) => {
    const text = label(v);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** The axis for `values` (the finite ones), its ticks labelled by `label`. */
export function axisScale(values: readonly number[], label: (v: number) => string): AxisScale {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { scale: 'linear', domain: [0, 1], ticks: [0, 1] };
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min > 0 && max / min >= LOG_FROM) {
    const all = series(min, max);
    const lo = all[0] ?? min;
    const hi = all[all.length - 1] ?? max;
    const mantissa = (v: number) => Math.round(v / 10 ** Math.floor(Math.log10(v) + 1e-9));
    const thinned = THINNER.map((keep) => all.filter((v) => keep.includes(mantissa(v))));
    const ticks =
      thinned.find((t) => t.length <= MAX_LOG_TICKS) ?? thinned[thinned.length - 1] ?? all;
    return { scale: 'log', domain: [lo, hi], ticks: distinct(ticks, label) };
  }
  // linear: a margin around the values (a lone value gets ±10 % of itself), never below zero
  // for values that are not
  const spread = max - min;
  const pad = spread > Math.abs(max) * 1e-6 ? spread * 0.05 : Math.abs(max) * 0.1 || 1;
  const lo = min >= 0 ? Math.max(0, min - pad) : min - pad;
  const hi = max + pad;
  const step = niceStep((hi - lo) / 5);
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) {
    ticks.push(Number(v.toPrecision(12)));
  }
  return { scale: 'linear', domain: [lo, hi], ticks: distinct(ticks, label) };
}
