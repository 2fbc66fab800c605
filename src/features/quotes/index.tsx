export { QuotesPanel } from './quotes-panel';
export { QuoteBadge } from './quote-badge';
