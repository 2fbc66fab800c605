/**
 * Ranking on the page's own thread: when the browser has no workers, the ranking worker failed,
 * or the catalog is not the catalog file (component tests). The engine's code then loads on the
 * page; with the worker it never does. The parts are answered as the worker answers them, at once.
 */
import type { Catalog } from '../domain/catalog/types';
import { answerPart, rankJob } from '../worker/answer';
import { headOf } from '../domain/ranking-head';
import type { RankJob } from '../worker/protocol';
import { cachedRanking, keepRanking, provideRankHere, type Ranking } from './ranking-memo';
import { RankingParts, type AskPart } from './ranking-parts';

/** Ranks on this thread (the command line's way), once per key. */
export function rankHere(catalog: Catalog, key: string, job: RankJob): Ranking {
  const kept = cachedRanking(catalog, key);
  if (kept?.status === 'done') return kept;
  const ranking = rankJob(job, catalog);
  const head = headOf(ranking.result, ranking.suggestions);
  const done: Ranking = {
    status: 'done',
    current: true,
    head,
    parts: new RankingParts(head, (part) => answerPart(ranking, catalog, part), catalog),
  };
  keepRanking(catalog, key, done);
  return done;
}

/**
 * The parts of a ranking of `job` that the worker ranked and can no longer answer for: ranked
 * here once, each part then answered from it as the worker would.
 */
export function partsHere(catalog: Catalog, job: RankJob): AskPart {
  const ranking = rankJob(job, catalog);
  return (part) => answerPart(ranking, catalog, part);
}

provideRankHere(rankHere);
