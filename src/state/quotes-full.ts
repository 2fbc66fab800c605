/** The quotes' code that browse loads on demand (`quotes-presence.ts`). */
export { applyQuotes, combineQuotes, decodeQuotesParam } from '../domain/quotes';
export { useQuotesStore } from './quotes-store';
