/** Quote offer ids, apart from the schema: browse and results read them without the validator. */

/** The offer id a quote ranks under. */
export const quoteOfferId = (quoteId: string): string => `quote:${quoteId}`;

/** True for offer ids that belong to a user's quote rather than the catalog. */
export const isQuoteOfferId = (offerId: string): boolean => offerId.startsWith('quote:');
