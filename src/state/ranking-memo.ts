/**
 * The ranking is derived, never stored: the same profile, currency, rate, shared quotes and catalog
 * give the same result object, so every component that asks shares one computation.
 */
import type { Catalog } from '../domain/catalog/types';
import { rank, type RankOptions, type RankResult } from '../domain/engine';
import { applyQuotes, combineQuotes, decodeQuotesParam, type Quote } from '../domain/quotes';
import type { Profile } from '../domain/engine/profile';
import type { Currency } from '../domain/share/profile';

export interface RankingInput {
  profile: Profile;
  cur: Currency;
  /** CNY per USD from the link; `null`: the catalog's dated rate. */
  fx: number | null;
  /** The link's `q` (quotes shared on purpose), ranked with the catalog as the CLI does. */
  q: string | null;
  /** The user's own quotes (this browser's); one wins over a shared quote with its id. */
  quotes?: readonly Quote[];
  catalog: Catalog;
}

/** The engine options a link implies: its currency, its rate (or the dataset's), the data's date. */
export function rankingOptions(input: RankingInput): RankOptions {
  return { cur: input.cur, fx: input.fx ?? input.catalog.fx.cnyPerUsd, asOf: input.catalog.asOf };
}

function computeRanking(input: RankingInput): RankResult {
  const options = rankingOptions(input);
  const shared = input.q === null ? [] : decodeQuotesParam(input.q).quotes;
  const quotes = combineQuotes(input.quotes ?? [], shared);
  if (quotes.length === 0) return rank(input.profile, input.catalog, options);
  const { catalog, extraOffers } = applyQuotes(input.catalog, quotes);
  return rank(input.profile, catalog, { ...options, extraOffers });
}

let last: { input: RankingInput; result: RankResult } | null = null;

/** `rank()` memoised on the identity of its inputs (the store replaces the profile on change). */
export function rankMemo(input: RankingInput): RankResult {
  const prev = last?.input;
  if (
    last &&
    prev &&
    prev.profile === input.profile &&
    prev.cur === input.cur &&
    prev.fx === input.fx &&
    prev.q === input.q &&
    prev.quotes === input.quotes &&
    prev.catalog === input.catalog
  ) {
    return last.result;
  }
  const result = computeRanking(input);
  last = { input, result };
  return result;
}
