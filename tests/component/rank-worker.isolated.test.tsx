/**
 * Results ranked in a worker: the page shows nothing ranked at first, then the ranking's head,
 * the same as ranking on the page; a link change that does not touch the ranking sends no job;
 * while a new ranking is computed the last one stays, marked not current. The rest of a ranking
 * (more entries, a group of ruled-out offers, the CSV file) is asked for only when the reader
 * asks, by the ranking's id, and answered as the command line ranks it; should the worker fail,
 * the parts still to come are ranked on the page.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeCatalog } from '../../src/domain/catalog/asset';
import type { Catalog } from '../../src/domain/catalog/types';
import { rankState } from '../../src/domain/rank-link';
import { decode } from '../../src/domain/share/codec';
import ResultsView from '../../src/features/results';
import { csvRows } from '../../src/features/results/export';
import { loadCatalog, loadCatalogFile, setCatalogLoader } from '../../src/state/catalog-source';
import { useLinkStore } from '../../src/state/link-store';
import type { Ranking } from '../../src/state/ranking-memo';
import { useRanking } from '../../src/state/use-ranking';
import { todayIso } from '../../src/lib/today';
import { workerAnswers } from '../../src/worker/answer';
import type { FromWorker, ToWorker } from '../../src/worker/protocol';
import { makeCatalog, OFFERS } from '../unit/engine/fixtures';

// the fixture's offers (some ruled out) and 23 more single A100s: more than a page ranks
const specs = [
  ...OFFERS,
  ...Array.from({ length: 23 }, (_, i) => ({
    provider: 'lambda',
    type: `gpu_${i}`,
    gpu: 'a100-80gb-sxm',
    onDemand: 1 + i / 10,
  })),
];
const text = JSON.stringify(encodeCatalog(makeCatalog(specs)));
const sent: ToWorker[] = [];
const held: (() => void)[] = [];

/** The worker's own handling, its answers copied as postMessage copies them, held until `answer()`. */
const workers: FakeWorker[] = [];
class FakeWorker {
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handle = workerAnswers((data) => {
    held.push(() => this.onmessage?.({ data: structuredClone(data) }));
  });
  postMessage(message: ToWorker) {
    if (message.type === 'catalog') workers.push(this);
    sent.push(message);
    this.handle(message);
  }
  terminate() {}
}

