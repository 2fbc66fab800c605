/**
 * An offer's on-demand price over time: the earlier prices the dataset kept (`priceHistory`,
 * newest first) and the current one, each with what its date means. An undated snapshot's date
 * is the day the dataset recorded it, never a publication date.
 */
import type { Offer, PriceDateKind } from './schema';

/** One price of an offer with its date and what the date means. */
export interface PricePoint {
  /** Per instance-hour, in the offer's currency (or as the caller converted it). */
  price: number;
  /** YYYY-MM-DD: published or captured on, or (undated snapshot) recorded on. */
  asOf: string;
  kind: PriceDateKind;
}

type Priced = Pick<Offer, 'onDemand' | 'asOf' | 'asOfKind' | 'priceHistory'>;

/** The offer's on-demand prices, oldest first, the current price last (left out: on request). */
export function priceSeries(offer: Priced): PricePoint[] {
  const points: PricePoint[] = [];
  for (let i = offer.priceHistory.length - 1; i >= 0; i--) {
    const h = offer.priceHistory[i]!;
    points.push({ price: h.onDemand, asOf: h.asOf, kind: h.asOfKind });
  }
  if (offer.onDemand !== null) {
    points.push({ price: offer.onDemand, asOf: offer.asOf, kind: offer.asOfKind });
  }
  return points;
}

/**
 * The price the series held on `date` (YYYY-MM-DD): its newest point dated on or before it;
 * `null` when every point is newer (the dataset kept no price of that day).
 */
export function priceOn(series: readonly PricePoint[], date: string): PricePoint | null {
  for (let i = series.length - 1; i >= 0; i--) {
    if (series[i]!.asOf <= date) return series[i]!;
  }
  return null;
}

/**
 * The offer's on-demand price as history when another figure, `next`, replaces it: none when the
 * price stays or the offer had none (on request).
 */
export const replacedPrice = (
  offer: Pick<Offer, 'onDemand' | 'asOf' | 'asOfKind' | 'source'>,
  next: number | null,
) =>
  offer.onDemand !== null && offer.onDemand !== next
    ? [
        {
          onDemand: offer.onDemand,
          asOf: offer.asOf,
          asOfKind: offer.asOfKind,
          source: offer.source,
        },
      ]
    : [];
