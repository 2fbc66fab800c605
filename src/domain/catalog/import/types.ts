import type { GpuInput, OfferInput } from '../schema';
import type { GuardFailure } from './guards';

/** Providers whose public catalog files the importer reads (ids as in the dataset). */
export const IMPORT_PROVIDERS = [
  'lambda',
  'runpod',
  'aliyun',
  'tencent',
  'nebius',
  'oci',
  'verda',
  'hyperbolic',
] as const;
export type ImportProvider = (typeof IMPORT_PROVIDERS)[number];

export const isImportProvider = (value: string): value is ImportProvider =>
  (IMPORT_PROVIDERS as readonly string[]).includes(value);

/** Where a catalog file comes from: a public repository, a path in it and a commit. */
export interface CatalogSource {
  repo: string;
  path: string;
  commit: string;
  /**
   * The date of the commit the file was read at (YYYY-MM-DD), when known: its prices were listed
   * on or before that day.
   */
  committed?: string;
  /**
   * The day the file was read from a stored copy, when its commit's date is not known: still an
   * upper bound for when its prices were listed.
   */
  readOn?: string;
  /** SHA-256 of the file's bytes, so a re-import of the same file keeps its as-of date. */
  sha256: string;
}

/** One row (or zone rows of one offer) left out because its price cannot be right. */
export interface QuarantinedRow {
  instanceType: string;
  region: string;
  zone: string | null;
  /** Row numbers in the file, the header being row 1. */
  rows: number[];
  reason: string;
}

/** Counts per rule for one import, stored with the offers so the numbers stay reviewable. */
export interface RuleCounts {
  rows: number;
  acceleratorRows: number;
  cpuOnlyRows: number;
  notGpuRows: number;
  duplicateRows: number;
  quarantinedRows: number;
  /** Rows that became offers, before zones were collapsed. */
  offerRows: number;
  offers: number;
  vgpuShareOffers: number;
  unknownGpuOffers: number;
  spotAboveOnDemandOffers: number;
  /** Rows whose GPU memory the file gave in MiB (converted to GiB). */
  mibRows: number;
  /** Prices converted back from the fork's USD to the CNY the provider published. */
  cnyConvertedPrices: number;
}

/** The committed offers file of one provider (`data/offers/<provider>.json`). */
export interface OffersFile {
  provider: ImportProvider;
  source: CatalogSource;
  asOf: string;
  /** How prices were turned into the dataset's currency. */
  currencyNote: string;
  /** Why a change the checks would refuse (offers vanishing, prices moving by half) is real. */
  reason?: string;
  counts: RuleCounts;
  gpus: GpuInput[];
  quarantined: QuarantinedRow[];
  offers: OfferInput[];
}

/** A file-level problem that stops the import; nothing is written. */
export interface FatalError {
  /** Row numbers (header = 1); empty for problems with the header itself. */
  rows: number[];
  reason: string;
}

export interface PriceChange {
  id: string;
  from: { onDemand: number | null; spot: number | null };
  to: { onDemand: number | null; spot: number | null };
}

/** What changed against the offers file that was there before. */
export interface ImportDiff {
  added: string[];
  removed: string[];
  repriced: PriceChange[];
  /** Same prices, other fields changed (mapping, flags, notes, as-of date). */
  changed: string[];
  unchanged: number;
}

/** Row-level mess handled by rule, with counts and reasons, for the summary. */
export interface ImportReport {
  counts: RuleCounts;
  skipped: { reason: string; rows: number }[];
  quarantined: QuarantinedRow[];
  /** Accelerators no mapping rule covered: kept as GPUs with unknown specs. */
  unmapped: string[];
  warnings: string[];
}

export type ImportResult =
  | { ok: true; file: OffersFile; diff: ImportDiff; report: ImportReport }
  | {
      ok: false;
      errors: FatalError[];
      /** The guard rules that refused the file (provider, file, row, rule), when those stopped it. */
      failures?: GuardFailure[];
    };
