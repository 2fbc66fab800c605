/**
 * Pure readers of one parameter's text. Each returns the value or the reason it was refused;
 * `params.ts` wraps them in zod schemas so the link, the wizard and the CLI share them.
 */
import { MODEL_ID } from '../engine/profile';
import { reason, type Reason } from './reasons';
import { foldFullWidth, formatNumber } from './text';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: Reason };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(r: Reason): Parsed<T> => ({ ok: false, reason: r });

/** Trimmed text with full-width forms folded to ASCII. */
const clean = (raw: string): string => foldFullWidth(raw).trim();

/**
 * The one number grammar of links and fields: an optional sign, digits (optionally grouped by
 * thousands with commas, `1,000,000`), an optional fraction and an optional exponent (`1e3`).
 * Full-width forms (`２０`, `，`) and surrounding spaces are read as their ASCII text. A comma
 * that does not group thousands (`1,5`) is refused: it could be a decimal comma.
 */
const DECIMAL = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A money sign before the number or a yuan word after it (`¥300`, `$300`, `300元`, `300 块`): the
 * number alone is read; the field's own currency applies (the field says what it read).
 */
const MONEY_MARK = /^(?:[¥￥$]\s*)?(.*?)(?:\s*[元块])?$/;

/** Reads text as a number under the one grammar (no range): `1,000`, ` ２０ `, `1e3`, `300元`. */
function readDecimal(raw: string): Parsed<number> {
  const text = clean(raw).replace(MONEY_MARK, '$1');
  if (text === '') return fail(reason('empty'));
  if (!DECIMAL.test(text)) return fail(reason('not-a-number'));
  return ok(Number(text.replace(/,/g, '')));
}

export interface NumberRange {
  min: number;
  max: number;
  integer?: boolean;
}

/** A number under the one grammar within `[min, max]`. */
export function parseNumber(raw: string, range: NumberRange): Parsed<number> {
  const read = readDecimal(raw);
  if (!read.ok) return read;
  const n = read.value;
  const min = formatNumber(range.min);
  const max = formatNumber(range.max);
  if (n < 0 && range.min >= 0) return fail(reason('negative'));
  if (n === Infinity || n > range.max) return fail(reason('too-large', { max }));
  if (n === 0 && range.min > 0) return fail(reason('zero'));
  if (n === -Infinity || n < range.min) return fail(reason('too-small', { min }));
  if (range.integer && !Number.isInteger(n)) return fail(reason('not-an-integer'));
  return ok(n === 0 ? 0 : n);
}

/**
 * A model: a size in billions of parameters (text that reads as a number, within `range`) or a
 * model id (a lowercase slug, {@link MODEL_ID}); whether the id is known is checked by the app.
 */
export function parseModel(raw: string, range: NumberRange): Parsed<number | string> {
  const text = clean(raw);
  if (text === '' || DECIMAL.test(text)) return parseNumber(raw, range);
  return MODEL_ID.test(text) ? ok(text) : fail(reason('bad-model'));
}

/** One of `allowed`, matched without regard to case; returns the canonical spelling. */
export function parseChoice<T extends string>(raw: string, allowed: readonly T[]): Parsed<T> {
  const text = clean(raw).toLowerCase();
  if (text === '') return fail(reason('empty'));
  const hit = allowed.find((a) => a.toLowerCase() === text);
  return hit === undefined ? fail(reason('not-one-of', { allowed: allowed.join(', ') })) : ok(hit);
}

/** `0` or `1`. */
export function parseFlag(raw: string): Parsed<boolean> {
  const r = parseChoice(raw, ['0', '1'] as const);
  return r.ok ? ok(r.value === '1') : r;
}

/** Three whole percentages separated by commas, adding up to 100. */
export function parseWeights(raw: string): Parsed<readonly [number, number, number]> {
  const text = clean(raw);
  if (text === '') return fail(reason('empty'));
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 3 || !parts.every((p) => /^\d{1,3}$/.test(p))) {
    return fail(reason('weights-format'));
  }
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const sum = a + b + c;
  return sum === 100 ? ok([a, b, c] as const) : fail(reason('weights-sum', { sum }));
}

export interface ListRule {
  item: RegExp;
  /** Reason code for an item that does not match. */
  bad: 'bad-provider' | 'bad-offer' | 'bad-item';
  maxItems: number;
}

/** Items of a comma list split into valid (sorted, without repeats) and invalid ones. */
export function splitList(raw: string, rule: ListRule): { valid: string[]; invalid: string[] } {
  const items = clean(raw)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const valid = [...new Set(items.filter((s) => rule.item.test(s)))].sort();
  return { valid, invalid: items.filter((s) => !rule.item.test(s)) };
}

/** A comma list whose every item matches the rule: sorted, without repeats. */
export function parseList(raw: string, rule: ListRule): Parsed<readonly string[]> {
  const { valid, invalid } = splitList(raw, rule);
  if (invalid.length > 0) return fail(reason(rule.bad, { items: invalid.join(', ') }));
  if (valid.length === 0) return fail(reason('empty'));
  if (valid.length > rule.maxItems) return fail(reason('too-many', { max: rule.maxItems }));
  return ok(valid);
}

/** Any non-empty text up to `max` characters, kept verbatim. */
export function parseOpaque(raw: string, max: number): Parsed<string> {
  if (raw === '') return fail(reason('empty'));
  return raw.length > max ? fail(reason('too-long', { max })) : ok(raw);
}
