/**
 * Validation of one quote from raw values (the form's strings, a CSV row's cells, a JSON item's
 * values), field by field, so the form and both importers give the same reasons.
 */
import type { Gpu, Offer, Provider } from '../catalog/schema';
import { HOURS_PER_MONTH } from '../units/money';
import { parseNumber } from '../share/parsers';
import { foldFullWidth } from '../share/text';
import { defaultQuoteId, providerIdFor } from './slug';
import { PRICE_PERIODS, QUOTE_ID_PATTERN, QUOTE_LIMITS, type Quote } from './schema';

export const QUOTE_FIELDS = [
  'id',
  'provider',
  'providerId',
  'instanceType',
  'gpu',
  'gpuCount',
  'price',
  'per',
  'currency',
  'spot',
  'gpuLink',
  'fabric',
  'regionGroup',
  'region',
  'billing',
  'overrides',
  'asOf',
  'note',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** Raw values by field: strings from a form or CSV, any JSON value from a JSON file. */
export type QuoteDraft = Partial<Record<QuoteField, unknown>>;

/** A message key of `src/i18n/messages/quotes.ts` (`quotes.err.*`) with its placeholder values. */
export interface QuoteProblem {
  key: `quotes.err.${string}`;
  values: Readonly<Record<string, string | number>>;
}
export interface FieldProblem extends QuoteProblem {
  field: QuoteField;
}

/** What validation looks things up in: the catalog's GPUs, providers and offers, and today. */
export interface QuoteContext {
  gpus: readonly Gpu[];
  providers: readonly Provider[];
  offers: readonly Offer[];
  /** YYYY-MM-DD; the default `asOf` and the latest one allowed. */
  today: string;
}

export type QuoteCheck =
  | { ok: true; quote: Quote; warnings: FieldProblem[] }
  | { ok: false; errors: FieldProblem[] };

type Result<T> = { value: T } | { problem: QuoteProblem };
const problem = (key: string, values: Record<string, string | number> = {}) => ({
  problem: { key: `quotes.err.${key}` as const, values },
});

const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

function readText(raw: unknown, max: number): Result<string> {
  if (typeof raw !== 'string') return problem('text');
  const value = raw.trim();
  if (value.length > max) return problem('tooLong', { max });
  if (/\p{Cc}/u.test(value)) return problem('oneLine');
  return { value };
}

/**
 * A number under the app's one grammar (`src/domain/share/parsers.ts`): thousands separators
 * (`1,200.5`), full-width digits (`１２`), an exponent and surrounding spaces are read; a sign, a
 * currency sign or a decimal comma (`12,5`) is refused with its own reason.
 */
function readNumber(raw: unknown): Result<number> {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : problem('number');
  if (typeof raw !== 'string') return problem('number');
  const s = foldFullWidth(raw).trim();
  if (/^-/.test(s)) return problem('positive');
  if (/[¥￥$€£]|^(rmb|cny|usd)|(rmb|cny|usd|元)$/i.test(s)) return problem('currencySymbol');
  const read = parseNumber(s, { min: 0, max: Number.MAX_VALUE });
  if (read.ok) return { value: read.value };
  return /^\d*,\d+$/.test(s) || /,\d{1,2}$/.test(s) ? problem('decimalComma') : problem('number');
}

function readPrice(raw: unknown): Result<number> {
  const n = readNumber(raw);
  if ('problem' in n) return n;
  if (n.value <= 0) return problem('positive');
  if (n.value > QUOTE_LIMITS.maxPrice) return problem('max', { max: QUOTE_LIMITS.maxPrice });
  return n;
}

function readCount(raw: unknown): Result<number> {
  const n = readNumber(raw);
  if ('problem' in n) return n;
  if (!Number.isInteger(n.value)) return problem('integer');
  if (n.value < 1 || n.value > QUOTE_LIMITS.maxGpuCount)
    return problem('range', { min: 1, max: QUOTE_LIMITS.maxGpuCount });
  return n;
}

/** One of `options`, case-insensitive, with a few spelled-out aliases. */
function readChoice<T extends string>(
  raw: unknown,
  options: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): Result<T> {
  if (typeof raw !== 'string') return problem('oneOf', { options: options.join(', ') });
  const s = raw.trim();
  const hit = options.find((o) => o.toLowerCase() === s.toLowerCase()) ?? aliases[s.toLowerCase()];
  return hit ? { value: hit } : problem('oneOf', { options: options.join(', ') });
}

const PER_ALIASES: Record<string, 'hour' | 'month'> = {
  h: 'hour',
  hr: 'hour',
  hourly: 'hour',
  小时: 'hour',
  mo: 'month',
  monthly: 'month',
  月: 'month',
};
const CURRENCIES = ['CNY', 'USD'] as const;
const GPU_LINKS = ['nvlink', 'pcie'] as const;
const FABRICS = ['infiniband', 'efa', 'rdma', 'ethernet'] as const;
const REGION_GROUPS = ['cn', 'global'] as const;
const BILLINGS = ['second', 'minute', 'hour'] as const;
const CURRENCY_ALIASES: Record<string, 'CNY' | 'USD'> = { rmb: 'CNY', '¥': 'CNY', $: 'USD' };

function readDate(raw: unknown, today: string): Result<string> {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return problem('date');
  const s = raw.trim();
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return problem('date');
  if (s > today) return problem('futureDate', { today });
  return { value: s };
}

function findGpu(raw: string, gpus: readonly Gpu[]): Gpu | undefined {
  const s = raw.trim().toLowerCase();
  return gpus.find((g) => g.id === s) ?? gpus.find((g) => g.name.toLowerCase() === s);
}

/** Checks every field of one quote and builds it; `id` defaults to provider + instance. */
export function validateQuote(draft: QuoteDraft, ctx: QuoteContext): QuoteCheck {
  const errors: FieldProblem[] = [];
  const warnings: FieldProblem[] = [];
  function take<T>(field: QuoteField, result: Result<T>): T | undefined {
    if ('problem' in result) {
      errors.push({ field, ...result.problem });
      return undefined;
    }
    return result.value;
  }
  function need<T>(field: QuoteField, read: (raw: unknown) => Result<T>): T | undefined {
    const raw = draft[field];
    if (isBlank(raw)) {
      errors.push({ field, ...problem('required').problem });
      return undefined;
    }
    return take(field, read(raw));
  }
  function may<T>(field: QuoteField, read: (raw: unknown) => Result<T>): T | null | undefined {
    const raw = draft[field];
    return isBlank(raw) ? null : take(field, read(raw));
  }

  const overridesId = may('overrides', (raw) =>
    typeof raw === 'string' ? { value: raw.trim() } : problem('text'),
  );
  const base = overridesId ? ctx.offers.find((o) => o.id === overridesId) : undefined;
  if (overridesId && !base) errors.push({ field: 'overrides', ...problem('unknownOffer').problem });

  const provider = base
    ? (may('provider', (r) => readText(r, QUOTE_LIMITS.providerLength)) ??
      ctx.providers.find((p) => p.id === base.provider)?.name.en ??
      base.provider)
    : need('provider', (r) => readText(r, QUOTE_LIMITS.providerLength));
  const providerId = may('providerId', (raw) =>
    typeof raw === 'string' &&
    /^[a-z][a-z0-9-]*$/.test(raw.trim()) &&
    raw.trim().length <= QUOTE_LIMITS.providerIdLength
      ? { value: raw.trim() }
      : problem('providerId'),
  );
  const instanceType = base
    ? base.instanceType
    : need('instanceType', (r) => readText(r, QUOTE_LIMITS.instanceLength));
  const gpu = base
    ? base.gpu
    : need('gpu', (raw) => {
        const hit = typeof raw === 'string' ? findGpu(raw, ctx.gpus) : undefined;
        return hit ? { value: hit.id } : problem('unknownGpu', { value: String(raw) });
      });
  const gpuCount = base ? base.gpuCount : need('gpuCount', readCount);
  const price = need('price', readPrice);
  const per = may('per', (r) => readChoice(r, PRICE_PERIODS, PER_ALIASES)) ?? 'hour';
  const currency = need('currency', (r) => readChoice(r, CURRENCIES, CURRENCY_ALIASES));
  const spot = may('spot', readPrice);
  const gpuLink = base ? base.gpuLink : may('gpuLink', (r) => readChoice(r, GPU_LINKS));
  const fabric = base ? base.fabric : may('fabric', (r) => readChoice(r, FABRICS));
  const regionGroup = base
    ? base.regionGroup
    : need('regionGroup', (r) => readChoice(r, REGION_GROUPS));
  const region = base
    ? base.region
    : (may('region', (raw) => readText(raw, QUOTE_LIMITS.regionLength)) ?? 'any');
  const billing = may('billing', (r) => readChoice(r, BILLINGS));
  const asOf = may('asOf', (r) => readDate(r, ctx.today)) ?? ctx.today;
  const note = may('note', (raw) => {
    if (typeof raw !== 'string') return problem('text');
    const value = raw.trim();
    return value.length > QUOTE_LIMITS.noteLength
      ? problem('tooLong', { max: QUOTE_LIMITS.noteLength })
      : { value };
  });
  const id = may('id', (raw) => {
    const s = typeof raw === 'string' ? raw.trim() : '';
    return QUOTE_ID_PATTERN.test(s) && s.length <= QUOTE_LIMITS.idLength
      ? { value: s }
      : problem('slug');
  });

  if (
    errors.length > 0 ||
    provider === undefined ||
    instanceType === undefined ||
    gpu === undefined ||
    gpuCount === undefined ||
    price === undefined ||
    currency === undefined ||
    regionGroup === undefined ||
    spot === undefined ||
    gpuLink === undefined ||
    fabric === undefined ||
    billing === undefined ||
    id === undefined ||
    providerId === undefined ||
    overridesId === undefined
  ) {
    return { ok: false, errors };
  }
  const hourly = per === 'hour' ? price : price / HOURS_PER_MONTH;
  if (spot !== null && spot > hourly)
    warnings.push({ field: 'spot', ...problem('spotAbove').problem });
  const quote: Quote = {
    id: id ?? defaultQuoteId(provider, instanceType, region),
    provider,
    providerId: providerId ?? (base ? base.provider : providerIdFor(provider, ctx.providers)),
    instanceType,
    gpu,
    gpuCount,
    price,
    per,
    currency,
    spot,
    gpuLink,
    fabric,
    regionGroup,
    region,
    billing,
    overrides: base ? base.id : null,
    asOf,
    note: note ?? '',
  };
  return { ok: true, quote, warnings };
}
