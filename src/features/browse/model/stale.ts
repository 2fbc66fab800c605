/** The app's clock for price standing (see `domain/catalog/price-date`). */
/** Today's date in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
