/**
 * The dated price pass, applied after curated and imported offers are merged: a dated price
 * replaces an older or undated one (the old price kept as history), then every undated row that
 * still lists spot above on-demand is marked `price-suspect` (shown, not ranked). Pure.
 */
import { isDatedPrice, isNewerPrice } from './price-date';
import { replacedPrice } from './price-history';
import type { DatedPrice, Offer, OfferFlag } from './schema';

export interface DatedPass {
  offers: Offer[];
  /** Dated prices that matched no offer of their provider, instance type and region. */
  unmatched: DatedPrice[];
}

/**
 * Whether a price row (a dated price, a commitment) is for this offer: its provider, instance
 * type and currency, and its region or every region (`null`).
 */
export const priceRowMatches = (
  row: Pick<DatedPrice, 'provider' | 'instanceType' | 'region' | 'currency'>,
  o: Offer,
): boolean =>
  o.provider === row.provider &&
  o.instanceType === row.instanceType &&
  (row.region === null || o.region === row.region) &&
  o.currency === row.currency;

const spotAbove = (onDemand: number | null, spot: number | null): boolean =>
  onDemand !== null && spot !== null && spot > onDemand;

function withFlag(flags: readonly OfferFlag[], flag: OfferFlag, on: boolean): OfferFlag[] {
  const rest = flags.filter((f) => f !== flag);
  return on ? [...rest, flag] : rest;
}

const joinNotes = (...parts: (string | null)[]): string | null =>
  parts.filter((p): p is string => p !== null && p !== '').join(' ') || null;

/** Two dated sources further apart than this (as a share of the newer price) are flagged. */
export const DISAGREE_SHARE = 0.1;

/**
 * How far apart two dated on-demand prices are, as a share of the newer one, when both are dated
 * and further apart than `DISAGREE_SHARE`; else `null`.
 */
export function disagreement(offer: Offer, d: DatedPrice): number | null {
  if (!isDatedPrice(offer) || offer.onDemand === null || d.onDemand === null) return null;
  if (d.onDemand <= 0) return null;
  const gap = Math.abs(offer.onDemand - d.onDemand) / d.onDemand;
  return gap > DISAGREE_SHARE ? gap : null;
}

const kindWords = (kind: Offer['asOfKind']) =>
  kind === 'listed-by' ? 'listed on or before' : kind;

/**
 * The earlier dated copies a dated price keeps in its history (another source read before it)
 * whose on-demand price is more than `DISAGREE_SHARE` away from it, with the gap.
 */
export function historyDisagreements(
  d: DatedPrice,
): { entry: NonNullable<DatedPrice['history']>[number]; gap: number }[] {
  if (d.onDemand === null || d.onDemand <= 0) return [];
  const newer = d.onDemand;
  return (d.history ?? [])
    .filter((h) => isDatedPrice(h))
    .map((entry) => ({ entry, gap: Math.abs(entry.onDemand - newer) / newer }))
    .filter((x) => x.gap > DISAGREE_SHARE);
}

/** The offer with the dated price in place of its own; the old on-demand price becomes history. */
export function repriced(offer: Offer, d: DatedPrice): Offer {
  const gap = disagreement(offer, d);
  const earlier = historyDisagreements(d);
  const disagree = [
    gap === null
      ? null
      : `Two dated sources disagree by ${Math.round(gap * 100)} %: ${offer.onDemand} (${kindWords(offer.asOfKind)} ${offer.asOf}, ${offer.source.ref}) against ${d.onDemand} (${kindWords(d.asOfKind)} ${d.asOf}); the newer is used.`,
    ...earlier.map(
      ({ entry, gap: g }) =>
        `An earlier dated copy differs by ${Math.round(g * 100)} %: ${entry.onDemand} (${kindWords(entry.asOfKind)} ${entry.asOf}, ${entry.source.ref}) against ${d.onDemand} (${kindWords(d.asOfKind)} ${d.asOf}); the newer is used.`,
    ),
  ]
    .filter((x): x is string => x !== null)
    .join(' ');
  const droppedSpot =
    offer.spot !== null && d.spot === null
      ? `The earlier spot price ${offer.spot} (${offer.asOfKind}, ${offer.asOf}) is not carried over: the dated source gives none.`
      : null;
  // Same currency (matched above), so the prices carry the same brand.
  return {
    ...offer,
    onDemand: d.onDemand,
    spot: d.spot,
    asOf: d.asOf,
    asOfKind: d.asOfKind,
    source: d.source,
    flags: withFlag(
      withFlag(offer.flags, 'spot-above-on-demand', spotAbove(d.onDemand, d.spot)),
      'sources-disagree',
      gap !== null || earlier.length > 0,
    ),
    notes: joinNotes(offer.notes, d.note, droppedSpot, disagree || null),
    priceHistory: [
      ...(d.history ?? []),
      // The replaced price's source without its per-row note (which rows, which zone): its file
      // and commit find it again, and the note repeated on every repriced row would double the
      // catalog file's size.
      ...replacedPrice(offer, d.onDemand).map((h) => ({
        ...h,
        source: { ref: h.source.ref, date: h.source.date },
      })),
      ...offer.priceHistory,
    ],
  } as Offer;
}

/**
 * `price-suspect` on a row whose spot price is above its on-demand price and whose date does not
 * pin the two to one moment: undated, or only "listed on or before" a file's date.
 */
export function withSuspectFlag(offer: Offer): Offer {
  const suspect =
    spotAbove(offer.onDemand, offer.spot) &&
    (!isDatedPrice(offer) || offer.asOfKind === 'listed-by');
  if (suspect === offer.flags.includes('price-suspect')) return offer;
  return { ...offer, flags: withFlag(offer.flags, 'price-suspect', suspect) };
}

/** Applies the dated prices (first match per offer wins) and marks suspect rows. */
export function applyDatedPrices(
  offers: readonly Offer[],
  dated: readonly DatedPrice[],
): DatedPass {
  const used = new Set<DatedPrice>();
  const out = offers.map((offer) => {
    // The newest dated price of those that match (a daily refresh beats an older dated pass).
    let d: DatedPrice | undefined;
    for (const x of dated) {
      if (!priceRowMatches(x, offer)) continue;
      used.add(x);
      if (!d || x.asOf > d.asOf) d = x;
    }
    const priced = d && isNewerPrice(offer, d) ? repriced(offer, d) : offer;
    return withSuspectFlag(priced);
  });
  return { offers: out, unmatched: dated.filter((d) => !used.has(d)) };
}