/** Delivers the held answers, and lets what they settle render (a macrotask: their promises). */
const answer = () =>
  act(async () => {
    for (const deliver of held.splice(0)) deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const flush = () => act(async () => {});
/** A click in an awaited `act`: what it starts may wait for the worker (React suspends then). */
const click = (element: HTMLElement) => act(async () => element.click());
const kinds = () => sent.map((m) => (m.type === 'part' ? `part ${m.part.kind}` : m.type));

const seen: Ranking[] = [];
function Probe({ catalog }: { catalog: Catalog }) {
  seen.push(useRanking(catalog));
  return null;
}
const last = () => seen[seen.length - 1]!;

function open(link: string) {
  window.history.replaceState(null, '', `/${link}`);
  useLinkStore.getState().syncFromLocation();
}

/** The ranked offers listed, by id (by selector: role queries over the whole view are slow). */
const list = () =>
  [...document.querySelectorAll('ol[aria-label="Ranked offers"] > li[data-offer-id]')].map((li) =>
    li.getAttribute('data-offer-id'),
  );

/** Shows results for a link whose ranking has more than two pages; returns it ranked on the page. */
async function showResults() {
  const link = '?v=1&view=results&lang=en&cur=USD&mem=60';
  open(link);
  const catalog = await loadCatalog();
  sent.length = 0;
  render(<ResultsView catalog={catalog} />);
  await flush();
  await answer();
  return rankState(decode(link).state, catalog, { asOf: todayIso() }).result;
}

beforeAll(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', async () => new Response(text));
  setCatalogLoader(loadCatalogFile);
});
afterAll(() => vi.unstubAllGlobals());

describe('ranking in a worker', () => {
  it('goes from pending to the head, as ranked on the page, and reuses it', async () => {
    const link = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';
    open(link);
    const catalog = await loadCatalog();
    const { unmount } = render(<Probe catalog={catalog} />);
    expect(last().status).toBe('pending');
    await flush();
    expect(kinds()).toEqual(['catalog', 'rank']);
    await answer();
    const expected = rankState(decode(link).state, catalog, { asOf: todayIso() }).result;
    expect(last().status).toBe('done');
    expect(last().head?.top).toEqual(expected.ranked.slice(0, 10));
    expect(last().head?.excludedCount).toBe(expected.excluded.length);

    // The language and the selection do not touch the ranking: no new job, the same result.
    const shown = last().head;
    act(() => useLinkStore.getState().setLang('zh'));
    act(() => useLinkStore.getState().setLink({ ...useLinkStore.getState().link, sel: ['x:y@z'] }));
    await flush();
    expect(kinds()).toEqual(['catalog', 'rank']);
    expect(last().head).toBe(shown);

    // A new model size: the last ranking stays, not current, until the new one arrives.
    act(() => useLinkStore.getState().patchProfile({ model: 70 }));
    await flush();
    expect(kinds()).toEqual(['catalog', 'rank', 'rank']);
    expect(last()).toMatchObject({ current: false, head: shown });
    await answer();
    expect(last().current).toBe(true);
    expect(last().head).not.toBe(shown);
    unmount();
  });

  it('asks for the rest of a ranking only when the reader opens it', async () => {
    const expected = await showResults();
    expect(expected.ranked.length).toBeGreaterThan(20);
    expect(list()).toEqual(expected.ranked.slice(0, 10).map((e) => e.offerId));
    // the head carries the ruled-out groups' counts: nothing more was asked for
    expect(screen.getByText('Ruled out')).toBeInTheDocument();
    expect(kinds().filter((k) => k.startsWith('part'))).toEqual([]);

    // "Show 10 more": the next page is asked for, and drawn when it arrives
    await click(screen.getByText('Show 10 more'));
    expect(kinds().filter((k) => k.startsWith('part'))).toEqual(['part ranked']);
    // an answer naming another ranking is not this request's: dropped
    const asked = sent[sent.length - 1] as Extract<ToWorker, { type: 'part' }>;
    await act(async () => {
      const forged = { kind: 'ranked', entries: [] } as const;
      workers[workers.length - 1]?.onmessage?.({
        data: { type: 'part', id: asked.id + 1, ask: asked.ask, part: forged },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(list()).toHaveLength(10);
    await answer();
    await waitFor(() => expect(list()).toEqual(expected.ranked.slice(0, 20).map((e) => e.offerId)));

    // a group opened: its offers are asked for, shown with their reasons
    const group = document.querySelector('details[data-reason]') as HTMLDetailsElement;
    const key = group.getAttribute('data-reason');
    await click(group.querySelector('summary') as HTMLElement);
    // (the element's toggle event comes a task later)
    expect(await within(group).findByText('Loading…')).toBeInTheDocument();
    await answer();
    await waitFor(() => expect(within(group).queryByText('Loading…')).toBeNull());
    const ids = [...group.querySelectorAll('li')].map((li) => li.getAttribute('data-offer-id'));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(
      expected.excluded.filter((e) => e.excludedBecause[0]?.key === key).map((e) => e.offerId),
    );

    // the CSV file: the whole ranking asked for, every ranked and ruled-out offer in it
    const files: Blob[] = [];
    // the file as saved (jsdom has no object URLs)
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (files.push(b), 'blob:x'),
      revokeObjectURL: () => {},
    });
    await click(screen.getByText('Download CSV'));
    expect(kinds().filter((k) => k.startsWith('part'))).toEqual([
      'part ranked',
      'part excluded',
      'part whole',
    ]);
    await answer();
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await (files[0] as Blob).text();
    const rows = csvRows(expected, 'en').rows;
    expect(csv.trim().split('\r\n')).toHaveLength(rows.length + 1);
    for (const r of rows) expect(csv).toContain(String(r.offerId));
  });

  it('ranks on the page what the worker owed when it fails after the head', async () => {
    const expected = await showResults();
    expect(list()).toEqual(expected.ranked.slice(0, 10).map((e) => e.offerId));

    // the CSV file is asked for, then the worker crashes before it answers: the file still comes
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (files.push(b), 'blob:x'),
      revokeObjectURL: () => {},
    });
    await click(screen.getByText('Download CSV'));
    expect(kinds().filter((k) => k.startsWith('part'))).toEqual(['part whole']);
    held.length = 0;
    await act(async () => workers[workers.length - 1]?.onerror?.());
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await (files[0] as Blob).text();
    expect(csv.trim().split('\r\n')).toHaveLength(csvRows(expected, 'en').rows.length + 1);

    // parts asked after the crash: ranked on the page too, nothing more asked of the worker
    await click(screen.getByText('Show 10 more'));
    await waitFor(() => expect(list()).toEqual(expected.ranked.slice(0, 20).map((e) => e.offerId)));
    const group = document.querySelector('details[data-reason]') as HTMLDetailsElement;
    const key = group.getAttribute('data-reason');
    await click(group.querySelector('summary') as HTMLElement);
    await waitFor(() => expect(group.querySelectorAll('li').length).toBeGreaterThan(0));
    const ids = [...group.querySelectorAll('li')].map((li) => li.getAttribute('data-offer-id'));
    expect(ids).toEqual(
      expected.excluded.filter((e) => e.excludedBecause[0]?.key === key).map((e) => e.offerId),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(kinds().filter((k) => k.startsWith('part'))).toEqual(['part whole']);
  });

  it('the worker answers for a ranking it no longer keeps by ranking its job again', async () => {
    const posted: FromWorker[] = [];
    const worker = workerAnswers((m) => posted.push(m));
    worker({ type: 'catalog', text });
    const link = decode('?v=1&cur=USD&wl=train&model=7').state;
    const job = { link, quotes: [], asOf: '2025-05-01' };
    // never ranked by this worker: ranked again from the job
    worker({ type: 'part', id: 41, ask: 7, job, part: { kind: 'ranked', from: 10, to: 12 } });
    const catalog = await loadCatalog();
    const expected = rankState(link, catalog, { asOf: '2025-05-01' }).result;
    expect(posted).toEqual([
      {
        type: 'part',
        id: 41,
        ask: 7,
        part: { kind: 'ranked', entries: expected.ranked.slice(10, 12) },
      },
    ]);
  });
});
