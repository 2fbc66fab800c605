/**
 * Decisions the engine makes in several places, each written once as a pure function over
 * numbers (docs/engine.md §4, §5): the spend a budget speaks of, the cost the ranking weighs,
 * what an hour of waiting is worth and the one money figure the score is built from. The fast
 * ranking, the reference ranking, explanations and suggestions call these.
 */
import { standingOf } from '../catalog/price-date';
import { teamHourValue } from './assumptions';
import type { Profile, Weights } from './profile';
import { costBasis } from './profile';
import type { Gpu } from '../catalog/schema';
import type { Assumptions, SpeedEstimate } from './types';

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

/**
 * Whether {@link budgetSpend} is a month of running or the job's total (to label it): a service
 * that runs a month or more is named by its month.
 */
export const budgetSpendKind = (c: Spends, profile: Pick<Profile, 'per' | 'wl'>): SpendKind =>
  profile.per === 'month' &&
  (c.monthlyCost < c.estCost || (profile.wl === 'infer' && c.monthlyCost <= c.estCost))
    ? 'month'
    : 'job';

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

/**
 * What an hour of waiting is worth in the ranking's currency: the link's `vh` (given in `cur`),
 * else the team's value (USD, `teamHourValue`) converted at `fx` (CNY per USD).
 */
export function hourValue(
  profile: Pick<Profile, 'vh' | 'team'>,
  a: Assumptions,
  cur: 'CNY' | 'USD',
  fx: number,
): number {
  if (profile.vh !== null) return profile.vh;
  const usd = teamHourValue(profile.team, a);
  return cur === 'USD' ? usd : usd * fx;
}

/**
 * How the link's weights (`w`: performance, cost, capability) scale the two terms of a job's
 * figure against the team's own weights: `[cost, time]` multipliers. Without `w`: `[1, 1]`.
 * Capability has no term of its own: risks are priced as money or time.
 */
export function figureScales(
  w: Weights | null,
  team: Weights,
): readonly [cost: number, time: number] {
  if (w === null) return [1, 1];
  const c = team[1] > 0 ? w[1] / team[1] : w[1] > 0 ? 1 : 0;
  const t = team[0] > 0 ? w[0] / team[0] : w[0] > 0 ? 1 : 0;
  return [c, t];
}

/** Whether a price is uncertain: undated (the source states no date) or older than the limit. */
export const priceUncertain = (
  dated: boolean,
  staleDays: number,
  staleAfterDays: number,
): boolean => standingOf(dated, staleDays, staleAfterDays) !== 'current';

/**
 * Whether a fine-tune runs only sharded over the instance's GPUs (FSDP, ZeRO-3): no single GPU
 * holds what it needs.
 */
export const shardedFineTune = (
  wl: Profile['wl'],
  needGib: number | null,
  capacity: number | null,
  gpuCount: number,
): boolean =>
  wl === 'finetune' &&
  needGib !== null &&
  capacity !== null &&
  gpuCount > 1 &&
  capacity / gpuCount < needGib;

/** The parts of an entry's figure, in the ranking's currency (docs/engine.md §5, "Score"). */
export interface Figure {
  /** The cost weighed (a job's total, or a service's month). */
  cost: number;
  /** A job: the waiting, hours (with any setup) × the value of an hour; a service: 0. */
  waiting: number;
  /** Expected extra: an uncertain price's error, a service's shortfall of its target pace. */
  risk: number;
  /** The fit and age factor the sum is divided by. */
  factor: number;
  /** (cost + waiting + risk) ÷ factor: smaller is better. */
  total: number;
}

/**
 * A job's figure: its cost, plus its hours (and any setup) at the value of an hour, plus the
 * expected error of an uncertain price (a share of the cost), all ÷ the fit and age factor.
 */
