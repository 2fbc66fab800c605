/**
 * The state a share link carries (product.md, "The share link: a public contract").
 * `null` means "not given": the engine then uses the documented default (see `engine/assumptions`).
 */
export const TEAM_TYPES = ['startup', 'rnd', 'hpc', 'individual', 'enterprise'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const WORKLOADS = ['train', 'finetune', 'infer', 'hpc'] as const;
export type Workload = (typeof WORKLOADS)[number];

export const PRECISIONS = ['fp32', 'bf16', 'fp16', 'fp8'] as const;
export type Precision = (typeof PRECISIONS)[number];

export const VIEWS = ['browse', 'wizard', 'results', 'guide'] as const;
export type View = (typeof VIEWS)[number];

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const CURRENCIES = ['CNY', 'USD'] as const;

export const BILLING_WANTED = ['second', 'minute', 'hour', 'any'] as const;
export type BillingWanted = (typeof BILLING_WANTED)[number];
export const REGIONS_WANTED = ['cn', 'global', 'any'] as const;
export type RegionWanted = (typeof REGIONS_WANTED)[number];
export const BUDGET_PERIODS = ['job', 'month'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** Score weights in percent: performance, cost, capability; they sum to 100. */
export type Weights = readonly [number, number, number];

/**
 * Score weights (performance, cost, capability, percent) used when the link has no `w`
 * (engine.md, "Ranking"). A `w` equal to its team's row is the default and is left out of links.
 */
export const TEAM_WEIGHTS: Readonly<Record<TeamType, Weights>> = {
  startup: [25, 60, 15],
  rnd: [45, 35, 20],
  hpc: [50, 25, 25],
  individual: [20, 70, 10],
  enterprise: [40, 30, 30],
};

/** The precision used without `prec`: bf16, or fp32 for hpc (FP64 is costed from FP64 rates). */
export const defaultPrecision = (wl: Workload): Precision => (wl === 'hpc' ? 'fp32' : 'bf16');

/** Whether InfiniBand/RDMA is required: `ib` when given, else exactly when `nodes` > 1. */
export const needsInfiniBand = (p: Pick<Profile, 'ib' | 'nodes'>): boolean => p.ib ?? p.nodes > 1;

/** A team's profile: everything the engine needs besides the catalog. */
export interface Profile {
  team: TeamType;
  wl: Workload;
  /** Model size, billions of parameters. */
  model: number | null;
  /** GPU memory needed in GiB; overrides the estimate from `model`. */
  mem: number | null;
  /** `null`: bf16, or fp32 for hpc. */
  prec: Precision | null;
  /** Sequence length / context, tokens. */
  seq: number;
  /** train/finetune/hpc: job size in A100-80GB-SXM GPU-hours; infer: hours the service runs. */
  work: number;
  nodes: number;
  /** Latest acceptable wall time, hours. */
  deadline: number | null;
  /** Budget in the link's currency (`cur`). */
  budget: number | null;
  per: BudgetPeriod;
  spot: boolean;
  /** `null`: required exactly when `nodes` > 1. */
  ib: boolean | null;
  pt: boolean;
  bill: BillingWanted;
  region: RegionWanted;
  /** Only these provider ids (sorted); empty means all. */
  prov: readonly string[];
  /** `null`: by team type. */
  w: Weights | null;
  /** Checkpoint interval for spot, minutes. */
  ckpt: number;
  /** Spot interruptions per 24 h; `null`: per provider. */
  irate: number | null;
  /** Data moved in, GB. */
  data: number | null;
}

export type Currency = (typeof CURRENCIES)[number];

/** Everything a link carries. */
export interface LinkState {
  v: number;
  view: View | null;
  /** `null`: the browser's language (the CLI uses `en`). */
  lang: Lang | null;
  cur: Currency;
  /** CNY per USD; `null`: the dataset's dated rate. */
  fx: number | null;
  profile: Profile;
  /** Offer ids picked to compare, sorted. */
  sel: readonly string[];
  /** The user's quotes, shared on purpose (opaque here; the quotes feature owns the format). */
  q: string | null;
  /** View-specific parameters (`b.*`, `g.*`), kept verbatim for their views to validate. */
  extra: Readonly<Record<string, string>>;
}

export const DEFAULT_PROFILE: Profile = {
  team: 'startup',
  wl: 'train',
  model: null,
  mem: null,
  prec: null,
  seq: 2048,
  work: 72,
  nodes: 1,
  deadline: null,
  budget: null,
  per: 'job',
  spot: false,
  ib: null,
  pt: false,
  bill: 'any',
  region: 'any',
  prov: [],
  w: null,
  ckpt: 30,
  irate: null,
  data: null,
};

export const LINK_VERSION = 1;

export const DEFAULT_LINK_STATE: LinkState = {
  v: LINK_VERSION,
  view: null,
  lang: null,
  cur: 'CNY',
  fx: null,
  profile: DEFAULT_PROFILE,
  sel: [],
  q: null,
  extra: {},
};
