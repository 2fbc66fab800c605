/** rank(): every offer evaluated once, grouped, scored, sorted and explained (engine.md §5). */
import type { Offer } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import type { Profile } from '../share/profile';
import { ASSUMPTION_UNITS, DEFAULT_ASSUMPTIONS, TEAM_WEIGHTS } from './assumptions';
import { makeContext, type Context } from './context';
import { evaluate, interconnectOf, keep, type Evaluated } from './evaluate';
import {
  costPerMillionTokens,
  noticesFor,
  reasonsFor,
  tokensPerSecond,
  warningsFor,
} from './explain';
import { groupOffers } from './group';
import { compareScored, paretoFrontier, scoreGroups, type Scored } from './score';
import type {
  AssumptionReport,
  Assumptions,
  ExcludedEntry,
  RankedEntry,
  RankOptions,
  RankResult,
} from './types';

function toExcluded(e: Evaluated, ctx: Context): ExcludedEntry {
  const o = e.offer;
  return {
    offerId: o.id,
    provider: o.provider,
    region: o.region,
    regionGroup: o.regionGroup,
    instanceType: o.instanceType,
    gpuModel: e.gpu?.name ?? o.gpu,
    gpu: o.gpu,
    gpuCount: o.gpuCount,
    gpuShare: o.gpuShare,
    nodes: ctx.nodes,
    gpuMemoryGb: e.capacity,
    interconnect: interconnectOf(o),
    currency: ctx.cur,
    asOf: o.asOf,
    excludedBecause: e.failures,
    estimate: e.chosen,
    memoryFit: e.fit,
  };
}

function toRanked(s: Scored, rank: number, ctx: Context, onFrontier: boolean): RankedEntry {
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
    nodes: ctx.nodes,
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
    memoryFit: e.fit === 'no' ? 'unknown' : e.fit,
    withinBudget: true,
    score: s.score,
    scoreParts: { performance: s.performance, cost: s.cost, capability: s.capability },
    alternative: e.alternative,
    speed: e.speed ?? { relative: 0, basis: 'specs', method: '' },
    effectiveGpus: e.effectiveGpus,
    tokensPerSecond: tokensPerSecond(e, ctx),
    costPerMillionTokens: costPerMillionTokens(e, ctx),
    reasons: reasonsFor(s, ctx, onFrontier),
    warnings: warningsFor(e, ctx),
  };
}

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
  out.push({ name: 'fx', value: ctx.fx, unit: 'CNY per USD', overridden: false });
  return out;
}

const NONE: readonly Offer[] = [];

/**
 * Ranks every offer of the catalog (and `options.extraOffers`) for a profile. Linear in the
 * offers apart from sorting the grouped entries; deterministic. The ranking does not depend on
 * the catalog's order; `excluded` keeps it (catalog, then extra offers) so that no sort of
 * thousands of ids runs on every keystroke.
 */
export function rank(profile: Profile, catalog: Catalog, options: RankOptions): RankResult {
  const ctx = makeContext(profile, catalog, options);
  const feasible: Evaluated[] = [];
  const excluded: ExcludedEntry[] = [];
  for (const list of [catalog.offers, options.extraOffers ?? NONE]) {
    for (let i = 0; i < list.length; i++) {
      const e = evaluate(list[i] as Offer, ctx);
      if (e.failures.length > 0) excluded.push(toExcluded(e, ctx));
      else feasible.push(keep(e));
    }
  }

  const weights = profile.w ?? TEAM_WEIGHTS[profile.team];
  const scored = scoreGroups(groupOffers(feasible), ctx, weights).sort(compareScored);
  const frontier = paretoFrontier(scored);
  const onFrontier = new Set(frontier);
  const ranked = scored.map((s, i) => toRanked(s, i + 1, ctx, onFrontier.has(s)));
  return {
    ranked,
    excluded,
    assumptions: assumptionReport(ctx, options, weights),
    notices: noticesFor(ctx, catalog, ranked.length, excluded),
    pareto: frontier.map((s) => s.group.best.offer.id),
    memoryNeed: ctx.need,
    weights: [weights[0], weights[1], weights[2]],
    currency: ctx.cur,
  };
}
