/**
 * Quotes as offers: what the engine ranks and browse lists, with ids `quote:<id>`.
 * A quote that re-prices a catalog offer replaces that offer and keeps its facts.
 */
import { OfferSchema, type Gpu, type Offer, type OfferInput } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import { convert, HOURS_PER_MONTH } from '../units/money';
import { quoteOfferId, type Quote } from './schema';

/** What a quote's offer copies from the catalog. */
export interface OfferContext {
  gpus: readonly Gpu[];
  offers: readonly Offer[];
  /** CNY per USD, to carry a catalog spot price into the quote's currency. */
  cnyPerUsd: number;
}

/** The quote's on-demand price per instance per hour (a monthly price over 730 h). */
export const hourlyPrice = (q: Quote): number =>
  q.per === 'hour' ? q.price : q.price / HOURS_PER_MONTH;

/** The offer a quote ranks as; throws only if the quote itself is invalid. */
export function quoteToOffer(quote: Quote, ctx: OfferContext): Offer {
  const base = quote.overrides ? ctx.offers.find((o) => o.id === quote.overrides) : undefined;
  const gpu = ctx.gpus.find((g) => g.id === quote.gpu);
  const onDemand = hourlyPrice(quote);
  const baseSpot =
    base && base.spot !== null
      ? convert(base.spot, base.currency, quote.currency, ctx.cnyPerUsd)
      : null;
  const spot = quote.spot ?? baseSpot;
  // A quote carries its own date: the catalog row's price marks do not apply to it.
  const flags: Offer['flags'][number][] = (base?.flags ?? []).filter(
    (f) => f !== 'spot-above-on-demand' && f !== 'price-suspect',
  );
  if (spot !== null && spot > onDemand) flags.push('spot-above-on-demand');
  const input: OfferInput = {
    id: quoteOfferId(quote.id),
    provider: quote.providerId,
    instanceType: quote.instanceType,
    region: quote.region,
    regionNote: base?.regionNote ?? null,
    regionGroup: quote.regionGroup,
    zoneCount: base?.zoneCount ?? null,
    gpu: quote.gpu,
    gpuCount: quote.gpuCount,
    gpuShare: base?.gpuShare ?? 1,
    gpuMemoryGiB:
      base?.gpuMemoryGiB ?? (gpu?.memoryGiB != null ? gpu.memoryGiB * quote.gpuCount : null),
    memoryNote: base?.memoryNote ?? null,
    vcpus: base?.vcpus ?? null,
    ramGiB: base?.ramGiB ?? null,
    gpuLink: quote.gpuLink,
    fabric: quote.fabric,
    billingGranularity: quote.billing ?? base?.billingGranularity ?? null,
    flags,
    asOf: quote.asOf,
    asOfKind: 'published',
    source: {
      ref: base ? `quote (re-prices ${base.id})` : 'quote',
      date: quote.asOf,
      note: quote.provider,
    },
    notes: quote.note || null,
    currency: quote.currency,
    onDemand,
    spot,
    monthly: quote.per === 'month' ? quote.price : null,
    priceHistory: [],
  };
  return OfferSchema.parse(input);
}

/**
 * The catalog and extra offers to rank with these quotes: each quote becomes an offer, and the
 * catalog offers that quotes re-price leave the catalog (the quote takes their place).
 */
export function applyQuotes(
  catalog: Catalog,
  quotes: readonly Quote[],
): { catalog: Catalog; extraOffers: Offer[] } {
  if (quotes.length === 0) return { catalog, extraOffers: [] };
  const ctx = { gpus: catalog.gpus, offers: catalog.offers, cnyPerUsd: catalog.fx.cnyPerUsd };
  const extraOffers = quotes.map((q) => quoteToOffer(q, ctx));
  const replaced = new Set(quotes.flatMap((q) => (q.overrides ? [q.overrides] : [])));
  const offers = catalog.offers.filter((o) => !replaced.has(o.id));
  return {
    catalog: offers.length === catalog.offers.length ? catalog : { ...catalog, offers },
    extraOffers,
  };
}

/**
 * The quotes to rank: the user's own, then the link's shared ones whose id the user does not
 * already use (an own quote wins: it is the one the user can see and edit).
 */
export function combineQuotes(own: readonly Quote[], shared: readonly Quote[]): readonly Quote[] {
  if (shared.length === 0) return own;
  const ids = new Set(own.map((q) => q.id));
  return [...own, ...shared.filter((q) => !ids.has(q.id))];
}
