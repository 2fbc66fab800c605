/**
 * Where the user's quotes are kept: this browser's localStorage, versioned and validated on
 * load. Unreadable stored data is set aside under another key (and stays downloadable).
 */
import { readStoredQuotes, writeStoredQuotes, type Quote } from '../domain/quotes';
import { QUOTES_STORAGE_KEY, SET_ASIDE_STORAGE_KEY } from './quotes-keys';

/** The part of `Storage` the quotes use (tests pass their own). */
export type QuotesStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type StorageNotice =
  /** Stored data could not be read (`dropped`: how many quotes; `null`: none could be read). */
  | { kind: 'corrupted'; dropped: number | null }
  /** Stored by a newer version of the app. */
  | { kind: 'newer'; version: number }
  /** No storage (private mode, blocked): quotes last until the tab closes. */
  | { kind: 'unavailable' }
  /** Storage is full: the latest changes are not saved. */
  | { kind: 'quota' };

export interface Loaded {
  quotes: readonly Quote[];
  notice: StorageNotice | null;
  /** The stored text that could not be read, for download. */
  setAside: string | null;
  /** False while changes cannot be saved. */
  persistent: boolean;
}

const unavailable: Loaded = {
  quotes: [],
  notice: { kind: 'unavailable' },
  setAside: null,
  persistent: false,
};

/** The quotes kept in `storage` (`null`: no storage); never throws. */
export function loadQuotes(storage: QuotesStorage | null): Loaded {
  if (!storage) return unavailable;
  let raw: string | null;
  try {
    raw = storage.getItem(QUOTES_STORAGE_KEY);
  } catch {
    return unavailable;
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
  const notice: StorageNotice =
    read.status === 'newer'
      ? { kind: 'newer', version: read.version }
      : { kind: 'corrupted', dropped: read.status === 'partial' ? read.dropped : null };
  return { quotes: read.quotes, notice, setAside: raw, persistent: true };
}

/** Saves the quotes; `false` when storage refused them (full). */
export function saveQuotes(storage: QuotesStorage, quotes: readonly Quote[]): boolean {
  try {
    storage.setItem(QUOTES_STORAGE_KEY, writeStoredQuotes(quotes));
    return true;
  } catch {
    return false;
  }
}

/** This browser's localStorage when it works (private modes may block it), else `null`. */
export function browserStorage(): QuotesStorage | null {
  if (typeof window === 'undefined') return null;
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

/** Calls `changed` when another tab changes the stored quotes; returns the unsubscribe. */
export function onQuotesChangedElsewhere(changed: () => void): () => void {
  const listener = (e: StorageEvent) => {
    if (e.key === QUOTES_STORAGE_KEY) changed();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
