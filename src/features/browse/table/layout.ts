/** How each column is laid out: width, alignment and the first sort direction. */
import type { BrowseColumn } from '../../../domain/share/browse-params';

/**
 * Width in rem (the table uses fixed layout so virtual rows never shift the columns). The
 * default columns add up to 76.75 rem: the whole table fits a 1280 px screen without scrolling
 * sideways; long names wrap to a second line instead of being cut.
 */
export const COLUMN_REM: Record<BrowseColumn, number> = {
  instance: 10,
  provider: 7,
  region: 6,
  gpu: 7.5,
  onDemand: 5.5,
  spot: 5.25,
  gpuh: 5.5,
  perGib: 5.25,
  count: 2.75,
  memGpu: 4,
  memTotal: 4.5,
  speed: 5.5,
  perfPrice: 5,
  monthly: 5.5,
  year1: 5.5,
  year3: 5.5,
  vcpus: 3.5,
  ram: 4.5,
  link: 7,
  bill: 5.5,
  asOf: 6,
  source: 7,
};

/**
 * The order columns are drawn in: what a buyer compares first (who, which GPU, the price, how
 * fast, how much work per price) on the left, where and how current on the right.
 */
export const DISPLAY_ORDER: readonly BrowseColumn[] = [
  'instance',
  'provider',
  'gpu',
  'count',
  'onDemand',
  'spot',
  'gpuh',
  'speed',
  'perfPrice',
  'monthly',
  'year1',
  'year3',
  'perGib',
  'memGpu',
  'memTotal',
  'vcpus',
  'ram',
  'link',
  'bill',
  'region',
  'asOf',
  'source',
];

/** The instance's size, in table order. */
export const SIZE_COLUMNS = ['count', 'memGpu', 'memTotal', 'vcpus', 'ram'] as const;
/** Prices and what they buy, in table order. */
export const PRICE_COLUMNS = ['onDemand', 'spot', 'gpuh', 'perGib', 'speed', 'perfPrice'] as const;
/** Commitment prices per GPU-hour, in table order. */
export const COMMIT_COLUMNS = ['monthly', 'year1', 'year3'] as const;

export const NUMERIC = new Set<BrowseColumn>([
  ...SIZE_COLUMNS,
  ...PRICE_COLUMNS,
  ...COMMIT_COLUMNS,
]);

/** Columns where more is better: their first click sorts from the top down. */
export const DESC_FIRST = new Set<BrowseColumn>([
  'memGpu',
  'memTotal',
  'vcpus',
  'ram',
  'speed',
  'perfPrice',
  'asOf',
]);

/** Row height in px: fixed, so the virtualiser needs no measuring. */
export const ROW_PX = 40;
/** A phone's card (one offer) height in px: fixed as well. */
export const CARD_PX = 76;
