/**
 * The registry of the link's core parameters (docs/product.md, "The share link"): one row per
 * parameter, in the link's canonical order, with its reader, default, canonical writer, where it
 * lives in the link state, and its README description. The codec, the wizard's and the results'
 * fields, the CLI and the README table all derive from these rows: each row is the parameter's
 * one schema (docs/product.md), which `./check-param` runs on what someone types.
 */
import {
  BILLING_WANTED,
  BUDGET_PERIODS,
  DEFAULT_PROFILE,
  FINE_TUNE_METHODS,
  MODEL_SIZES,
  PRECISIONS,
  REGIONS_WANTED,
  TEAM_PRESETS,
  TEAM_TYPES,
  WORKLOADS,
  defaultWork,
  type Profile,
} from '../engine/profile';
import { TEAM_LOCATIONS } from '../engine/location';
import { DATASET_FX } from '../units/money';
import {
  choiceRow,
  flagRow,
  listRow,
  numberRow,
  optionalChoiceRow,
  optionalNumberRow,
  textRow,
  type ParamRow,
} from './param-row';
import {
  parseFlag,
  parseList,
  parseModel,
  parseWeights,
  type ListRule,
  type NumberRange,
} from './parsers';
import { CURRENCIES, LANGS, LINK_VERSION, VIEWS, type LinkState } from './profile';
import { foldFullWidth, formatNumber } from './text';

/**
 * 12345 → "12,345", without `Intl`: this module runs before the page's first paint, and the
 * first `toLocaleString` of a page loads locale data (tens of milliseconds on a phone).
 */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The longest catalog version a link may carry (`cv`). */
const MAX_CATALOG_VERSION_LENGTH = 40;

/** Numeric ranges, inclusive (docs/product.md). */
export const RANGES = {
  v: { min: 0, max: 1_000_000, integer: true },
  fx: { min: 1, max: 20 },
  model: MODEL_SIZES,
  mem: { min: 1, max: 100_000 },
  seq: { min: 1, max: 1_048_576, integer: true },
  in: { min: 0, max: 1_048_576, integer: true },
  out: { min: 1, max: 1_048_576, integer: true },
  users: { min: 1, max: 100_000, integer: true },
  tps: { min: 0.01, max: 10_000 },
  work: { min: 0.01, max: 10_000_000 },
  nodes: { min: 1, max: 1024, integer: true },
  deadline: { min: 0.01, max: 100_000 },
  budget: { min: 0, max: 1_000_000_000 },
  term: { min: 1, max: 60, integer: true },
  ckpt: { min: 1, max: 1440 },
  irate: { min: 0, max: 48 },
  vh: { min: 0, max: 1_000_000 },
  data: { min: 0, max: 1_000_000 },
  ai: { min: 0.001, max: 10_000 },
} as const satisfies Record<string, NumberRange>;

/** Provider ids: lower-case letters, digits and hyphens (e.g. `aliyun`). */
export const PROVIDER_LIST: ListRule = {
  item: /^[a-z][a-z0-9-]{0,39}$/,
  bad: 'bad-provider',
  maxItems: 64,
};
/** Compute vouchers: `provider:percent`, a whole percent from 1 to 99 off that provider. */
export const VOUCHER_LIST: ListRule = {
  item: /^[a-z][a-z0-9-]{0,39}:[1-9]\d?$/,
  bad: 'bad-item',
  maxItems: 16,
};
/**
 * Offer ids `<provider>:<instance-type>@<region>`, or `quote:<id>` for the user's quotes, checked
 * for form only (not against the catalog).
 */
