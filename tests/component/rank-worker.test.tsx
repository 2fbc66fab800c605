/**
 * Results ranked in a worker: the page shows nothing ranked at first, then the first page, then
 * everything, the same as ranking on the page; a link change that does not touch the ranking
 * sends no job; while a new ranking is computed the last one stays, marked not current.
 */
import { act, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeCatalog, encodeCatalog } from '../../src/domain/catalog/asset';
import type { Catalog } from '../../src/domain/catalog/types';
import { rankState } from '../../src/domain/rank-link';
import { decode } from '../../src/domain/share/codec';
import { loadCatalog, loadCatalogFile, setCatalogLoader } from '../../src/state/catalog-source';
import { useLinkStore } from '../../src/state/link-store';
import type { Ranking } from '../../src/state/ranking-memo';
import { useRanking } from '../../src/state/use-ranking';
import { rankMessages } from '../../src/worker/answer';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { makeCatalog } from '../unit/engine/fixtures';

const text = JSON.stringify(encodeCatalog(makeCatalog()));
const jobs: ToWorker[] = [];
let answer: () => void = () => {};

/** Ranks like the real worker, but only when the test says so (`answer()`). */
class FakeWorker {
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: (() => void) | null = null;
  private catalog: Catalog | null = null;
  postMessage(message: ToWorker) {
    jobs.push(message);
    if (message.type === 'catalog') {
      this.catalog = decodeCatalog(JSON.parse(message.text));
      return;
    }
    answer = () => {
      // the worker's own answers, copied as postMessage copies them
      for (const data of rankMessages(message.id, message.job, this.catalog!)) {
        this.onmessage?.({ data: structuredClone(data) });
      }
    };
  }
}

const seen: Ranking[] = [];
function Probe({ catalog }: { catalog: Catalog }) {
  seen.push(useRanking(catalog));
  return null;
}
const last = () => seen[seen.length - 1]!;
const rankJobs = () => jobs.filter((j) => j.type === 'rank').length;
const flush = () => act(async () => {});

beforeAll(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', async () => new Response(text));
  setCatalogLoader(loadCatalogFile);
});
afterAll(() => vi.unstubAllGlobals());

describe('ranking in a worker', () => {
  it('goes from pending to the whole ranking, as ranked on the page, and reuses it', async () => {
    const link = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';
    window.history.replaceState(null, '', `/${link}`);
    useLinkStore.getState().syncFromLocation();
    const catalog = await loadCatalog();
    render(<Probe catalog={catalog} />);
    expect(last().status).toBe('pending');
    await flush();
    expect(jobs.map((j) => j.type)).toEqual(['catalog', 'rank']);
    await act(async () => answer());
    const expected = rankState(decode(link).state, catalog).result;
    expect(last().status).toBe('done');
    expect(last().result?.ranked.map((e) => e.offerId)).toEqual(
      expected.ranked.map((e) => e.offerId),
    );
    expect(last().head?.top.length).toBeLessThanOrEqual(10);

    // The language and the selection do not touch the ranking: no new job, the same result.
    const shown = last().result;
    act(() => useLinkStore.getState().setLang('zh'));
    act(() => useLinkStore.getState().setLink({ ...useLinkStore.getState().link, sel: ['x:y@z'] }));
    await flush();
    expect(rankJobs()).toBe(1);
    expect(last().result).toBe(shown);

    // A new model size: the last ranking stays, not current, until the new one arrives.
    act(() => useLinkStore.getState().patchProfile({ model: 70 }));
    await flush();
    expect(rankJobs()).toBe(2);
    expect(last()).toMatchObject({ current: false, result: shown });
    await act(async () => answer());
    expect(last().current).toBe(true);
    expect(last().result).not.toBe(shown);
  });
});
