/**
 * The user's own quotes, kept in this browser (localStorage, versioned, validated on load).
 * Unreadable stored data is set aside (another key, and downloadable) with a notice; when storage
 * is unavailable or full, quotes live in memory with a notice. Quotes reach a link only on purpose:
 * while sharing is on, every change rewrites the link's `q`.
 */
import { useMemo } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Catalog } from '../domain/catalog/types';
import {
  applyQuotes,
  combineQuotes,
  decodeQuotesParam,
  encodeQuotesParam,
  mergeQuotes,
  readStoredQuotes,
  writeStoredQuotes,
  type Duplicate,
  type DuplicateChoice,
  type Quote,
  quoteOfferId,
} from '../domain/quotes';
import type { Notice } from '../domain/share/notice';
import { useLinkStore } from './link-store';

export const QUOTES_STORAGE_KEY = 'gpu-cloud-guide.quotes';
export const SET_ASIDE_STORAGE_KEY = 'gpu-cloud-guide.quotes.set-aside';

/** The part of `Storage` the store uses (tests pass their own). */
export type QuotesStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type QuotesNotice =
  /** Stored data could not be read (`dropped`: how many quotes; `null`: none could be read). */
  | { kind: 'corrupted'; dropped: number | null }
  /** Stored by a newer version of the app. */
  | { kind: 'newer'; version: number }
  /** No storage (private mode, blocked): quotes last until the tab closes. */
  | { kind: 'unavailable' }
  /** Storage is full: the latest changes are not saved. */
  | { kind: 'quota' }
  /** Sharing stopped: the quotes no longer fit in a link. */
  | { kind: 'link-too-long'; length: number; max: number; count: number };

export interface QuotesState {
  quotes: readonly Quote[];
  notice: QuotesNotice | null;
  /** The stored text that could not be read, for download. */
  setAside: string | null;
  /** False while changes cannot be saved. */
  persistent: boolean;
  /** True while the link carries these quotes in `q`. */
  sharing: boolean;
}

export type ShareOutcome = { ok: true } | { ok: false; length: number; max: number; count: number };

export interface QuotesActions {
  /** Adds quotes; `choose` decides each duplicate (keep both / replace / skip). */
  add: (incoming: readonly Quote[], choose?: (d: Duplicate) => DuplicateChoice) => void;
  /** Replaces the quote with this id, keeping its id and place. */
  update: (id: string, quote: Quote) => void;
  remove: (id: string) => void;
  setSharing: (on: boolean) => ShareOutcome;
  dismissNotice: () => void;
  /** Re-reads storage (another tab changed it). */
  reload: () => void;
}

export type QuotesStore = QuotesState & QuotesActions;

function loadFrom(storage: QuotesStorage | null): Omit<QuotesState, 'sharing'> {
  if (!storage)
    return { quotes: [], notice: { kind: 'unavailable' }, setAside: null, persistent: false };
  let raw: string | null;
  try {
    raw = storage.getItem(QUOTES_STORAGE_KEY);
  } catch {
    return { quotes: [], notice: { kind: 'unavailable' }, setAside: null, persistent: false };
  }
  const read = readStoredQuotes(raw);
  if (read.status === 'ok' || read.status === 'empty') {
    return { quotes: read.quotes, notice: null, setAside: null, persistent: true };
  }
  try {
    storage.setItem(SET_ASIDE_STORAGE_KEY, raw ?? '');
  } catch {
    // The copy stays downloadable from memory.
  }
  const notice: QuotesNotice =
    read.status === 'newer'
      ? { kind: 'newer', version: read.version }
      : { kind: 'corrupted', dropped: read.status === 'partial' ? read.dropped : null };
  return { quotes: read.quotes, notice, setAside: raw, persistent: true };
}

const sameQuotesInLink = (quotes: readonly Quote[], q: string | null): boolean => {
  if (q === null || quotes.length === 0) return false;
  const e = encodeQuotesParam(quotes);
  return e.ok && e.q === q;
};

