/**
 * The dataset's records: one zod schema per record, the TypeScript types inferred from them.
 * Data files are written as the schemas' input; the validated catalog holds their output, whose
 * money, memory and TFLOPS fields are branded (see `domain/units`).
 * Unknown facts are `null`, never guessed.
 */
import '../../lib/zod-config';
import { z } from 'zod';
import type { CnyPerHour, UsdPerHour } from '../units/money';
import type { Gibibytes, Tflops } from '../units/memory';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');
const positive = z.number().positive('expected a positive number');
const gibibytes = positive.transform((v) => v as Gibibytes);
const teraflops = positive.transform((v) => v as Tflops);
const cnyPerHour = positive.transform((v) => v as CnyPerHour);
const usdPerHour = positive.transform((v) => v as UsdPerHour);

/** Where a fact comes from: a public URL or repository path at a commit, and the source's date. */
export const SourceSchema = z.object({
  ref: z.string().min(1, 'every row needs a source'),
  /** The date the source states for itself (or `null` when it states none). */
  date: z.string().nullable(),
  note: z.string().optional(),
});
export type Source = z.infer<typeof SourceSchema>;

export const ProviderIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a provider id');
export const GpuIdSchema = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'expected a GPU id');

export const GpuSchema = z.object({
  /** Stable slug, e.g. `a100-80gb-sxm`. */
  id: GpuIdSchema,
  name: z.string().min(1),
  vendor: z.enum(['NVIDIA', 'AMD', 'other']),
  architecture: z.string().nullable(),
  memoryGiB: gibibytes.nullable(),
  bandwidthTBps: positive.nullable(),
  fp32Tflops: teraflops.nullable(),
  tf32Tflops: teraflops.nullable(),
  /** Dense BF16 tensor TFLOPS; FP16 where the card has no BF16 (then `bf16IsFp16`). */
  bf16Tflops: teraflops.nullable(),
  bf16IsFp16: z.boolean().default(false),
  fp8Tflops: teraflops.nullable(),
  /** FP64 on the vector units (what most HPC codes reach), kept apart from tensor FP64. */
  fp64VectorTflops: teraflops.nullable(),
  fp64TensorTflops: teraflops.nullable(),
  tdpW: positive.nullable(),
  interconnect: z.string().nullable(),
  computeCapability: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  source: SourceSchema,
  notes: z.string().nullable().default(null),
  /**
   * Only the memory is known (a provider's own label for a GPU it does not name): its offers are
   * ranked on memory fit at the slowest speed the ranking knows, and their speed is shown as
   * unknown (`docs/engine.md` §2).
   */
  memoryOnly: z.boolean().optional(),
});
export type Gpu = z.output<typeof GpuSchema>;
export type GpuInput = z.input<typeof GpuSchema>;

export const GranularitySchema = z.enum(['second', 'minute', 'hour']);
export type Granularity = z.infer<typeof GranularitySchema>;

/** A fact about a provider with its source; `value: null` means unknown. */
const fact = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    text: z.string().nullable(),
    source: SourceSchema.nullable(),
  });

export const ProviderSchema = z.object({
  id: ProviderIdSchema,
  name: z.object({ zh: z.string().min(1), en: z.string().min(1) }),
  billingGranularity: fact(GranularitySchema),
  /** Minimum charge per start, in minutes. */
  minimumChargeMinutes: fact(z.number().nonnegative()),
  spotNoticeMinutes: fact(z.number().positive()),
  /** How the interruption notice reaches the instance (metadata path, event, …). */
  spotNoticeDelivery: fact(z.string()),
  /** Spot interruptions per 24 h when a source gives one; otherwise the engine's assumption. */
  spotInterruptionsPerDay: fact(z.number().nonnegative()),
  /** Early exit from a subscription. */
  refundRule: fact(z.enum(['paid-minus-used', 'repriced-at-payg', 'paid-minus-used-minus-fee'])),
  freeTrial: fact(z.boolean()),
  website: z.string().nullable(),
});
export type Provider = z.output<typeof ProviderSchema>;
export type ProviderInput = z.input<typeof ProviderSchema>;

export const RegionGroupSchema = z.enum(['cn', 'global']);
export type RegionGroup = z.infer<typeof RegionGroupSchema>;
/** How GPUs inside one instance talk: NVLink/NVSwitch or PCIe only. */
export const GpuLinkSchema = z.enum(['nvlink', 'pcie']);
/** How instances talk to each other for multi-node jobs. */
export const FabricSchema = z.enum(['infiniband', 'efa', 'rdma', 'ethernet']);

/**
 * Oddities an offer keeps but shows: `catalog-anomaly` when the source row contradicts the
 * provider's own documentation; `gpu-model-unconfirmed` when the GPU mapping is plausible but no
 * source confirms it; `retired` when the provider has retired the size (listed, never ranked);
 * `spot-only` when the shape is sold as spot (or flex-start) only, so it has no on-demand price;
 * `price-suspect` when an undated row lists spot above on-demand and no dated source corrects it
 * (set when the catalog is built: listed, not ranked).
 */
