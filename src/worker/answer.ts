/** The ranking worker's answers, apart from the protocol so the page never loads the engine. */
import type { Catalog } from '../domain/catalog/types';
import type { Offer } from '../domain/catalog/schema';
import { packedExcluded } from '../domain/engine';
import { rankState, type LinkRanking } from '../domain/rank-link';
import { headOf, type FromWorker, type PostedResult, type RankJob } from './protocol';

/**
 * The posted form of a ranking of `catalog`. Positions are moved from the offers ranked (the
 * catalog less those a quote re-prices, then the quotes) to the catalog's own offers, then the
 * quotes, so the page reads them in its copy of the catalog.
 */
export function postedResult(ranking: LinkRanking, catalog: Catalog): PostedResult {
  const { result, extraOffers } = ranking;
  const packed = packedExcluded(result);
  const ranked = ranking.catalog.offers;
  let positions = packed.positions;
  if (ranked !== catalog.offers) {
    const index = new Map(catalog.offers.map((o, i) => [o.id, i]));
    positions = packed.positions.map((p) =>
      p < ranked.length
        ? (index.get((ranked[p] as Offer).id) as number)
        : catalog.offers.length + p - ranked.length,
    );
  }
  return {
    ranked: result.ranked,
    assumptions: result.assumptions,
    notices: result.notices,
    pareto: result.pareto,
    memoryNeed: result.memoryNeed,
    weights: result.weights,
    currency: result.currency,
    excluded: { ...packed, positions },
    extraOffers,
  };
}

/** The worker's two answers to a job: the head, then the whole ranking. */
export function rankMessages(id: number, job: RankJob, catalog: Catalog): [FromWorker, FromWorker] {
  const ranking = rankState(job.link, catalog, { quotes: job.quotes, asOf: job.asOf });
  return [
    { type: 'head', id, head: headOf(ranking.result, ranking.suggestions) },
    { type: 'done', id, result: postedResult(ranking, catalog) },
  ];
}
