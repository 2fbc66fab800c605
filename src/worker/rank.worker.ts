/**
 * The ranking worker: decodes the catalog file once and ranks each job with the same pure
 * pipeline as the command line (`rankState`). It answers twice: first the head (what the page
 * shows above and at the top of the list, small to copy), then the whole result with its excluded
 * offers compact (`answer.ts`).
 */
import '../app/zod-config';
import { decodeCatalog, type CatalogAsset } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import { rankMessages } from './answer';
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
}

const scope = self as unknown as WorkerScope;
let catalog: Catalog | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'catalog') {
    catalog = decodeCatalog(JSON.parse(data.text) as CatalogAsset);
    return;
  }
  const { id, job } = data;
  try {
    if (!catalog) throw new Error('no catalog yet');
    for (const message of rankMessages(id, job, catalog)) scope.postMessage(message);
  } catch (e) {
    scope.postMessage({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
};
