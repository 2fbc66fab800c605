/** rank(): every offer evaluated once, grouped, scored, sorted and explained (docs/engine.md §5). */
import type { Offer } from '../catalog/schema';
import { networkOf } from '../catalog/data/networks';
import { assumedGbps } from './scaling';
import type { Evaluated } from './evaluated';
import type { Catalog } from '../catalog/types';
import type { Profile } from './profile';
import { ASSUMPTION_UNITS, DEFAULT_ASSUMPTIONS, teamWeights } from './assumptions';
import { hours, money } from './messages';
import {
  budgetSpend,
  hourValue,
  weighedCost,
  weighedKind,
  withinBudget as isWithinBudget,
} from './rules';
import { memoryBreakdown } from './breakdown';
import { makeContext, type Context } from './context';
import { evaluate, interconnectOf, keep, startList } from './evaluate';
import { blankEstimate, blankEvaluated, NO_OFFER } from './evaluated';
import {
  costPerMillionTokens,
  noticesFor,
  reasonsFor,
  tokensPerSecond,
  warningsFor,
} from './explain';
import { ExcludedBuffer, keepPacked, once, unpackExcluded } from './excluded';
import { keepSummary, summaryOf } from './ranked';
import { unsizedModel } from './model-check';
import { Grouper, type Group } from './group';
import {
  compareScored,
  dominates,
  orderWithoutDominated,
  paretoFrontier,
  scoreGroups,
  type Scored,
} from './score';
import type {
  AssumptionReport,
  Assumptions,
  CostEstimate,
  EngineNotice,
  MemorySlice,
  NodeNetwork,
  RankedEntry,
  RankOptions,
  RankResult,
} from './types';

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
    pricing: c.pricing,
    pricePerHour: c.pricePerHour,
    estHours: c.estHours,
    billedHours: c.billedHours,
    estCost: c.estCost,
    monthlyCost: c.monthlyCost,
    commitment: c.commitment,
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

/**
 * V8 gives the records built by one object literal a shared shape whose number fields start as
 * whole numbers and whose object fields start as "never null" (or "always null"); the first
 * fraction or null that breaks this throws away the optimised ranking loop, sometimes for good.
 * Building each record kind once with fractions and with both null and non-null values, when
 * this module loads, settles the shapes before any ranking runs.
 */
