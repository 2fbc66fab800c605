/**
 * The ranking worker: decodes the catalog file once and ranks each job with the same pure
 * pipeline as the command line (`rankState`). It answers twice: first the head (what the page
 * shows above and at the top of the list, small to copy), then the whole result.
 */
import '../app/zod-config';
import { decodeCatalog, type CatalogAsset } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import { rankState } from '../domain/rank-link';
import { headOf, type FromWorker, type ToWorker } from './protocol';

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
    const { result, suggestions } = rankState(job.link, catalog, { quotes: job.quotes });
    scope.postMessage({ type: 'head', id, head: headOf(result, suggestions) });
    // Copying the result reads `excluded`, which the engine builds on first read.
    scope.postMessage({ type: 'done', id, result });
  } catch (e) {
    scope.postMessage({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
};
