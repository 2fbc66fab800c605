/**
 * The guide view's link parameters (`g.*`): one spec per parameter, validated with zod.
 * A missing value is the default; an invalid one becomes the default plus a notice.
 */
import { z } from 'zod';

export interface NumberSpec {
  kind: 'number';
  min: number;
  max: number;
  int?: boolean;
  def: number;
}
export interface ChoiceSpec<T extends string = string> {
  kind: 'choice';
  values: readonly T[];
  def: T;
}
/** A number that may be left out: `null` means "derived" (e.g. the ratio of the data type). */
export interface OptionalNumberSpec {
  kind: 'optional-number';
  min: number;
  max: number;
  def: null;
}

const num = (min: number, max: number, def: number, int = false): NumberSpec => ({
  kind: 'number',
  min,
  max,
  def,
  int,
});
const choice = <const T extends string>(values: readonly T[], def: T): ChoiceSpec<T> => ({
  kind: 'choice',
  values,
  def,
});

const MAX_MONEY = 1e9;

/** Every `g.*` parameter with its range and default (CNY, hours, percent, minutes as named). */
export const GUIDE_PARAMS = {
  // own vs rent vs hybrid
  'g.hw': num(0, MAX_MONEY, 100_000),
  'g.life': num(0.5, 20, 5),
  'g.fac': num(0, MAX_MONEY, 20_000),
  'g.pow': num(0, MAX_MONEY, 15_000),
  'g.ops': num(0, MAX_MONEY, 50_000),
  'g.gpus': num(1, 10_000, 1, true),
  'g.use': num(0, 7_300_000, 730),
  'g.price': num(0, 100_000, 12),
  'g.src': choice(['guide', 'a100'], 'guide'),
  'g.trend': num(-90, 100, 0),
  'g.job': num(0.1, 100_000, 72),
  'g.lhw': num(0, MAX_MONEY, 20_000),
  'g.lrun': num(0, MAX_MONEY, 6_000),
  'g.lgpus': num(1, 10_000, 2, true),
  'g.share': num(0, 100, 50),
  'g.bgpus': num(1, 10_000, 8, true),
  'g.bh': num(0.1, 100_000, 72),
  // subscription vs pay-as-you-go
  'g.smon': num(0, MAX_MONEY, 5_000),
  'g.shr': num(0, 100_000, 12),
  'g.shrs': num(0, 730, 730),
  'g.sterm': num(1, 36, 12, true),
  'g.sused': num(0, 36, 4.5),
  'g.sdisc': num(0, 90, 15),
  // transfer
  'g.tgb': num(0, 10_000_000, 10),
  'g.tprice': num(0, 10_000, 12),
  'g.ttype': choice(['text', 'images', 'weights', 'archive'], 'weights'),
  'g.tratio': { kind: 'optional-number', min: 1, max: 100, def: null } as OptionalNumberSpec,
  // spot
  'g.xprov': choice(['aws', 'aliyun', 'tencent'], 'aws'),
  'g.xod': num(0, 100_000, 12),
  'g.xoff': num(0, 99, 70),
  'g.xwork': num(0.1, 1_000_000, 72),
  'g.xrate': { kind: 'optional-number', min: 0, max: 48, def: null } as OptionalNumberSpec,
  'g.xckpt': num(1, 1_440, 30),
  'g.xwrite': num(0, 120, 3),
  'g.xrestart': num(0, 240, 10),
  'g.xsave': choice(['1', '0'], '1'),
} as const;

type Params = typeof GUIDE_PARAMS;
export type GuideParam = keyof Params;
export type GuideValues = {
  -readonly [K in GuideParam]: Params[K] extends NumberSpec
    ? number
    : Params[K] extends OptionalNumberSpec
      ? number | null
      : Params[K] extends ChoiceSpec<infer T>
        ? T
        : never;
};
export type NumberParam = {
  [K in GuideParam]: Params[K] extends NumberSpec | OptionalNumberSpec ? K : never;
}[GuideParam];
export type ChoiceParam = Exclude<GuideParam, NumberParam>;