export function jobFigure(
  out: Figure,
  cost: number,
  hours: number,
  setupHours: number,
  uncertain: boolean,
  factor: number,
  value: number,
  scales: readonly [number, number],
  a: Assumptions,
): Figure {
  out.cost = scales[0] * cost;
  out.waiting = scales[1] * value * (hours + setupHours);
  out.risk = uncertain ? a.priceUncertainty * out.cost : 0;
  out.factor = factor;
  out.total = factor > 0 ? (out.cost + out.waiting + out.risk) / factor : Infinity;
  return out;
}

/**
 * A service's figure: its cost (a month, or the hours asked) at the target pace. One that gives
 * each user the tokens/s asked for costs what it costs (more speed earns nothing: it only breaks
 * ties); one that falls short costs as much more as it is slower (`tps` ÷ its tokens/s). Without
 * a per-user estimate, the replica's speed relative to one A100 stands for the pace (slower
 * than one A100 costs as much more). Plus an uncertain price's error, ÷ the fit and age factor.
 */
export function servingFigure(
  out: Figure,
  cost: number,
  userTps: number,
  tps: number,
  relative: number,
  uncertain: boolean,
  factor: number,
  a: Assumptions,
): Figure {
  const pace =
    userTps > 0 ? Math.max(1, tps / userTps) : relative > 0 ? Math.max(1, 1 / relative) : Infinity;
  out.cost = cost;
  out.waiting = 0;
  const short = pace === Infinity ? Infinity : cost * (pace - 1);
  out.risk = short + (uncertain ? a.priceUncertainty * cost : 0);
  out.factor = factor;
  out.total = factor > 0 ? (cost + out.risk) / factor : Infinity;
  return out;
}

/** The score shown: the best figure ÷ this one (1 for the best; 0 for an infinite figure). */
export const scoreOf = (total: number, best: number): number =>
  total === best ? 1 : total > 0 && Number.isFinite(total) ? best / total : 0;

/** The die named in a GPU's architecture, `Ampere (GA100)` → `GA100`; `null` when none is. */
const dieOf = (gpu: Gpu): string | null => {
  const m = /\(([A-Z]{1,3}\d{2,3}[A-Z]?)\b[^)]*\)/.exec(gpu.architecture ?? '');
  return m ? (m[1] as string) : null;
};

/** Whether the figures a workload's spec estimate reads are all known for `gpu`. */
const figuresKnown = (gpu: Gpu, wl: Profile['wl']): boolean =>
  wl === 'hpc'
    ? gpu.bandwidthTBps !== null && gpu.fp64VectorTflops !== null
    : wl === 'infer'
      ? gpu.bandwidthTBps !== null
      : gpu.bf16Tflops !== null;

/**
 * An unknown figure never rates above a known sibling: a GPU rated from specs while a figure
 * the workload reads is unknown (an A800 40GB's bandwidth for HPC) is capped at the slowest
 * GPU of the same die and memory whose figures are known (the A100 40GB), and its method says
 * so. Changes
 * `speeds` in place; once per ranking.
 */
export function capUnknownAtSiblings(
  speeds: Map<string, SpeedEstimate>,
  gpus: readonly Gpu[],
  wl: Profile['wl'],
): void {
  for (const gpu of gpus) {
    const own = speeds.get(gpu.id);
    if (!own || own.basis !== 'specs' || figuresKnown(gpu, wl)) continue;
    const die = dieOf(gpu);
    if (die === null) continue;
    let cap: { gpu: Gpu; speed: SpeedEstimate } | null = null;
    for (const g of gpus) {
      // the same board but for the unknown figure: the same die and the same memory
      if (g === gpu || dieOf(g) !== die || g.memoryGiB !== gpu.memoryGiB) continue;
      if (!figuresKnown(g, wl)) continue;
      const s = speeds.get(g.id);
      if (s && (cap === null || s.relative < cap.speed.relative)) cap = { gpu: g, speed: s };
    }
    if (cap && cap.speed.relative < own.relative) {
      speeds.set(gpu.id, {
        relative: cap.speed.relative,
        basis: 'specs',
        method: `${own.method}; capped at the ${cap.gpu.name} (same ${die} die, its figures known)`,
      });
    }
  }
}
