/**
 * The engine's input: a team's profile, the choices it is made of, and the rules that fill in
 * what a profile leaves out (docs/engine.md). The link codec, the wizard and the CLI import these;
 * each rule is written here once.
 */
export const TEAM_TYPES = ['startup', 'rnd', 'hpc', 'individual', 'enterprise'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const WORKLOADS = ['train', 'finetune', 'infer', 'hpc'] as const;
export type Workload = (typeof WORKLOADS)[number];

import { PRECISIONS, MODEL_ID, type Precision } from '../vocabulary';

export { PRECISIONS, MODEL_ID, type Precision };

/** Fine-tuning method; `null` in a profile means "by workload" (finetune: LoRA, train: full). */
export const FINE_TUNE_METHODS = ['lora', 'qlora', 'full'] as const;
export type FineTune = (typeof FINE_TUNE_METHODS)[number];

export const BILLING_WANTED = ['second', 'minute', 'hour', 'any'] as const;
export type BillingWanted = (typeof BILLING_WANTED)[number];
export const REGIONS_WANTED = ['cn', 'global', 'any'] as const;
type RegionWanted = (typeof REGIONS_WANTED)[number];
export const BUDGET_PERIODS = ['job', 'month'] as const;
type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

import { HOURS_PER_MONTH } from '../units/money';
import type { TeamLocation } from './location';

/** Model sizes the engine estimates, billions of parameters (inclusive). */
export const MODEL_SIZES = { min: 0.01, max: 10_000 } as const;

/** Score weights in percent: performance, cost, capability; they sum to 100. */
export type Weights = readonly [number, number, number];

/**
 * Score weights (performance, cost, capability, percent) used when the profile has no `w`
 * (docs/engine.md, "Ranking"). A `w` equal to its team's row is the default and is left out of links.
 */
export const TEAM_WEIGHTS: Readonly<Record<TeamType, Weights>> = {
  startup: [25, 60, 15],
  rnd: [45, 35, 20],
  hpc: [50, 25, 25],
  individual: [20, 70, 10],
  enterprise: [40, 30, 30],
};

/**
 * Hard constraints each team type starts with (the guide's decision framework). AI R&D wants whole
 * GPUs (passthrough). A startup's per-second billing and free credits, and HPC's InfiniBand, are
 * not ruled in here: billing counts in the capability score for jobs under a day, credits for
 * `team=startup`, and a fabric is required whenever the job spans nodes. A link that leaves
 * `bill`, `pt` or `ib` out means its team's value, so a team reads the same from a link, by
 * default or when chosen in the wizard.
 */
export const TEAM_PRESETS: Readonly<
  Record<TeamType, { bill: BillingWanted; pt: boolean; ib: boolean | null }>
> = {
  startup: { bill: 'any', pt: false, ib: null },
  rnd: { bill: 'any', pt: true, ib: null },
  hpc: { bill: 'any', pt: false, ib: null },
  individual: { bill: 'any', pt: false, ib: null },
  enterprise: { bill: 'any', pt: false, ib: null },
};

/**
 * The `work` used without it: 72 A100-hours for a job; for serving, the hours of a billing month
 * (the service runs around the clock).
 */
export const defaultWork = (wl: Workload): number => (wl === 'infer' ? HOURS_PER_MONTH : 72);

/** The precision used without `prec`: bf16, or fp32 for hpc (FP64 is costed from FP64 rates). */
export const defaultPrecision = (wl: Workload): Precision => (wl === 'hpc' ? 'fp32' : 'bf16');

/** Whether InfiniBand/RDMA is required: `ib` when given, else exactly when `nodes` > 1. */
export const needsInfiniBand = (p: Pick<Profile, 'ib' | 'nodes'>): boolean => p.ib ?? p.nodes > 1;

/** A team's profile: everything the engine needs besides the catalog. */
export interface Profile {
  team: TeamType;
  wl: Workload;
  /** A number: model size in billions of parameters; a string: a model id ({@link MODEL_ID}). */
  model: number | string | null;
  /** GPU memory needed in GiB; overrides the estimate from `model`. */
  mem: number | null;
  /** `null`: {@link defaultPrecision}. */
  prec: Precision | null;
  /** Fine-tuning method; `null`: by workload. */
  ft: FineTune | null;
  /** Sequence length / context, tokens. */
  seq: number;
  /** Serving: prompt tokens of one request; `null`: {@link promptTokens} from `seq`. */
  in: number | null;
  /** Serving: output tokens of one answer; `null`: {@link answerTokens} from `seq`. */
  out: number | null;
  /** Serving: concurrent sequences, a whole number ≥ 1. */
  users: number;
  /** Serving: output tokens per second each user should see. */
  tps: number;
  /** train/finetune/hpc: job size in A100-80GB-SXM GPU-hours; infer: hours the service runs. */
  work: number;
  nodes: number;
  /** Latest acceptable wall time, hours. */
  deadline: number | null;
  /** Budget in the link's currency (`cur`). */
  budget: number | null;
  per: BudgetPeriod;
  /**
   * Months the team will keep the capacity: subscriptions, reservations, savings plans and
   * committed-use discounts of at most this term are priced beside pay-as-you-go and the offer
   * is ranked at its cheapest mode. `null`: the job itself, by the hour (no commitment).
   */
  term: number | null;
  spot: boolean;
  /** `null`: {@link needsInfiniBand}. */
  ib: boolean | null;
  pt: boolean;
  bill: BillingWanted;
  region: RegionWanted;
  /** Only these provider ids (sorted); empty means all. */
  prov: readonly string[];
  /** `null`: {@link TEAM_WEIGHTS} of the team. */
  w: Weights | null;
  /** Checkpoint interval for spot, minutes. */
  ckpt: number;
  /** Spot interruptions per 24 h; `null`: per provider. */
  irate: number | null;
  /** What an hour of waiting is worth, in `cur` per hour; `null`: the team's (assumptions). */
  vh: number | null;
  /** Data moved in, GB. */
  data: number | null;
  /**
   * hpc: arithmetic intensity of the code, FLOPs per byte of memory traffic; `null`:
   * {@link DEFAULT_INTENSITY}. Speed is the roofline min(peak FP64, bandwidth × intensity).
   */
  ai: number | null;
  /** Where the team and its data are; `null`: not said (no location watch-outs). */
  loc: TeamLocation | null;
  /**
   * Compute vouchers the team holds (算力券), `provider:percent` each: that provider's catalog
   * prices are ranked at that much off (`domain/vouchers.ts`). None unless the user enters one.
   */
  vch: readonly string[];
}

export const DEFAULT_PROFILE: Profile = {
  team: 'startup',
  wl: 'train',
  model: null,
  mem: null,
  prec: null,
  ft: null,
  seq: 2048,
  in: null,
  out: null,
  users: 1,
  tps: 20,
  work: 72,
  nodes: 1,
  deadline: null,
  budget: null,
  per: 'job',
  term: null,
  spot: false,
  ib: null,
  pt: false,
  bill: 'any',
  region: 'any',
  prov: [],
  w: null,
  ckpt: 30,
  irate: null,
  vh: null,
  data: null,
  ai: null,
  loc: null,
  vch: [],
};

/**
 * The arithmetic intensity hpc work is rated at without `ai`, FLOP/byte: sparse and stencil codes
 * (implicit CFD, sparse solvers, many MD kernels) stream more bytes than they compute on. HPCG's
 * sparse matrix-vector product does 2 FLOPs per nonzero against about 12 bytes (an 8-byte value
 * and a 4-byte index; ≈ 0.17) and STREAM triad 2 FLOPs per 24 bytes (≈ 0.08); 0.25 leaves room
 * for cache reuse. On every GPU of the catalog that makes hpc bandwidth-bound (A100: 2.04 TB/s ×
 * 0.25 = 0.51 TFLOPS against 9.7 FP64); a dense code (matrix multiply, ai ≥ 10) is rated by FP64.
 */
export const DEFAULT_INTENSITY = 0.25;

/** Output tokens of an answer when the link does not say: 1,024, or half of a shorter `seq`. */
export const DEFAULT_ANSWER_TOKENS = 1024;

/**
 * Serving: output tokens of one answer: `out` (at most `seq`, the context bound), else the smaller
 * of 1,024 and half of `seq`.
 */
export const answerTokens = (p: Pick<Profile, 'seq' | 'out'>): number =>
  p.out !== null
    ? Math.min(p.out, p.seq)
    : Math.max(1, Math.min(DEFAULT_ANSWER_TOKENS, Math.round(p.seq / 2)));

/** Serving: prompt tokens of one request: `in` (at most what `seq` leaves), else all of that. */
export const promptTokens = (p: Pick<Profile, 'seq' | 'in' | 'out'>): number => {
  const room = Math.max(0, p.seq - answerTokens(p));
  return p.in === null ? room : Math.min(p.in, room);
};
