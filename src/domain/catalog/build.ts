/**
 * Assembles the catalog from its source files without validating (validation lives in
 * `validate.ts` and runs in tests and `data:check`). Pure and cheap: defaults, merge, speeds.
 */
import { applyCommitments } from './commitments';
import { applyDatedPrices } from './dated-prices';
import { mergeGpus, mergeOffers, type MergeNote } from './merge';
import { normalizeBenchmark, normalizeGpu, normalizeOffer, normalizeProvider } from './normalize';
import { calibrationRows, computeRelativeSpeeds, type SpeedBasis } from './relative-speed';
import type {
  Benchmark,
  BenchmarkInput,
  Claim,
  CommitmentPrice,
  DatedPrice,
  GpuInput,
  OfferInput,
  ProviderInput,
} from './schema';
import type { Catalog, GuideTableRow } from './types';
import type { FxRate } from '../units/money';

/** Records of one data file; the file name is reported with each error. */
export interface RawFile<T> {
  readonly file: string;
  readonly records: readonly T[];
}

/** The dataset as written: schema inputs grouped by file, before defaults and merge. */
export interface RawCatalog {
  readonly version: string;
  readonly asOf: string;
  readonly fx: FxRate;
  readonly gpus: readonly RawFile<GpuInput>[];
  readonly importedGpus: readonly RawFile<GpuInput>[];
  readonly providers: RawFile<ProviderInput>;
  readonly offers: readonly RawFile<OfferInput>[];
  readonly importedOffers: readonly RawFile<OfferInput>[];
  /** Dated prices applied over the merged offers (`data/curated/dated-prices.ts`). */
  readonly datedPrices?: RawFile<DatedPrice>;
  /** Dated prices written by the refresh from the providers' own lists (`data/prices/*.json`). */
  readonly refreshedPrices?: readonly RawFile<DatedPrice>[];
  /** Subscription, reservation and savings-plan prices (`data/commitments/*`). */
  readonly commitments?: readonly RawFile<CommitmentPrice>[];
  readonly benchmarks: readonly RawFile<BenchmarkInput>[];
  readonly speedBasis: readonly SpeedBasis[];
  readonly claims: RawFile<Claim>;
  readonly guideTable: RawFile<GuideTableRow>;
  /** Aliases kept by hand (retired ids); the merge adds its own. */
  readonly aliases: Readonly<Record<string, string>>;
}

export interface BuiltCatalog {
  catalog: Catalog;
  benchmarks: Benchmark[];
  mergeNotes: MergeNote[];
  /** Dated prices that matched no offer (a failing check: see `validate-refs.ts`). */
  unmatchedDatedPrices: DatedPrice[];
  /** Commitment prices that matched no offer (a failing check, like dated prices). */
  unmatchedCommitments: CommitmentPrice[];
}

const all = <T>(files: readonly RawFile<T>[]): T[] => files.flatMap((f) => [...f.records]);

/** Builds the catalog the app reads from already-checked raw data. */
export function buildCatalog(raw: RawCatalog): BuiltCatalog {
  const gpus = mergeGpus(all(raw.gpus).map(normalizeGpu), all(raw.importedGpus).map(normalizeGpu));
  const merged = mergeOffers(
    all(raw.offers).map(normalizeOffer),
    all(raw.importedOffers).map(normalizeOffer),
  );
  const dated = applyDatedPrices(merged.offers, [
    ...(raw.datedPrices?.records ?? []),
    ...all(raw.refreshedPrices ?? []),
  ]);
  const committed = applyCommitments(dated.offers, all(raw.commitments ?? []));
  const benchmarks = all(raw.benchmarks).map(normalizeBenchmark);
  const catalog: Catalog = {
    version: raw.version,
    asOf: raw.asOf,
    fx: raw.fx,
    gpus,
    providers: raw.providers.records.map(normalizeProvider),
    offers: committed.offers,
    speeds: computeRelativeSpeeds({ gpus, benchmarks, basis: raw.speedBasis }),
    calibration: calibrationRows(benchmarks),
    claims: raw.claims.records,
    guideTable: raw.guideTable.records,
    aliases: { ...raw.aliases, ...merged.aliases },
  };
  return {
    catalog,
    benchmarks,
    mergeNotes: merged.notes,
    unmatchedDatedPrices: dated.unmatched,
    unmatchedCommitments: committed.unmatched,
  };
}
