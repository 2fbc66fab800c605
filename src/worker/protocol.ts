/**
 * Messages between the page and the ranking worker, and the page's reading of a posted ranking
 * (the worker's side is `answer.ts`).
 */
import type { Catalog } from '../domain/catalog/types';
import type { Offer } from '../domain/catalog/schema';
import type { EngineNotice, RankedEntry, RankResult } from '../domain/engine';
// the compact form's own module, not the engine's index: the page loads no ranking code
import {
  keepPacked,
  packedExcluded,
  unpackExcluded,
  type PackedExcluded,
} from '../domain/engine/excluded';
import type { Quote } from '../domain/quotes';
import type { LinkSuggestion } from '../domain/rank-link';
import type { LinkState } from '../domain/share/profile';

/** How many ranked entries the first answer carries (the list's first page). */
export const FIRST_PAGE = 10;

/** What one ranking needs besides the catalog. */
export interface RankJob {
  link: LinkState;
  /** The user's own quotes (this browser's). */
  quotes: readonly Quote[];
  /** The day prices are judged against for staleness (YYYY-MM-DD): the page's today. */
  asOf: string;
}

export type ToWorker =
  /** The catalog file's text; sent once, before any job. */
  { type: 'catalog'; text: string } | { type: 'rank'; id: number; job: RankJob };

/** The part of a ranking the page shows first: everything above the list and its first page. */
export interface RankingHead {
  top: readonly RankedEntry[];
  /** Ranked choices that meet every constraint, the budget included. */
  rankedCount: number;
  /** Offers (instance type, pricing and region) behind those choices: each choice's regions. */
  rankedOffers: number;
  /** Choices just over the budget, listed after the others for comparison. */
  overBudgetCount: number;
  excludedCount: number;
  notices: readonly EngineNotice[];
  suggestions: readonly LinkSuggestion[];
}

/**
 * A whole ranking as the worker posts it: the excluded offers compact (positions in the catalog's
 * offers, then `extraOffers`; failure lists shared; a few numbers), since they are most of a
 * ranking (thousands of offers) and their records are rebuilt from the page's own copy of the
 * catalog when read. Everything else as ranked.
 */
export interface PostedResult extends Omit<RankResult, 'excluded'> {
  excluded: PackedExcluded;
  /** The user's quotes as offers, ranked after the catalog's (positions past its offers). */
  extraOffers: readonly Offer[];
}

export type FromWorker =
  | { type: 'head'; id: number; head: RankingHead }
  | { type: 'done'; id: number; result: PostedResult }
  | { type: 'error'; id: number; message: string };

/** The head of a ranking. */
export const headOf = (
  result: RankResult,
  suggestions: readonly LinkSuggestion[],
): RankingHead => ({
  top: result.ranked.slice(0, FIRST_PAGE),
  rankedCount: result.ranked.filter((e) => e.withinBudget).length,
  rankedOffers: result.ranked.reduce(
    (n, e) => (e.withinBudget ? n + 1 + e.otherRegions.length : n),
    0,
  ),
  overBudgetCount: result.ranked.filter((e) => !e.withinBudget).length,
  // counted on the compact form: the records are not built for a count
  excludedCount: packedExcluded(result).positions.length,
  notices: result.notices,
  suggestions,
});

/**
 * A posted ranking as a `RankResult` again on the page: its excluded offers' records are built
 * from the page's catalog (the one the worker decoded from the same file) on first read.
 */
export function receivedResult(posted: PostedResult, catalog: Catalog): RankResult {
  const { excluded: packed, extraOffers, ...rest } = posted;
  let entries: RankResult['excluded'] | null = null;
  return keepPacked(() => packed, {
    ...rest,
    get excluded() {
      entries ??= unpackExcluded(
        packed,
        catalog.offers,
        extraOffers,
        new Map(catalog.gpus.map((g) => [g.id, g])),
      );
      return entries;
    },
  });
}