const OFFER_LIST: ListRule = {
  item: /^(?=.{5,200}$)(?:[a-z][a-z0-9-]*:[^@\s,<>"'`]+@[^@\s,<>"'`]+|quote:[a-z0-9][a-z0-9-]*)$/,
  bad: 'bad-offer',
  maxItems: 64,
};
/**
 * Longest `q` (the user's quotes) read or written, characters: a whole link should stay near
 * 2,000 characters to survive chat apps and mail clients.
 */
export const MAX_QUOTES_LENGTH = 1800;

/** Link state under construction by the decoder. */
export type LinkDraft = Omit<LinkState, 'profile' | 'extra'> & {
  profile: Profile;
  extra: Record<string, string>;
};

/** A core parameter: its row, where its value lives in the link state, and its canonical text. */
export interface CoreRow<T> extends ParamRow<T> {
  get: (s: LinkState) => T;
  set: (d: LinkDraft, value: T) => void;
  /** The canonical text in the context of the whole (normalised) state; `null`: left out. */
  encode: (s: LinkState) => string | null;
}

function onProfile<K extends keyof Profile>(
  key: K,
  row: ParamRow<Profile[K]>,
): CoreRow<Profile[K]> {
  return {
    ...row,
    get: (s) => s.profile[key],
    set: (d, value) => {
      d.profile[key] = value;
    },
    encode: (s) => row.write(s.profile[key]),
  };
}

/** A team preset's field (`bill`, `pt`, `ib`): left out of the link when it is the team's preset. */
function byTeam<K extends keyof (typeof TEAM_PRESETS)['startup']>(
  key: K,
  row: ParamRow<Profile[K]>,
): CoreRow<Profile[K]> {
  return {
    ...onProfile(key, row),
    encode: (s) =>
      s.profile[key] === TEAM_PRESETS[s.profile.team][key]
        ? null
        : (row.write(s.profile[key]) ?? defaultText(row)),
  };
}

/** The text of a row's own default, written when it differs from the team's preset. */
function defaultText<T>(row: ParamRow<T>): string | null {
  if (typeof row.fallback === 'boolean') return row.fallback ? '1' : '0';
  return typeof row.fallback === 'string' ? row.fallback : null;
}

type LinkKey = 'v' | 'view' | 'lang' | 'cur' | 'fx' | 'sel' | 'q' | 'cv' | 'top';
function onLink<K extends LinkKey>(key: K, row: ParamRow<LinkState[K]>): CoreRow<LinkState[K]> {
  return {
    ...row,
    get: (s) => s[key],
    set: (d, value) => {
      d[key] = value;
    },
    encode: (s) => row.write(s[key]),
  };
}

/** `ib` and such: `0`/`1`, or not given (`null`). */
const optionalFlag = (meaning: string, dflt: string): ParamRow<boolean | null> => ({
  parse: parseFlag,
  fallback: null,
  write: (v) => (v === null ? null : v ? '1' : '0'),
  doc: { meaning, values: '`0` `1`', default: dflt },
});

/** Longest model text a link keeps when it cannot be read as a size or an id, characters. */
const MODEL_TEXT_MAX = 64;

/**
 * A size in billions, or a model id (read in any case, written lowercase). An id the model
 * catalog does not list is kept as given: the ranking then ranks nothing and names the closest
 * ids, and a link made where the catalog knows the id keeps it. A size out of range, or text that
 * is neither, is refused with a notice and kept as text, so the ranking refuses it in turn
 * (rather than ranking every offer with no memory check) and the link still says what was typed.
 */
const modelRow: ParamRow<number | string | null> = {
  parse: (raw) => parseModel(raw.toLowerCase(), RANGES.model),
  salvage: (raw) => {
    const text = foldFullWidth(raw).trim().toLowerCase().slice(0, MODEL_TEXT_MAX);
    return text === '' ? undefined : text;
  },
  fallback: null,
  write: (v) => (v === null ? null : typeof v === 'string' ? v : formatNumber(v)),
  doc: {
    meaning: 'model: size in billions of parameters, or a model id',
    values: '0.01–10000, or a lowercase id such as `llama-3.1-70b`',
    default: 'none',
  },
};

const weightsRow: ParamRow<Profile['w']> = {
  parse: parseWeights,
  fallback: null,
  write: (v) => (v === null ? null : v.join(',')),
  doc: {
    meaning: 'score weights performance,cost,capability, %',
    values: 'three integers summing to 100',
    default: 'by team type',
  },
};

/** One offer id: the first pick a results link recorded with its catalog version. */
const pickRow: ParamRow<string | null> = {
  parse: (raw) => {
    const r = parseList(raw, { ...OFFER_LIST, maxItems: 1 });
    return r.ok ? { ok: true, value: r.value[0]! } : r;
  },
  fallback: null,
  write: (v) => v,
  doc: {
    meaning: 'first pick when the results link was made (kept with `cv`)',
    values: 'an offer id',
    default: 'not recorded',
  },
};

const versionRow = numberRow(RANGES.v, LINK_VERSION, 'link format version', { values: 'integer' });

const P = DEFAULT_PROFILE;

/** Every core parameter, in the canonical order of the link. */
export const CORE_PARAMS = {
  v: { ...onLink('v', versionRow), encode: () => String(LINK_VERSION) },
  view: onLink('view', optionalChoiceRow(VIEWS, 'view', { default: 'landing' })),
  lang: onLink(
    'lang',
    optionalChoiceRow(LANGS, 'language of the text', { default: "the browser's" }),
  ),
  cur: {
    ...onLink('cur', choiceRow(CURRENCIES, 'CNY', 'currency of the budget and of prices shown')),
    // written whenever there is a budget, so the amount never changes meaning
    encode: (s: LinkState) => (s.cur !== 'CNY' || s.profile.budget !== null ? s.cur : null),
  },
  fx: onLink(
    'fx',
    optionalNumberRow(RANGES.fx, 'exchange rate override, CNY per USD', {
      default: `the dataset's dated rate (${DATASET_FX.cnyPerUsd.toFixed(2)}, ${DATASET_FX.asOf})`,
    }),
  ),
  team: onProfile('team', choiceRow(TEAM_TYPES, P.team, 'team type')),
  wl: onProfile(
    'wl',
    choiceRow(WORKLOADS, P.wl, 'workload', {
      values: '`train` `finetune` (LoRA) `infer` `hpc` (FP64)',
    }),
  ),
  model: onProfile('model', modelRow),
  mem: onProfile(
    'mem',
    optionalNumberRow(RANGES.mem, 'GPU memory needed, GiB (overrides the estimate)', {
      default: 'from `model`',
    }),
  ),
  prec: onProfile(
    'prec',
    optionalChoiceRow(
      PRECISIONS,
      'precision (`int8` `int4`: weight-only quantisation; `fp4`: NVFP4/MXFP4 serving, FP4 tensor cores on Blackwell and MI350-series GPUs)',
      { default: '`bf16` (`fp32` for hpc)' },
    ),
  ),
  ft: onProfile(
    'ft',
    optionalChoiceRow(FINE_TUNE_METHODS, 'fine-tuning method', {
      default: 'by workload (finetune: `lora`, train: `full`)',
    }),
  ),
  seq: onProfile('seq', numberRow(RANGES.seq, P.seq, 'sequence length, tokens')),
  in: onProfile(
    'in',
    optionalNumberRow(
      RANGES.in,
      'serving: prompt tokens of one request (at most `seq` less the answer)',
      {
        default: '`seq` less the answer',
      },
    ),
  ),
  out: onProfile(
    'out',
    optionalNumberRow(RANGES.out, 'serving: output tokens of one answer (at most `seq`)', {
      default: '1024, or half of a shorter `seq`',
    }),
  ),
  users: onProfile('users', numberRow(RANGES.users, P.users, 'serving: concurrent sequences')),
  tps: onProfile('tps', numberRow(RANGES.tps, P.tps, 'serving: output tokens/s each user sees')),
  work: {
    ...onProfile(
      'work',
      numberRow(
        RANGES.work,
        P.work,
        'job size in A100-80GB-SXM GPU-hours; for `infer`, hours the service runs',
        { default: '72; for `infer`, 730 (a month)' },
      ),
    ),
    // left out at its workload's default
    encode: (s: LinkState) =>
      s.profile.work === defaultWork(s.profile.wl) ? null : formatNumber(s.profile.work),
  },
  nodes: onProfile('nodes', numberRow(RANGES.nodes, P.nodes, 'instances used together')),
  deadline: onProfile(
    'deadline',
    optionalNumberRow(RANGES.deadline, 'latest acceptable wall time, hours'),
  ),
  budget: onProfile('budget', optionalNumberRow(RANGES.budget, 'budget in `cur`')),
  per: onProfile('per', choiceRow(BUDGET_PERIODS, P.per, 'budget is per')),
  term: onProfile(
    'term',
    optionalNumberRow(
      RANGES.term,
      'months the team keeps the capacity: subscriptions, reservations and savings plans of at most this term compete with pay-as-you-go',
      { default: 'none: the job itself, pay-as-you-go and spot only' },
    ),
  ),
  spot: onProfile('spot', flagRow(P.spot, 'job tolerates interruption')),
  ib: byTeam('ib', optionalFlag('needs InfiniBand / RDMA / EFA', '`1` when `nodes` > 1')),
  pt: byTeam(
    'pt',
    flagRow(P.pt, 'needs whole GPUs (no vGPU share)', { default: '`1` for `team=rnd`, else `0`' }),
  ),
  bill: byTeam('bill', choiceRow(BILLING_WANTED, P.bill, 'finest billing wanted at least')),
  region: onProfile('region', choiceRow(REGIONS_WANTED, P.region, 'where it may run')),
  prov: onProfile(
    'prov',
    listRow(PROVIDER_LIST, 'only these providers', { values: 'comma list of ids', default: 'all' }),
  ),
  w: onProfile('w', weightsRow),
  ckpt: onProfile('ckpt', numberRow(RANGES.ckpt, P.ckpt, 'checkpoint interval for spot, minutes')),
  irate: onProfile(
    'irate',
    optionalNumberRow(RANGES.irate, 'spot interruptions per 24 h', {
      default: 'per provider, else 1',
    }),
  ),
  vh: onProfile(
    'vh',
    optionalNumberRow(RANGES.vh, 'what an hour of waiting is worth, `cur` per hour', {
      default: 'by team: 25 USD startup, 40 rnd, 15 hpc, 1 individual, 50 enterprise',
    }),
  ),
  data: onProfile('data', optionalNumberRow(RANGES.data, 'data moved in, GB')),
  ai: onProfile(
    'ai',
    optionalNumberRow(RANGES.ai, 'hpc: arithmetic intensity of the code, FLOP per byte', {
      default: '0.25 (sparse and stencil codes: HPCG, STREAM-bound CFD)',
    }),
  ),
  loc: onProfile(
    'loc',
    optionalChoiceRow(TEAM_LOCATIONS, 'where the team and its data are (`cn`: mainland China)', {
      default: 'none (the wizard asks)',
    }),
  ),
  vch: onProfile(
    'vch',
    listRow(
      VOUCHER_LIST,
      'compute vouchers (算力券) the team holds: that provider’s prices ranked at that percent off, shown as a voucher',
      { values: 'comma list of `provider:percent`, e.g. `huawei:30`', default: 'none' },
    ),
  ),
  sel: onLink(
    'sel',
    listRow(OFFER_LIST, 'offers picked to compare', { values: 'comma list of offer ids' }),
  ),
  q: onLink(
    'q',
    textRow(MAX_QUOTES_LENGTH, null, "the user's own quotes, shared on purpose", {
      values: `\`1.\` + base64url of a JSON array, one positional array per quote, notes left out; at most ${thousands(MAX_QUOTES_LENGTH)} characters`,
    }),
  ),
  cv: onLink(
    'cv',
    textRow(MAX_CATALOG_VERSION_LENGTH, null, 'catalog version the results link was made on', {
      values: 'the dataset version, e.g. `2026.12.3`',
      default: 'not recorded',
    }),
  ),
  top: onLink('top', pickRow),
} as const;

type Rows = typeof CORE_PARAMS;
export type ParamName = keyof Rows;
export type ParamValue<K extends ParamName> =
  Rows[K] extends CoreRow<infer T> ? NonNullable<T> : never;
export const PARAM_NAMES = Object.keys(CORE_PARAMS) as ParamName[];

export const isParamName = (key: string): key is ParamName =>
  Object.prototype.hasOwnProperty.call(CORE_PARAMS, key);

/** Parameters whose text may be a number (for `model`, the size in billions). */
export type NumericParam = {
  [K in ParamName]: number extends ParamValue<K> ? K : never;
}[ParamName];
