/**
 * The catalog versions a share link may name (`cv`), each with the newest price date it held
 * (its `DATASET_AS_OF`). A link made on one of them can then be placed in time: a price dated
 * after that day was not in the catalog the link was ranked on. Versions are `YYYY.MM.N` (the
 * month it was released, then a count) and do not name a day by themselves; a version missing
 * here is not placed (the page then says only that prices may differ).
 */
import { DATASET_AS_OF, DATASET_VERSION } from './data/meta';

/**
 * Each released version and the newest price date in it, oldest first (from the dataset's log);
 * the last row is the current version, so a release that bumps the version adds its own row.
 */
export const CATALOG_VERSIONS: readonly (readonly [version: string, asOf: string])[] = [
  ['2026.11.1', '2026-11-09'],
  ['2026.12.1', '2026-11-09'],
  ['2026.12.2', '2026-12-04'],
  ['2026.12.3', '2026-12-04'],
  ['2026.12.4', '2026-12-04'],
];

const byVersion = new Map<string, string>(CATALOG_VERSIONS);

/**
 * The newest price date of catalog `version`, or `null` when this app does not know the version
 * (a newer one, a mistyped or altered link). The current version is always known.
 */
export function catalogVersionDate(version: string): string | null {
  if (version === DATASET_VERSION) return DATASET_AS_OF;
  return byVersion.get(version) ?? null;
}
