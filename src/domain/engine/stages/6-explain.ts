/**
 * Stage 6 of a ranking, explain (docs/engine.md §5): the result a reader gets. Each ranked
 * entry's record (its facts, memory, reasons and warnings, `explain.ts`) is built on first
 * read, the head's summary and the excluded offers likewise; the notices, the mainland
 * comparison and the assumptions report are built once.
 */
import type { Catalog } from '../../catalog/types';
import { networkOf } from '../../catalog/data/networks';
import { ASSUMPTION_UNITS, DEFAULT_ASSUMPTIONS } from '../assumptions';
import { memoryBreakdown } from '../breakdown';
import type { Context } from '../context';
import { interconnectOf } from '../evaluate';
import type { Evaluated } from '../evaluated';
import { keepPacked, once, unpackExcluded } from '../excluded';
import {
  costPerMillionTokens,
  noticesFor,
  reasonsFor,
  tokensPerSecond,
  warningsFor,
} from '../explain';
import { hours, money } from '../messages';
import { keepSummary, summaryOf } from '../ranked';
import {
  hourValue,
  weighedCost,
  weighedKind,
  weightsOf,
  withinBudget as isWithinBudget,
} from '../rules';
import { assumedGbps } from '../scaling';
import { dominates } from '../rules';
import { paretoFrontier, type Scored } from '../score';
import { costFieldsOf } from '../types';
import type {
  AssumptionReport,
  Assumptions,
  CostEstimate,
  EngineNotice,
  ExcludedEntry,
  MemorySlice,
  NodeNetwork,
  RankedEntry,
  RankOptions,
  RankResult,
} from '../types';
import type { Evaluation } from './1-evaluate';
import type { Grouped } from './2-group';
import type { DistinctOrder, Variant } from './5-head';

/** The first choice within the budget of a ranking: what a suggestion names. */
export interface FirstChoice {
  offerId: string;
  estHours: number;
  estCost: number;
  monthlyCost: number;
  pricing: CostEstimate['pricing'];
  /** Serving: the replicas the service runs on (1 for other work). */
  replicas: number;
}

function toRanked(
  s: Scored,
  rank: number,
  ctx: Context,
  onFrontier: boolean,
  below: Scored | null,
  parts: Map<number, readonly MemorySlice[]>,
): RankedEntry {
  const e = s.group.best;
  const o = e.offer;
  const c = e.chosen;
  if (!c) throw new Error(`ranked offer without an estimate: ${o.id}`);
  return {
    rank,
    offerId: o.id,
    otherRegions: s.group.others,
    provider: o.provider,
    region: o.region,
    regionGroup: o.regionGroup,
    instanceType: o.instanceType,
    gpuModel: e.gpu?.name ?? o.gpu,
    gpu: o.gpu,
    gpuCount: o.gpuCount,
    gpuShare: o.gpuShare,
    nodes: e.instances,
    gpuMemoryGb: e.capacity,
    interconnect: interconnectOf(o),
    currency: ctx.cur,
    asOf: o.asOf,
    ...costFieldsOf(c),
    memoryFit: e.fit === 'no' ? 'unknown' : e.fit,
    withinBudget: withinBudget(c, ctx),
    score: s.score,
    scoreParts: { performance: s.performance, cost: s.cost, capability: s.capability },
    alternative: e.alternative,
    speed: e.speed ?? { relative: 0, basis: 'specs', method: '' },
    effectiveGpus: e.effectiveGpus,
    network: networkFacts(e, ctx),
    replicaGpus: e.replicaGpus,
    replicas: e.replicas,
    tokensPerSecondPerUser: e.userTps > 0 ? e.userTps : null,
    tokensPerSecond: tokensPerSecond(e, ctx),
    costPerMillionTokens: costPerMillionTokens(e, ctx),
    memory: memoryBreakdown(e, ctx, parts),
    reasons: reasonsFor(s, ctx, onFrontier, below),
    warnings: warningsFor(e, ctx),
  };
}

/** The network a multi-node entry's estimate assumed, with its source (or none stated). */
function networkFacts(e: Evaluated, ctx: Context): NodeNetwork | null {
  if (ctx.nodes <= 1 || e.instances <= 1) return null;
  const o = e.offer;
  const row = networkOf(o.provider, o.instanceType);
  const stated = row?.gbps ?? null;
  return {
    gbps: assumedGbps(stated ?? NaN, e.fastFabric, ctx.a),
    fabric: stated === null ? null : (row?.fabric ?? null),
    source: stated === null ? null : (row?.source ?? null),
    computeShare: ctx.stepLoad === null ? null : e.networkShare,
  };
}

/** A signed difference with its unit's rounding: `+12.5`, `−3`. */
const signed = (x: number, digits: number): string => {
  const r = Math.round(Math.abs(x) * 10 ** digits) / 10 ** digits;
  return r === 0 ? '0' : `${x < 0 ? '−' : '+'}${r}`;
};

/**
 * A team in mainland China (`loc=cn`) that did not limit the region: the order stays, and the
 * best mainland choice is named next to the overall first, with what choosing it costs in time
 * and money (or that no mainland offer fits).
 */
