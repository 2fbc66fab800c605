import { interpolate, type Values } from './define';
import shell from './messages/shell';
import browse from './messages/browse';
import wizard from './messages/wizard';
import results from './messages/results';
import charts from './messages/charts';
import guide from './messages/guide';
import quotes from './messages/quotes';
import share from './messages/share';
import engine from './messages/engine';

export type { Values } from './define';
export type Lang = 'zh' | 'en';

const sets = [shell, browse, wizard, results, charts, guide, quotes, share, engine] as const;

type KeysOf<S> = S extends { en: Readonly<Record<infer K, string>> } ? K : never;
export type MessageKey = KeysOf<(typeof sets)[number]>;

const catalogs: Record<Lang, Record<string, string>> = {
  en: Object.assign({}, ...sets.map((s) => s.en)) as Record<string, string>,
  zh: Object.assign({}, ...sets.map((s) => s.zh)) as Record<string, string>,
};

/** The text of `key` in `lang`, with `{placeholders}` filled from `values`. */
export function translate(lang: Lang, key: MessageKey, values?: Values): string {
  return interpolate(catalogs[lang][key] ?? key, values);
}

/** For keys that arrive as data (the engine's reasons): unknown keys render as the key itself. */
export function translateDynamic(lang: Lang, key: string, values?: Values): string {
  return interpolate(catalogs[lang][key] ?? key, values);
}

export function hasMessage(key: string): boolean {
  return key in catalogs.en;
}

/** Picks the initial language: the link's, else the browser's preference, else English. */
export function detectLang(linkLang: Lang | null, browserLanguages: readonly string[]): Lang {
  if (linkLang) return linkLang;
  for (const l of browserLanguages) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'zh') return 'zh';
    if (base === 'en') return 'en';
  }
  return 'en';
}
