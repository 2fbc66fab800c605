import { useState } from 'react';
import { catalog } from '../../domain/catalog';
import { useQuotedCatalog } from '../../state/quotes-store';
import { QuotesSection } from '../quotes';
import { BrowsePage } from './browse-page';
import { todayIso } from './model/stale';

/** The browse view on the app's dataset and the user's quotes; "today" is read once per visit. */
export default function BrowseView() {
  const [today] = useState(todayIso);
  const quoted = useQuotedCatalog(catalog);
  return (
    <BrowsePage
      catalog={quoted.catalog}
      today={today}
      ownQuotes={quoted.own}
      quotes={<QuotesSection catalog={catalog} />}
    />
  );
}
