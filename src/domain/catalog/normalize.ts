/**
 * Fills the schemas' defaults without parsing, so the app can load the dataset cheaply; tests and
 * `data:check` prove the result equals what the zod schemas produce for every row.
 */
import type {
  Benchmark,
  BenchmarkInput,
  Gpu,
  GpuInput,
  Offer,
  OfferInput,
  Provider,
  ProviderInput,
} from './schema';

/** An offer row with every defaulted field filled in (brands are types only). */
export function normalizeOffer(input: OfferInput): Offer {
  return {
    regionNote: null,
    zoneCount: null,
    gpuShare: 1,
    memoryNote: null,
    billingGranularity: null,
    flags: [],
    notes: null,
    monthly: null,
    commitments: [],
    priceHistory: [],
    asOfKind: 'undated-snapshot',
    ...input,
  } as Offer;
}

/** A GPU row with its defaults (`bf16IsFp16: false`, `notes: null`). */
export function normalizeGpu(input: GpuInput): Gpu {
  return { bf16IsFp16: false, notes: null, ...input } as Gpu;
}

/** Provider rows have no defaults. */
export const normalizeProvider = (input: ProviderInput): Provider => input as Provider;

/** A benchmark row with its defaults (`valueMax`, `notes`). */
export function normalizeBenchmark(input: BenchmarkInput): Benchmark {
  return { valueMax: null, notes: null, ...input } as Benchmark;
}
