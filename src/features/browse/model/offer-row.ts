/**
 * One table row per offer, with every computed value for the current currency, unit and
 * workload: computed once per change of those, never per render or per filter keystroke.
 */
import type { Catalog } from '../../../domain/catalog/types';
import type { Granularity, Offer, WorkloadKind } from '../../../domain/catalog/schema';
import type { Currency } from '../../../domain/units/money';
import { relativeSpeed } from '../../../domain/engine/speed';
import { isQuoteOfferId } from '../../../domain/quotes/id';
import {
  priceStanding,
  shownDateKind,
  type PriceStanding,
} from '../../../domain/catalog/price-date';
import type { PriceDateKind } from '../../../domain/catalog/schema';
import { priceSeries, type PricePoint } from '../../../domain/catalog/price-history';
import type { PriceUnit } from '../../../domain/share/browse-params';
import { countrySearchNames, offerCountry, regionNameZh } from '../../../lib/country';
import { regionCity } from '../../../lib/region';
import { sliceClock, yieldToPage } from '../../../lib/yield-to-page';
import { commitmentCells, type CommitmentTerms } from './commitment-prices';
import { gpuFamilyId } from './gpu-family';
import { gpuEquivalents, inCurrency, inUnit, perfPerPrice, perGibHour, perGpuHour } from './prices';

export interface OfferRow {
  id: string;
  /** `provider:instanceType`: the rows of one instance type in several regions. */
  family: string;
  providerId: string;
  providerName: string;
  region: string;
  regionGroup: 'cn' | 'global';
  /** ISO 3166 country or territory of the region; `null` when its name does not say. */
  country: string | null;
  instanceType: string;
  gpuId: string;
  gpuFamily: string;
  gpuName: string;
  gpuCount: number;
  /** Whole GPUs: count × share. */
  gpus: number;
  memGpu: number | undefined;
  memTotal: number | undefined;
  vcpus: number | undefined;
  ram: number | undefined;
  gpuLink: Offer['gpuLink'];
  fabric: Offer['fabric'];
  bill: Granularity | undefined;
  /** In the chosen unit and currency; `undefined`: price on request. */
  onDemand: number | undefined;
  spot: number | undefined;
  /** On-demand per GPU-hour, in the currency shown. */
  gpuh: number | undefined;
  /** On-demand per GiB of GPU memory per hour. */
  perGib: number | undefined;
  /** One GPU's speed relative to an A100 80GB SXM (a slice: its share). */
  speed: number | undefined;
  speedBasis: 'measured' | 'specs' | 'unknown' | undefined;
  /** A100-hours per 100 units of currency, on demand. */
  perfPrice: number | undefined;
  /** A month's subscription per GPU-hour (÷ 730 h ÷ GPUs), in the currency shown. */
  monthly: number | undefined;
  /** The cheapest one-year commitment per GPU-hour, every hour of the term used. */
  year1: number | undefined;
  /** The cheapest three-year commitment per GPU-hour, every hour of the term used. */
  year3: number | undefined;
  /** What each commitment price is (kind, upfront, source, date). */
  commitTerms: Partial<Record<'monthly' | 'year1' | 'year3', CommitmentTerms>>;
  /** A monthly price or a commitment is in the dataset. */
  hasCommitment: boolean;
  asOf: string;
  /**
   * On-demand prices over time in the chosen unit and currency, oldest first, the current one
   * last, each with what its date means (one point: no earlier price recorded).
   */
  prices: readonly PricePoint[];
  /** `undated`: the source states no date (shown as such, never as current). */
  priceDate: PriceStanding;
  /** What `asOf` means: stated by the source, captured, listed on or before, or undated. */
  dateKind: PriceDateKind;
  source: string;
  flags: Offer['flags'];
  /** The user's own quote, or a quote the link shared; `null` for a catalog offer. */
  quote: 'own' | 'shared' | null;
  /** Lower-case text the search box matches. */
  haystack: string;
}

export interface RowOptions {
  cur: Currency;
  /** CNY per USD. */
  fx: number;
  unit: PriceUnit;
  workload: WorkloadKind;
  lang: 'zh' | 'en';
  /** YYYY-MM-DD. */
  today: string;
  staleAfterDays: number;
  /** Offer ids of the user's own quotes (other `quote:` offers came with the link). */
  ownQuotes?: ReadonlySet<string>;
}

export function buildOfferRows(catalog: Catalog, o: RowOptions): OfferRow[] {
  return catalog.offers.map(offerRowBuilder(catalog, o));
}

/**
 * The rows built a slice at a time, yielding to the page whenever a slice has run a few
 * milliseconds (the first build of a large catalog, which would otherwise hold the page in one
 * long task).
 */
