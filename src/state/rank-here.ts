/**
 * Ranking on the page's own thread: when the browser has no workers, the ranking worker failed,
 * or the catalog is not the catalog file (component tests). The engine's code then loads on the
 * page; with the worker it never does.
 */
import type { Catalog } from '../domain/catalog/types';
import { rankState } from '../domain/rank-link';
import { headOf, type RankJob } from '../worker/protocol';
import { cachedRanking, keepRanking, provideRankHere, type Ranking } from './ranking-memo';

/** Ranks on this thread (the command line's way), once per key. */
export function rankHere(catalog: Catalog, key: string, job: RankJob): Ranking {
  const kept = cachedRanking(catalog, key);
  if (kept?.status === 'done') return kept;
  const { result, suggestions } = rankState(job.link, catalog, {
    quotes: job.quotes,
    asOf: job.asOf,
  });
  const ranking: Ranking = {
    status: 'done',
    current: true,
    head: headOf(result, suggestions),
    result,
  };
  keepRanking(catalog, key, ranking);
  return ranking;
}

provideRankHere(rankHere);
