export { QuotesPanel } from './quotes-panel';
export { QuotesSection } from './quotes-section';
