/**
 * Decisions the engine makes in several places, each written once as a pure function over
 * numbers (docs/engine.md §2–§5): the rate in force and the conversion, the month, the spend a
 * budget speaks of, the cost the ranking weighs, a commitment's terms, whether an offer has a
 * price, a price's standing, the weights and what an hour of waiting is worth, the one money
 * figure the score is built from, when one choice does another's job clearly better, the
 * replica that holds a model by memory alone, and the reference GPU's figures. The fast
 * ranking, the reference ranking, explanations, suggestions, browse, the command line and the
 * exports call these; lint refuses their inline forms elsewhere (`eslint.config.js`, "one home
 * for every rule").
 */
import { standingOf } from '../catalog/price-date';
import { REFERENCE_GPU_ID } from '../catalog/relative-speed';
import { convert, HOURS_PER_MONTH } from '../units/money';
import { teamHourValue, teamWeights } from './assumptions';
import type { Profile, Weights } from './profile';
import type { Gpu, Offer } from '../catalog/schema';
import type { Assumptions, MemoryFit, MemoryNeed, SpeedEstimate } from './types';

export { convert, convertFlagged, rateInForce, HOURS_PER_MONTH } from '../units/money';

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
 * How the budget reads an estimate, to name it: `job` under a job budget; under a monthly
 * budget, `month` when it reads a month of running ({@link budgetSpendKind}), else `total` (a
 * job that ends within the month is judged by its whole cost).
 */
export type BudgetReading = 'job' | 'month' | 'total';
export const budgetReading = (c: Spends, profile: Pick<Profile, 'per' | 'wl'>): BudgetReading =>
  profile.per !== 'month' ? 'job' : budgetSpendKind(c, profile) === 'month' ? 'month' : 'total';

/** Whether the budget is a month's (`per=month`) rather than the job's. */
export const budgetPerMonth = (per: Profile['per']): boolean => per === 'month';

/**
 * Whether an entry states its month of running beside its total: under a monthly budget, and
 * for a service (which runs around the clock whatever the budget).
 */
export const showsMonth = (profile: Pick<Profile, 'per' | 'wl'>): boolean =>
  profile.per === 'month' || profile.wl === 'infer';

/**
 * What the cost axis reads: `month` (monthly burn) only for a service under a monthly budget;
 * a finite job (train, finetune, hpc) is costed by its total, and a monthly budget only caps
 * its monthly burn (a job that finishes in half the time for less money is the better buy,
 * whatever it burns per month).
 */
export const weighedKind = (profile: Pick<Profile, 'per' | 'wl'>): SpendKind =>
  profile.per === 'month' && profile.wl === 'infer' ? 'month' : 'job';

/** The spend of kind `kind`: a month of running, or the whole job. */
export const spendOf = (c: Spends, kind: SpendKind): number =>
  kind === 'month' ? c.monthlyCost : c.estCost;

/**
 * The cost the ranking weighs: a month of a service under a monthly budget, else the job's
 * (or the service's) total.
 */
export const weighedCost = (c: Spends, profile: Pick<Profile, 'per' | 'wl'>): number =>
  spendOf(c, weighedKind(profile));

/**
 * Whether `b` costs less than `a` by the measure the ranking weighs (`month`: the month's, see
 * {@link weighedKind}); the ranking loop keeps the kind as a flag.
 */
export const weighsLess = (b: Spends, a: Spends, month: boolean): boolean =>
  month ? b.monthlyCost < a.monthlyCost : b.estCost < a.estCost;

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
  return convert(teamHourValue(profile.team, a), 'USD', cur, fx);
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

/** The link's weights (`w`: performance, cost, capability), else the team's own. */
export const weightsOf = (profile: Pick<Profile, 'w' | 'team'>): Weights =>
  profile.w ?? teamWeights(profile.team);

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

// ── Money and the month (docs/engine.md §4) ──────────────────────────────────────────────────

/** An offer's prices per instance-hour in its own currency; `null`: none listed. */
export interface HourlyPrices {
  onDemand: number | null;
  spot: number | null;
}

/**
 * The prices per instance-hour an offer is ranked at, in its currency: its listed on-demand and
 * spot prices. A per-offer charge on every hour would join here, once: the ranking loop's
 * columns (`columns.ts`) and the reference ranking both read an offer's prices through this
 * (docs/engine.md, "Adding a per-offer fact").
 */
export const hourlyPrices = (o: Pick<Offer, 'onDemand' | 'spot'>): HourlyPrices => ({
  onDemand: o.onDemand,
  spot: o.spot,
});

/**
 * What a month of running costs: `hoursPerMonth` hours (the assumption, by default the billing
 * month of 730 hours) × the price per instance-hour × the instances.
 */
export const monthOfRunning = (price: number, instances: number, a: Assumptions): number =>
  a.hoursPerMonth * price * instances;

