/** Staleness of a price: its as-of date against today's date (the app's clock). */
const DAY_MS = 86_400_000;

/** Whole days from `asOf` to `today` (both YYYY-MM-DD); NaN when either is not a date. */
export function daysBetween(asOf: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / DAY_MS);
}

/** True when the price is older than `maxDays` days. */
export const isStale = (asOf: string, today: string, maxDays: number): boolean =>
  daysBetween(asOf, today) > maxDays;

/** Today's date in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
