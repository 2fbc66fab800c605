/** What browse lists: the catalog with the user's own quotes and the link's shared ones. */
import { useMemo } from 'react';
import type { Catalog } from '../domain/catalog/types';
import { quoteOfferId } from '../domain/quotes/id';
import { usePageQuotes } from './quotes-presence';

export interface QuotedCatalog {
  /** The catalog with quotes as offers (re-priced catalog offers replaced by their quote). */
  catalog: Catalog;
  /** Offer ids of the user's own quotes. */
  own: ReadonlySet<string>;
  /** Offer ids of quotes that came with the link. */
  shared: ReadonlySet<string>;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * What browse lists: the catalog plus the user's quotes and the link's, each marked. The quotes'
 * code loads only when there are quotes to read (kept in this browser or in the link's `q`):
 * then this suspends until it has; otherwise the catalog is listed as it is until the quotes
 * manager loads that code and the first quote is added.
 */
export function useQuotedCatalog(catalog: Catalog): QuotedCatalog {
  const { module: quotes, own, all } = usePageQuotes();
  return useMemo(() => {
    if (!quotes || all.length === 0) return { catalog, own: NO_IDS, shared: NO_IDS };
    const ownIds = new Set(own.map((x) => quoteOfferId(x.id)));
    const sharedIds = new Set(all.map((x) => quoteOfferId(x.id)).filter((id) => !ownIds.has(id)));
    const { catalog: rest, extraOffers } = quotes.applyQuotes(catalog, all);
    const offers = extraOffers.length > 0 ? [...rest.offers, ...extraOffers] : rest.offers;
    return {
      catalog: offers === catalog.offers ? catalog : { ...rest, offers },
      own: ownIds,
      shared: sharedIds,
    };
  }, [quotes, catalog, own, all]);
}
