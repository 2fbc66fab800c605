/**
 * The page's side of the ranking worker: one worker for the visit, given the catalog file's text
 * once, asked for one ranking at a time (a newer request replaces a queued one, so typing never
 * builds a backlog). Only the ranking the page asks for now replaces what it shows; until that
 * arrives the page keeps the previous one, marked not current. A ranking arrives as its head; its
 * other parts are asked for by the ranking's id when the reader opens them, and an answer is taken
 * only by the request of that ranking it names (a late or unknown one is dropped). Should the
 * worker fail, the page ranks on its own thread.
 */
import type { Catalog } from '../domain/catalog/types';
import type { FromWorker, PartRequest, PostedPart, RankJob } from '../worker/protocol';
import { isCatalogFile } from './catalog-source';
import { onRankWorker, postToRankWorker, workersAvailable } from './rank-worker';
import { cachedRanking, keepRanking, PENDING, type Ranking } from './ranking-memo';
import { RankingParts } from './ranking-parts';

interface Request {
  key: string;
  job: RankJob;
  catalog: Catalog;
}

/** A request for a part, waiting for the worker's answer. */
interface Asked {
  /** The ranking asked about. */
  id: number;
  resolve: (part: PostedPart) => void;
  reject: (error: Error) => void;
}

let failed = false;
let nextId = 1;
let nextAsk = 1;
let inFlight: (Request & { id: number }) | null = null;
let queued: Request | null = null;
let wanted: string | null = null;
let shown: Ranking | null = null;
const asked = new Map<number, Asked>();
const staleViews = new WeakMap<Ranking, Ranking>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

const inWorker = (catalog: Catalog): boolean =>
  workersAvailable() && !failed && isCatalogFile(catalog);

function fail(): void {
  failed = true;
  inFlight = null;
  queued = null;
  for (const a of asked.values()) a.reject(new Error('the ranking worker failed'));
  asked.clear();
  notify();
}

function send(request: Request): void {
  const id = nextId++;
  inFlight = { ...request, id };
  postToRankWorker({ type: 'rank', id, job: request.job });
}

/** Asks the worker for a part of ranking `id` (ranked from `job`). */
function askPart(id: number, job: RankJob, part: PartRequest): Promise<PostedPart> {
  return new Promise((resolve, reject) => {
    const ask = nextAsk++;
    asked.set(ask, { id, resolve, reject });
    postToRankWorker({ type: 'part', id, ask, job, part });
  });
}

function receive(message: FromWorker): void {
  if (message.type === 'part' || (message.type === 'error' && message.ask !== undefined)) {
    const request = asked.get(message.ask as number);
    if (!request || request.id !== message.id) return;
    asked.delete(message.ask as number);
    if (message.type === 'part') request.resolve(message.part);
    else request.reject(new Error(message.message));
    return;
  }
  if (!inFlight || message.id !== inFlight.id) return;
  if (message.type === 'error') {
    fail();
    return;
  }
  const { id, key, job, catalog } = inFlight;
  const parts = new RankingParts(message.head, (part) => askPart(id, job, part), catalog);
  keepRanking(catalog, key, { status: 'done', current: true, head: message.head, parts });
  inFlight = null;
  const next = queued;
  queued = null;
  if (next && cachedRanking(next.catalog, next.key)?.status !== 'done') send(next);
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
