/**
 * The reference ranking's later stages, written for the reader (docs/engine.md §5): group with
 * a map, score with the rules, order by sorting and comparing every pair, then the distinct
 * head and the speed–cost frontier.
 */
import type { Offer } from '../../catalog/schema';
import type { CostEstimate } from '..';
import { teamWeights } from '../assumptions';
import type { Profile } from '../profile';
import * as rules from '../rules';
import { dayNumber } from '../columns';
import { isDatedPrice } from '../../catalog/price-date';
import type { RefEvaluated, Setup } from './evaluate';

/** The constants of the order rules, as docs/engine.md §5 states them. */
const SERVING_SPEED_CAP = 1.5;
const TARGET_TOLERANCE = 0.75;
const DISTINCT_HEAD = 3;

/** One entry per provider, instance type and pricing (spot or not). */
interface RefGroup {
  best: RefEvaluated;
  others: RefEvaluated[];
  capability: number;
}

/** docs/engine.md §5 "Groups": how near a region is to the team (smaller is nearer). */
function distance(o: Offer, loc: Profile['loc']): number {
  const asia =
    /^(ap-|asia|me-|in-)|hongkong|singapore|tokyo|seoul|osaka|japan|korea|taiwan|^(HK|SG|JP|KR|TW|IN|AU)$/i;
  const northAmerica =
    /^(us|ca-|na-|northamerica|canada)|(east|west|central|northcentral|southcentral)us\d?$|^(US|CA|MX)$/i;
  if (loc === 'cn') return o.regionGroup === 'cn' ? 0 : asia.test(o.region) ? 1 : 2;
  return northAmerica.test(o.region) ? 0 : 1;
}

/** Best region first: cheapest, then fastest, then nearest, then offer id. */
function regionOrder(x: RefEvaluated, y: RefEvaluated, loc: Profile['loc']): number {
  const a = x.chosen as CostEstimate;
  const b = y.chosen as CostEstimate;
  if (a.estCost !== b.estCost) return a.estCost - b.estCost;
  if (a.estHours !== b.estHours) return a.estHours - b.estHours;
  const d = distance(x.offer, loc) - distance(y.offer, loc);
  if (d !== 0) return d;
  return x.offer.id < y.offer.id ? -1 : x.offer.id > y.offer.id ? 1 : 0;
}

