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

/** True when the price carries a date its source states (published, captured or listed by). */
export const isDatedPrice = (p: Pick<Dated, 'asOfKind' | 'source'>): boolean =>
  p.asOfKind !== 'undated-snapshot' && p.source.date !== null;

/**
 * The one rule of a price's standing, undated first: a price without a date its source states is
 * `undated` however old (never also `stale`); a dated one is `stale` when older than `maxDays`.
 * `ageDays`: whole or fractional days from its date to the day it is judged on.
 */
export const standingOf = (dated: boolean, ageDays: number, maxDays: number): PriceStanding =>
  !dated ? 'undated' : ageDays > maxDays ? 'stale' : 'current';

/** {@link standingOf} for a price on `today` (YYYY-MM-DD). */
export const priceStanding = (p: Dated, today: string, maxDays: number): PriceStanding =>
  standingOf(isDatedPrice(p), daysBetween(p.asOf, today), maxDays);

/**
 * How exactly a price's date pins it: a date the source states for the price itself (published
 * or captured) beats the rest. A "listed on or before" date is only an upper bound, like the day
 * an undated snapshot was recorded, so between those two the later date wins, as before either
 * carried a kind.
 */
const dateRank = (p: Dated): number => (isDatedPrice(p) && p.asOfKind !== 'listed-by' ? 2 : 1);

/**
 * Whether price `b` should replace price `a`: a price with an exact date beats one whose date is
 * only an upper bound or a recording day; between two of the same rank the later date wins.
 */
export function isNewerPrice(a: Dated, b: Dated): boolean {
  const rankA = dateRank(a);
  const rankB = dateRank(b);
  if (rankA !== rankB) return rankB > rankA;
  return b.asOf > a.asOf;
}

/** The kinds of date a price can carry, most exact first (the order `data:check` counts them). */
export const PRICE_DATE_KINDS = ['published', 'captured', 'listed-by', 'undated-snapshot'] as const;

/** The kind a price is shown with: a claimed kind without a dated source counts as undated. */
export const shownDateKind = (p: Pick<Dated, 'asOfKind' | 'source'>): PriceDateKind =>
  isDatedPrice(p) ? p.asOfKind : 'undated-snapshot';

/** The problem with a row's date, or `null`: a published or captured price needs a dated source. */
export function priceDateProblem(p: Pick<Offer, 'asOfKind' | 'source'>): string | null {
  return p.asOfKind !== 'undated-snapshot' && p.source.date === null
    ? `a ${p.asOfKind} price needs a source with a date (source.date is null)`
    : null;
}
