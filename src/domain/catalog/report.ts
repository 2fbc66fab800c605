/** The figures `npm run data:check` prints about a catalog, relative to a given date (no clock). */
import { daysBetween, isDatedPrice, PRICE_DATE_KINDS, shownDateKind } from './price-date';
import type { PriceDateKind } from './schema';
import type { Catalog } from './types';

export interface ProviderCounts {
  provider: string;
  offers: number;
  withoutPrice: number;
  withoutSpot: number;
}

/** How fresh one provider's prices are on the day checked. */
export interface ProviderFreshness {
  provider: string;
  dated: number;
  undated: number;
  /** The newest published or captured price date, with its kind; `null` when none is dated. */
  newest: { asOf: string; kind: string; days: number } | null;
  /** Dated prices older than the limit. */
  stale: number;
}

export interface DataReport {
  version: string;
  asOf: string;
  /** The date the ages are measured against, YYYY-MM-DD. */
  checkedOn: string;
  offers: number;
  gpus: number;
  providers: ProviderCounts[];
  /** Ids of offers with no on-demand price ("price on request"). */
  withoutPrice: string[];
  withoutSpot: number;
  oldestAsOf: string | null;
  /** Offers whose as-of date is more than `maxAgeDays` before `checkedOn`, oldest first. */
  stale: { id: string; asOf: string; days: number }[];
  maxAgeDays: number;
  /** Per provider: dated and undated prices, the newest dated price and its age. */
  freshness: ProviderFreshness[];
  aliases: number;
  /** Prices with a published/captured date vs undated snapshots, and rows kept out of ranking. */
  priceDates: {
    dated: number;
    undated: number;
    /** Offers per kind of date, a claimed kind without a dated source counted as undated. */
    byKind: Record<PriceDateKind, number>;
    /** Dated offers (any kind but undated) as a share of all offers, 0 to 1. */
    datedShare: number;
    suspect: number;
    /** Offers whose two dated sources disagree by more than 10 % (the newer price is used). */
    disagree: string[];
    retired: number;
    spotOnly: number;
  };
}

export { daysBetween } from './price-date';

export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Counts per provider, missing prices, the oldest as-of date and offers older than the limit. */
export function dataReport(catalog: Catalog, checkedOn: string, maxAgeDays = 180): DataReport {
  const providers = catalog.providers.map((p) => {
    const own = catalog.offers.filter((o) => o.provider === p.id);
    return {
      provider: p.id,
      offers: own.length,
      withoutPrice: own.filter((o) => o.onDemand === null && o.spot === null).length,
      withoutSpot: own.filter((o) => o.spot === null).length,
    };
  });
  const dates = catalog.offers.map((o) => o.asOf).sort();
  const stale = catalog.offers
    .map((o) => ({ id: o.id, asOf: o.asOf, days: daysBetween(o.asOf, checkedOn) }))
    .filter((o) => o.days > maxAgeDays)
    .sort((a, b) => (a.asOf === b.asOf ? (a.id < b.id ? -1 : 1) : a.asOf < b.asOf ? -1 : 1));
  return {
    version: catalog.version,
    asOf: catalog.asOf,
    checkedOn,
    offers: catalog.offers.length,
    gpus: catalog.gpus.length,
    providers,
    withoutPrice: catalog.offers
      .filter((o) => o.onDemand === null && o.spot === null)
      .map((o) => o.id),
    withoutSpot: catalog.offers.filter((o) => o.spot === null).length,
    oldestAsOf: dates[0] ?? null,
    stale,
    maxAgeDays,
    freshness: catalog.providers.map((p) => {
      const own = catalog.offers.filter((o) => o.provider === p.id);
      const dated = own.filter(isDatedPrice);
      const newest = dated.reduce<(typeof dated)[number] | null>(
        (best, o) => (best === null || o.asOf > best.asOf ? o : best),
        null,
      );
      return {
        provider: p.id,
        dated: dated.length,
        undated: own.length - dated.length,
        newest: newest
          ? {
              asOf: newest.asOf,
              kind: newest.asOfKind,
              days: daysBetween(newest.asOf, checkedOn),
            }
          : null,
        stale: dated.filter((o) => daysBetween(o.asOf, checkedOn) > maxAgeDays).length,
      };
    }),
    aliases: Object.keys(catalog.aliases).length,
    priceDates: {
      dated: catalog.offers.filter(isDatedPrice).length,
      undated: catalog.offers.filter((o) => !isDatedPrice(o)).length,
      byKind: Object.fromEntries(
        PRICE_DATE_KINDS.map((k) => [
          k,
          catalog.offers.filter((o) => shownDateKind(o) === k).length,
        ]),
      ) as Record<PriceDateKind, number>,
      datedShare:
        catalog.offers.length === 0
          ? 0
          : catalog.offers.filter(isDatedPrice).length / catalog.offers.length,
      suspect: catalog.offers.filter((o) => o.flags.includes('price-suspect')).length,
      disagree: catalog.offers.filter((o) => o.flags.includes('sources-disagree')).map((o) => o.id),
      retired: catalog.offers.filter((o) => o.flags.includes('retired')).length,
      spotOnly: catalog.offers.filter((o) => o.flags.includes('spot-only')).length,
    },
  };
}