export async function buildOfferRowsInSteps(
  catalog: Catalog,
  o: RowOptions,
  pause: () => Promise<void> = yieldToPage,
  clock: { due: () => boolean; restart: () => void } = sliceClock(),
): Promise<OfferRow[]> {
  await pause();
  clock.restart();
  const build = offerRowBuilder(catalog, o);
  const rows: OfferRow[] = [];
  for (const offer of catalog.offers) {
    if (clock.due()) {
      await pause();
      clock.restart();
    }
    rows.push(build(offer));
  }
  return rows;
}

/** The offer's on-demand prices over time, in the unit and currency the table shows. */
function shownPrices(offer: Offer, o: RowOptions, gpus: number): PricePoint[] {
  const shown: PricePoint[] = [];
  for (const p of priceSeries(offer)) {
    const price = inUnit(inCurrency(p.price, offer.currency, o.cur, o.fx), o.unit, gpus);
    if (price !== undefined) shown.push({ ...p, price });
  }
  return shown;
}

/** Builds one offer's row (the lookups shared by every row made once). */
function offerRowBuilder(catalog: Catalog, o: RowOptions): (offer: Offer) => OfferRow {
  const gpus = new Map(catalog.gpus.map((g) => [g.id, g]));
  const providers = new Map(catalog.providers.map((p) => [p.id, p]));
  const speeds = new Map<string, ReturnType<typeof relativeSpeed>>();
  const speedOf = (gpuId: string) => {
    if (!speeds.has(gpuId)) speeds.set(gpuId, relativeSpeed(gpuId, o.workload, catalog));
    return speeds.get(gpuId) ?? null;
  };
  return (offer): OfferRow => {
    const gpu = gpus.get(offer.gpu);
    const provider = providers.get(offer.provider);
    const whole = gpuEquivalents(offer.gpuCount, offer.gpuShare);
    const hourly = inCurrency(offer.onDemand, offer.currency, o.cur, o.fx);
    const spotHourly = inCurrency(offer.spot, offer.currency, o.cur, o.fx);
    const speed = speedOf(offer.gpu);
    const perGpu = speed ? speed.relative * offer.gpuShare : undefined;
    const quote = isQuoteOfferId(offer.id);
    const providerName = provider
      ? provider.name[o.lang]
      : (quote && offer.source.note) || offer.provider;
    const gpuName = gpu?.name ?? offer.gpu;
    const commit = commitmentCells(offer, whole, o.cur, o.fx);
    const country = offerCountry(offer.provider, offer.region, offer.regionGroup);
    return {
      id: offer.id,
      family: `${offer.provider}:${offer.instanceType}`,
      providerId: offer.provider,
      providerName,
      region: offer.region,
      regionGroup: offer.regionGroup,
      country,
      instanceType: offer.instanceType,
      gpuId: offer.gpu,
      gpuFamily: gpuFamilyId(offer.gpu),
      gpuName,
      gpuCount: offer.gpuCount,
      gpus: whole,
      memGpu: offer.gpuMemoryGiB === null ? undefined : offer.gpuMemoryGiB / offer.gpuCount,
      memTotal: offer.gpuMemoryGiB ?? undefined,
      vcpus: offer.vcpus ?? undefined,
      ram: offer.ramGiB ?? undefined,
      gpuLink: offer.gpuLink,
      fabric: offer.fabric,
      bill: offer.billingGranularity ?? provider?.billingGranularity.value ?? undefined,
      onDemand: inUnit(hourly, o.unit, whole),
      spot: inUnit(spotHourly, o.unit, whole),
      gpuh: perGpuHour(hourly, whole),
      perGib: perGibHour(hourly, offer.gpuMemoryGiB),
      speed: perGpu,
      speedBasis: speed?.basis,
      perfPrice: perfPerPrice(speed?.relative, whole, hourly),
      ...commit.prices,
      commitTerms: commit.terms,
      hasCommitment: commit.any,
      asOf: offer.asOf,
      prices: shownPrices(offer, o, whole),
      priceDate: priceStanding(offer, o.today, o.staleAfterDays),
      dateKind: shownDateKind(offer),
      source: offer.source.ref,
      flags: offer.flags,
      quote: quote ? (o.ownQuotes?.has(offer.id) ? 'own' : 'shared') : null,
      haystack: [
        offer.provider,
        provider?.name.en,
        provider?.name.zh,
        offer.instanceType,
        offer.gpu,
        gpuName,
        offer.region,
        // the city in either language: 北京 and beijing find the same offers
        regionCity(offer.region, 'zh'),
        regionCity(offer.region, 'en'),
        // the provider's Chinese region name (华北2（北京）) and the country in both languages
        regionNameZh(offer.provider, offer.region),
        ...(country === null ? [] : countrySearchNames(country)),
        quote ? offer.source.note : undefined,
      ]
        .join(' ')
        .toLowerCase(),
    };
  };
}