export const OfferFlagSchema = z.enum([
  'spot-above-on-demand',
  'price-suspect',
  'speed-unknown',
  'vgpu-share',
  'catalog-anomaly',
  'gpu-model-unconfirmed',
  'retired',
  'spot-only',
  'arm-host',
  /** Two dated sources disagree by more than 10 % on the on-demand price; the newer is used. */
  'sources-disagree',
]);
export type OfferFlag = z.infer<typeof OfferFlagSchema>;

/**
 * What an offer's `asOf` means. `published`: the provider published the price on (or as of) that
 * date. `captured`: a dated capture of the provider's live price (a price-list API read or a
 * pricing page transcribed, logged with its date). `undated-snapshot`: the source states no
 * date, so `asOf` is only the day the dataset recorded the figure; such a price is never shown
 * as current. `listed-by`: the price was in a file whose commit (or, when the commit's date is
 * not known, the day the file was read) is dated: the source listed it on or before that date,
 * no later. Unknown is the default: a row claims a date only when its source gives one.
 */
export const PriceDateKindSchema = z.enum([
  'published',
  'captured',
  'listed-by',
  'undated-snapshot',
]);
export type PriceDateKind = z.infer<typeof PriceDateKindSchema>;

export const OFFER_ID_PATTERN = /^[a-z][a-z0-9-]*:[^@\s]+@[^@\s]+$/;
/** A user's own quote ranked like an offer: `quote:<slug>` (no catalog region; see domain/quotes). */
export const QUOTE_OFFER_ID_PATTERN = /^quote:[a-z0-9][a-z0-9-]*$/;

const offerBase = z.object({
  /** `<provider>:<instance-type>@<region>` as docs/product.md defines it. */
  id: z
    .string()
    .refine(
      (id) => OFFER_ID_PATTERN.test(id) || QUOTE_OFFER_ID_PATTERN.test(id),
      'expected <provider>:<instance-type>@<region>',
    ),
  provider: ProviderIdSchema,
  instanceType: z.string().min(1),
  /** Region code verbatim, or `any` when the source gives no region. */
  region: z.string().min(1),
  /** Why a descriptive region text became this code, when it did. */
  regionNote: z.string().nullable().default(null),
  regionGroup: RegionGroupSchema,
  /** Zones the catalog listed for this region (cheapest zone's price kept). */
  zoneCount: z.number().int().positive().nullable().default(null),
  gpu: GpuIdSchema,
  /** Whole GPUs per instance; for a vGPU slice, 1 with `gpuShare` < 1. */
  gpuCount: z.number().int().positive(),
  /** 1 for whole GPUs (passthrough); 1/n for a vGPU slice of one card. */
  gpuShare: z.number().positive().max(1).default(1),
  /** GPU memory per instance in GiB (count × per-GPU memory unless `memoryNote` says why not). */
  gpuMemoryGiB: gibibytes.nullable(),
  memoryNote: z.string().nullable().default(null),
  vcpus: positive.nullable(),
  ramGiB: gibibytes.nullable(),
  gpuLink: GpuLinkSchema.nullable(),
  fabric: FabricSchema.nullable(),
  /** Overrides the provider's billing granularity for this offer when the source says so. */
  billingGranularity: GranularitySchema.nullable().default(null),
  /** Spot price above on-demand and other oddities kept but flagged. */
  flags: z.array(OfferFlagSchema).default([]),
  asOf: isoDate,
  asOfKind: PriceDateKindSchema.default('undated-snapshot'),
  source: SourceSchema,
  notes: z.string().nullable().default(null),
});

/** How a commitment is sold: a prepaid subscription (包年包月), a reservation, a savings plan. */
export const CommitmentKindSchema = z.enum([
  'subscription',
  'reserved',
  'savings-plan',
  'committed-use',
]);

/** How much of a commitment is paid at its start. */
export const UpfrontSchema = z.enum(['none', 'partial', 'all']);

/**
 * One way to buy an instance for a fixed term instead of by the hour, per instance, in the
 * offer's currency. Its cost over the term is `upfrontPrice + hourly × 730 × termMonths` (the
 * dataset's 730 hours a month): a monthly subscription is `termMonths: 1, upfront: 'all'` with
 * the month's price as `upfrontPrice`; a no-upfront reservation is `upfrontPrice: 0` with its
 * hourly rate.
 */
export const CommitmentSchema = z.object({
  kind: CommitmentKindSchema,
  /** Length of the commitment in months (1, 12, 36 …). */
  termMonths: z.number().int().positive(),
  upfront: UpfrontSchema,
  /** Paid at the start, per instance (0 for no upfront). */
  upfrontPrice: z.number().nonnegative(),
  /** Charged per instance-hour for every hour of the term, used or not (0 when all upfront). */
  hourly: z.number().nonnegative(),
  asOf: isoDate,
  asOfKind: PriceDateKindSchema,
  source: SourceSchema,
  note: z.string().nullable().default(null),
});
export type Commitment = z.output<typeof CommitmentSchema>;
export type CommitmentInput = z.input<typeof CommitmentSchema>;

/**
 * What a price kept apart from the offers names to be matched to them: provider, instance type,
 * currency and region (`null`: every region of the instance type).
 */
