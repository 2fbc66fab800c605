/**
 * The link codec. Minimal form: `v`, `view`, `lang`, `cur` and prefixed view parameters.
 * The full codec (every profile parameter) replaces this file.
 */
import {
  CURRENCIES,
  DEFAULT_LINK_STATE,
  LANGS,
  LINK_VERSION,
  VIEWS,
  type LinkState,
} from './profile';

export interface Notice {
  param: string;
  value: string;
  reason: string;
}

export interface Decoded {
  state: LinkState;
  notices: Notice[];
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null =>
  (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads a query string (with or without `?`) or a whole URL. Never throws. */
export function decode(search: string): Decoded {
  const notices: Notice[] = [];
  let query = search;
  const q = search.indexOf('?');
  if (q >= 0) query = search.slice(q + 1);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return {
      state: DEFAULT_LINK_STATE,
      notices: [{ param: '', value: search, reason: 'unreadable' }],
    };
  }
  const state = { ...DEFAULT_LINK_STATE, extra: {} as Record<string, string> };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (seen.has(key)) {
      notices.push({ param: key, value, reason: 'repeated' });
      continue;
    }
    seen.add(key);
    if (key === 'v') continue;
    if (key === 'view') state.view = oneOf(VIEWS, value);
    else if (key === 'lang') state.lang = oneOf(LANGS, value);
    else if (key === 'cur') state.cur = oneOf(CURRENCIES, value) ?? 'CNY';
    else if (/^[bg]\./.test(key)) state.extra[key] = value;
  }
  return { state, notices };
}

/** Writes the canonical query string (without `?`). */
export function encode(state: LinkState): string {
  const p = new URLSearchParams();
  p.set('v', String(LINK_VERSION));
  if (state.view) p.set('view', state.view);
  if (state.lang) p.set('lang', state.lang);
  if (state.cur !== 'CNY') p.set('cur', state.cur);
  for (const key of Object.keys(state.extra).sort()) p.set(key, state.extra[key] ?? '');
  return p.toString();
}