function settleShapes(): void {
  // A second offer, of another shape than the blank records' (`NO_OFFER`), as a catalog's are.
  const offer: Offer = { ...NO_OFFER, id: 'x:y@z', gpuShare: 1 };
  const a = blankEvaluated();
  const b = blankEvaluated();
  a.offer = b.offer = offer;
  a.capacity = 0.5;
  a.chosen = blankEstimate('commitment');
  a.alternative = blankEstimate('spot');
  a.costFailure = true;
  const excluded = new ExcludedBuffer([offer, offer], [offer]);
  for (const [i, e] of [a, b, a].entries()) {
    excluded.add(i, e);
    keep(e);
  }
  const packed = excluded.pack({ nodes: 1, cur: 'USD' }, null);
  unpackExcluded(packed, [offer, offer], [offer], new Map());
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

/** Offers per call of `evaluateRange`. */
const CHUNK = 256;

/**
 * The hot loop over `offers[from..to)`, in its own small function called once per chunk: V8
 * then optimises it as a function called often (not only by on-stack replacement of one long
 * loop), which keeps a keystroke's ranking on optimised code.
 */
function evaluateRange(
  offers: readonly Offer[],
  base: number,
  from: number,
  to: number,
  ctx: Context,
  grouper: Grouper,
  excluded: ExcludedBuffer,
  near: Grouper,
): void {
  const types = ctx.list.cols.type;
  for (let i = from; i < to; i++) {
    const e = evaluate(offers[i] as Offer, i, ctx);
    if (e.failures.length > 0) {
      excluded.add(base + i, e);
      if (e.nearBudget) near.add(e, base + i, types[i] as number);
    } else grouper.add(e, base + i, types[i] as number);
  }
}

function evaluateAll(
  offers: readonly Offer[],
  base: number,
  ctx: Context,
  grouper: Grouper,
  excluded: ExcludedBuffer,
  near: Grouper,
): void {
  startList(offers, ctx);
  grouper.startList();
  near.startList();
  for (let from = 0; from < offers.length; from += CHUNK) {
    const to = Math.min(offers.length, from + CHUNK);
    evaluateRange(offers, base, from, to, ctx, grouper, excluded, near);
  }
}

/** Fewer ranked entries than this, and near misses of the budget join the list (and dead ends get suggestions). */
export const THIN = 3;

/**
 * A serving estimate within this share of the tokens/s asked for counts as meeting it when
 * ordering: the estimate is not finer than that (its warning still says it is below).
 */
const TARGET_TOLERANCE = 0.75;

/**
 * Serving: entries that give every user the tokens/s asked for (within the tolerance) come
 * before those that cannot, each part in score order, when some can. Once per ranking.
 */
const meetsTarget = (s: Scored, tps: number): boolean => {
  const e = s.group.best;
  return e.meetsTarget || e.userTps >= TARGET_TOLERANCE * tps;
};

function targetFirst(sorted: Scored[], tps: number): Scored[] {
  const meets = (s: Scored) => meetsTarget(s, tps);
  const fast = sorted.filter(meets);
  if (fast.length === 0 || fast.length === sorted.length) return sorted;
  for (const s of sorted) if (!meets(s)) fast.push(s);
  return fast;
}

/** Places at the head of the list kept for distinct choices (see `distinctFirst`). */
export const DISTINCT_HEAD = 3;

/** A variant may be this much faster than the entry it repeats and still count as the same. */
const VARIANT_SPEED_TOLERANCE = 1.05;

/**
 * Whether `s` repeats `t` on no better terms: the same provider, GPU model and pricing, at least
 * as many GPUs, no faster for this job, and dearer (a bigger box whose extra CPUs, memory or
 * GPUs the job does not use).
 */
function variantOf(t: Scored, s: Scored): boolean {
  const x = t.group.best;
  const y = s.group.best;
  return (
    x.offer.provider === y.offer.provider &&
    x.offer.gpu === y.offer.gpu &&
    x.offer.gpuShare === y.offer.gpuShare &&
    y.offer.gpuCount >= x.offer.gpuCount &&
    x.chosen?.pricing === y.chosen?.pricing &&
    s.perfRaw <= t.perfRaw * VARIANT_SPEED_TOLERANCE &&
    s.costRaw < t.costRaw
  );
}

/** A variant in the head: the entry it repeats, and whether it moved down (or had to stay). */
interface Variant {
  of: Scored;
  moved: boolean;
}

/**
 * The order with its head made of distinct choices: an entry that repeats one already in the
 * head (`variantOf`) waits, and the next different entries move up past it until the head holds
 * `DISTINCT_HEAD` distinct choices, so the first places are not the first pick again in dearer
 * boxes. The order's other rules still hold: an entry moves up past a waiting variant only when
 * that variant neither dominates it nor meets a serving target it misses; a variant that does
 * stays above it (and says why). Returns the order and the head's variants.
 */
function distinctFirst(
  order: Scored[],
  tps: number,
  speedCounts: boolean,
): { order: Scored[]; variants: Map<Scored, Variant> } {
  const head: Scored[] = [];
  const waiting: Scored[] = [];
  const variants = new Map<Scored, Variant>();
  // The different choices placed when each waiting variant began to wait: more when it is
  // placed, and some went past it (it moved down) even if it stays above a later one.
  const since = new Map<Scored, number>();
  let anyMoved = false;
  let distinct = 0;
  let i = 0;
  for (; i < order.length && distinct < DISTINCT_HEAD; i++) {
    const s = order[i] as Scored;
    const of = head.find((t) => !variants.has(t) && variantOf(t, s));
    if (of) {
      waiting.push(s);
      variants.set(s, { of, moved: true });
      since.set(s, distinct);
      continue;
    }
    let last = -1;
    waiting.forEach((w, k) => {
      if ((meetsTarget(w, tps) && !meetsTarget(s, tps)) || dominates(w, s, speedCounts)) last = k;
    });
    for (const w of waiting.splice(0, last + 1)) {
      const moved = distinct > (since.get(w) as number);
      (variants.get(w) as Variant).moved = moved;
      if (moved) anyMoved = true;
      head.push(w);
    }
    head.push(s);
    distinct++;
  }
  // Every variant was kept in place: the order is unchanged.
  if (waiting.length === 0 && !anyMoved) return { order, variants };
  return { order: [...head, ...waiting, ...order.slice(i)], variants };
}

/**
 * Scored entries in order: best score first, those that meet the serving target before those
 * that miss it, and none above an entry that dominates it.
 */
const ordered = (groups: Group[], ctx: Context, weights: readonly [number, number, number]) =>
  orderWithoutDominated(
    targetFirst(scoreGroups(groups, ctx, weights).sort(compareScored), ctx.profile.tps),
    weights[0] > 0,
  );

/**
 * The entries within the budget and the near misses after them, scored on one scale (both lists
 * normalised together, so a near miss is not the best of its own list at 100 %). A near miss's
 * score is then capped at the lowest within the budget and scaled by the share of its spend the
 * budget covers: an offer 20 % over budget scores at most 1 / 1.2 of the last one within it.
 */
function withNearMisses(
  groups: Group[],
  nearGroups: Group[],
  ctx: Context,
  weights: readonly [number, number, number],
): Scored[] {
  const all = scoreGroups([...groups, ...nearGroups], ctx, weights);
  const within = all.slice(0, groups.length);
  const over = all.slice(groups.length);
  let floor = Infinity;
  for (const s of within) floor = Math.min(floor, s.score);
  const { budget, per } = ctx.profile;
  for (const s of over) {
    const c = s.group.best.chosen;
    const spend = c ? budgetSpend(c, per) : Infinity;
    const covered = budget !== null && spend > 0 ? Math.min(1, budget / spend) : 0;
    s.score = Math.min(s.score, floor) * covered;
  }
  const order = (list: Scored[]) =>
    orderWithoutDominated(targetFirst(list.sort(compareScored), ctx.profile.tps), weights[0] > 0);
  return [...order(within), ...order(over)];
}

settleShapes();

/**
 * The result for a model the engine cannot size: nothing ranked, nothing excluded, and the one
 * notice that says why (with the closest known ids).
 */
function refused(notice: EngineNotice, ctx: Context, options: RankOptions): RankResult {
  const weights = ctx.profile.w ?? teamWeights(ctx.profile.team);
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

/** Every offer evaluated, the feasible ones grouped, scored and put in order. */
interface Ordering {
  excluded: ExcludedBuffer;
  /** Entries within every constraint. */
  feasible: number;
  /** The offers of near misses ranked after them (`null`: none ranked). */
  moved: Set<string> | null;
  /** The order, with its head made of distinct choices, and the head's variants. */
  distinct: { order: Scored[]; variants: Map<Scored, Variant> };
  weights: readonly [number, number, number];
}

/** `keepExcluded` false: the excluded offers are not kept (a ranking read for its first choice). */
function ordering(
  ctx: Context,
  catalog: Catalog,
  extra: readonly Offer[],
  keepExcluded = true,
): Ordering {
  const { profile } = ctx;
  const grouper = new Grouper(catalog.offers, extra, profile.loc);
  const near = new Grouper(catalog.offers, extra, profile.loc);
  const excluded = new ExcludedBuffer(catalog.offers, extra, keepExcluded);
  evaluateAll(catalog.offers, 0, ctx, grouper, excluded, near);
  evaluateAll(extra, catalog.offers.length, ctx, grouper, excluded, near);
  const weights = profile.w ?? teamWeights(profile.team);
  const groups = grouper.groups();
  const feasible = groups.length;
  const nearGroups = near.groups();
  let moved: Set<string> | null = null;
  let scored: Scored[];
  if (feasible < THIN && nearGroups.length > 0) {
    // Over-budget near misses, ranked after every entry within the budget.
    moved = new Set<string>();
    for (const g of nearGroups) {
      moved.add(g.best.offer.id);
      for (const id of g.others) moved.add(id);
    }
    scored = withNearMisses(groups, nearGroups, ctx, weights);
  } else scored = ordered(groups, ctx, weights);
  // Near misses join only when fewer than three choices fit: no head to keep distinct then.
  const distinct =
    moved === null
      ? distinctFirst(scored, profile.tps, weights[0] > 0)
      : { order: scored, variants: new Map<Scored, Variant>() };
  return { excluded, feasible, moved, distinct, weights };
}

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

/**
 * The first entry within the budget of `rank(profile, catalog, options).ranked` whose offer is
 * not in `skip`, or `null`, without building the ranking's records, explanations and excluded
 * offers.
 */
export function firstChoice(
  profile: Profile,
  catalog: Catalog,
  options: RankOptions,
  skip: ReadonlySet<string> | null = null,
): FirstChoice | null {
  if (unsizedModel(profile)) return null;
  const ctx = makeContext(profile, catalog, options);
  for (const s of ordering(ctx, catalog, options.extraOffers ?? [], false).distinct.order) {
    const c = s.group.best.chosen;
    const offerId = s.group.best.offer.id;
    if (c && withinBudget(c, ctx) && !skip?.has(offerId)) {
      return {
        offerId,
        estHours: c.estHours,
        estCost: c.estCost,
        monthlyCost: c.monthlyCost,
        pricing: c.pricing,
        replicas: s.group.best.replicas,
      };
    }
  }
  return null;
}

/**
 * Ranks every offer of the catalog (and `options.extraOffers`) for a profile. Linear in the
 * offers apart from sorting the grouped entries; deterministic. The ranking does not depend on
 * the catalog's order; `excluded` keeps it (catalog, then extra offers) so that no sort of
 * thousands of ids runs on every keystroke.
 */
export function rank(profile: Profile, catalog: Catalog, options: RankOptions): RankResult {
  const ctx = makeContext(profile, catalog, options);
  const refusal = unsizedModel(profile);
  if (refusal) return refused(refusal, ctx, options);
  const extra = options.extraOffers ?? [];
  const { excluded, feasible, moved, distinct, weights } = ordering(ctx, catalog, extra);
  const scored = distinct.order;
  const packed = once(() => excluded.pack(ctx, moved));
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
      const variant = distinct.variants.get(s);
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
          otherRegions: (scored[i] as Scored).group.others,
        };
      },
      entry,
    ),
  );
  const notices = noticesFor(ctx, catalog, feasible, () => excluded.costMisses());
  const mainland = mainlandNotice(scored, entry, ctx, () =>
    firstChoice({ ...profile, region: 'cn' }, catalog, options),
  );
  if (mainland) notices.push(mainland);
  const result: RankResult = {
    // Built on first read, like `excluded`; enumerable, so copies and JSON include them.
    get ranked() {
      return ranked();
    },
    // Built on first read (see `excluded.ts`); enumerable, so copies and JSON include it.
    get excluded() {
      return excludedEntries();
    },
    assumptions: assumptionReport(ctx, options, weights),
    notices,
    pareto: frontier.map((s) => s.group.best.offer.id),
    memoryNeed: ctx.need,
    weights: [weights[0], weights[1], weights[2]],
    currency: ctx.cur,
  };
  return keepSummary(summary, keepPacked(packed, result));
}
