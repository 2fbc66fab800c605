/**
 * The score (docs/engine.md §5): one money figure per entry, in the ranking's currency. A job:
 * its cost + its hours (with any setup) × what an hour of waiting is worth to the team + the
 * expected error of an uncertain price, ÷ the fit and age factor. A service: its cost at the
 * target pace (the month, or the hours asked). The score shown is the best figure ÷ the entry's
 * (1 for the best), so the order and the score agree and the figure can be checked by hand.
 * Then no entry stays above one that does the same job at least as fast for less
 * (`orderWithoutDominated`).
 */
import { isDatedPrice } from '../catalog/price-date';
import { teamWeights } from './assumptions';
import type { Context } from './context';
import type { Evaluated } from './evaluated';
import type { Group } from './group';
import {
  DOMINANCE_COST_SHARE,
  DOMINANCE_FAST_SPEEDUP,
  DOMINANCE_SPEED_TOLERANCE,
  dominates,
  figureScales,
  fitLevel,
  hourValue,
  jobFigure,
  priceUncertain,
  scoreOf,
  servingFigure,
  shardedFineTune,
  weighedCost,
  type Figure,
} from './rules';

export interface Scored {
  group: Group;
  /** Bigger is better: 1 / wall hours (inference: one user's tokens/s on one replica). */
  perfRaw: number;
  /** Bigger is better: 1 / the cost weighed (a service under a monthly budget: its month). */
  costRaw: number;
  /** The figure the score is built from (`rules.ts`). */
  figure: Figure;
  performance: number;
  cost: number;
  capability: number;
  score: number;
}

/** An entry's figure as scoring writes it (a class: see `ScoredRecord`). */
class FigureRecord implements Figure {
  cost = 0;
  waiting = 0;
  risk = 0;
  factor = 1;
  total = 0;
}

/**
 * A scored entry. A class, not an object literal, as the records it holds are (see
 * `evaluated.ts`): V8 never moves an object built by `new` straight into the old generation.
 */
class ScoredRecord implements Scored {
  performance = 0;
  cost = 0;
  capability = 0;
  score = 0;

  constructor(
    public group: Group,
    public perfRaw: number,
    public costRaw: number,
    public figure: Figure,
  ) {}
}

/**
 * Serving speed counts up to this multiple of the tokens/s the user asked for (`tps`) when one
 * entry is compared with another on speed (dominance, variants): beyond it a faster GPU is not
 * "faster" for this service.
 */
export const SERVING_SPEED_CAP = 1.5;

/**
 * One user's tokens/s on one replica, up to {@link SERVING_SPEED_CAP} × `tps`; without a model
 * size, the replica's relative speed.
 */
const inferencePerf = (e: Evaluated, cap: number): number =>
  e.userTps > 0 ? Math.min(e.userTps, cap) : relativeOf(e);

/** The replica's speed relative to one A100 (serving without a per-user estimate). */
const relativeOf = (e: Evaluated): number =>
  (e.speed?.relative ?? 0) * e.offer.gpuShare * e.replicaGpus;

export function scoreGroups(
  groups: readonly Group[],
  ctx: Context,
  weights: readonly [number, number, number],
): Scored[] {
  const n = groups.length;
  const { profile, a } = ctx;
  const serving = profile.wl === 'infer';
  const speedCap = SERVING_SPEED_CAP * profile.tps;
  const value = hourValue(profile, a, ctx.cur, ctx.fx);
  const scales = figureScales(profile.w === null ? null : weights, teamWeights(profile.team));
  const needGib = ctx.need?.gib ?? null;
  const out: Scored[] = new Array<Scored>(n);
  let best = Infinity;
  let bestCost = Infinity;
  let bestWaiting = Infinity;
  for (let i = 0; i < n; i++) {
    const g = groups[i] as Group;
    const e = g.best;
    const c = e.chosen;
    const cost = c ? weighedCost(c, profile) : Infinity;
    const hours = c?.estHours ?? Infinity;
    const uncertain = priceUncertain(isDatedPrice(e.offer), e.staleDays, a.staleAfterDays);
    const figure = new FigureRecord();
    if (serving) {
      servingFigure(
        figure,
        cost,
        e.userTps,
        profile.tps,
        relativeOf(e),
        uncertain,
        e.scoreFactor,
        a,
      );
    } else {
      const sharded = shardedFineTune(profile.wl, needGib, e.capacity, e.offer.gpuCount);
      const setup = sharded ? a.shardedSetupHours : 0;
      jobFigure(figure, cost, hours, setup, uncertain, e.scoreFactor, value, scales, a);
    }
    if (figure.total < best) best = figure.total;
    if (figure.cost < bestCost) bestCost = figure.cost;
    if (figure.waiting < bestWaiting) bestWaiting = figure.waiting;
    out[i] = new ScoredRecord(
      g,
      serving ? inferencePerf(e, speedCap) : 1 / hours,
      1 / cost,
      figure,
    );
  }
  for (const s of out) {
    const f = s.figure;
    s.score = scoreOf(f.total, best);
    // the parts, each against the best of the list (1: the best on that part)
    s.performance = serving
      ? s.group.best.userTps > 0
        ? Math.min(1, s.group.best.userTps / profile.tps)
        : Math.min(1, relativeOf(s.group.best))
      : f.waiting > 0
        ? bestWaiting / f.waiting
        : 1;
    s.cost = f.cost > 0 ? bestCost / f.cost : 1;
    const plain = f.cost + f.waiting;
    s.capability = plain + f.risk > 0 ? (plain / (plain + f.risk)) * f.factor : f.factor;
  }
  return out;
}

