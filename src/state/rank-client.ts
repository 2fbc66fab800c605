/**
 * The page's side of the ranking worker: one worker for the visit, given the catalog file's text
 * once, asked for one ranking at a time (a newer request replaces a queued one, so typing never
 * builds a backlog). Only the ranking the page asks for now replaces what it shows; until that
 * arrives the page keeps the previous one, marked not current. Should the worker fail, the page
 * ranks on its own thread.
 */
import type { Catalog } from '../domain/catalog/types';
import { headOf, receivedResult, type FromWorker, type RankJob } from '../worker/protocol';
import { isCatalogFile } from './catalog-source';
import { onRankWorker, postRankJob, workersAvailable } from './rank-worker';
import { cachedRanking, keepRanking, PENDING, type Ranking } from './ranking-memo';

interface Request {
  key: string;
  job: RankJob;
  catalog: Catalog;
}

let failed = false;
let nextId = 1;
let inFlight: (Request & { id: number }) | null = null;
let queued: Request | null = null;
let wanted: string | null = null;
let shown: Ranking | null = null;
const staleViews = new WeakMap<Ranking, Ranking>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

const inWorker = (catalog: Catalog): boolean =>
  workersAvailable() && !failed && isCatalogFile(catalog);

function fail(): void {
  failed = true;
  inFlight = null;
  queued = null;
  notify();
}

function send(request: Request): void {
  const id = nextId++;
  inFlight = { ...request, id };
  postRankJob(id, request.job);
}

function receive(message: FromWorker): void {
  if (!inFlight || message.id !== inFlight.id) return;
  const { key, catalog } = inFlight;
  if (message.type === 'error') {
    fail();
    return;
  }
  if (message.type === 'head') {
    keepRanking(catalog, key, { status: 'head', current: true, head: message.head, result: null });
  } else {
    const result = receivedResult(message.result, catalog);
    const head = cachedRanking(catalog, key)?.head ?? headOf(result, []);
    keepRanking(catalog, key, { status: 'done', current: true, head, result });
    inFlight = null;
    const next = queued;
    queued = null;
    if (next && cachedRanking(next.catalog, next.key)?.status !== 'done') send(next);
  }
  if (key === wanted) shown = cachedRanking(catalog, key) ?? shown;
  notify();
}

onRankWorker({ message: receive, failure: fail });

/** Asks for the ranking of `key` (the page's current inputs). */
export function requestRanking(catalog: Catalog, key: string, job: RankJob): void {
  wanted = key;
  const kept = cachedRanking(catalog, key);
  if (kept) shown = kept;
  if (kept?.status === 'done' || inFlight?.key === key) return;
  if (inFlight) queued = { key, job, catalog };
  else send({ key, job, catalog });
}

const staleView = (r: Ranking): Ranking => {
  let view = staleViews.get(r);
  if (!view) staleViews.set(r, (view = { ...r, current: false }));
  return view;
};

/** Returned by `rankingSnapshot` when `catalog` is to be ranked on the page's own thread. */
export const RANK_HERE: Ranking = { ...PENDING };

/**
 * What the page shows for `key`: its ranking so far, else the last one shown, else pending;
 * `RANK_HERE` when the worker cannot rank this catalog (no workers, another catalog, a failure).
 */
export function rankingSnapshot(catalog: Catalog, key: string): Ranking {
  if (!inWorker(catalog)) return RANK_HERE;
  const kept = cachedRanking(catalog, key);
  if (kept) return kept;
  return shown ? staleView(shown) : PENDING;
}

export function subscribeRankings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
