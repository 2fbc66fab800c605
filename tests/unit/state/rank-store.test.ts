/**
 * The page's side of the ranking worker, without a page: one ranking in flight, the newest request
 * queued in place of an older one, late answers dropped, parts asked for when read, and a failed
 * worker's owed parts ranked on this thread. Every test starts with no worker and no request (the
 * stores go back to their start after each test), whatever ran before it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeCatalog } from '../../../src/domain/catalog/asset';
import type { Catalog } from '../../../src/domain/catalog/types';
import { rankState } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import {
  loadCatalog,
  loadCatalogFile,
  setCatalogLoader,
  type CatalogLoader,
} from '../../../src/state/catalog-source';
import { RANK_HERE, rankingSnapshot, requestRanking } from '../../../src/state/rank-client';
import { workerAnswers } from '../../../src/worker/answer';
import type { FromWorker, RankJob, ToWorker } from '../../../src/worker/protocol';
import { makeCatalog, OFFERS } from '../engine/fixtures';

const text = JSON.stringify(encodeCatalog(makeCatalog(OFFERS)));
const ASOF = '2026-01-01';

/** A worker that answers as the real one does, each answer held until `deliver()`. */
class HeldWorker {
  static started: HeldWorker[] = [];
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly sent: ToWorker[] = [];
  readonly held: FromWorker[] = [];
  terminated = false;
  private readonly handle = workerAnswers((m) => this.held.push(structuredClone(m)));
  constructor() {
    HeldWorker.started.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
    this.handle(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Delivers the answers `pick` gives (by default every held one, oldest first). */
  deliver(pick: (held: FromWorker[]) => FromWorker[] = (h) => h.slice()) {
    for (const m of pick(this.held)) {
      const at = this.held.indexOf(m);
      if (at >= 0) this.held.splice(at, 1);
      this.onmessage?.({ data: m });
    }
  }
}

const worker = () => HeldWorker.started[HeldWorker.started.length - 1] as HeldWorker;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const jobOf = (link: string): RankJob => ({ link: decode(link).state, quotes: [], asOf: ASOF });
const ranked = (job: RankJob, catalog: Catalog) =>
  rankState(job.link, catalog, { quotes: job.quotes, asOf: job.asOf }).result;
/** The models asked of the worker, in order (its rank jobs). */
const jobsSent = () =>
  worker().sent.flatMap((m) => (m.type === 'rank' ? [m.job.link.profile.model] : []));

const A = '?v=1&cur=USD&wl=train&model=7';
const B = '?v=1&cur=USD&wl=train&model=13';
const C = '?v=1&cur=USD&wl=train&model=70';

// the catalog file, served to the page and posted to the worker (the test files after this one,
// in the same worker, find the loader and the globals as they were)
let before: CatalogLoader;
beforeAll(() => {
  before = setCatalogLoader(loadCatalogFile);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(text)));
  vi.stubGlobal('Worker', HeldWorker);
});
afterAll(() => {
  setCatalogLoader(before);
  vi.unstubAllGlobals();
});

describe('ranking requests', () => {
  it('ranks one request at a time; the newest waiting one replaces an older one', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    requestRanking(catalog, B, jobOf(B));
    requestRanking(catalog, C, jobOf(C));
    await settle();
    expect(jobsSent()).toEqual([7]);
    expect(rankingSnapshot(catalog, C).status).toBe('pending');
    worker().deliver();
    await settle();
    // A arrived while C was wanted: kept, not shown for C; C is asked next, B never
    expect(jobsSent()).toEqual([7, 70]);
    expect(rankingSnapshot(catalog, C)).toMatchObject({ status: 'pending', head: null });
    expect(rankingSnapshot(catalog, A).status).toBe('done');
    worker().deliver();
    const shown = rankingSnapshot(catalog, C);
    expect(shown).toMatchObject({ status: 'done', current: true });
    expect(shown.head?.top).toEqual(ranked(jobOf(C), catalog).ranked.slice(0, 10));
  });

  it('keeps the last ranking shown, not current, while the next is computed', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    await settle();
    worker().deliver();
    const first = rankingSnapshot(catalog, A);
    requestRanking(catalog, B, jobOf(B));
    expect(rankingSnapshot(catalog, B)).toMatchObject({ current: false, head: first.head });
    // asked again for A: kept, shown at once, nothing sent
    requestRanking(catalog, A, jobOf(A));
    expect(rankingSnapshot(catalog, A)).toBe(first);
    await settle();
    expect(jobsSent()).toEqual([7, 13]);
  });

  it('drops an answer naming no ranking in flight', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    await settle();
    const answer = worker().held[0] as Extract<FromWorker, { type: 'head' }>;
    worker().deliver(() => [{ ...answer, id: answer.id + 1 }]);
    expect(rankingSnapshot(catalog, A).status).toBe('pending');
    worker().deliver();
    expect(rankingSnapshot(catalog, A).status).toBe('done');
  });

  it('asks for a part only when read, and takes only the answer to that request', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    await settle();
    worker().deliver();
    const parts = rankingSnapshot(catalog, A).parts;
    expect(worker().sent.map((m) => m.type)).toEqual(['catalog', 'rank']);
    const whole = parts?.whole();
    await settle();
    const asked = worker().sent[2] as Extract<ToWorker, { type: 'part' }>;
    expect(asked).toMatchObject({ type: 'part', part: { kind: 'whole' } });
    // an answer naming another ranking is not this request's; the one naming this ranking is
    worker().deliver((held) => held.map((m) => ({ ...m, id: asked.id + 1 })));
    worker().deliver();
    const expected = ranked(jobOf(A), catalog);
    expect((await whole)?.ranked).toEqual(expected.ranked);
    expect((await whole)?.excluded.map((e) => e.offerId)).toEqual(
      expected.excluded.map((e) => e.offerId),
    );
  });

  it('ranks here once the worker fails: the rankings to come and the parts it owed', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    await settle();
    worker().deliver();
    const whole = rankingSnapshot(catalog, A).parts?.whole();
    await settle();
    worker().held.length = 0;
    worker().onerror?.();
    expect(rankingSnapshot(catalog, B)).toBe(RANK_HERE);
    expect((await whole)?.ranked).toEqual(ranked(jobOf(A), catalog).ranked);
  });

  it('ranks in a worker of its own whatever ran before (an earlier one failed and stopped)', async () => {
    const catalog = await loadCatalog();
    requestRanking(catalog, A, jobOf(A));
    await settle();
    expect(worker().sent.map((m) => m.type)).toEqual(['catalog', 'rank']);
    expect(HeldWorker.started.slice(0, -1).every((w) => w.terminated)).toBe(true);
    worker().deliver();
    expect(rankingSnapshot(catalog, A)).toMatchObject({ status: 'done', current: true });
  });
});
