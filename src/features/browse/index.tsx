import { useState, type ReactNode } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { useQuotedCatalog } from '../../state/quoted-catalog';
import { useCatalog } from '../../state/use-catalog';
import { BrowsePage } from './browse-page';
import { todayIso } from './model/stale';

/**
 * The browse view on the app's dataset and the user's quotes; "today" is read once per visit.
 * The quotes manager under the header is another feature's: the app passes it in.
 */
export default function BrowseView({ quotes }: { quotes?: (catalog: Catalog) => ReactNode }) {
  const [today] = useState(todayIso);
  const catalog = useCatalog();
  const quoted = useQuotedCatalog(catalog);
  return (
    <BrowsePage
      catalog={quoted.catalog}
      today={today}
      ownQuotes={quoted.own}
      quotes={quotes?.(catalog)}
    />
  );
}