const pricedInstance = {
  provider: ProviderIdSchema,
  instanceType: z.string().min(1),
  region: z.string().min(1).nullable(),
  currency: z.enum(['CNY', 'USD']),
};

/**
 * A commitment price in the dataset, matched to offers by provider, instance type, currency and
 * region (`null`: every region of the instance type), like a dated price.
 */
export const CommitmentPriceSchema = CommitmentSchema.extend(pricedInstance).refine(
  (c) => c.upfrontPrice > 0 || c.hourly > 0,
  'a commitment must cost something',
);
export type CommitmentPrice = z.input<typeof CommitmentPriceSchema>;

const priced = <C extends 'CNY' | 'USD', P extends z.ZodType>(currency: C, price: P) =>
  offerBase.extend({
    currency: z.literal(currency),
    /** Per instance per hour, pay-as-you-go, in the currency the provider published. */
    onDemand: price.nullable(),
    spot: price.nullable(),
    /** Per instance per month on a subscription, where known. */
    monthly: positive.nullable().default(null),
    /** Subscriptions, reservations and savings plans for this offer (`CommitmentSchema`). */
    commitments: z.array(CommitmentSchema).default([]),
    /** Earlier prices of this offer, newest first, each with what its date means. */
    priceHistory: z
      .array(
        z.object({
          onDemand: price,
          asOf: isoDate,
          asOfKind: PriceDateKindSchema,
          source: SourceSchema,
        }),
      )
      .default([]),
  });

export const OfferSchema = z.discriminatedUnion('currency', [
  priced('CNY', cnyPerHour),
  priced('USD', usdPerHour),
]);
export type Offer = z.output<typeof OfferSchema>;
export type OfferInput = z.input<typeof OfferSchema>;

/**
 * A dated price for one instance type, kept apart from the imported catalog files so that a
 * re-import never undoes it: it replaces the offer's price in `region` (every region of the
 * instance type when `null`) when it is newer (see `price-date.ts`), the old price moving to
 * `priceHistory`. `spot: null` when the dated source gives no spot price.
 */
export const DatedPriceSchema = z.object({
  ...pricedInstance,
  onDemand: positive.nullable(),
  spot: positive.nullable(),
  asOf: isoDate,
  asOfKind: z.enum(['published', 'captured']),
  source: SourceSchema.refine((s) => s.date !== null, 'a dated price needs a source with a date'),
  note: z.string().nullable(),
  /** Earlier prices the refresh saw for this row, newest first (kept as the offer's history). */
  history: z
    .array(
      z.object({
        onDemand: positive,
        asOf: isoDate,
        asOfKind: PriceDateKindSchema,
        source: SourceSchema,
      }),
    )
    .optional(),
});
export type DatedPrice = z.infer<typeof DatedPriceSchema>;

export const WorkloadKindSchema = z.enum(['train', 'finetune', 'infer', 'hpc']);
export type WorkloadKind = z.infer<typeof WorkloadKindSchema>;

/** A GPU's speed relative to an A100 80GB SXM for one workload, with how it was obtained. */
export const RelativeSpeedSchema = z.object({
  gpu: GpuIdSchema,
  workload: WorkloadKindSchema,
  /** 1.0 = one A100 80GB SXM. */
  relative: positive,
  basis: z.enum(['measured', 'specs']),
  method: z.string().min(1),
  source: SourceSchema,
});
export type RelativeSpeed = z.infer<typeof RelativeSpeedSchema>;

/** One of the buying guide's claims held against the sources. */
export const ClaimSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The guide's words, quoted short, in Chinese. */
  quoteZh: z.string().min(1),
  glossEn: z.string().min(1),
  verdict: z.enum(['confirmed', 'contradicted', 'unverified']),
  evidence: z.object({ zh: z.string().min(1), en: z.string().min(1) }),
  sources: z.array(SourceSchema).min(1),
});
export type Claim = z.infer<typeof ClaimSchema>;

/**
 * One measured result (benchmarks.csv, llm-throughput.csv), as the source published it.
 * `gpu` is `null` when the source does not say which variant of a card it measured.
 */
export const BenchmarkSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'expected a benchmark id'),
  gpu: GpuIdSchema.nullable(),
  /** The GPU as the source names it. */
  gpuLabel: z.string().min(1),
  system: z.string().nullable(),
  /** Results are comparable only within one suite, benchmark and precision. */
  suite: z.string().min(1),
  benchmark: z.string().min(1),
  metric: z.string().min(1),
  value: positive,
  /** Upper end when the source gives a range (e.g. 94.4–100 % of bare metal). */
  valueMax: positive.nullable().default(null),
  unit: z.string().min(1),
  higherIsBetter: z.boolean(),
  gpuCount: z.number().int().positive(),
  /** `true` when `value` is already per GPU; otherwise it is the whole system's. */
  perGpu: z.boolean(),
  precision: z.string().nullable(),
  source: SourceSchema,
  notes: z.string().nullable().default(null),
});
export type Benchmark = z.output<typeof BenchmarkSchema>;
export type BenchmarkInput = z.input<typeof BenchmarkSchema>;
