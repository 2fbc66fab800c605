/**
 * What changed since a results link was made on another catalog version: placed in time by the
 * newest price date of the link's catalog (`catalogVersionDate`), the prices of the picks shown
 * are compared with what each offer's price history says it was on that day, and the first pick
 * the link recorded (`top`) is looked for in today's ranking.
 */
import { resolveOfferId } from '../../domain/catalog/merge';
import { priceOn, priceSeries, type PricePoint } from '../../domain/catalog/price-history';
import type { Offer } from '../../domain/catalog/schema';
import type { Catalog } from '../../domain/catalog/types';
import { catalogVersionDate } from '../../domain/catalog/versions';
import type { RankedEntry } from '../../domain/engine';

/** The catalog's offers by id (retired ids followed), decoded on the first look-up. */
export function offerLookup(catalog: Catalog): (id: string) => Offer | undefined {
  let byId: Map<string, Offer> | null = null;
  return (id) => {
    byId ??= new Map(catalog.offers.map((o) => [o.id, o]));
    return byId.get(resolveOfferId(id, catalog.aliases));
  };
}

export interface CatalogChange {
  /** The newest price date of the link's catalog; `null`: its version cannot be placed in time. */
  madeAsOf: string | null;
  /** Catalog offers among the picks shown whose price can be judged (quotes left out). */
  shown: number;
  /**
   * Of those, how many have an on-demand price dated after `madeAsOf` that differs from the one
   * their history gives for that day: surely new since the link (a lower bound, since a price
   * dated earlier may have entered the dataset later).
   */
  changed: number;
  /** The first pick's price on `madeAsOf` and now, when it changed. */
  top: { entry: RankedEntry; before: PricePoint; after: PricePoint } | null;
  /**
   * The first pick the link recorded: its rank now, or `null` when it is not ranked, with
   * whether the catalog still lists it; `null` when the link recorded none or the ranking of
   * everything is not there yet to tell.
   */
  pick: { offerId: string; rank: number | null; listed: boolean } | null;
}

interface Input {
  /** The link's catalog version (`cv`), as given: any text. */
  made: string;
  /** The link's recorded first pick (`top`). */
  pick: string | null;
  /** The picks shown first (the list's first page). */
  shown: readonly RankedEntry[];
  /** Every ranked pick, once known. */
  ranked: readonly RankedEntry[] | null;
  offerOf: (id: string) => Offer | undefined;
}

/** What can be said about a link made on another catalog; never throws on any `made`. */
export function catalogChange({ made, pick, shown, ranked, offerOf }: Input): CatalogChange {
  const madeAsOf = catalogVersionDate(made);
  let judged = 0;
  let changed = 0;
  let top: CatalogChange['top'] = null;
  if (madeAsOf !== null) {
    shown.forEach((entry, i) => {
      const offer = offerOf(entry.offerId);
      if (!offer || offer.onDemand === null) return;
      const series = priceSeries(offer);
      const after = series[series.length - 1]!;
      const before = priceOn(series, madeAsOf);
      judged += 1;
      if (before === null || before.price === after.price) return;
      changed += 1;
      if (i === 0) top = { entry, before, after };
    });
  }
  return { madeAsOf, shown: judged, changed, top, pick: pickNow(pick, shown, ranked, offerOf) };
}

function pickNow(
  pick: string | null,
  shown: readonly RankedEntry[],
  ranked: readonly RankedEntry[] | null,
  offerOf: (id: string) => Offer | undefined,
): CatalogChange['pick'] {
  if (pick === null) return null;
  const holds = (e: RankedEntry) => e.offerId === pick || e.otherRegions.includes(pick);
  const found = shown.find(holds) ?? ranked?.find(holds);
  if (found) return { offerId: pick, rank: found.rank, listed: true };
  if (ranked === null) return null;
  return { offerId: pick, rank: null, listed: offerOf(pick) !== undefined };
}
