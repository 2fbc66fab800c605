export { QuotesPanel } from './quotes-panel';
