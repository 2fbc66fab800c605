/**
 * The ranking is derived, never stored: the same profile, currency, rate and catalog give the
 * same result object, so every component that asks shares one computation.
 */
import { rank, type RankOptions, type RankResult } from '../domain/engine';
import type { Catalog } from '../domain/catalog/types';
import type { Currency, Profile } from '../domain/share/profile';

export interface RankingInput {
  profile: Profile;
  cur: Currency;
  /** CNY per USD from the link; `null`: the catalog's dated rate. */
  fx: number | null;
  catalog: Catalog;
}

/** The engine options a link implies: its currency, its rate (or the dataset's), the data's date. */
export function rankingOptions(input: RankingInput): RankOptions {
  return { cur: input.cur, fx: input.fx ?? input.catalog.fx.cnyPerUsd, asOf: input.catalog.asOf };
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
    prev.catalog === input.catalog
  ) {
    return last.result;
  }
  const result = rank(input.profile, input.catalog, rankingOptions(input));
  last = { input, result };
  return result;
}
