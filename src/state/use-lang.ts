import { useCallback, useSyncExternalStore } from 'react';
import {
  detectLang,
  hasMessages,
  onMessages,
  translate,
  type Lang,
  type MessageKey,
  type Values,
} from '../i18n';
import { useLinkStore } from './link-store';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/** The language the link asks for: its `lang`, else the browser's. */
export const askedLang = (linkLang: Lang | null = useLinkStore.getState().link.lang): Lang =>
  detectLang(linkLang, browserLanguages());

const other = (lang: Lang): Lang => (lang === 'zh' ? 'en' : 'zh');

/**
 * The language the page is shown in: the one the link asks for, except while its messages load
 * after a switch, when the page stays in the language it was in (and not half in each). The
 * shell loads the messages of the language asked for (`src/app/main.tsx`).
 */
export function useLang(): Lang {
  const asked = askedLang(useLinkStore((s) => s.link.lang));
  return useSyncExternalStore(onMessages, () =>
    !hasMessages(asked) && hasMessages(other(asked)) ? other(asked) : asked,
  );
}

/** `t(key, values)` in the page's language. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const lang = useLang();
  return useCallback((key, values) => translate(lang, key, values), [lang]);
}
