/**
 * rank(): a profile and a catalog in, the ranking out, as a chain of stages
 * (docs/engine.md §5, "The stages"), each a function in `stages/` with a named output:
 *
 *   evaluate (`Evaluation`) → group (`Grouped`) → score (`ScoredEntries`) → order (`Ordered`)
 *   → distinct head (`DistinctOrder`) → explain (`RankResult`)
 *
 * The readable specification of the same ranking is `reference/rank.ts`; the property test
 * holds the two to the same answer.
 */
import type { Offer } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import type { Profile } from './profile';
import { makeContext, type Context } from './context';
import { unsizedModel } from './model-check';
import { weightsOf, withinBudget } from './rules';
import { evaluateOffers, type Evaluation } from './stages/1-evaluate';
import { groupOffers, type Grouped } from './stages/2-group';
import { scoreEntries } from './stages/3-score';
import { orderEntries } from './stages/4-order';
import { distinctHead, type DistinctOrder } from './stages/5-head';
import { explainRanking, refused, type FirstChoice } from './stages/6-explain';
import type { RankOptions, RankResult } from './types';

export { THIN } from './stages/2-group';
export type { FirstChoice } from './stages/6-explain';

/** The stages up to the final order, and what explaining it reads. */
interface Ordering {
  evaluation: Evaluation;
  grouped: Grouped;
  head: DistinctOrder;
  weights: readonly [number, number, number];
}

/**
 * Evaluate → group → score → order → distinct head. `keepExcluded` false: the excluded offers
 * are not kept (a ranking read for its first choice).
 */
function ordering(
  ctx: Context,
  catalog: Catalog,
  extra: readonly Offer[],
  keepExcluded = true,
): Ordering {
  const weights = weightsOf(ctx.profile);
  const speedCounts = weights[0] > 0;
  const evaluation = evaluateOffers(ctx, catalog, extra, keepExcluded);
  const grouped = groupOffers(evaluation);
  const scored = scoreEntries(grouped, ctx, weights);
  const ordered = orderEntries(scored, ctx, speedCounts);
  const head = distinctHead(ordered, grouped, ctx.profile.tps, speedCounts);
  return { evaluation, grouped, head, weights };
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
  for (const s of ordering(ctx, catalog, options.extraOffers ?? [], false).head.order) {
    const c = s.group.best.chosen;
    const offerId = s.group.best.offer.id;
    if (c && withinBudget(c, ctx.profile) && !skip?.has(offerId)) {
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
  const { evaluation, grouped, head, weights } = ordering(ctx, catalog, options.extraOffers ?? []);
  return explainRanking(ctx, catalog, options, evaluation, grouped, head, weights, () =>
    firstChoice({ ...profile, region: 'cn' }, catalog, options),
  );
}
