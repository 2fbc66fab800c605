/**
 * The parameter registry's row: how one link parameter is read, what it is without the link, how
 * it is written canonically, and how the README describes it. The core parameters
 * (`params.ts`), browse's `b.*` and the guide's `g.*` are all built from these rows, so they share
 * one number grammar, one notice type and one canonical form.
 */
import { makeNotice, type Notice } from './notice';
import {
  parseChoice,
  parseFlag,
  parseList,
  parseNumber,
  parseOpaque,
  splitList,
  type ListRule,
  type NumberRange,
  type Parsed,
} from './parsers';
import { reason } from './reasons';
import { formatNumber } from './text';

export interface ParamRow<T> {
  /** Reads the parameter's text; never throws. */
  parse: (raw: string) => Parsed<T>;
  /** The value when the link does not give the parameter. */
  fallback: T;
  /** The canonical text; `null` leaves the parameter out of the link. */
  write: (value: T) => string | null;
  /** For numbers: the inclusive range. */
  range?: NumberRange;
  /** What a refused value still gives (a list keeps its well-formed items), if anything. */
  salvage?: (raw: string) => T | undefined;
  /** The README's words: what it means, which values it takes, its default. */
  doc: ParamDoc;
}

export interface ParamDoc {
  meaning: string;
  values: string;
  default: string;
}

type DocWords = Partial<Omit<ParamDoc, 'meaning'>>;

const code = (v: string) => `\`${v}\``;
const rangeWords = (r: NumberRange) =>
  `${r.integer ? 'integer ' : ''}${formatNumber(r.min)}–${formatNumber(r.max)}`;

/** Shortest round-trip text; with `decimals`, rounded to that many decimals first. */
const numberText = (n: number, decimals?: number): string =>
  formatNumber(decimals === undefined ? n : Number(n.toFixed(decimals)));

/** A number with a default; left out at the default. */
export function numberRow(
  range: NumberRange,
  fallback: number,
  meaning: string,
  words: DocWords & { decimals?: number } = {},
): ParamRow<number> {
  return {
    parse: (raw) => parseNumber(raw, range),
    range,
    fallback,
    write: (v) => (v === fallback ? null : numberText(v, words.decimals)),
    doc: {
      meaning,
      values: words.values ?? rangeWords(range),
      default: words.default ?? formatNumber(fallback),
    },
  };
}

/** A number that may be left out (`null`: not given). */
export function optionalNumberRow(
  range: NumberRange,
  meaning: string,
  words: DocWords & { decimals?: number } = {},
): ParamRow<number | null> {
  return {
    parse: (raw) => parseNumber(raw, range),
    range,
    fallback: null,
    write: (v) => (v === null ? null : numberText(v, words.decimals)),
    doc: { meaning, values: words.values ?? rangeWords(range), default: words.default ?? 'none' },
  };
}

/** One of a list of words; left out at the default. */
export function choiceRow<T extends string>(
  allowed: readonly T[],
  fallback: T,
  meaning: string,
  words: DocWords = {},
): ParamRow<T> {
  return {
    parse: (raw) => parseChoice(raw, allowed),
    fallback,
    write: (v) => (v === fallback ? null : v),
    doc: {
      meaning,
      values: words.values ?? allowed.map(code).join(' '),
      default: words.default ?? code(fallback),
    },
  };
}

/** One of a list of words, or not given (`null`). */
export function optionalChoiceRow<T extends string>(
  allowed: readonly T[],
  meaning: string,
  words: DocWords = {},
): ParamRow<T | null> {
  return {
    parse: (raw) => parseChoice(raw, allowed),
    fallback: null,
    write: (v) => v,
    doc: {
      meaning,
      values: words.values ?? allowed.map(code).join(' '),
      default: words.default ?? 'none',
    },
  };
}

/** `0` or `1`; left out at the default. */
export function flagRow(
  fallback: boolean,
  meaning: string,
  words: DocWords = {},
): ParamRow<boolean> {
  return {
    parse: parseFlag,
    fallback,
    write: (v) => (v === fallback ? null : v ? '1' : '0'),
    doc: {
      meaning,
      values: words.values ?? '`0` `1`',
      default: words.default ?? code(fallback ? '1' : '0'),
    },
  };
}

