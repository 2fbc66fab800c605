/**
 * Every re-check file `npm run data:check` holds the catalog against: one file per group of
 * providers (add a file's rows here as one more entry).
 */
import type { RecheckFile } from './types';
import { eastRechecks } from './east';
import { westRechecks } from './west';

export const recheckFiles: readonly RecheckFile[] = [
  { file: 'data/rechecks/west.ts', rows: westRechecks },
  { file: 'data/rechecks/east.ts', rows: eastRechecks },
];
