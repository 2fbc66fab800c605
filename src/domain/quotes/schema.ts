/**
 * A quote: a price the user got for GPUs (a negotiated discount, a provider the catalog lacks, a
 * box they own), ranked like any catalog offer under the id `quote:<id>`.
 * Prices are per instance, in the quote's currency; `spot` is always per hour.
 */
import '../../lib/zod-config';
import { z } from 'zod';
import {
  FabricSchema,
  GpuIdSchema,
  GpuLinkSchema,
  GranularitySchema,
  OFFER_ID_PATTERN,
  ProviderIdSchema,
  RegionGroupSchema,
} from '../catalog/schema';

/** Limits shared by the form, the importers and the stored data. */
export const QUOTE_LIMITS = {
  idLength: 60,
  providerLength: 60,
  providerIdLength: 40,
  instanceLength: 80,
  regionLength: 40,
  noteLength: 500,
  /** GPUs per instance (the largest catalog instances have 8 or 16). */
  maxGpuCount: 64,
  /** Per instance per hour or month, in either currency. */
  maxPrice: 10_000_000,
  /** Quotes one file may hold and the store keeps. */
  maxQuotes: 10_000,
} as const;

/** Lower-case letters, digits and dashes: the part after `quote:` in the offer id. */
export const QUOTE_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
/** Free text without control characters (tabs and line breaks included). */
const PLAIN_TEXT = /^[^\p{Cc}]*$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const PRICE_PERIODS = ['hour', 'month'] as const;

const text = (max: number) =>
  z.string().trim().min(1).max(max).regex(PLAIN_TEXT, 'expected text on one line');
const price = z.number().positive().max(QUOTE_LIMITS.maxPrice);

export const QuoteSchema = z.object({
  /** Slug; the offer id is `quote:<id>`. */
  id: z.string().max(QUOTE_LIMITS.idLength).regex(QUOTE_ID_PATTERN),
  /** The provider as the user names it (free text, any script). */
  provider: text(QUOTE_LIMITS.providerLength),
  /** A catalog provider id when the name is one, else a slug of the name. */
  providerId: ProviderIdSchema.max(QUOTE_LIMITS.providerIdLength),
  instanceType: text(QUOTE_LIMITS.instanceLength),
  /** A catalog GPU id, so the engine knows its speed and memory. */
  gpu: GpuIdSchema,
  gpuCount: z.number().int().min(1).max(QUOTE_LIMITS.maxGpuCount),
  /** On-demand price per instance per `per`, in `currency`. */
  price,
  per: z.enum(PRICE_PERIODS),
  currency: z.enum(['CNY', 'USD']),
  /** Spot price per instance per hour, in `currency`. */
  spot: price.nullable(),
  gpuLink: GpuLinkSchema.nullable(),
  fabric: FabricSchema.nullable(),
  regionGroup: RegionGroupSchema,
  /** Region code or place, free text on one line ("cn-beijing", "Beijing office"); `any` when not given. */
  region: text(QUOTE_LIMITS.regionLength),
  /** `null`: the provider's own granularity (hourly when unknown). */
  billing: GranularitySchema.nullable(),
  /** The catalog offer this quote re-prices ("my price for this instance"), or `null`. */
  overrides: z.string().regex(OFFER_ID_PATTERN).nullable(),
  /** The day the price was quoted, YYYY-MM-DD. */
  asOf: z.string().regex(ISO_DATE),
  note: z.string().max(QUOTE_LIMITS.noteLength),
});
export type Quote = z.infer<typeof QuoteSchema>;

export { isQuoteOfferId, quoteOfferId } from './id';
