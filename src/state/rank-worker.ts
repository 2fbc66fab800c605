/**
 * The one ranking worker of a visit: started as soon as the results view is known (before the
 * view's code has loaded), handed the catalog file's text when that arrives. Kept apart from the
 * ranking logic so that starting it costs the first screen next to nothing. Once it has failed
 * (it crashed, or the catalog file could not be read) the page ranks on its own thread for the
 * rest of the visit.
 */
import { createStore } from 'zustand';
import type { FromWorker, ToWorker } from '../worker/protocol';
import { catalogText } from './catalog-source';

/**
 * The worker once started (waiting for the catalog's text, then running) and whether it failed.
 * Put back to its start (a test's reset), the worker is stopped and anything it still says is
 * dropped: a worker started after it answers alone.
 */
interface WorkerState {
  started: Promise<Worker> | null;
  failed: boolean;
}

const workerStore = createStore<WorkerState>()(() => ({ started: null, failed: false }));

workerStore.subscribe((state, before) => {
  if (before.started && state.started !== before.started)
    before.started.then(
      (w) => w.terminate(),
      () => {},
    );
});

/** Where the worker's answers and its failure go: wired once, by the ranking's client. */
let receive: (message: FromWorker) => void = () => {};
let failure: () => void = () => {};

/** Starts the worker (once); jobs posted before the catalog arrives wait for it. */
export function startRankWorker(): Promise<Worker> {
  const running = workerStore.getState().started;
  if (running) return running;
  const w = new Worker(new URL('../worker/rank.worker.ts', import.meta.url), { type: 'module' });
  const started = catalogText().then((text) => {
    w.postMessage({ type: 'catalog', text } satisfies ToWorker);
    return w;
  });
  const current = () => workerStore.getState().started === started;
  const fail = () => {
    if (current()) failRankWorker();
  };
  w.onmessage = (e: MessageEvent<FromWorker>) => {
    if (current()) receive(e.data);
  };
  w.onerror = fail;
  started.catch(fail);
  workerStore.setState({ started });
  return started;
}

/** True once the worker has failed: the page ranks on its own thread from then on. */
export const rankWorkerFailed = (): boolean => workerStore.getState().failed;

/** Gives up on the worker (it crashed, or could not rank): the failure handler is told once. */
export function failRankWorker(): void {
  if (workerStore.getState().failed) return;
  workerStore.setState({ failed: true });
  failure();
}

/** Posts a job or a request for a part; answers go to the handler set with `onRankWorker`. */
export function postToRankWorker(message: Exclude<ToWorker, { type: 'catalog' }>): void {
  startRankWorker().then(
    (w) => w.postMessage(message),
    () => {},
  );
}

/** Where the worker's answers and failures go. */
export function onRankWorker(handlers: {
  message: (message: FromWorker) => void;
  failure: () => void;
}): void {
  receive = handlers.message;
  failure = handlers.failure;
}

/** True where the browser runs workers (not in tests' DOM). */
export const workersAvailable = (): boolean => typeof Worker !== 'undefined';