/** A comma list, sorted without repeats; left out when empty. */
export function listRow(
  rule: ListRule,
  meaning: string,
  words: DocWords,
): ParamRow<readonly string[]> {
  return {
    parse: (raw) => parseList(raw, rule),
    salvage: (raw) => {
      const { valid } = splitList(raw, rule);
      return valid.length === 0 || valid.length > rule.maxItems ? undefined : valid;
    },
    fallback: [],
    write: (v) => (v.length === 0 ? null : [...new Set(v)].sort().join(',')),
    doc: { meaning, values: words.values ?? 'comma list', default: words.default ?? 'none' },
  };
}

/** Text kept verbatim, at most `max` characters; left out when it is the fallback or empty. */
export function textRow<F extends string | null>(
  max: number,
  fallback: F,
  meaning: string,
  words: DocWords = {},
): ParamRow<string | F> {
  return {
    parse: (raw) => parseOpaque(raw, max),
    fallback,
    write: (v) => (v === null || v === '' || v === fallback ? null : v),
    doc: {
      meaning,
      values: words.values ?? `text, up to ${formatNumber(max)} characters`,
      default: words.default ?? 'none',
    },
  };
}

/** Rows of one value each, keyed like the values they fill. */
export type RowsOf<V> = { readonly [K in keyof V]: ParamRow<V[K]> };

/** One view's parameters: rows whose names in the link start with `prefix` (`b.`, `g.`). */
export interface ParamGroup<V> {
  prefix: string;
  rows: RowsOf<V>;
  /** The values every row takes without the link. */
  fallbacks: V;
  /** A value's name in the link: its key, prefixed unless the key already is. */
  param: (key: keyof V & string) => string;
}

export function defineGroup<V>(prefix: string, rows: RowsOf<V>): ParamGroup<V> {
  const fallbacks: Partial<V> = {};
  for (const key of Object.keys(rows) as (keyof V)[]) fallbacks[key] = rows[key].fallback;
  return {
    prefix,
    rows,
    fallbacks: fallbacks as V,
    param: (key) => (key.startsWith(prefix) ? key : `${prefix}${key}`),
  };
}

/**
 * Reads a group's parameters from a link's prefixed entries. Never throws: a value its row
 * refuses, or a prefixed name no row has, gives a notice and the default.
 */
export function readGroup<V>(
  group: ParamGroup<V>,
  extra: Readonly<Record<string, string>>,
): { values: V; notices: Notice[] } {
  const keyOf = new Map<string, keyof V & string>();
  for (const key of Object.keys(group.rows) as (keyof V & string)[])
    keyOf.set(group.param(key), key);
  const values = { ...group.fallbacks };
  const notices: Notice[] = [];
  for (const [param, raw] of Object.entries(extra)) {
    if (!param.startsWith(group.prefix)) continue;
    const key = keyOf.get(param);
    if (key === undefined) {
      notices.push(makeNotice(param, raw, reason('unknown-param')));
      continue;
    }
    const row = group.rows[key];
    const read = row.parse(raw);
    if (read.ok) {
      values[key] = read.value;
      continue;
    }
    const kept = row.salvage?.(raw);
    if (kept !== undefined) values[key] = kept;
    notices.push(makeNotice(param, raw, read.reason, fallbackText(row.fallback)));
  }
  return { values, notices };
}

/** A default as link text, for a notice ("using … instead"); `undefined` when it is "none". */
function fallbackText(value: unknown): string | undefined {
  if (typeof value === 'number') return formatNumber(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The link entries for `values` (a patch of the group's values): canonical text, `null`
 * (removed) at each default.
 */
export function writeGroup<V>(
  group: ParamGroup<V>,
  values: Partial<V>,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(values) as (keyof V & string)[]) {
    const value = values[key];
    if (value !== undefined && Object.prototype.hasOwnProperty.call(group.rows, key))
      out[group.param(key)] = group.rows[key].write(value);
  }
  return out;
}
/** A link's prefixed entries with `entries` set, or removed where `null`. */
export function withEntries(
  extra: Readonly<Record<string, string>>,
  entries: Readonly<Record<string, string | null>>,
): Record<string, string> {
  const out: Record<string, string> = { ...extra };
  for (const [k, v] of Object.entries(entries)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