function mainlandNotice(
  scored: readonly Scored[],
  entry: (i: number) => RankedEntry,
  ctx: Context,
  mainland: () => FirstChoice | null,
): EngineNotice | null {
  const { profile } = ctx;
  if (profile.loc !== 'cn' || profile.region !== 'any' || scored.length === 0) return null;
  const first = entry(0);
  if (first.regionGroup === 'cn') return null;
  const at = scored.findIndex((s) => {
    const best = s.group.best;
    return (
      best.offer.regionGroup === 'cn' && best.chosen !== null && withinBudget(best.chosen, ctx)
    );
  });
  if (at < 0) {
    // A mainland region may sit among a choice's other regions (its best region is cheaper
    // abroad): the ranking limited to the mainland names it.
    const inside = mainland();
    if (inside === null) {
      return { param: 'loc', value: 'cn', key: 'engine.notice.mainland-none', values: {} };
    }
    const listed = scored.findIndex((s) => s.group.others.includes(inside.offerId));
    const cost = weighedCost(inside, profile);
    return {
      param: 'region',
      value: 'cn',
      key: 'engine.notice.mainland-other-region',
      values: {
        offer: inside.offerId,
        under: listed < 0 ? '' : (scored[listed] as Scored).group.best.offer.id,
        hours: hours(inside.estHours),
        cost: money(cost),
        cur: ctx.cur,
        first: first.offerId,
        dHours: signed(inside.estHours - first.estHours, 1),
        dCost: signed(cost - weighedCost(first, profile), 2),
      },
    };
  }
  const best = entry(at);
  const spend = (e: RankedEntry) => weighedCost(e, profile);
  return {
    param: 'loc',
    value: 'cn',
    key:
      weighedKind(profile) === 'month'
        ? 'engine.notice.mainland-best-month'
        : 'engine.notice.mainland-best',
    values: {
      rank: best.rank,
      offer: best.offerId,
      hours: hours(best.estHours),
      cost: money(spend(best)),
      cur: ctx.cur,
      first: first.offerId,
      dHours: signed(best.estHours - first.estHours, 1),
      dCost: signed(spend(best) - spend(first), 2),
    },
  };
}

/** Whether the spend the budget speaks of (job or month) is within it; true without a budget. */
const withinBudget = (c: CostEstimate, ctx: Context): boolean => isWithinBudget(c, ctx.profile);

function assumptionReport(
  ctx: Context,
  options: RankOptions,
  weights: readonly [number, number, number],
): AssumptionReport[] {
  const out: AssumptionReport[] = [];
  const given = options.assumptions ?? {};
  for (const name of Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[]) {
    const value = ctx.a[name];
    out.push({
      name,
      value,
      unit: ASSUMPTION_UNITS[name],
      overridden: value !== DEFAULT_ASSUMPTIONS[name] || name in given,
    });
  }
  const { profile } = ctx;
  out.push({
    name: 'checkpointMinutes',
    value: profile.ckpt,
    unit: 'min',
    overridden: profile.ckpt !== 30,
  });
  out.push({
    name: 'weights',
    value: weights.join('/'),
    unit: '%',
    overridden: profile.w !== null,
  });
  out.push({
    name: 'hourValue',
    value: hourValue(profile, ctx.a, ctx.cur, ctx.fx),
    unit: `${ctx.cur} per hour`,
    overridden: profile.vh !== null,
  });
  out.push({ name: 'fx', value: ctx.fx, unit: 'CNY per USD', overridden: false });
  return out;
}

/** Entries whose "placed below" reason is looked for (the ones people read). */
const EXPLAINED_BELOW = 50;

/**
 * Why entry `i` sits below a lower score, when it does: an entry above it that dominates it (a
 * lower-scored one first; else the one it waited for, which itself waited for its own), or `null`.
 */
function placedBelow(order: readonly Scored[], i: number, speedCounts: boolean): Scored | null {
  const s = order[i] as Scored;
  let outOfOrder = false;
  for (let j = 0; j < i && !outOfOrder; j++) outOfOrder = (order[j] as Scored).score < s.score;
  if (!outOfOrder) return null;
  let any: Scored | null = null;
  for (let j = 0; j < i; j++) {
    const above = order[j] as Scored;
    if (!dominates(above, s, speedCounts)) continue;
    if (above.score < s.score) return above;
    any ??= above;
  }
  return any;
}

/**
 * The result for a model the engine cannot size: nothing ranked, nothing excluded, and the one
 * notice that says why (with the closest known ids).
 */
export function refused(notice: EngineNotice, ctx: Context, options: RankOptions): RankResult {
  const weights = weightsOf(ctx.profile);
  return {
    ranked: [],
    excluded: [],
    assumptions: assumptionReport(ctx, options, weights),
    notices: [notice],
    pareto: [],
    memoryNeed: null,
    weights: [weights[0], weights[1], weights[2]],
    currency: ctx.cur,
  };
}