/**
 * Hours of a commitment's term: its months of the billing month ({@link HOURS_PER_MONTH}). A
 * commitment is priced by its contract (`upfront + hourly × 730 × termMonths`), whatever month
 * of running the link assumes.
 */
export const termHours = (termMonths: number): number => HOURS_PER_MONTH * termMonths;

/** Tolerance so that a job of exactly two terms is not billed three. */
const TERM_EPS = 1e-9;

/**
 * Terms of `termMonths` a commitment is paid for: a service runs around the clock and pays one
 * term's months as it goes (counted by the month: 1); a finite job pays every term its wall
 * time spans, at least one, used or not.
 */
export const commitmentTerms = (wallHours: number, termMonths: number, service: boolean): number =>
  service ? 1 : Math.max(1, Math.ceil(wallHours / HOURS_PER_MONTH / termMonths - TERM_EPS));

/**
 * A commitment's cost per instance in the offer's currency by the measure offers' commitments
 * are compared on: a service's month (`termCost ÷ termMonths`), a job's terms × `termCost`.
 */
export const commitmentCost = (
  termCost: number,
  termMonths: number,
  terms: number,
  service: boolean,
): number => (service ? termCost / termMonths : terms * termCost);

/** A commitment's month per instance at its effective hourly rate: the billing month's hours. */
export const commitmentMonth = (effectiveHourly: number, instances: number): number =>
  HOURS_PER_MONTH * effectiveHourly * instances;

/**
 * Whether an offer has a price for this link: an on-demand price, a spot price the link
 * accepts, or a commitment within the link's `term` (only an offer the job can run on is
 * priced by its commitments).
 */
export const hasPrice = (onDemand: boolean, spot: boolean, commitment: boolean): boolean =>
  onDemand || spot || commitment;

/** Why an offer without a price is ruled out: it has a spot price the link does not accept, or none. */
export const noPriceReason = (spotListed: boolean): 'spot-only' | 'no-price' =>
  spotListed ? 'spot-only' : 'no-price';

// ── Memory fit (docs/engine.md §1, §3) ───────────────────────────────────────────────────────

/**
 * What an instance of `gpus` GPUs must hold for the job, GiB (`null`: unknown): the one rule of
 * memory fit for ranked and excluded offers. Serving a model: one replica with one sequence
 * (`minGib`; more replicas serve more users), each GPU past the first adding its own runtime
 * (CUDA context and graphs) within the engine's share, as a replica spread over them holds.
 * Otherwise the need per instance.
 */
export function fitNeedGib(
  need: MemoryNeed | null,
  gpus: number,
  wl: Profile['wl'],
  a: Assumptions,
): number | null {
  if (need === null) return null;
  if (wl !== 'infer' || need.basis === 'given' || gpus <= 1) return need.minGib;
  return need.minGib + ((gpus - 1) * a.servingRuntimeGib) / a.gpuMemoryUtilization;
}

/** `fits` at ≥ margin × need, `tight` at ≥ need, `no` below; `unknown` without a need. */
export function memoryFit(
  capacityGib: number | null,
  needGib: number | null,
  margin: number,
): MemoryFit | 'no' {
  if (needGib === null) return 'unknown';
  if (capacityGib === null) return 'no';
  if (capacityGib >= margin * needGib) return 'fits';
  return capacityGib >= needGib ? 'tight' : 'no';
}

/**
 * What a serving replica may allocate on each GPU, GiB: the share of the GPU the engine uses
 * (`gpuMemoryUtilization`), less each GPU's runtime (CUDA context and graphs).
 */
export const servingUsableGib = (perGpuGib: number, a: Assumptions): number =>
  perGpuGib * a.gpuMemoryUtilization - a.servingRuntimeGib;

/**
 * The replica that holds the model by memory alone (no serving plan: a need given in GiB, or
 * no bandwidth to plan with): the fewest GPUs of the instance, 1, 2, 4…, below `count` whose
 * memory holds the need on that many GPUs with the fit margin; `count` when none smaller does.
 */
export function memoryOnlyReplicaGpus(
  need: MemoryNeed,
  count: number,
  perGpuGib: number,
  wl: Profile['wl'],
  a: Assumptions,
): number {
  for (let g = 1; g < count; g *= 2) {
    const gNeed = fitNeedGib(need, g, wl, a) ?? need.minGib;
    if (g * perGpuGib >= a.fitMargin * gNeed) return g;
  }
  return count;
}

// ── The reference GPU (docs/engine.md §2) ────────────────────────────────────────────────────

/** Speeds are relative to one A100 80GB SXM (the catalog's `a100-80gb-sxm`). */
export const REFERENCE_GPU = REFERENCE_GPU_ID;

/**
 * The A100 80GB SXM's datasheet figures (NVIDIA A100 datasheet r4: 312 dense BF16 TFLOPS,
 * 2,039 GB/s, 9.7 FP64 TFLOPS; the catalog's `a100-80gb-sxm` row, `gpus.ts`): they stand in
 * when the catalog lacks the reference GPU, and, × a GPU's relative speed, for a figure a GPU's
 * datasheet does not give.
 */