/** Rank order: higher score, then faster (a service's speed breaks its ties), lower cost, offer id. */
export function compareScored(a: Scored, b: Scored): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.perfRaw !== b.perfRaw) return b.perfRaw - a.perfRaw;
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

/**
 * The remaining entries of one fit-and-age class (the same fit level and score factor),
 * fastest first, in a tree that keeps the cheapest (highest costRaw) of every range: "is any
 * remaining entry of this class at least this fast and this cheap?" takes O(log n).
 */
class ClassTree {
  readonly members: number[] = [];
  private perf = new Float64Array(0);
  private cost = new Float64Array(0);
  /** Leaves at `size + k`: the member at position k, or -1 once removed. */
  private tree = new Int32Array(0);
  private size = 1;

  constructor(
    readonly fit: number,
    readonly factor: number,
  ) {}

  /** Orders the members fastest first and builds the tree; `at` gets each entry's position. */
  build(sorted: readonly Scored[], at: Int32Array): void {
    const m = this.members;
    m.sort((a, b) => (sorted[b] as Scored).perfRaw - (sorted[a] as Scored).perfRaw);
    const n = m.length;
    this.perf = new Float64Array(n);
    this.cost = new Float64Array(n);
    while (this.size < n) this.size *= 2;
    this.tree = new Int32Array(2 * this.size).fill(-1);
    for (let k = 0; k < n; k++) {
      const s = sorted[m[k] as number] as Scored;
      this.perf[k] = s.perfRaw;
      this.cost[k] = s.costRaw;
      at[m[k] as number] = k;
      this.tree[this.size + k] = k;
    }
    for (let v = this.size - 1; v >= 1; v--) this.tree[v] = this.pick(2 * v, 2 * v + 1);
  }

  /** Of two tree nodes, the one holding the cheaper remaining member. */
  private pick(x: number, y: number): number {
    return this.better(this.tree[x] as number, this.tree[y] as number);
  }

  /**
   * The cheapest remaining member at least `p` fast (an entry index), or -1; `strict`: faster
   * than `p`.
   */
  cheapestAtLeast(p: number, strict = false): number {
    let lo = 0;
    let hi = this.perf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const q = this.perf[mid] as number;
      if (strict ? q > p : q >= p) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    let l = this.size;
    let r = this.size + lo;
    while (l < r) {
      if (l & 1) best = this.better(best, this.tree[l++] as number);
      if (r & 1) best = this.better(best, this.tree[--r] as number);
      l >>= 1;
      r >>= 1;
    }
    return best < 0 ? -1 : (this.members[best] as number);
  }

  /** Of two member positions (-1: none), the cheaper. */
  private better(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    return (this.cost[b] as number) > (this.cost[a] as number) ? b : a;
  }

  remove(position: number): void {
    let v = this.size + position;
    this.tree[v] = -1;
    for (v >>= 1; v >= 1; v >>= 1) this.tree[v] = this.pick(2 * v, 2 * v + 1);
  }
}

/** More fit-and-age classes than this (custom factors), and dominators are looked for one by one. */
const MAX_CLASSES = 16;

/**
 * Finds, for an entry, a remaining entry that dominates it: with one tree per fit-and-age class,
 * only the classes that may dominate it are asked, each for its cheapest entry fast enough.
 */
class Dominators {
  private readonly classes: ClassTree[] = [];
  private readonly classOf: Int32Array;
  private readonly at: Int32Array;

  private constructor(
    private readonly sorted: readonly Scored[],
    private readonly speedCounts: boolean,
  ) {
    const n = sorted.length;
    this.classOf = new Int32Array(n);
    this.at = new Int32Array(n);
  }

