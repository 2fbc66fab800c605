/** How each column is laid out: width, alignment and the first sort direction. */
import type { BrowseColumn } from '../../../domain/share/browse-params';

/** Width in rem (the table uses fixed layout so virtual rows never shift the columns). */
export const COLUMN_REM: Record<BrowseColumn, number> = {
  instance: 13,
  provider: 8.5,
  region: 10,
  gpu: 9,
  onDemand: 8.5,
  spot: 8.5,
  gpuh: 8.5,
  perGib: 8.5,
  count: 4,
  memGpu: 6,
  memTotal: 6.5,
  speed: 8,
  perfPrice: 7.5,
  vcpus: 5,
  ram: 6,
  link: 10,
  bill: 7,
  asOf: 10.5,
  source: 5.5,
};

/** The instance's size, in table order. */
export const SIZE_COLUMNS = ['count', 'memGpu', 'memTotal', 'vcpus', 'ram'] as const;
/** Prices and what they buy, in table order. */
export const PRICE_COLUMNS = ['onDemand', 'spot', 'gpuh', 'perGib', 'speed', 'perfPrice'] as const;

export const NUMERIC = new Set<BrowseColumn>([...SIZE_COLUMNS, ...PRICE_COLUMNS]);

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
