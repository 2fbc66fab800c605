/** How each column is laid out: width, alignment and the first sort direction. */
import type { BrowseColumn } from '../../../state/browse-params';

/** Width in rem (the table uses fixed layout so virtual rows never shift the columns). */
export const COLUMN_REM: Record<BrowseColumn, number> = {
  instance: 15,
  provider: 8,
  region: 11,
  gpu: 10,
  count: 4.5,
  memGpu: 6.5,
  memTotal: 6.5,
  vcpus: 5,
  ram: 6,
  link: 10,
  bill: 7.5,
  onDemand: 8,
  spot: 8,
  gpuh: 8,
  perGib: 7.5,
  speed: 8,
  perfPrice: 7.5,
  asOf: 11,
  source: 6,
};

export const NUMERIC = new Set<BrowseColumn>([
  'count',
  'memGpu',
  'memTotal',
  'vcpus',
  'ram',
  'onDemand',
  'spot',
  'gpuh',
  'perGib',
  'speed',
  'perfPrice',
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
