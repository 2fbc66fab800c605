/**
 * One re-checked price: an independent, dated copy of a price the catalog shows, kept so that
 * `npm run data:check` can measure how far the catalog stands from it. A copy is independent when
 * it was not the source the catalog's price was read from (another transcription of the page, an
 * API read by someone else, a dated feed).
 */
export interface RecheckRow {
  /** The catalog offer the copy prices: `<provider>:<instance-type>@<region>`. */
  offerId: string;
  /** Which of the offer's prices the copy gives. */
  price: 'onDemand' | 'spot';
  /** The copy's price for the whole instance per hour, in `currency`. */
  value: number;
  currency: 'USD' | 'CNY';
  /** The date the copy states for the price (YYYY-MM-DD): read on, observed at, published. */
  asOf: string;
  /** Where the copy is: a URL, or `github:owner/repo path @commit`. */
  source: string;
  /** How the copy's figure becomes `value` (per-GPU price × GPUs, ...) when it is not read as is. */
  note?: string;
}

/** The re-checks of one file, named in what `data:check` reports. */
export interface RecheckFile {
  file: string;
  rows: readonly RecheckRow[];
}

/** Instance price from a per-GPU price: GPUs × price, rounded to a ten-thousandth. */
export const perGpu = (gpus: number, price: number): number => Math.round(gpus * price * 1e4) / 1e4;
