/**
 * One zod schema per link parameter (product.md, "The share link"). Each reads the parameter's
 * text as it appears in a link or a form field and yields the typed value; a refusal is a zod
 * issue whose `message` is the English reason and whose `params` hold `{ code, values }`.
 * Uses `zod/mini` because the codec is part of the first screen.
 */
import * as z from 'zod/mini';
import {
  BILLING_WANTED,
  BUDGET_PERIODS,
  FINE_TUNE_METHODS,
  PRECISIONS,
  REGIONS_WANTED,
  TEAM_TYPES,
  WORKLOADS,
} from '../engine/profile';
import { CURRENCIES, LANGS, VIEWS } from './profile';
import {
  parseChoice,
  parseFlag,
  parseList,
  parseModel,
  parseNumber,
  parseOpaque,
  parseWeights,
  type ListRule,
  type NumberRange,
  type Parsed,
} from './parsers';
import { isReasonCode, reason, reasonText, type Reason } from './reasons';

function fromParser<T>(parse: (raw: string) => Parsed<T>) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const r = parse(raw);
      if (r.ok) return r.value;
      ctx.issues.push({
        code: 'custom',
        message: reasonText(r.reason),
        input: raw,
        params: { code: r.reason.code, values: r.reason.values },
      });
      return z.NEVER;
    }),
  );
}

/** Numeric ranges, inclusive (product.md). */
export const RANGES = {
  v: { min: 0, max: 1_000_000, integer: true },
  fx: { min: 1, max: 20 },
  model: { min: 0.01, max: 10_000 },
  mem: { min: 1, max: 100_000 },
  seq: { min: 1, max: 1_048_576, integer: true },
  users: { min: 1, max: 100_000, integer: true },
  tps: { min: 0.01, max: 10_000 },
  work: { min: 0.01, max: 10_000_000 },
  nodes: { min: 1, max: 1024, integer: true },
  deadline: { min: 0.01, max: 100_000 },
  budget: { min: 0, max: 1_000_000_000 },
  ckpt: { min: 1, max: 1440 },
  irate: { min: 0, max: 48 },
  data: { min: 0, max: 1_000_000 },
} as const satisfies Record<string, NumberRange>;

/** Provider ids: lower-case letters, digits and hyphens (e.g. `aliyun`). */
export const PROVIDER_LIST: ListRule = {
  item: /^[a-z][a-z0-9-]{0,39}$/,
  bad: 'bad-provider',
  maxItems: 64,
};
/**
 * Offer ids `<provider>:<instance-type>@<region>`, or `quote:<id>` for the user's quotes, checked
 * for form only (not against the catalog).
 */
export const OFFER_LIST: ListRule = {
  item: /^(?=.{5,200}$)(?:[a-z][a-z0-9-]*:[^@\s,<>"'`]+@[^@\s,<>"'`]+|quote:[a-z0-9][a-z0-9-]*)$/,
  bad: 'bad-offer',
  maxItems: 64,
};
/** Longest `q` (quotes) value kept, characters. */
export const MAX_QUOTES_LENGTH = 16_000;

const num = (range: NumberRange) => fromParser((raw) => parseNumber(raw, range));
const choice = <T extends string>(allowed: readonly T[]) =>
  fromParser((raw) => parseChoice(raw, allowed));
const flag = fromParser(parseFlag);

export const vSchema = num(RANGES.v);
export const viewSchema = choice(VIEWS);
export const langSchema = choice(LANGS);
export const curSchema = choice(CURRENCIES);
export const fxSchema = num(RANGES.fx);
export const teamSchema = choice(TEAM_TYPES);
export const wlSchema = choice(WORKLOADS);
export const modelSchema = fromParser((raw) => parseModel(raw, RANGES.model));
export const memSchema = num(RANGES.mem);
export const precSchema = choice(PRECISIONS);
export const ftSchema = choice(FINE_TUNE_METHODS);
export const seqSchema = num(RANGES.seq);
export const usersSchema = num(RANGES.users);
export const tpsSchema = num(RANGES.tps);
export const workSchema = num(RANGES.work);
export const nodesSchema = num(RANGES.nodes);
export const deadlineSchema = num(RANGES.deadline);
export const budgetSchema = num(RANGES.budget);
export const perSchema = choice(BUDGET_PERIODS);
export const spotSchema = flag;
export const ibSchema = flag;
export const ptSchema = flag;
export const billSchema = choice(BILLING_WANTED);
export const regionSchema = choice(REGIONS_WANTED);
export const provSchema = fromParser((raw) => parseList(raw, PROVIDER_LIST));
export const wSchema = fromParser(parseWeights);
export const ckptSchema = num(RANGES.ckpt);
export const irateSchema = num(RANGES.irate);
export const dataSchema = num(RANGES.data);
export const selSchema = fromParser((raw) => parseList(raw, OFFER_LIST));
export const qSchema = fromParser((raw) => parseOpaque(raw, MAX_QUOTES_LENGTH));

/** Every parameter's schema, in the canonical order of the link. */
export const PARAM_SCHEMAS = {
  v: vSchema,
  view: viewSchema,
  lang: langSchema,
  cur: curSchema,
  fx: fxSchema,
  team: teamSchema,
  wl: wlSchema,
  model: modelSchema,
  mem: memSchema,
  prec: precSchema,
  ft: ftSchema,
  seq: seqSchema,
  users: usersSchema,
  tps: tpsSchema,
  work: workSchema,
  nodes: nodesSchema,
  deadline: deadlineSchema,
  budget: budgetSchema,
  per: perSchema,
  spot: spotSchema,
  ib: ibSchema,
  pt: ptSchema,
  bill: billSchema,
  region: regionSchema,
  prov: provSchema,
  w: wSchema,
  ckpt: ckptSchema,
  irate: irateSchema,
  data: dataSchema,
  sel: selSchema,
  q: qSchema,
} as const;

export type ParamName = keyof typeof PARAM_SCHEMAS;
export type ParamValue<K extends ParamName> = z.output<(typeof PARAM_SCHEMAS)[K]>;
export const PARAM_NAMES = Object.keys(PARAM_SCHEMAS) as ParamName[];

export const isParamName = (key: string): key is ParamName =>
  Object.prototype.hasOwnProperty.call(PARAM_SCHEMAS, key);

/** Result of checking one parameter's text: the value, or the reason with its English message. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason; message: string };

/** Runs a parameter's schema on text (a link value or what someone typed). Never throws. */
export function checkParam<K extends ParamName>(name: K, raw: string): Checked<ParamValue<K>> {
  const result = PARAM_SCHEMAS[name].safeParse(raw);
  if (result.success) return { ok: true, value: result.data as ParamValue<K> };
  const issue = result.error.issues[0];
  const params = (issue as { params?: { code?: unknown; values?: unknown } } | undefined)?.params;
  const r: Reason =
    params && isReasonCode(params.code)
      ? reason(params.code, (params.values ?? {}) as Reason['values'])
      : reason('not-a-number');
  return { ok: false, reason: r, message: issue?.message ?? reasonText(r) };
}

/** Parameters whose text may be a number (for `model`, the size in billions). */
export type NumericParam = {
  [K in ParamName]: number extends ParamValue<K> ? K : never;
}[ParamName];

/** {@link checkParam} for a field that takes a number only (`model`: a size, not an id). */
export function checkNumberParam(name: NumericParam, raw: string): Checked<number> {
  const checked = checkParam(name, raw);
  if (!checked.ok || typeof checked.value === 'number') return checked as Checked<number>;
  const r = reason('not-a-number');
  return { ok: false, reason: r, message: reasonText(r) };
}
