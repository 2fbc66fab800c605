import type { Benchmark, Claim, Gpu, Offer, Provider, RelativeSpeed } from './schema';
import type { FxRate } from '../units/money';

/** The guide's own comparison table, as published (data for the guide view, not offers). */
export interface GuideTableRow {
  provider: string;
  instanceName: string;
  gpuCount: number;
  memoryText: string;
  priceCnyPerHour: number;
  score: number;
  /** Offer ids of the real family this row names (docs/data.md, "Mislabelled instances"). */
  realOfferIds: readonly string[];
  claimId: string;
}

/** The validated dataset: what the engine, the table and the charts read. */
export interface Catalog {
  version: string;
  /** The newest as-of date of the data, YYYY-MM-DD. */
  asOf: string;
  fx: FxRate;
  gpus: readonly Gpu[];
  providers: readonly Provider[];
  offers: readonly Offer[];
  speeds: readonly RelativeSpeed[];
  /**
   * The measurements the engine calibrates with (achieved matmul TFLOPS; inference results that
   * compare FP8 with FP16 on one GPU); the full benchmark list stays out of the app's catalog.
   */
  calibration: readonly Benchmark[];
  claims: readonly Claim[];
  guideTable: readonly GuideTableRow[];
  /** Retired offer ids → the id that replaced them, so old links keep resolving. */
  aliases: Readonly<Record<string, string>>;
}
