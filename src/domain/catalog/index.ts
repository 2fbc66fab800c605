/**
 * The dataset the app reads: curated rows merged with imported catalog rows, defaults filled,
 * relative speeds computed. Validated by the tests and `npm run data:check`, not at runtime.
 */
import { buildCatalog } from './build';
import { resolveOfferId } from './merge';
import { rawCatalog } from './raw';
import type { Benchmark, Claim, Gpu, Offer, Provider, RelativeSpeed, WorkloadKind } from './schema';
import type { Catalog } from './types';

const built = buildCatalog(rawCatalog);

/** The validated dataset. */
export const catalog: Catalog = built.catalog;

/** Measured results (benchmarks.csv, llm-throughput.csv) for the charts and explanations. */
export const benchmarks: readonly Benchmark[] = built.benchmarks;

export { DATASET_AS_OF, DATASET_VERSION } from './data/meta';
export { resolveOfferId } from './merge';

const index = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
const gpus = index(catalog.gpus);
const providers = index(catalog.providers);
const offers = index(catalog.offers);
const claims = index(catalog.claims);

/** The GPU with this id, or `undefined`. */
export const gpuById = (id: string): Gpu | undefined => gpus.get(id);

/** The provider with this id, or `undefined`. */
export const providerById = (id: string): Provider | undefined => providers.get(id);

/** The offer with this id, following aliases of retired ids; `undefined` = no longer listed. */
export const offerById = (id: string): Offer | undefined =>
  offers.get(resolveOfferId(id, catalog.aliases));

/** The claim record with this id, or `undefined`. */
export const claimById = (id: string): Claim | undefined => claims.get(id);

/** Offers of one provider, in catalog order. */
export const offersOf = (providerId: string): Offer[] =>
  catalog.offers.filter((o) => o.provider === providerId);

/** A GPU's speed relative to one A100 80GB SXM for a workload, or `undefined` when unknown. */
export const speedOf = (gpuId: string, workload: WorkloadKind): RelativeSpeed | undefined =>
  catalog.speeds.find((s) => s.gpu === gpuId && s.workload === workload);
