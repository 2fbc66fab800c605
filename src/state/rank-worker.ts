/**
 * The one ranking worker of a visit: started as soon as the results view is known (before the
 * view's code has loaded), handed the catalog file's text when that arrives. Kept apart from the
 * ranking logic so that starting it costs the first screen next to nothing.
 */
import type { FromWorker, ToWorker } from '../worker/protocol';
import { catalogText } from './catalog-source';

let worker: Promise<Worker> | null = null;
let receive: (message: FromWorker) => void = () => {};
let failure: () => void = () => {};

/** Starts the worker (once); jobs posted before the catalog arrives wait for it. */
export function startRankWorker(): Promise<Worker> {
  if (!worker) {
    const w = new Worker(new URL('../worker/rank.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<FromWorker>) => receive(e.data);
    w.onerror = () => failure();
    worker = catalogText().then((text) => {
      w.postMessage({ type: 'catalog', text } satisfies ToWorker);
      return w;
    });
    worker.catch(() => failure());
  }
  return worker;
}

/** Posts a job or a request for a part; answers go to the handler set with `onRankWorker`. */
export function postToRankWorker(message: Exclude<ToWorker, { type: 'catalog' }>): void {
  void startRankWorker().then((w) => w.postMessage(message));
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
