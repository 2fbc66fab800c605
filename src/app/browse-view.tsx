import BrowseView from '../features/browse';
import { QuotesSection } from '../features/quotes/quotes-section';

/** Browse with the quotes manager under its header: the app composes the two features. */
export default function BrowseWithQuotes() {
  return <BrowseView quotes={(catalog) => <QuotesSection catalog={catalog} />} />;
}
