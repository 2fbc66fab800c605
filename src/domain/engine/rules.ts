/**
 * Decisions the engine makes in several places, each written once as a pure function over
 * numbers (docs/engine.md §4, §5): the spend a budget speaks of, the cost the ranking weighs,
 * what an hour of waiting is worth and the one money figure the score is built from. The fast
 * ranking, the reference ranking, explanations and suggestions call these.
 */
import type { Profile } from './profile';
import { costBasis } from './profile';

/** The two costs every estimate carries: the job's total and a month of running. */
export interface Spends {
  estCost: number;
  monthlyCost: number;
}

/** What a spend figure is: a whole job's total, or one month of running. */
export type SpendKind = 'job' | 'month';

/**
 * What the budget is compared with. `per=job`: the job's total. `per=month`: what one month
 * costs: the whole job when it finishes within a month (its total is then no more than a month
 * of running), else a month of running. Either way the smaller of the two.
 */
export const budgetSpend = (c: Spends, per: Profile['per']): number =>
  per === 'month' ? Math.min(c.estCost, c.monthlyCost) : c.estCost;

/** Whether {@link budgetSpend} is a month of running or the job's total (to label it). */
export const budgetSpendKind = (c: Spends, per: Profile['per']): SpendKind =>
  per === 'month' && c.monthlyCost < c.estCost ? 'month' : 'job';

/** Whether the spend the budget speaks of is within it; true without a budget. */
export const withinBudget = (c: Spends, profile: Pick<Profile, 'budget' | 'per'>): boolean =>
  profile.budget === null || budgetSpend(c, profile.per) <= profile.budget;

/**
 * The cost the ranking weighs: a month of a service under a monthly budget, else the job's
 * (or the service's) total.
 */
export const weighedCost = (c: Spends, profile: Pick<Profile, 'per' | 'wl'>): number =>
  costBasis(profile) === 'month' ? c.monthlyCost : c.estCost;

/** Whether {@link weighedCost} is a month or a total. */
export const weighedKind = (profile: Pick<Profile, 'per' | 'wl'>): SpendKind => costBasis(profile);
