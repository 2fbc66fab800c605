/**
 * The engine's readable specification: a plain ranking written for the reader, to check the fast one (`rank()`, written for the JIT:
 * columns, a reused scratch record, facts kept from one offer to the next, a grouper that
 * overwrites in place, packed excluded offers, trees for the dominance order).
 *
 * It does the obvious thing, following docs/engine.md: every offer is evaluated from scratch
 * from its own record with the engine's exported rule functions (memory need and fit, speed
 * index, scaling, serving plan, spot time, billing, commitment cost), every rule's outcome is
 * kept in a fresh object, offers are grouped with a map, and the order is built by sorting
 * everything and comparing every pair. What is not re-derived here is the text of reasons,
 * warnings, notices and the memory breakdown: the comparison covers what decides the order and
 * the numbers a reader compares (time, cost, fit, score, failures). Its stages follow the fast
 * ranking's: `evaluate.ts` (one offer), then `order.ts` (group, score, order, distinct head).
 */
import type { Catalog } from '../../catalog/types';
import { resolveAssumptions } from '..';
import type {
  CostEstimate,
  EngineMessage,
  MemoryFit,
  MemoryNeed,
  RankOptions,
  SpeedEstimate,
} from '../types';
import { estimateMemoryNeed, precisionOf } from '../memory';
import { unsizedModel } from '../model-check';
import type { Profile } from '../profile';
import { budgetSpend, weightsOf } from '../rules';
import { costFieldsOf } from '../types';
import { evaluateOffer, speedsFor, stepLoadOf, type RefEvaluated, type Setup } from './evaluate';
import {
  distinctFirst,
  group,
  order,
  pareto,
  score,
  type RefScored,
  type RefVariant,
} from './order';

/** Fewer entries than this, and the near misses of the budget join (docs/engine.md §5). */
const THIN = 3;

export interface RefRanked extends CostEstimate {
  rank: number;
  offerId: string;
  otherRegions: string[];
  nodes: number;
  gpuMemoryGb: number | null;
  alternative: CostEstimate | null;
  memoryFit: MemoryFit;
  withinBudget: boolean;
  score: number;
  scoreParts: { performance: number; cost: number; capability: number };
  effectiveGpus: number;
  replicaGpus: number;
  replicas: number;
  tokensPerSecondPerUser: number | null;
  speed: SpeedEstimate;
  /** A dearer box of an entry above it: whose, and whether it moved down for distinct choices. */
  variant: RefVariant | null;
}

export interface RefExcluded {
  offerId: string;
  nodes: number;
  gpuMemoryGb: number | null;
  excludedBecause: EngineMessage[];
  estimate: CostEstimate | null;
  memoryFit: MemoryFit | 'no';
}

export interface RefResult {
  ranked: RefRanked[];
  /** In the order of the offers given (catalog, then extra offers). */
  excluded: RefExcluded[];
  pareto: string[];
  memoryNeed: MemoryNeed | null;
  weights: [number, number, number];
}

const byId = (x: RefEvaluated, y: RefEvaluated) =>
  x.offer.id < y.offer.id ? -1 : x.offer.id > y.offer.id ? 1 : 0;

/** The plain ranking of every offer of `catalog` (and `options.extraOffers`) for `profile`. */
export function referenceRank(profile: Profile, catalog: Catalog, options: RankOptions): RefResult {
  const a = resolveAssumptions(options.assumptions);
  if (profile.irate !== null) a.spotInterruptionsPerDay = profile.irate;
  const weights = weightsOf(profile);
  const w: [number, number, number] = [weights[0], weights[1], weights[2]];
  // A model the engine cannot size ranks nothing and rules nothing out.
  if (unsizedModel(profile))
    return { ranked: [], excluded: [], pareto: [], memoryNeed: null, weights: w };
  const s: Setup = {
    profile,
    a,
    options,
    prec: precisionOf(profile),
    nodes: Math.max(1, profile.nodes),
    need: estimateMemoryNeed(profile, a),
    speeds: speedsFor(catalog, profile, a),
    gpus: new Map(catalog.gpus.map((g) => [g.id, g])),
    providers: new Map(catalog.providers.map((p) => [p.id, p])),
    stepLoad: stepLoadOf(profile, a),
  };
  const offers = [...catalog.offers, ...(options.extraOffers ?? [])];
  const all = offers.map((o, i) => evaluateOffer(o, i, s));
  const feasible = all.filter((e) => e.failures.length === 0);
  const near = all.filter((e) => e.nearBudget);
  const groups = group(feasible, profile.loc);
  const speedCounts = w[0] > 0;
  let ordered: RefScored[];
  let variants = new Map<RefScored, RefVariant>();
  const joined = new Set<RefEvaluated>();
  if (groups.length < THIN && near.length > 0) {
    // Near misses of the budget follow, on one scale with the rest, capped and scaled.
    const nearGroups = group(near, profile.loc);
    for (const e of near) joined.add(e);
    const scored = score([...groups, ...nearGroups], s, w);
    const within = scored.slice(0, groups.length);
    const over = scored.slice(groups.length);
    const floor = Math.min(...within.map((x) => x.score));
    for (const x of over) {
      const c = x.group.best.chosen as CostEstimate;
      const spend = budgetSpend(c, profile.per);
      const covered =
        profile.budget !== null && spend > 0 ? Math.min(1, profile.budget / spend) : 0;
      x.score = Math.min(x.score, floor) * covered;
    }
    ordered = [...order(within, s, speedCounts), ...order(over, s, speedCounts)];
  } else {
    const distinct = distinctFirst(order(score(groups, s, w), s, speedCounts), s, speedCounts);
    ordered = distinct.order;
    variants = distinct.variants;
  }
  const ranked = ordered.map((x, i): RefRanked => {
    const e = x.group.best;
    const c = e.chosen as CostEstimate;
    const spend = budgetSpend(c, profile.per);
    return {
      rank: i + 1,
      offerId: e.offer.id,
      otherRegions: [...x.group.others].sort(byId).map((o) => o.offer.id),
      nodes: e.instances,
      gpuMemoryGb: e.capacity,
      ...costFieldsOf(c),
      alternative: e.alternative,
      memoryFit: e.fit === 'no' ? 'unknown' : e.fit,
      withinBudget: profile.budget === null || spend <= profile.budget,
      score: x.score,
      scoreParts: { performance: x.performance, cost: x.cost, capability: x.capability },
      effectiveGpus: e.effectiveGpus,
      replicaGpus: e.replicaGpus,
      replicas: e.replicas,
      tokensPerSecondPerUser: e.userTps > 0 ? e.userTps : null,
      speed: e.speed ?? { relative: 0, basis: 'specs', method: '' },
      variant: variants.get(x) ?? null,
    };
  });
  const excluded = all
    .filter((e) => e.failures.length > 0 && !joined.has(e))
    .map((e): RefExcluded => ({
      offerId: e.offer.id,
      nodes: s.nodes,
      gpuMemoryGb: e.capacity,
      excludedBecause: e.failures,
      estimate: e.costFailure ? e.chosen : null,
      memoryFit: e.fit,
    }));
  return {
    ranked,
    excluded,
    pareto: pareto(ordered),
    memoryNeed: s.need,
    weights: w,
  };
}
