/**
 * The dataset's identity: a version for share links and the UI, and the as-of date of its newest
 * row. Bump the version whenever a row changes; the canary test pins both.
 */
export const DATASET_VERSION = '2026.12.4';

/** The newest as-of date among the dataset's rows, YYYY-MM-DD. */
export const DATASET_AS_OF = '2026-12-04';

/**
 * The as-of date given to rows whose source states no date (catalog commits, flavor docs): the
 * latest retrieval date the reference notes state (prices-extra.md, 2026-11-09). It says when the
 * dataset last saw the figure, not when the provider published it; `source.date` stays `null`.
 */
export const RECORDED_ON = '2026-11-09';
