/**
 * The page's side of the ranking worker: one worker for the visit, given the catalog file's text
 * once, asked for one ranking at a time (a newer request replaces a queued one, so typing never
 * builds a backlog). Only the ranking the page asks for now replaces what it shows; until that
 * arrives the page keeps the previous one, marked not current. A ranking arrives as its head; its
 * other parts are asked for by the ranking's id when the reader opens them, and an answer is taken
 * only by the request of that ranking it names (a late or unknown one is dropped). Should the
 * worker fail, the page ranks on its own thread: the rankings to come, and the parts still asked
 * of rankings the worker sent.
 */
import { createStore } from 'zustand';
import type { Catalog } from '../domain/catalog/types';
import type { FromWorker, PostedPart, RankJob } from '../worker/protocol';
import { isCatalogFile } from './catalog-source';
import {
  failRankWorker,
  onRankWorker,
  postToRankWorker,
  rankWorkerFailed,
  workersAvailable,
} from './rank-worker';
import { cachedRanking, keepRanking, PENDING, type Ranking } from './ranking-memo';
import { RankingParts, type AskPart } from './ranking-parts';

interface Request {
  key: string;
  job: RankJob;
  catalog: Catalog;
}

/**
 * The rankings asked of the worker: the one it is computing and the one queued after it, the key
 * the page wants and the ranking it shows. Every change is one the page may draw (its subscribers
 * are the views), made outside rendering: when asked for, or when the worker answers or fails.
 */
const requests = createStore<{
  nextId: number;
  inFlight: (Request & { id: number }) | null;
  queued: Request | null;
  wanted: string | null;
  shown: Ranking | null;
}>()(() => ({ nextId: 1, inFlight: null, queued: null, wanted: null, shown: null }));

/** A request for a part, waiting for the worker's answer. */
interface Asked {
  /** The ranking asked about. */
  id: number;
  resolve: (part: PostedPart) => void;
  reject: (error: Error) => void;
  /** Answers the request on the page's own thread (the worker failed). */
  answerHere: () => void;
}

/**
 * The parts asked of the worker and not yet answered, by the request's number. Parts are asked
 * while a view renders, so nothing draws from this store. Each change is a new map, so putting
 * the store back to its start (a test's reset) forgets every request; an answer that comes after
 * that finds no request and is dropped.
 */
const partsAsked = createStore<{ nextAsk: number; asked: ReadonlyMap<number, Asked> }>()(() => ({
  nextAsk: 1,
  asked: new Map(),
}));

const inWorker = (catalog: Catalog): boolean =>
  workersAvailable() && !rankWorkerFailed() && isCatalogFile(catalog);

/** The worker failed: nothing more is sent to it; the parts it still owed are ranked here. */
function fail(): void {
  const { asked } = partsAsked.getState();
  partsAsked.setState({ asked: new Map() });
  requests.setState({ inFlight: null, queued: null });
  for (const a of asked.values()) a.answerHere();
}

function send(request: Request): void {
  const id = requests.getState().nextId;
  requests.setState({ nextId: id + 1, inFlight: { ...request, id } });
  postToRankWorker({ type: 'rank', id, job: request.job });
}

/**
 * The parts of ranking `id`, asked of the worker; once it has failed, ranked on the page's own
 * thread instead (the whole ranking once, each part then answered from it).
 */
function workerParts(id: number, { job, catalog }: Request): AskPart {
  let here: Promise<AskPart> | null = null;
  const rankedHere = () => (here ??= import('./rank-here').then((m) => m.partsHere(catalog, job)));
  return (part) =>
    new Promise<PostedPart>((resolve, reject) => {
      const answerHere = () =>
        void rankedHere()
          .then((ask) => ask(part))
          .then(resolve, reject);
      if (rankWorkerFailed()) {
        answerHere();
        return;
      }
      const { nextAsk: ask, asked } = partsAsked.getState();
      const waiting = new Map(asked).set(ask, { id, resolve, reject, answerHere });
      partsAsked.setState({ nextAsk: ask + 1, asked: waiting });
      postToRankWorker({ type: 'part', id, ask, job, part });
    });
}

/** Takes the request `ask` (of ranking `id`) off the list, if it is there. */
function takeAsked(ask: number, id: number): Asked | null {
  const { asked } = partsAsked.getState();
  const request = asked.get(ask);
  if (!request || request.id !== id) return null;
  const rest = new Map(asked);
  rest.delete(ask);
  partsAsked.setState({ asked: rest });
  return request;
}

function receive(message: FromWorker): void {
  if (message.type === 'part' || (message.type === 'error' && message.ask !== undefined)) {
    const request = takeAsked(message.ask as number, message.id);
    if (!request) return;
    if (message.type === 'part') request.resolve(message.part);
    else request.reject(new Error(message.message));
    return;
  }
  const { inFlight, queued, wanted, shown } = requests.getState();
  if (!inFlight || message.id !== inFlight.id) return;
  if (message.type === 'error') {
    failRankWorker();
    return;
  }
  const { id, key, catalog } = inFlight;
  const parts = new RankingParts(message.head, workerParts(id, inFlight), catalog);
  const done: Ranking = { status: 'done', current: true, head: message.head, parts };
  keepRanking(catalog, key, done);
  requests.setState({ inFlight: null, queued: null, shown: key === wanted ? done : shown });
  if (queued && cachedRanking(queued.catalog, queued.key)?.status !== 'done') send(queued);
}

onRankWorker({ message: receive, failure: fail });

/** Asks for the ranking of `key` (the page's current inputs). */
export function requestRanking(catalog: Catalog, key: string, job: RankJob): void {
  const kept = cachedRanking(catalog, key);
  const { inFlight, shown } = requests.getState();
  requests.setState({ wanted: key, shown: kept ?? shown });
  if (kept?.status === 'done' || inFlight?.key === key) return;
  if (inFlight) requests.setState({ queued: { key, job, catalog } });
  else send({ key, job, catalog });
}

/** The not-current view of each ranking shown while a newer one is computed (one per ranking). */
const staleViews = new WeakMap<Ranking, Ranking>();

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
  const { shown } = requests.getState();
  return shown ? staleView(shown) : PENDING;
}

/** Calls `listener` when what `rankingSnapshot` answers may have changed; returns the unsubscribe. */
export function subscribeRankings(listener: () => void): () => void {
  return requests.subscribe(() => listener());
}