/** Why a value was refused: the key of a message, with the bound it broke. */
export type Problem =
  | { reason: 'number' }
  | { reason: 'int' }
  | { reason: 'min'; bound: number }
  | { reason: 'max'; bound: number }
  | { reason: 'choice' };

export interface GuideNotice {
  param: GuideParam;
  value: string;
  problem: Problem;
}

/** Plain decimal numbers only: no exponent, no hex, no thousands separators. */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

const buildNumberSchema = (spec: { min: number; max: number; int?: boolean }) =>
  z
    .string()
    .trim()
    .regex(DECIMAL, 'number')
    .transform(Number)
    .pipe(
      z
        .number()
        .refine((n) => !spec.int || Number.isInteger(n), 'int')
        .refine((n) => n >= spec.min, 'min')
        .refine((n) => n <= spec.max, 'max'),
    );

const schemas = new Map<GuideParam, ReturnType<typeof buildNumberSchema>>();
function numberSchema(key: GuideParam, spec: { min: number; max: number; int?: boolean }) {
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildNumberSchema(spec);
    schemas.set(key, schema);
  }
  return schema;
}

/** Validates one typed or linked value; the same check serves the inputs and the link. */
export function validate<K extends GuideParam>(
  key: K,
  raw: string,
): { ok: true; value: GuideValues[K] } | { ok: false; problem: Problem } {
  const spec = GUIDE_PARAMS[key] as NumberSpec | OptionalNumberSpec | ChoiceSpec;
  if (spec.kind === 'choice') {
    return spec.values.includes(raw)
      ? { ok: true, value: raw as GuideValues[K] }
      : { ok: false, problem: { reason: 'choice' } };
  }
  const parsed = numberSchema(key, spec).safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data as GuideValues[K] };
  const message = parsed.error.issues[0]?.message;
  if (message === 'min') return { ok: false, problem: { reason: 'min', bound: spec.min } };
  if (message === 'max') return { ok: false, problem: { reason: 'max', bound: spec.max } };
  if (message === 'int') return { ok: false, problem: { reason: 'int' } };
  return { ok: false, problem: { reason: 'number' } };
}

export const GUIDE_DEFAULTS = Object.fromEntries(
  Object.entries(GUIDE_PARAMS).map(([k, spec]) => [k, spec.def]),
) as GuideValues;

/** Reads the `g.*` entries of a link; never throws. */
export function parseGuideParams(extra: Readonly<Record<string, string>>): {
  values: GuideValues;
  notices: GuideNotice[];
} {
  const values: Record<string, unknown> = { ...GUIDE_DEFAULTS };
  const notices: GuideNotice[] = [];
  for (const key of Object.keys(GUIDE_PARAMS) as GuideParam[]) {
    const raw = extra[key];
    if (raw === undefined) continue;
    const r = validate(key, raw);
    if (r.ok) values[key] = r.value;
    else notices.push({ param: key, value: raw, problem: r.problem });
  }
  const v = values as GuideValues;
  if (v['g.sused'] > v['g.sterm']) {
    notices.push({
      param: 'g.sused',
      value: String(v['g.sused']),
      problem: { reason: 'max', bound: v['g.sterm'] },
    });
    v['g.sused'] = Math.min(GUIDE_DEFAULTS['g.sused'], v['g.sterm']);
  }
  return { values: v, notices };
}

/** The link form of a value: shortest decimal, at most 6 decimals, no exponent. */
export function formatParam(value: number | string): string {
  if (typeof value === 'string') return value;
  const rounded = Number(value.toFixed(6));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** The `setExtra` entry for a value: `null` (left out) at the default. */
export function toExtra<K extends GuideParam>(
  key: K,
  value: GuideValues[K],
): Record<string, string | null> {
  return { [key]: value === GUIDE_DEFAULTS[key] ? null : formatParam(value as number | string) };
}