  /** `null` when the entries fall into too many classes for trees to pay. */
  static of(sorted: readonly Scored[], speedCounts: boolean): Dominators | null {
    const d = new Dominators(sorted, speedCounts);
    for (let i = 0; i < sorted.length; i++) {
      const e = (sorted[i] as Scored).group.best;
      const fit = fitLevel(e.fit);
      let c = 0;
      while (c < d.classes.length) {
        const k = d.classes[c] as ClassTree;
        if (k.fit === fit && k.factor === e.scoreFactor) break;
        c++;
      }
      if (c === d.classes.length) {
        if (c === MAX_CLASSES) return null;
        d.classes.push(new ClassTree(fit, e.scoreFactor));
      }
      (d.classes[c] as ClassTree).members.push(i);
      d.classOf[i] = c;
    }
    for (const k of d.classes) k.build(sorted, d.at);
    return d;
  }

  /** A remaining entry that dominates entry `i`, or -1. */
  dominatorOf(i: number, alive: Uint8Array): number {
    const a = this.sorted[i] as Scored;
    const p = a.perfRaw;
    const c = a.costRaw;
    // Speeds or costs of zero (or not numbers) are left to the one-by-one check.
    if (!(p > 0 && c > 0)) return scanFor(this.sorted, i, alive, this.speedCounts);
    const own = this.classes[this.classOf[i] as number] as ClassTree;
    // Widened by a hair, so that rounding never hides a dominator (each is checked below).
    const near = (p / DOMINANCE_SPEED_TOLERANCE) * (1 - 1e-9);
    for (const k of this.classes) {
      if (k.fit < own.fit || k.factor < own.factor) continue;
      // The cheapest of the class fast enough: if it is not clearly cheaper, none is. (When it
      // is the entry itself, none of the others is cheaper at all.)
      const j = k.cheapestAtLeast(near);
      if (j >= 0 && j !== i) {
        const b = this.sorted[j] as Scored;
        if (dominates(b, a, this.speedCounts)) return j;
        if (b.costRaw * DOMINANCE_COST_SHARE >= c) {
          // Cheap enough, yet not a dominator: its speed was within the hair. Ask each.
          const found = scanFor(this.sorted, i, alive, this.speedCounts);
          if (found >= 0) return found;
          continue;
        }
      }
      // Plainly better: faster and no dearer, or as fast and cheaper (the cheapest of each decides).
      const s = k.cheapestAtLeast(p, true);
      if (s >= 0 && s !== i && dominates(this.sorted[s] as Scored, a, this.speedCounts)) return s;
      const t = k.cheapestAtLeast(p);
      if (t >= 0 && t !== i && dominates(this.sorted[t] as Scored, a, this.speedCounts)) return t;
      if (!this.speedCounts) continue;
      // Twice as fast for at most 10 % more: again the cheapest of those fast enough decides.
      const f = k.cheapestAtLeast(DOMINANCE_FAST_SPEEDUP * p);
      if (f >= 0 && f !== i && dominates(this.sorted[f] as Scored, a, true)) return f;
    }
    return -1;
  }

  remove(i: number): void {
    (this.classes[this.classOf[i] as number] as ClassTree).remove(this.at[i] as number);
  }
}

/** A remaining entry that dominates entry `i`, compared one by one, or -1. */
function scanFor(
  sorted: readonly Scored[],
  i: number,
  alive: Uint8Array,
  speedCounts: boolean,
): number {
  const a = sorted[i] as Scored;
  for (let j = 0; j < sorted.length; j++) {
    if (j !== i && alive[j] === 1 && dominates(sorted[j] as Scored, a, speedCounts)) return j;
  }
  return -1;
}

/**
 * The scored entries in score order, except that no entry precedes one that dominates it: each
 * place goes to the best-scored entry that no remaining entry dominates. Dominance lowers cost
 * strictly, so there are no cycles. Dominators are found through per-class trees
 * (`Dominators`), O(log n) per question, so the order is O(n log n) when few are dominated.
 */
export function orderWithoutDominated(sorted: readonly Scored[], speedCounts = true): Scored[] {
  const n = sorted.length;
  const alive = new Uint8Array(n);
  alive.fill(1);
  const trees = Dominators.of(sorted, speedCounts);
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
      const dominator = trees
        ? trees.dominatorOf(i, alive)
        : scanFor(sorted, i, alive, speedCounts);
      if (dominator < 0) {
        pick = i;
        break;
      }
      blocker[i] = dominator;
    }
    alive[pick] = 0;
    trees?.remove(pick);
    out.push(sorted[pick] as Scored);
  }
  return out;
}