/** A variant in the head says which entry it repeats and what it costs more. */
function withVariantReason(e: RankedEntry, s: Scored, { of, moved }: Variant): RankedEntry {
  const percent = Math.round((of.costRaw / s.costRaw - 1) * 100);
  return {
    ...e,
    reasons: [
      {
        key: moved ? 'engine.reason.variant' : 'engine.reason.variant-kept',
        values: { offer: of.group.best.offer.id, percent },
      },
      ...e.reasons,
    ],
  };
}

/** The parts of a result built on first read: its ranked entries' records, its excluded offers'. */
interface LazyParts {
  ranked: () => readonly RankedEntry[];
  excluded: () => readonly ExcludedEntry[];
}

const LAZY = Symbol('parts built on first read');

type Lazy = { readonly [LAZY]: LazyParts };

/**
 * `ranked` and `excluded`, built on first read (see `excluded.ts`), as getters every result
 * shares; enumerable, so copies and JSON include them. Getters written in the result's object
 * literal were new closures over the whole ranking on every ranking, and V8 keeps an object's
 * own getters in a pair it allocates in the old generation: each young-generation collection
 * then kept every ranking since the last full collection alive (the benchmark's serving
 * profile copied and promoted 3.8 MB a collection, its old generation growing to 95 MB between
 * full ones). Shared getters reach the ranking through the result itself.
 */
const LAZY_GETTERS: PropertyDescriptorMap = {
  ranked: {
    get(this: Lazy) {
      return this[LAZY].ranked();
    },
    enumerable: true,
    configurable: true,
  },
  excluded: {
    get(this: Lazy) {
      return this[LAZY].excluded();
    },
    enumerable: true,
    configurable: true,
  },
};

/** A result to fill in, with its lazily built parts behind the shared getters. */
function withLazyParts(parts: LazyParts): RankResult {
  const result = Object.defineProperties({}, LAZY_GETTERS);
  // not enumerable: copies, JSON and the copy between threads leave it behind
  Object.defineProperty(result, LAZY, { value: parts });
  return result as RankResult;
}

/**
 * The ranking's result from its stages: `head.order` explained entry by entry on first read,
 * the excluded offers unpacked on first read, the notices (with the best mainland choice,
 * `mainlandFirst`, for a team in mainland China) and the assumptions.
 */
export function explainRanking(
  ctx: Context,
  catalog: Catalog,
  options: RankOptions,
  evaluation: Evaluation,
  grouped: Grouped,
  head: DistinctOrder,
  weights: readonly [number, number, number],
  mainlandFirst: () => FirstChoice | null,
): RankResult {
  const extra = options.extraOffers ?? [];
  const { excluded } = evaluation;
  const { moved } = grouped;
  const feasible = grouped.groups.length;
  const scored = head.order;
  const packed = once(() => excluded.pack(ctx.nodes, ctx.cur, moved));
  const excludedEntries = once(() =>
    unpackExcluded(packed(), catalog.offers, extra, ctx.lookups.gpus),
  );
  const frontier = paretoFrontier(scored);
  const onFrontier = new Set(frontier);
  const parts = new Map<number, readonly MemorySlice[]>();
  // Each entry's record is built on first read: the head reads its first page only.
  const built = new Array<RankedEntry | undefined>(scored.length);
  const entry = (i: number): RankedEntry => {
    let e = built[i];
    if (e === undefined) {
      const s = scored[i] as Scored;
      const below = i < EXPLAINED_BELOW ? placedBelow(scored, i, weights[0] > 0) : null;
      e = toRanked(s, i + 1, ctx, onFrontier.has(s), below, parts);
      const variant = head.variants.get(s);
      if (variant) e = withVariantReason(e, s, variant);
      built[i] = e;
    }
    return e;
  };
  const ranked = once(() => scored.map((_, i) => entry(i)));
  const summary = once(() =>
    summaryOf(
      scored.length,
      (i) => {
        const best = (scored[i] as Scored).group.best;
        const o = best.offer;
        const c = best.chosen as CostEstimate;
        return {
          offerId: o.id,
          provider: o.provider,
          instanceType: o.instanceType,
          estHours: c.estHours,
          estCost: c.estCost,
          monthlyCost: c.monthlyCost,
          effectiveGpus: best.effectiveGpus,
          withinBudget: withinBudget(c, ctx),
          otherRegionCount: (scored[i] as Scored).group.otherCount,
        };
      },
      entry,
    ),
  );
  const notices = noticesFor(ctx, catalog, feasible, () => excluded.costMisses());
  const mainland = mainlandNotice(scored, entry, ctx, mainlandFirst);
  if (mainland) notices.push(mainland);
  const result = withLazyParts({ ranked, excluded: excludedEntries });
  result.assumptions = assumptionReport(ctx, options, weights);
  result.notices = notices;
  result.pareto = frontier.map((s) => s.group.best.offer.id);
  result.memoryNeed = ctx.need;
  result.weights = [weights[0], weights[1], weights[2]];
  result.currency = ctx.cur;
  return keepSummary(summary, keepPacked(packed, result));
}