export function group(list: RefEvaluated[], loc: Profile['loc']): RefGroup[] {
  const byKey = new Map<string, RefEvaluated[]>();
  for (const e of list) {
    if (!e.chosen) continue;
    const key = JSON.stringify([
      e.offer.provider,
      e.offer.instanceType,
      e.chosen.pricing === 'spot',
    ]);
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  return [...byKey.values()].map((members) => {
    const sorted = [...members].sort((x, y) => regionOrder(x, y, loc));
    const best = sorted[0] as RefEvaluated;
    return {
      best,
      others: sorted.slice(1),
      capability: Math.max(...members.map((e) => e.capability)),
    };
  });
}

export interface RefScored {
  group: RefGroup;
  perfRaw: number;
  costRaw: number;
  performance: number;
  cost: number;
  capability: number;
  score: number;
}

/**
 * docs/engine.md §5 "Score": each entry's money figure (rules.ts), the score the best figure ÷
 * its own, and the parts against the best of the list.
 */
export function score(groups: RefGroup[], s: Setup, weights: readonly number[]): RefScored[] {
  const { profile, a } = s;
  const serving = profile.wl === 'infer';
  const value = rules.hourValue(profile, a, s.options.cur, s.options.fx);
  const w = weights as [number, number, number];
  const scales = rules.figureScales(profile.w === null ? null : w, teamWeights(profile.team));
  const today = dayNumber(s.options.asOf);
  const relative = (e: RefEvaluated) => (e.speed?.relative ?? 0) * e.offer.gpuShare * e.replicaGpus;
  const figures = groups.map(({ best: e }) => {
    const c = e.chosen as CostEstimate;
    const cost = rules.weighedCost(c, profile);
    const uncertain = rules.priceUncertain(
      isDatedPrice(e.offer),
      today - dayNumber(e.offer.asOf),
      a.staleAfterDays,
    );
    const f: rules.Figure = { cost: 0, waiting: 0, risk: 0, factor: 1, total: 0 };
    if (serving)
      return rules.servingFigure(
        f,
        cost,
        e.userTps,
        profile.tps,
        relative(e),
        uncertain,
        e.scoreFactor,
        a,
      );
    const sharded = rules.shardedFineTune(
      profile.wl,
      s.need?.gib ?? null,
      e.capacity,
      e.offer.gpuCount,
    );
    return rules.jobFigure(
      f,
      cost,
      c.estHours,
      sharded ? a.shardedSetupHours : 0,
      uncertain,
      e.scoreFactor,
      value,
      scales,
      a,
    );
  });
  const best = Math.min(...figures.map((f) => f.total));
  const bestCost = Math.min(...figures.map((f) => f.cost));
  const bestWaiting = Math.min(...figures.map((f) => f.waiting));
  return groups.map((g, i) => {
    const e = g.best;
    const c = e.chosen as CostEstimate;
    const f = figures[i] as rules.Figure;
    const plain = f.cost + f.waiting;
    return {
      group: g,
      perfRaw: serving
        ? e.userTps > 0
          ? Math.min(e.userTps, SERVING_SPEED_CAP * profile.tps)
          : relative(e)
        : 1 / c.estHours,
      costRaw: 1 / rules.weighedCost(c, profile),
      performance: serving
        ? e.userTps > 0
          ? Math.min(1, e.userTps / profile.tps)
          : Math.min(1, relative(e))
        : f.waiting > 0
          ? bestWaiting / f.waiting
          : 1,
      cost: f.cost > 0 ? bestCost / f.cost : 1,
      capability: plain + f.risk > 0 ? (plain / (plain + f.risk)) * f.factor : f.factor,
      score: rules.scoreOf(f.total, best),
    };
  });
}

/** Higher score, then faster, then lower cost, then offer id. */
function byScore(x: RefScored, y: RefScored): number {
  if (x.score !== y.score) return y.score - x.score;
  if (x.perfRaw !== y.perfRaw) return y.perfRaw - x.perfRaw;
  const cx = x.group.best.chosen?.estCost ?? Infinity;
  const cy = y.group.best.chosen?.estCost ?? Infinity;
  if (cx !== cy) return cx - cy;
  const a = x.group.best.offer.id;
  const b = y.group.best.offer.id;
  return a < b ? -1 : a > b ? 1 : 0;
}

const meetsTarget = (x: RefScored, tps: number) =>
  x.group.best.meetsTarget || x.group.best.userTps >= TARGET_TOLERANCE * tps;

/**
 * Score order; for serving, those that meet the target first (when some do and some do not);
 * then each place to the best remaining entry that no remaining entry dominates.
 */
export function order(list: RefScored[], s: Setup, speedCounts: boolean): RefScored[] {
  let sorted = [...list].sort(byScore);
  const tps = s.profile.tps;
  const fast = sorted.filter((x) => meetsTarget(x, tps));
  if (fast.length > 0 && fast.length < sorted.length)
    sorted = [...fast, ...sorted.filter((x) => !meetsTarget(x, tps))];
  const remaining = [...sorted];
  const out: RefScored[] = [];
  while (remaining.length > 0) {
    const free = remaining.findIndex(
      (x) => !remaining.some((y) => y !== x && rules.dominates(y, x, speedCounts)),
    );
    const at = free < 0 ? 0 : free;
    out.push(remaining[at] as RefScored);
    remaining.splice(at, 1);
  }
  return out;
}

/** A variant in the head: whose, and whether a different choice went past it. */
export interface RefVariant {
  of: string;
  moved: boolean;
}

/**
 * docs/engine.md §5 "Distinct first choices": walking the order, an entry that repeats one
 * already placed (not itself a variant) waits; a waiting entry is placed before the next
 * different one when it dominates it or meets the serving target it misses. Stops when three
 * different choices are placed; the waiting ones follow, then the rest in order. A variant
 * stays (is kept) only when it is placed above the next different choice with none gone past
 * it; otherwise it has moved (waited past different choices, or to the end of the head).
 */
export function distinctFirst(
  list: RefScored[],
  s: Setup,
  speedCounts: boolean,
): { order: RefScored[]; variants: Map<RefScored, RefVariant> } {
  const tps = s.profile.tps;
  const head: RefScored[] = [];
  const variantOfWhom = new Map<RefScored, RefScored>();
  const released = new Set<RefScored>();
  let waiting: RefScored[] = [];
  let distinct = 0;
  let next = 0;
  while (next < list.length && distinct < DISTINCT_HEAD) {
    const x = list[next] as RefScored;
    next++;
    const of = head.find((t) => !variantOfWhom.has(t) && rules.isVariantOf(t, x));
    if (of) {
      waiting.push(x);
      variantOfWhom.set(x, of);
      continue;
    }
    // The waiting entries up to the last one that must stay above `x` are placed first.
    const mustStay = waiting.map(
      (w) => (meetsTarget(w, tps) && !meetsTarget(x, tps)) || rules.dominates(w, x, speedCounts),
    );
    const last = mustStay.lastIndexOf(true);
    for (const w of waiting.slice(0, last + 1)) released.add(w);
    head.push(...waiting.slice(0, last + 1), x);
    waiting = waiting.slice(last + 1);
    distinct++;
  }
  const order = [...head, ...waiting, ...list.slice(next)];
  const variants = new Map<RefScored, RefVariant>();
  for (const [v, of] of variantOfWhom) {
    variants.set(v, {
      of: of.group.best.offer.id,
      moved: !released.has(v) || order.indexOf(v) > list.indexOf(v),
    });
  }
  return { order, variants };
}

/** Entries on the speed–cost frontier, fastest first (ties: the better-ranked one). */
export function pareto(list: RefScored[]): string[] {
  const byPerf = [...list].sort(
    (x, y) => y.perfRaw - x.perfRaw || y.costRaw - x.costRaw || byScore(x, y),
  );
  return byPerf
    .filter((x, i) => byPerf.slice(0, i).every((y) => y.costRaw < x.costRaw))
    .map((x) => x.group.best.offer.id);
}