/** A quotes store over `storage` (`null`: memory only). */
export function createQuotesStore(
  storage: QuotesStorage | null,
): UseBoundStore<StoreApi<QuotesStore>> {
  return create<QuotesStore>()((set, get) => {
    const writeLink = (q: string | null) => {
      const links = useLinkStore.getState();
      if (links.link.q !== q) links.setLink({ ...links.link, q });
    };
    const commit = (quotes: Quote[]) => {
      let { notice, persistent } = get();
      if (storage) {
        try {
          storage.setItem(QUOTES_STORAGE_KEY, writeStoredQuotes(quotes));
          persistent = true;
          if (notice?.kind === 'quota') notice = null;
        } catch {
          persistent = false;
          notice = { kind: 'quota' };
        }
      }
      let sharing = get().sharing;
      if (sharing) {
        const e = encodeQuotesParam(quotes);
        if (e.ok && quotes.length > 0) writeLink(e.q);
        else {
          writeLink(null);
          sharing = false;
          if (!e.ok)
            notice = { kind: 'link-too-long', length: e.length, max: e.max, count: e.count };
        }
      }
      set({ quotes, notice, persistent, sharing });
    };
    const initial = loadFrom(storage);
    return {
      ...initial,
      sharing: sameQuotesInLink(initial.quotes, useLinkStore.getState().link.q),
      add: (incoming, choose = () => 'keep-both') =>
        commit(mergeQuotes(get().quotes, incoming, choose)),
      update: (id, quote) => commit(get().quotes.map((q) => (q.id === id ? { ...quote, id } : q))),
      remove: (id) => commit(get().quotes.filter((q) => q.id !== id)),
      setSharing: (on) => {
        if (!on) {
          writeLink(null);
          set({ sharing: false });
          return { ok: true };
        }
        const e = encodeQuotesParam(get().quotes);
        if (!e.ok) return e;
        writeLink(e.q);
        set({ sharing: true });
        return { ok: true };
      },
      dismissNotice: () => set({ notice: null }),
      reload: () => {
        const next = loadFrom(storage);
        set({
          quotes: next.quotes,
          notice: next.notice ?? get().notice,
          setAside: next.setAside ?? get().setAside,
        });
      },
    };
  });
}

function browserStorage(): QuotesStorage | null {
  try {
    const s = window.localStorage;
    const probe = `${QUOTES_STORAGE_KEY}.probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

const hasWindow = typeof window !== 'undefined';

export const useQuotesStore = createQuotesStore(hasWindow ? browserStorage() : null);

if (hasWindow) {
  window.addEventListener('storage', (e) => {
    if (e.key === QUOTES_STORAGE_KEY) useQuotesStore.getState().reload();
  });
}

/** The quotes the link carries (`q`), decoded once per value. */
export function useSharedQuotes(): { quotes: Quote[]; notices: Notice[] } {
  const q = useLinkStore((s) => s.link.q);
  return useMemo(() => (q === null ? { quotes: [], notices: [] } : decodeQuotesParam(q)), [q]);
}

export interface QuotedCatalog {
  /** The catalog with quotes as offers (re-priced catalog offers replaced by their quote). */
  catalog: Catalog;
  /** Offer ids of the user's own quotes. */
  own: ReadonlySet<string>;
  /** Offer ids of quotes that came with the link. */
  shared: ReadonlySet<string>;
}

/** What browse lists: the catalog plus the user's quotes and the link's, each marked. */
export function useQuotedCatalog(catalog: Catalog): QuotedCatalog {
  const own = useQuotesStore((s) => s.quotes);
  const { quotes: shared } = useSharedQuotes();
  return useMemo(() => {
    const quotes = combineQuotes(own, shared);
    const ownIds = new Set(own.map((q) => quoteOfferId(q.id)));
    const sharedIds = new Set(
      quotes.map((q) => quoteOfferId(q.id)).filter((id) => !ownIds.has(id)),
    );
    const { catalog: rest, extraOffers } = applyQuotes(catalog, quotes);
    const offers = extraOffers.length > 0 ? [...rest.offers, ...extraOffers] : rest.offers;
    return {
      catalog: offers === catalog.offers ? catalog : { ...rest, offers },
      own: ownIds,
      shared: sharedIds,
    };
  }, [catalog, own, shared]);
}
