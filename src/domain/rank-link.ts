/**
 * Link → ranking, the one pipeline the app, the command line, the golden tests and the benchmark
 * share: decode the link, add the quotes it shares (and the user's own), rank, and for a dead end
 * turn the engine's suggestions into canonical links that really rank the named offer first.
 */
import type { Catalog } from './catalog/types';
import type { Offer } from './catalog/schema';
import { rank, suggest, type EngineMessage, type RankOptions, type RankResult } from './engine';
import { applyQuotes, combineQuotes, decodeQuotesParam, type Quote } from './quotes';
import { decode, encode, type Decoded } from './share/codec';
import type { LinkState } from './share/profile';
import { markVouchers, vouchersOf, withVouchers } from './vouchers';
import { rateInForce } from './units/money';

/** A suggestion with the full canonical link that applies it. */
export interface LinkSuggestion {
  /** The link parameters that change, as they read in the link (`''`: removed). */
  change: Readonly<Record<string, string>>;
  link: string;
  /** The profile the link carries. */
  profile: LinkState['profile'];
  offerId: string;
  estHours: number;
  estCost: number;
  reason: EngineMessage;
}

export interface RankLinkOptions {
  /** The user's own quotes (this browser's); one wins over a shared quote with its id. */
  quotes?: readonly Quote[];
  /** YYYY-MM-DD for staleness; the catalog's date when absent. */
  asOf?: string | null;
}

export interface LinkRanking {
  result: RankResult;
  suggestions: LinkSuggestion[];
  /** Notices about the shared quotes (`q`). */
  quoteNotices: Decoded['notices'];
  /** The catalog the ranking read, with the quotes applied. */
  catalog: Catalog;
  extraOffers: readonly Offer[];
}

/** The engine options a link implies: its currency, its rate (or the dataset's), the date. */
export function linkRankOptions(state: LinkState, catalog: Catalog, asOf?: string | null) {
  return { cur: state.cur, fx: rateInForce(state.fx, catalog.fx), asOf: asOf ?? catalog.asOf };
}

/** Which parameters differ between two canonical links, with the new values. */
function changedParams(before: string, after: string): Record<string, string> {
  const a = new URLSearchParams(before);
  const b = new URLSearchParams(after);
  const out: Record<string, string> = {};
  for (const [k, v] of b) if (a.get(k) !== v) out[k] = v;
  for (const k of a.keys()) if (!b.has(k)) out[k] = '';
  return out;
}

/** The last catalog priced with vouchers, kept while the link's vouchers stay the same. */
let lastVouchered: { catalog: Catalog; key: string; priced: Catalog } | null = null;

function vouchered(
  catalog: Catalog,
  raw: readonly string[],
  vouchers: ReadonlyMap<string, number>,
): Catalog {
  if (vouchers.size === 0) return catalog;
  const key = raw.join(',');
  if (lastVouchered?.catalog !== catalog || lastVouchered.key !== key) {
    lastVouchered = { catalog, key, priced: withVouchers(catalog, vouchers) };
  }
  return lastVouchered.priced;
}

/** Ranks a decoded link state; never throws for a state the codec produced. */
export function rankState(
  state: LinkState,
  catalog: Catalog,
  options: RankLinkOptions = {},
): LinkRanking {
  const shared = state.q === null ? null : decodeQuotesParam(state.q);
  const quotes = combineQuotes(options.quotes ?? [], shared?.quotes ?? []);
  // The vouchers the user entered price their providers lower (never a default).
  const vouchers = vouchersOf(state.profile.vch);
  const priced = vouchered(catalog, state.profile.vch, vouchers);
  const applied =
    quotes.length === 0
      ? { catalog: priced, extraOffers: [] as Offer[] }
      : applyQuotes(priced, quotes);
  const rankOptions: RankOptions = {
    ...linkRankOptions(state, catalog, options.asOf),
    extraOffers: applied.extraOffers,
  };
  const result = markVouchers(
    rank(state.profile, applied.catalog, rankOptions),
    vouchers,
    state.profile.vch,
  );
  // the link as it reads, to name what each suggestion changes: encoded only for a suggestion
  let base: string | null = null;
  const suggestions = suggest(state.profile, applied.catalog, rankOptions, result).map((s) => {
    const link = encode({ ...state, profile: s.profile });
    base ??= encode(state);
    return {
      change: changedParams(base, link),
      link,
      profile: s.profile,
      offerId: s.offerId,
      estHours: s.estHours,
      estCost: s.estCost,
      reason: s.reason,
    };
  });
  return {
    result,
    suggestions,
    quoteNotices: shared?.notices ?? [],
    catalog: applied.catalog,
    extraOffers: applied.extraOffers,
  };
}

/** Decodes a link and ranks it: `rankState` plus the link's own notices. */
export function rankLink(
  link: string,
  catalog: Catalog,
  options: RankLinkOptions = {},
): LinkRanking & { state: LinkState; linkNotices: Decoded['notices'] } {
  const { state, notices } = decode(link);
  return { ...rankState(state, catalog, options), state, linkNotices: notices };
}
