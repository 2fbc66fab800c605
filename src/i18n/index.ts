/**
 * Message lookup. The shell's messages are always here; the features' messages arrive with the
 * views, in the page's language only (`./load`; the CLI and the tests register both with
 * `./all`), so the first screen carries only the shell's text. The key type covers every set, so
 * a missing or misspelt key fails the type check.
 */
import { interpolate, type MessageSet, type Values } from './define';
import { localizeValue } from './glossary';
import shell from './messages/shell';
import type browse from './messages/browse';
import type wizard from './messages/wizard';
import type results from './messages/results';
import type charts from './messages/charts';
import type guide from './messages/guide';
import type quotes from './messages/quotes';
import type share from './messages/share';
import type engine from './messages/engine';
import type freshness from './messages/freshness';
import type serving from './messages/serving';
import type priceDates from './messages/price-dates';
import type supply from './messages/supply';
import type term from './messages/term';
import type places from './messages/places';
import type hpc from './messages/hpc';
import type unknownSpeed from './messages/unknown-speed';

export type { Values } from './define';
export { detectLang } from './detect';
export type Lang = 'zh' | 'en';

type KeysOf<S> = S extends { en: Readonly<Record<infer K, string>> } ? K : never;
export type MessageKey = KeysOf<
  | typeof shell
  | typeof browse
  | typeof wizard
  | typeof results
  | typeof charts
  | typeof guide
  | typeof quotes
  | typeof share
  | typeof engine
  | typeof freshness
  | typeof serving
  | typeof priceDates
  | typeof supply
  | typeof term
  | typeof places
  | typeof hpc
  | typeof unknownSpeed
>;

const catalogs: Record<Lang, Record<string, string>> = { en: { ...shell.en }, zh: { ...shell.zh } };

/** Languages whose feature messages are registered, and who to tell when one is. */
const registered = new Set<Lang>();
const listeners = new Set<() => void>();

function markRegistered(langs: readonly Lang[]): void {
  const added = langs.filter((l) => !registered.has(l));
  for (const l of added) registered.add(l);
  if (added.length > 0) for (const listener of listeners) listener();
}

/** Adds message sets, in both languages, to the lookup (idempotent). */
export function registerMessages(...sets: readonly MessageSet<string>[]): void {
  for (const set of sets) {
    Object.assign(catalogs.en, set.en);
    Object.assign(catalogs.zh, set.zh);
  }
  markRegistered(['en', 'zh']);
}

/** Adds the features' messages of one language (as the page loads them) to the lookup. */
export function registerLanguage(lang: Lang, messages: Readonly<Record<string, string>>): void {
  Object.assign(catalogs[lang], messages);
  markRegistered([lang]);
}

/** True once the features' messages of `lang` are registered. */
export const hasMessages = (lang: Lang): boolean => registered.has(lang);

/** Calls `listener` whenever a language's messages are registered; returns an unsubscribe. */
export function onMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The template for `key`: when `values.count` is 1 and the set has a `<key>.one` form (English
 * plurals: "Import 1 quote" beside "Import {count} quotes"), that one.
 */
function template(lang: Lang, key: string, values?: Values): string {
  const set = catalogs[lang];
  const one = values?.count === 1 ? set[`${key}.one`] : undefined;
  return one ?? set[key] ?? key;
}

/** Values in `lang`: English phrases that arrive as data (GPU labels, speed methods) in Chinese. */
function localized(lang: Lang, values?: Values): Values | undefined {
  if (!values) return values;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values))
    out[k] = typeof v === 'string' ? localizeValue(lang, k, v) : v;
  return out;
}

/** The text of `key` in `lang`, with `{placeholders}` filled from `values`. */
export function translate(lang: Lang, key: MessageKey, values?: Values): string {
  return interpolate(template(lang, key, values), localized(lang, values));
}

/** For keys that arrive as data (the engine's reasons): unknown keys render as the key itself. */
export function translateDynamic(lang: Lang, key: string, values?: Values): string {
  return interpolate(template(lang, key, values), localized(lang, values));
}

export function hasMessage(key: string): boolean {
  return key in catalogs.en;
}
