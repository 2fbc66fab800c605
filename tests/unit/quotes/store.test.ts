import { describe, expect, it } from 'vitest';
import { decodeQuotesParam, writeStoredQuotes, type Quote } from '../../../src/domain/quotes';
import { useLinkStore } from '../../../src/state/link-store';
import { createQuotesStore } from '../../../src/state/quotes-store';
import { QUOTES_STORAGE_KEY, SET_ASIDE_STORAGE_KEY } from '../../../src/state/quotes-keys';
import type { QuotesStorage } from '../../../src/state/quotes-storage';
import { huaweiQuote } from './fixtures';

class MemoryStorage implements QuotesStorage {
  data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  getItem(key: string) {
    if (this.failReads) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
}

const box: Quote = {
  ...huaweiQuote,
  id: 'desk-box',
  instanceType: 'desk box',
  gpu: 'rtx-3090-24gb',
};

describe('quotes store: storage', () => {
  it('saves every change and a new store (a reload) reads them back', () => {
    const storage = new MemoryStorage();
    const store = createQuotesStore(storage);
    store.getState().add([huaweiQuote, box]);
    store.getState().update(box.id, { ...box, price: 9 });
    store.getState().remove(huaweiQuote.id);
    const again = createQuotesStore(storage).getState();
    expect(again.quotes).toEqual([{ ...box, price: 9 }]);
    expect(again.notice).toBeNull();
  });

  it('sets unreadable data aside with a notice and keeps working', () => {
    const storage = new MemoryStorage();
    storage.data.set(QUOTES_STORAGE_KEY, '{"version":1,"quotes":[{"id":');
    const store = createQuotesStore(storage);
    expect(store.getState()).toMatchObject({
      quotes: [],
      notice: { kind: 'corrupted', dropped: null },
      setAside: '{"version":1,"quotes":[{"id":',
    });
    expect(storage.data.get(SET_ASIDE_STORAGE_KEY)).toBe('{"version":1,"quotes":[{"id":');
    store.getState().add([box]);
    expect(createQuotesStore(storage).getState().quotes).toEqual([box]);
    expect(storage.data.get(SET_ASIDE_STORAGE_KEY)).toBe('{"version":1,"quotes":[{"id":');
  });

  it('keeps the readable quotes and counts the others', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ version: 1, quotes: [box, { ...box, id: 'y', gpuCount: -1 }] });
    storage.data.set(QUOTES_STORAGE_KEY, raw);
    expect(createQuotesStore(storage).getState()).toMatchObject({
      quotes: [box],
      notice: { kind: 'corrupted', dropped: 1 },
      setAside: raw,
    });
  });

  it('sets aside data from a newer version of the app', () => {
    const storage = new MemoryStorage();
    storage.data.set(QUOTES_STORAGE_KEY, '{"version":3,"quotes":[]}');
    expect(createQuotesStore(storage).getState().notice).toEqual({ kind: 'newer', version: 3 });
  });

  it('works in memory when storage cannot be read', () => {
    const storage = new MemoryStorage();
    storage.failReads = true;
    const store = createQuotesStore(storage);
    expect(store.getState()).toMatchObject({ notice: { kind: 'unavailable' }, persistent: false });
    const none = createQuotesStore(null);
    none.getState().add([box]);
    expect(none.getState()).toMatchObject({ quotes: [box], notice: { kind: 'unavailable' } });
  });

  it('keeps quotes in memory when storage is full, and says so until a save works', () => {
    const storage = new MemoryStorage();
    const store = createQuotesStore(storage);
    storage.failWrites = true;
    store.getState().add([box]);
    expect(store.getState()).toMatchObject({
      quotes: [box],
      notice: { kind: 'quota' },
      persistent: false,
    });
    storage.failWrites = false;
    store.getState().add([huaweiQuote]);
    expect(store.getState()).toMatchObject({ notice: null, persistent: true });
    expect(createQuotesStore(storage).getState().quotes).toEqual([box, huaweiQuote]);
  });

  it('asks about duplicates and never overwrites silently', () => {
    const store = createQuotesStore(new MemoryStorage());
    store.getState().add([box]);
    store.getState().add([{ ...box, price: 1 }]);
    expect(store.getState().quotes.map((q) => [q.id, q.price])).toEqual([
      ['desk-box', 60],
      ['desk-box-2', 1],
    ]);
    store.getState().add([{ ...box, price: 2 }], () => 'replace');
    store.getState().add([{ ...box, price: 3 }], () => 'skip');
    expect(store.getState().quotes.map((q) => [q.id, q.price])).toEqual([
      ['desk-box', 2],
      ['desk-box-2', 1],
    ]);
  });
});

describe('quotes store: sharing in the link', () => {
  const linkQuotes = () => {
    const q = useLinkStore.getState().link.q;
    return q === null ? null : decodeQuotesParam(q).quotes.map((x) => x.id);
  };

  it('puts the quotes in q only when asked, and keeps q up to date while sharing', () => {
    const store = createQuotesStore(new MemoryStorage());
    store.getState().add([box]);
    expect(linkQuotes()).toBeNull();
    expect(store.getState().setSharing(true)).toEqual({ ok: true });
    expect(linkQuotes()).toEqual(['desk-box']);
    store.getState().add([huaweiQuote]);
    expect(linkQuotes()).toEqual(['desk-box', 'huawei-cloud-p2v-8xlarge-8']);
    store.getState().setSharing(false);
    expect(linkQuotes()).toBeNull();
  });

  it('refuses quotes that do not fit, and stops sharing when they grow too many', () => {
    const store = createQuotesStore(new MemoryStorage());
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...box,
      id: `box-${i}`,
      region: `r${i}`,
    }));
    store.getState().add(many);
    const refused = store.getState().setSharing(true);
    expect(refused.ok).toBe(false);
    expect(linkQuotes()).toBeNull();

    const few = createQuotesStore(new MemoryStorage());
    few.getState().add([box]);
    few.getState().setSharing(true);
    few.getState().add(many);
    expect(few.getState()).toMatchObject({ sharing: false, notice: { kind: 'link-too-long' } });
    expect(linkQuotes()).toBeNull();
  });

  it('knows after a reload that the link carries its quotes', () => {
    const storage = new MemoryStorage();
    storage.data.set(QUOTES_STORAGE_KEY, writeStoredQuotes([box]));
    createQuotesStore(storage).getState().setSharing(true);
    expect(createQuotesStore(storage).getState().sharing).toBe(true);
  });
});

describe('quotes store: other tabs', () => {
  it('follows changes from other tabs only while something is subscribed', () => {
    const storage = new MemoryStorage();
    let changed: (() => void) | null = null;
    let stops = 0;
    const store = createQuotesStore(storage, (onChange) => {
      changed = onChange;
      return () => {
        stops++;
        changed = null;
      };
    });
    expect(changed).toBeNull(); // creating the store listens to nothing
    const off = store.subscribe(() => {});
    const other = store.subscribe(() => {});
    expect(changed).not.toBeNull();
    storage.data.set(QUOTES_STORAGE_KEY, writeStoredQuotes([box]));
    changed!();
    expect(store.getState().quotes).toEqual([box]);
    off();
    expect(stops).toBe(0);
    other();
    expect(stops).toBe(1);
    expect(changed).toBeNull();
  });
});
