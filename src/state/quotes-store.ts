/**
 * The user's own quotes: the store and its actions. Where they are kept is `quotes-storage.ts`
 * (when storage is unavailable or full, quotes live in memory with a notice); they reach the link
 * only on purpose (`quotes-link.ts`): while sharing is on, every change rewrites `q`.
 * Creating the store reads storage once; it listens to other tabs only while a view is subscribed
 * to it, never from import.
 */
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  encodeQuotesParam,
  mergeQuotes,
  type Duplicate,
  type DuplicateChoice,
  type Quote,
} from '../domain/quotes';
import { useLinkStore } from './link-store';
import { linkCarries, writeQuotesToLink } from './quotes-link';
import {
  browserStorage,
  loadQuotes,
  onQuotesChangedElsewhere,
  saveQuotes,
  type QuotesStorage,
  type StorageNotice,
} from './quotes-storage';

export type QuotesNotice =
  | StorageNotice
  /** Sharing stopped: the quotes no longer fit in a link. */
  | { kind: 'link-too-long'; length: number; max: number; count: number };

interface QuotesState {
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

interface QuotesActions {
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

/** A React hook over the store, with the store's own API on it (as zustand's `create` gives). */
export type QuotesStoreHook = (<T>(selector: (s: QuotesStore) => T) => T) & StoreApi<QuotesStore>;

/**
 * A quotes store over `storage` (`null`: memory only). With `otherTabs`, it follows changes other
 * tabs make to the stored quotes while a view is subscribed to it.
 */
export function createQuotesStore(
  storage: QuotesStorage | null,
  otherTabs?: (changed: () => void) => () => void,
): QuotesStoreHook {
  const api = createStore<QuotesStore>()((set, get) => {
    const commit = (quotes: Quote[]) => {
      let { notice, persistent } = get();
      if (storage) {
        persistent = saveQuotes(storage, quotes);
        if (!persistent) notice = { kind: 'quota' };
        else if (notice?.kind === 'quota') notice = null;
      }
      let sharing = get().sharing;
      if (sharing) {
        const e = encodeQuotesParam(quotes);
        if (e.ok && quotes.length > 0) writeQuotesToLink(e.q);
        else {
          writeQuotesToLink(null);
          sharing = false;
          if (!e.ok)
            notice = { kind: 'link-too-long', length: e.length, max: e.max, count: e.count };
        }
      }
      set({ quotes, notice, persistent, sharing });
    };
    const initial = loadQuotes(storage);
    return {
      ...initial,
      sharing: linkCarries(initial.quotes, useLinkStore.getState().link.q),
      add: (incoming, choose = () => 'keep-both') =>
        commit(mergeQuotes(get().quotes, incoming, choose)),
      update: (id, quote) => commit(get().quotes.map((q) => (q.id === id ? { ...quote, id } : q))),
      remove: (id) => commit(get().quotes.filter((q) => q.id !== id)),
      setSharing: (on) => {
        if (!on) {
          writeQuotesToLink(null);
          set({ sharing: false });
          return { ok: true };
        }
        const e = encodeQuotesParam(get().quotes);
        if (!e.ok) return e;
        writeQuotesToLink(e.q);
        set({ sharing: true });
        return { ok: true };
      },
      dismissNotice: () => set({ notice: null }),
      reload: () => {
        const next = loadQuotes(storage);
        set({
          quotes: next.quotes,
          notice: next.notice ?? get().notice,
          setAside: next.setAside ?? get().setAside,
        });
      },
    };
  });
  if (otherTabs) whileSubscribed(api, () => otherTabs(() => api.getState().reload()));
  const useQuotes = <T>(selector: (s: QuotesStore) => T): T => useStore(api, selector);
  return Object.assign(useQuotes, api);
}

/**
 * Runs `start` while the store has at least one subscriber (a mounted view), and the cleanup it
 * returns when the last one leaves.
 */
function whileSubscribed(store: StoreApi<QuotesStore>, start: () => () => void): void {
  const subscribe = store.subscribe;
  let count = 0;
  let stop: (() => void) | null = null;
  store.subscribe = (listener) => {
    if (count++ === 0) stop = start();
    const off = subscribe(listener);
    return () => {
      off();
      if (--count === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}

export const useQuotesStore = createQuotesStore(browserStorage(), onQuotesChangedElsewhere);
