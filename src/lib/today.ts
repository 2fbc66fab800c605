/**
 * The app's clock for price standing (see `domain/catalog/price-date`): browse and the ranking
 * both judge a price's age against the day the page is open, so one price is never "current" in
 * one view and "stale" in the other.
 */

/** Today's date in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
