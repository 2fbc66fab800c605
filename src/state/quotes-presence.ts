/**
 * Whether the page needs the quotes' code, and that code once loaded. The quotes' reader
 * validates every quote (the catalog's schema with it): tens of kilobytes to evaluate on a phone.
 * Browse and results load it only when there is something to read: quotes (or unreadable quote
 * data) kept in this browser, quotes in the link (`q`), or the quotes manager asked for.
 */
import { use, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
// From `zustand/vanilla`, which tests do not reset after each test: code once loaded stays
// loaded, in a test run as in a page.
import { createStore } from 'zustand/vanilla';
import type { Quote } from '../domain/quotes';
import { tracked } from '../lib/tracked';
import { useLinkStore } from './link-store';
import type * as Quotes from './quotes-full';
import { QUOTES_STORAGE_KEY } from './quotes-keys';
import type { QuotesStore } from './quotes-store';

export type QuotesModule = typeof Quotes;

/** The quotes' code: the one load under way or done, and the module once it has arrived. */
const presence = createStore<{
  loading: Promise<QuotesModule> | null;
  loaded: QuotesModule | null;
}>()(() => ({ loading: null, loaded: null }));

/** Loads the quotes' code (once); views that read quotes re-render when it has loaded. */
export function loadQuotesModule(): Promise<QuotesModule> {
  const started = presence.getState().loading;
  if (started) return started;
  const loading = tracked(
    import('./quotes-full').then((m) => {
      if (presence.getState().loading === loading) presence.setState({ loaded: m });
      return m;
    }),
  );
  presence.setState({ loading });
  return loading;
}

/** The quotes' code once loaded, else `null`. */
export function useQuotesModule(): QuotesModule | null {
  return useStore(presence, (s) => s.loaded);
}

/** Whether this browser keeps quotes, or quote data it could not read (never throws). */
export function storedQuotesPresent(): boolean {
  try {
    return window.localStorage.getItem(QUOTES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;

/**
 * A value of the quotes store, re-read when it changes; `fallback` until the quotes' code has
 * loaded (then there are no quotes, no notice and no sharing to read).
 */
export function useQuotesState<T>(select: (s: QuotesStore) => T, fallback: T): T {
  const store = useQuotesModule()?.useQuotesStore;
  const subscribe = useCallback(
    (changed: () => void) => (store ? store.subscribe(changed) : noSubscription()),
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => (store ? select(store.getState()) : fallback),
    () => fallback,
  );
}

const NO_QUOTES: readonly Quote[] = [];
let lastLinked: { q: string; quotes: readonly Quote[] } | null = null;

/** The quotes `q` carries, decoded once per value (the last one kept). */
function decodeLinked(quotes: QuotesModule, q: string): readonly Quote[] {
  if (lastLinked?.q !== q) lastLinked = { q, quotes: quotes.decodeQuotesParam(q).quotes };
  return lastLinked.quotes;
}

/**
 * The quotes the link's `q` carries, decoded once per value for every view that reads them;
 * none until the quotes' code has loaded (a view that needs them loads it first).
 */
export function useLinkedQuotes(): readonly Quote[] {
  const quotes = useQuotesModule();
  const q = useLinkStore((s) => s.link.q);
  return quotes && q !== null ? decodeLinked(quotes, q) : NO_QUOTES;
}

export interface PageQuotes {
  /** The quotes' code, once loaded (`null`: there were none to read). */
  module: QuotesModule | null;
  /** The user's own quotes (this browser's). */
  own: readonly Quote[];
  /** Both, as the ranking combines them: an own quote wins over a shared one with its id. */
  all: readonly Quote[];
}

/**
 * The quotes a view lists or ranks. When there are quotes to read (kept in this browser or in
 * the link's `q`) this suspends until their code has loaded, so no view shows the catalog
 * without them first; otherwise there are none until the quotes manager loads that code and
 * the first quote is added.
 */
export function usePageQuotes(): PageQuotes {
  const module = useQuotesModule();
  const q = useLinkStore((s) => s.link.q);
  const [stored] = useState(storedQuotesPresent);
  if (stored || q !== null) use(loadQuotesModule());
  const own = useQuotesState((s) => s.quotes, NO_QUOTES);
  const shared = useLinkedQuotes();
  const all = useMemo(
    () =>
      module && (own.length > 0 || shared.length > 0)
        ? module.combineQuotes(own, shared)
        : NO_QUOTES,
    [module, own, shared],
  );
  return { module, own, all };
}
