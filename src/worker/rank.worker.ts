/**
 * The ranking worker: decodes the catalog file once and ranks each job with the same pure
 * pipeline as the command line (`rankState`). It answers a job with its head (what the results
 * view shows at once, small to copy) and keeps the ranking, so the page can ask for the rest
 * (more ranked entries, a group of ruled-out offers, the whole for the CSV file) when the reader
 * opens it (`answer.ts`).
 */
import '../lib/zod-config';
import { workerAnswers } from './answer';
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
}

const scope = self as unknown as WorkerScope;
const answer = workerAnswers((message) => scope.postMessage(message));
scope.onmessage = ({ data }) => answer(data);
