/**
 * The score (engine.md §5): performance, cost and capability, each normalised to 0..1 over the
 * ranked entries (min → 0, max → 1, all equal → 1), weighted by the team's weights, times the
 * entry's fit and age factor. Performance is 1 / wall hours; for inference, one user's tokens/s
 * on one replica sized to the model (latency, not the size of the box). Then no entry stays
 * above one that does the same job at least as fast for clearly less (`orderWithoutDominated`).
 */
import type { Context } from './context';
import type { Evaluated } from './evaluated';
import type { Group } from './group';

export interface Scored {
  group: Group;
  /** Bigger is better: 1 / wall hours (inference: one user's tokens/s on one replica). */
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

/**
 * Serving speed counts up to this multiple of the tokens/s the user asked for (`tps`): the half
 * above the target is headroom for the estimate's error and for longer prompts; beyond it a
 * faster GPU earns nothing more and cost and capability separate the offers (otherwise a 1×B200
 * at three times the price would beat a 1×MI300X that already streams at twice the pace).
 */
export const SERVING_SPEED_CAP = 1.5;

/**
 * One user's tokens/s on one replica, up to {@link SERVING_SPEED_CAP} × `tps`; without a model
 * size, the replica's relative speed.
 */
const inferencePerf = (e: Evaluated, cap: number): number =>
  e.userTps > 0
    ? Math.min(e.userTps, cap)
    : (e.speed?.relative ?? 0) * e.offer.gpuShare * e.replicaGpus;

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
  const speedCap = SERVING_SPEED_CAP * ctx.profile.tps;
  for (let i = 0; i < n; i++) {
    const e = (groups[i] as Group).best;
    const c = e.chosen;
    perf[i] =
      ctx.profile.wl === 'infer' ? inferencePerf(e, speedCap) : 1 / (c?.estHours ?? Infinity);
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
      score:
        ((wp * performance + wc * costPart + wq * capability) / total) *
        (groups[i] as Group).best.scoreFactor,
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

/** "At least as fast": within this factor of the other's performance. */
export const DOMINANCE_SPEED_TOLERANCE = 1.02;
/** "Clearly cheaper": at most this share of the other's cost. */
export const DOMINANCE_COST_SHARE = 0.8;
/**
 * And it does the job at least twice as fast for at most 10 % more: half the wait for nearly the
 * same money (a half vGPU slice fine-tuning for 230 h never ranks above the whole card that takes
 * 115 h for 3 % more).
 */
export const DOMINANCE_FAST_SPEEDUP = 2;
export const DOMINANCE_FAST_COST_SHARE = 1.1;

const fitLevel = (e: Evaluated): number => (e.fit === 'fits' || e.fit === 'unknown' ? 1 : 0);

/**
 * Whether `b` does `a`'s job clearly better: at least as fast (within 2 %) for at most 80 % of
 * the cost, or at least twice as fast for at most 110 % of it; with a fit at least as
 * comfortable and a GPU generation no older. The second holds only when speed counts (weights
 * that give performance no share leave the order to cost and capability).
 */
export function dominates(b: Scored, a: Scored, speedCounts = true): boolean {
  if (b.perfRaw * DOMINANCE_SPEED_TOLERANCE < a.perfRaw) return false;
  // costRaw is 1 / cost: b's cost ≤ 0.8 × a's cost, or b twice as fast for at most 10 % more.
  const cheaper = b.costRaw * DOMINANCE_COST_SHARE >= a.costRaw;
  const muchFaster =
    speedCounts &&
    b.perfRaw >= DOMINANCE_FAST_SPEEDUP * a.perfRaw &&
    b.costRaw * DOMINANCE_FAST_COST_SHARE >= a.costRaw;
  if (!cheaper && !muchFaster) return false;
  const x = b.group.best;
  const y = a.group.best;
  return fitLevel(x) >= fitLevel(y) && x.scoreFactor >= y.scoreFactor;
}

/**
 * The scored entries in score order, except that no entry precedes one that dominates it: each
 * place goes to the best-scored entry that no remaining entry dominates. Dominance lowers cost
 * strictly, so there are no cycles; in practice the first candidate is free and this is linear.
 */
export function orderWithoutDominated(sorted: readonly Scored[], speedCounts = true): Scored[] {
  const n = sorted.length;
  const alive = new Uint8Array(n);
  alive.fill(1);
  // The entry found to dominate each one (-1: none found yet). While it is still in the list the
  // other stays dominated, so it is skipped without a new search: a dominated entry high in the
  // score order is looked at again only when what held it back has been placed.
  const blocker = new Int32Array(n);
  blocker.fill(-1);
  const out: Scored[] = [];
  let first = 0;
  for (let k = 0; k < n; k++) {
    while (alive[first] === 0) first++;
    let pick = first;
    for (let i = first; i < n; i++) {
      if (alive[i] === 0) continue;
      const held = blocker[i] as number;
      if (held >= 0 && alive[held] === 1) continue;
      const candidate = sorted[i] as Scored;
      let dominator = -1;
      for (let j = first; j < n; j++) {
        if (j !== i && alive[j] === 1 && dominates(sorted[j] as Scored, candidate, speedCounts)) {
          dominator = j;
          break;
        }
      }
      if (dominator < 0) {
        pick = i;
        break;
      }
      blocker[i] = dominator;
    }
    alive[pick] = 0;
    out.push(sorted[pick] as Scored);
  }
  return out;
}
