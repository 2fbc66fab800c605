/** The ranking worker's answers, apart from the protocol so the page never loads the engine. */
import { decodeCatalog, type CatalogAsset } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import type { Offer } from '../domain/catalog/schema';
import { packedExcluded } from '../domain/engine';
import { packedSubset, type PackedExcluded } from '../domain/engine/excluded';
import { rankState, type LinkRanking } from '../domain/rank-link';
import {
  type FromWorker,
  type PartRequest,
  type PostedPart,
  type PostedResult,
  type RankJob,
  type ToWorker,
} from './protocol';
import { firstKey, headOf } from '../domain/ranking-head';

/** Ranks a job as the page asked for it. */
export const rankJob = (job: RankJob, catalog: Catalog): LinkRanking =>
  rankState(job.link, catalog, { quotes: job.quotes, asOf: job.asOf });

/**
 * The excluded offers of a ranking of `catalog`, compact, with positions moved from the offers
 * ranked (the catalog less those a quote re-prices, then the quotes) to the catalog's own offers,
 * then the quotes, so the page reads them in its copy of the catalog.
 */
function packedForPage(ranking: LinkRanking, catalog: Catalog): PackedExcluded {
  const packed = packedExcluded(ranking.result);
  const ranked = ranking.catalog.offers;
  if (ranked === catalog.offers) return packed;
  const index = new Map(catalog.offers.map((o, i) => [o.id, i]));
  const positions = packed.positions.map((p) =>
    p < ranked.length
      ? (index.get((ranked[p] as Offer).id) as number)
      : catalog.offers.length + p - ranked.length,
  );
  return { ...packed, positions };
}

/** The whole of a ranking as posted (the CSV file's content). */
export function postedResult(ranking: LinkRanking, catalog: Catalog): PostedResult {
  const { result, extraOffers } = ranking;
  return {
    ranked: result.ranked,
    assumptions: result.assumptions,
    notices: result.notices,
    pareto: result.pareto,
    memoryNeed: result.memoryNeed,
    weights: result.weights,
    currency: result.currency,
    excluded: packedForPage(ranking, catalog),
    extraOffers,
  };
}

/** A part of a ranking, as the page asked for it. */
export function answerPart(ranking: LinkRanking, catalog: Catalog, part: PartRequest): PostedPart {
  if (part.kind === 'ranked') {
    return { kind: 'ranked', entries: ranking.result.ranked.slice(part.from, part.to) };
  }
  if (part.kind === 'whole') return { kind: 'whole', result: postedResult(ranking, catalog) };
  const packed = packedForPage(ranking, catalog);
  const lists = packed.lists.map((l) => firstKey(l) === part.key);
  return {
    kind: 'excluded',
    excluded: packedSubset(packed, (i) => lists[packed.listIds[i] as number] === true),
    extraOffers: ranking.extraOffers,
  };
}

/** The worker's first answer to a job: the head. */
export const headMessage = (id: number, ranking: LinkRanking): FromWorker => ({
  type: 'head',
  id,
  head: headOf(ranking.result, ranking.suggestions),
});

/** Rankings kept for their parts, newest last: as many as the page keeps (`ranking-memo.ts`). */
const KEEP = 8;

/**
 * The worker's handling of the page's messages, answers posted with `post`: the catalog file
 * decoded once; a job ranked, answered with its head and kept; a part answered from the ranking
 * it names, ranked again from its job when no longer kept (the same job gives the same ranking).
 */
export function workerAnswers(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let catalog: Catalog | null = null;
  const kept = new Map<number, LinkRanking>();
  const keep = (id: number, ranking: LinkRanking) => {
    kept.delete(id);
    kept.set(id, ranking);
    for (const old of kept.keys()) {
      if (kept.size <= KEEP) break;
      kept.delete(old);
    }
  };
  return (data) => {
    if (data.type === 'catalog') {
      catalog = decodeCatalog(JSON.parse(data.text) as CatalogAsset);
      kept.clear();
      return;
    }
    const { id, job } = data;
    try {
      if (!catalog) throw new Error('no catalog yet');
      if (data.type === 'rank') {
        const ranking = rankJob(job, catalog);
        keep(id, ranking);
        post(headMessage(id, ranking));
        return;
      }
      const ranking = kept.get(id) ?? rankJob(job, catalog);
      keep(id, ranking);
      post({ type: 'part', id, ask: data.ask, part: answerPart(ranking, catalog, data.part) });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      post(
        data.type === 'part'
          ? { type: 'error', id, ask: data.ask, message }
          : { type: 'error', id, message },
      );
    }
  };
}
