/** The user's quotes in the link: `q` carries them only while sharing is on (quotes-store). */
import { useMemo } from 'react';
import { decodeQuotesParam, encodeQuotesParam, type Quote } from '../domain/quotes';
import type { Notice } from '../domain/share/notice';
import { useLinkStore } from './link-store';

/** Writes `q` (or removes it with `null`) when it changes. */
export function writeQuotesToLink(q: string | null): void {
  const links = useLinkStore.getState();
  if (links.link.q !== q) links.setLink({ ...links.link, q });
}

/** Whether the link's `q` is exactly these quotes (then this browser is sharing them). */
export function linkCarries(quotes: readonly Quote[], q: string | null): boolean {
  if (q === null || quotes.length === 0) return false;
  const e = encodeQuotesParam(quotes);
  return e.ok && e.q === q;
}

/** The quotes the link carries (`q`), decoded once per value. */
export function useSharedQuotes(): { quotes: Quote[]; notices: Notice[] } {
  const q = useLinkStore((s) => s.link.q);
  return useMemo(() => (q === null ? { quotes: [], notices: [] } : decodeQuotesParam(q)), [q]);
}