export const REFERENCE_SPECS = { bf16Tflops: 312, bandwidthTBps: 2.039, fp64VectorTflops: 9.7 };

/** A GPU's memory bandwidth, TB/s, else the reference's × its relative speed. */
export const bandwidthOrStandIn = (tbps: number | null, relative: number): number =>
  tbps ?? relative * REFERENCE_SPECS.bandwidthTBps;

/** A GPU's tensor TFLOPS at the served precision, else the reference's BF16 × its relative speed. */
export const tflopsOrStandIn = (tflops: number | null, relative: number): number =>
  tflops ?? relative * REFERENCE_SPECS.bf16Tflops;

/**
 * Whether a GPU states the tensor compute a serving precision runs at (FP32, else BF16 or, for
 * FP8, an FP8 figure): without it, and without a measured speed, it cannot be rated at load.
 */
export const statesTensorRate = (
  g: { fp32Tflops: number | null; bf16Tflops: number | null; fp8Tflops: number | null },
  prec: string,
): boolean =>
  prec === 'fp32'
    ? g.fp32Tflops !== null
    : g.bf16Tflops !== null || (prec === 'fp8' && g.fp8Tflops !== null);

/** A variant may be this much faster than the entry it repeats and still count as no faster. */
export const VARIANT_SPEED_TOLERANCE = 1.05;

/** What decides whether one ranked choice repeats another: its group's best offer and figures. */
export interface VariantFacts {
  group: {
    best: {
      offer: Pick<Offer, 'provider' | 'gpu' | 'gpuShare' | 'gpuCount'>;
      chosen: { pricing: string } | null;
    };
  };
  perfRaw: number;
  costRaw: number;
}

/**
 * Whether `s` repeats `t` on no better terms: the same provider, GPU model and share and pricing,
 * at least as many GPUs, no faster for this job (within `VARIANT_SPEED_TOLERANCE`), and dearer
 * (a bigger box whose extra CPUs, memory or GPUs the job does not use).
 */
export function isVariantOf(t: VariantFacts, s: VariantFacts): boolean {
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

/** "At least as fast": within this factor of the other's performance. */
export const DOMINANCE_SPEED_TOLERANCE = 1.02;
/** "Clearly cheaper": at most this share of the other's cost. */
export const DOMINANCE_COST_SHARE = 0.8;
/**
 * Or it does the job at least twice as fast for at most 10 % more: half the wait for nearly the
 * same money (a half vGPU slice fine-tuning for 230 h never ranks above the whole card that takes
 * 115 h for 3 % more).
 */
export const DOMINANCE_FAST_SPEEDUP = 2;
export const DOMINANCE_FAST_COST_SHARE = 1.1;

/** What decides whether one ranked choice does another's job clearly better. */
export interface DominanceFacts {
  group: { best: { fit: MemoryFit | 'no'; scoreFactor: number } };
  /** Speed for the job (higher is faster). */
  perfRaw: number;
  /** 1 / the cost weighed (higher is cheaper). */
  costRaw: number;
}

/** A fit that leaves room (or is not known to fail) counts above a tight one. */
export const fitLevel = (fit: MemoryFit | 'no'): number =>
  fit === 'fits' || fit === 'unknown' ? 1 : 0;

/**
 * Whether `b` does `a`'s job clearly better (docs/engine.md §5 "Order"): at least as fast (within
 * 2 %) and either at most 80 % of the cost, or (when speed counts) at least twice as fast for at
 * most 110 % of it, or no slower and no dearer and better on one of the two; with a fit at least
 * as comfortable and a score factor (the GPU's generation) no lower. Weights that give
 * performance no share leave the order to cost and capability, so "twice as fast" needs
 * `speedCounts`.
 */
export function dominates(b: DominanceFacts, a: DominanceFacts, speedCounts = true): boolean {
  if (b.perfRaw * DOMINANCE_SPEED_TOLERANCE < a.perfRaw) return false;
  const cheaper = b.costRaw * DOMINANCE_COST_SHARE >= a.costRaw;
  const muchFaster =
    speedCounts &&
    b.perfRaw >= DOMINANCE_FAST_SPEEDUP * a.perfRaw &&
    b.costRaw * DOMINANCE_FAST_COST_SHARE >= a.costRaw;
  const plainly =
    b.perfRaw >= a.perfRaw &&
    b.costRaw >= a.costRaw &&
    (b.perfRaw > a.perfRaw || b.costRaw > a.costRaw);
  if (!cheaper && !muchFaster && !plainly) return false;
  const x = b.group.best;
  const y = a.group.best;
  return fitLevel(x.fit) >= fitLevel(y.fit) && x.scoreFactor >= y.scoreFactor;
}
