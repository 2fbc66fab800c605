/**
 * The app's clock for price standing (see `domain/catalog/price-date`): browse and the ranking
 * both judge a price's age against the day the page is open, so one price is never "current" in
 * one view and "stale" in the other.
 */

/**
 * Today's date in the user's time zone as YYYY-MM-DD: the day the freshness panel names and the
 * day a quote typed now is dated (in Shanghai at 07:00 it is already today, not yesterday in UTC).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
