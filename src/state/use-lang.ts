import { useCallback } from 'react';
import { detectLang, translate, type Lang, type MessageKey, type Values } from '../i18n';
import { useLinkStore } from './link-store';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/** The page's language: the link's `lang`, else the browser's. */
export function useLang(): Lang {
  const linkLang = useLinkStore((s) => s.link.lang);
  return detectLang(linkLang, browserLanguages());
}

/** `t(key, values)` in the page's language. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const lang = useLang();
  return useCallback((key, values) => translate(lang, key, values), [lang]);
}
