/**
 * Messages between the page and the ranking worker, and the page's reading of what it posts (the
 * worker's side is `answer.ts`).
 *
 * A ranking travels in two steps. Its first answer, the head, holds what the results view shows
 * before the reader asks for anything: the first page of ranked entries, the counts, the notices
 * and suggestions, every ranked entry's time and cost for the charts, and the ruled-out offers
 * counted per reason. The rest (more ranked entries, a group of ruled-out offers, the whole
 * ranking for the CSV file) is asked for by the ranking's id when the reader opens it; the worker
 * keeps its last rankings to answer, and ranks the job again for one it no longer has. An answer
 * names the ranking and the request it answers, so a late answer finds its own request or none.
 */
import type { Catalog } from '../domain/catalog/types';
import type { Offer } from '../domain/catalog/schema';
import type { ExcludedEntry, RankedEntry, RankResult } from '../domain/engine';
// the compact form's own module, not the engine's index: the page loads no ranking code
import { keepPacked, unpackExcluded, type PackedExcluded } from '../domain/engine/excluded';
import type { Quote } from '../domain/quotes';
import type { RankingHead } from '../domain/ranking-head';
import type { LinkState } from '../domain/share/profile';

/** What one ranking needs besides the catalog. */
export interface RankJob {
  link: LinkState;
  /** The user's own quotes (this browser's). */
  quotes: readonly Quote[];
  /** The day prices are judged against for staleness (YYYY-MM-DD): the page's today. */
  asOf: string;
}

/** A part of a ranking the page asks for after its head. */
export type PartRequest =
  /** Ranked entries `from` (inclusive) to `to` (exclusive), in rank order. */
  | { kind: 'ranked'; from: number; to: number }
  /** The ruled-out offers whose first failed constraint is `key` (a group of the list). */
  | { kind: 'excluded'; key: string }
  /** Every ranked and ruled-out offer (the CSV file). */
  | { kind: 'whole' };

export type ToWorker =
  /** The catalog file's text; sent once, before any job. */
  | { type: 'catalog'; text: string }
  | { type: 'rank'; id: number; job: RankJob }
  /** Part of ranking `id`; `job` is that ranking's, ranked again if the worker no longer has it. */
  | { type: 'part'; id: number; ask: number; job: RankJob; part: PartRequest };

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

/** A part as posted: ranked entries as they are, ruled-out offers compact. */
export type PostedPart =
  | { kind: 'ranked'; entries: readonly RankedEntry[] }
  | { kind: 'excluded'; excluded: PackedExcluded; extraOffers: readonly Offer[] }
  | { kind: 'whole'; result: PostedResult };

export type FromWorker =
  | { type: 'head'; id: number; head: RankingHead }
  | { type: 'part'; id: number; ask: number; part: PostedPart }
  /** `ask`: the failed request's, for a part; absent for a ranking. */
  | { type: 'error'; id: number; ask?: number; message: string };

/** The records of posted ruled-out offers, built from the page's catalog and the quotes. */
export const receivedExcluded = (
  packed: PackedExcluded,
  extraOffers: readonly Offer[],
  catalog: Catalog,
): ExcludedEntry[] =>
  unpackExcluded(packed, catalog.offers, extraOffers, new Map(catalog.gpus.map((g) => [g.id, g])));

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
      entries ??= receivedExcluded(packed, extraOffers, catalog);
      return entries;
    },
  });
}
