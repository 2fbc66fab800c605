/**
 * Honest price dates: whether an offer's price carries a date its source published or captured
 * it, and how it stands against a day (current, stale, undated). Pure: the caller gives the day.
 */
import type { Offer, PriceDateKind, Source } from './schema';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD, UTC). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type Dated = { asOf: string; asOfKind: PriceDateKind; source: Source };

/** How a price is shown: `undated` prices are never presented as current. */
export type PriceStanding = 'current' | 'stale' | 'undated';

/** True when the price was published or captured on a date its source states. */
export const isDatedPrice = (p: Pick<Dated, 'asOfKind' | 'source'>): boolean =>
  p.asOfKind !== 'undated-snapshot' && p.source.date !== null;

/** `undated` without a dated source; else `stale` when older than `maxDays` on `today`. */
export function priceStanding(p: Dated, today: string, maxDays: number): PriceStanding {
  if (!isDatedPrice(p)) return 'undated';
  return daysBetween(p.asOf, today) > maxDays ? 'stale' : 'current';
}

/**
 * Whether price `b` should replace price `a`: a dated price beats an undated snapshot (whose
 * date is only when it was recorded); between two of the same kind the later date wins.
 */
export function isNewerPrice(a: Dated, b: Dated): boolean {
  const datedA = isDatedPrice(a);
  const datedB = isDatedPrice(b);
  if (datedA !== datedB) return datedB;
  return b.asOf > a.asOf;
}

/** The problem with a row's date, or `null`: a published or captured price needs a dated source. */
export function priceDateProblem(p: Pick<Offer, 'asOfKind' | 'source'>): string | null {
  return p.asOfKind !== 'undated-snapshot' && p.source.date === null
    ? `a ${p.asOfKind} price needs a source with a date (source.date is null)`
    : null;
}
