/**
 * The score (engine.md §5): performance, cost and capability, each normalised to 0..1 over the
 * ranked entries (min → 0, max → 1, all equal → 1), weighted by the team's weights.
 */
import type { Context } from './context';
import type { Group } from './group';

export interface Scored {
  group: Group;
  /** Bigger is better: 1 / wall hours (inference: instance speed). */
  perfRaw: number;
  /** Bigger is better: 1 / job cost (or monthly cost). */
  costRaw: number;
  performance: number;
  cost: number;
  capability: number;
  score: number;
}

function normalise(values: Float64Array): Float64Array {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min;
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = span > 0 ? ((values[i] ?? min) - min) / span : 1;
  return out;
}

export function scoreGroups(
  groups: readonly Group[],
  ctx: Context,
  weights: readonly [number, number, number],
): Scored[] {
  const n = groups.length;
  const perf = new Float64Array(n);
  const cost = new Float64Array(n);
  const cap = new Float64Array(n);
  const monthly = ctx.profile.per === 'month';
  for (let i = 0; i < n; i++) {
    const e = (groups[i] as Group).best;
    const c = e.chosen;
    perf[i] = ctx.profile.wl === 'infer' ? e.effectiveGpus : 1 / (c?.estHours ?? Infinity);
    cost[i] = 1 / ((monthly ? c?.monthlyCost : c?.estCost) ?? Infinity);
    cap[i] = e.capability;
  }
  const p = normalise(perf);
  const k = normalise(cost);
  const q = normalise(cap);
  const [wp, wc, wq] = weights;
  const total = wp + wc + wq || 1;
  const out: Scored[] = new Array<Scored>(n);
  for (let i = 0; i < n; i++) {
    const performance = p[i] ?? 0;
    const costPart = k[i] ?? 0;
    const capability = q[i] ?? 0;
    out[i] = {
      group: groups[i] as Group,
      perfRaw: perf[i] ?? 0,
      costRaw: cost[i] ?? 0,
      performance,
      cost: costPart,
      capability,
      score: (wp * performance + wc * costPart + wq * capability) / total,
    };
  }
  return out;
}

/** Rank order: higher score, then lower cost, then offer id. */
export function compareScored(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score;
  const x = a.group.best;
  const y = b.group.best;
  const cx = x.chosen?.estCost ?? Infinity;
  const cy = y.chosen?.estCost ?? Infinity;
  if (cx !== cy) return cx - cy;
  return x.offer.id < y.offer.id ? -1 : x.offer.id > y.offer.id ? 1 : 0;
}

/**
 * Entries no other entry beats on both performance and cost (for train/finetune/hpc: wall
 * time vs job cost), fastest first.
 */
export function paretoFrontier(scored: readonly Scored[]): Scored[] {
  const byPerf = [...scored].sort(
    (a, b) => b.perfRaw - a.perfRaw || b.costRaw - a.costRaw || compareScored(a, b),
  );
  const out: Scored[] = [];
  let bestCost = -Infinity;
  for (const s of byPerf) {
    if (s.costRaw > bestCost) {
      out.push(s);
      bestCost = s.costRaw;
    }
  }
  return out;
}
