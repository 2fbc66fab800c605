/** What browse lists: the catalog with the user's own quotes and the link's shared ones. */
import { useMemo } from 'react';
import type { Catalog } from '../domain/catalog/types';
import { applyQuotes, combineQuotes, quoteOfferId } from '../domain/quotes';
import { useSharedQuotes } from './quotes-link';
import { useQuotesStore } from './quotes-store';

export interface QuotedCatalog {
  /** The catalog with quotes as offers (re-priced catalog offers replaced by their quote). */
  catalog: Catalog;
  /** Offer ids of the user's own quotes. */
  own: ReadonlySet<string>;
  /** Offer ids of quotes that came with the link. */
  shared: ReadonlySet<string>;
}

/** What browse lists: the catalog plus the user's quotes and the link's, each marked. */
export function useQuotedCatalog(catalog: Catalog): QuotedCatalog {
  const own = useQuotesStore((s) => s.quotes);
  const { quotes: shared } = useSharedQuotes();
  return useMemo(() => {
    const quotes = combineQuotes(own, shared);
    const ownIds = new Set(own.map((q) => quoteOfferId(q.id)));
    const sharedIds = new Set(
      quotes.map((q) => quoteOfferId(q.id)).filter((id) => !ownIds.has(id)),
    );
    const { catalog: rest, extraOffers } = applyQuotes(catalog, quotes);
    const offers = extraOffers.length > 0 ? [...rest.offers, ...extraOffers] : rest.offers;
    return {
      catalog: offers === catalog.offers ? catalog : { ...rest, offers },
      own: ownIds,
      shared: sharedIds,
    };
  }, [catalog, own, shared]);
}
