export { QuotesPanel } from './quotes-panel';
export { QuotesSection } from './quotes-section';
export { QuoteBadge } from './quote-badge';
