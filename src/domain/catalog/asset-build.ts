/**
 * The catalog file the build ships: the dataset validated (the same checks as `data:check`),
 * built and encoded. Run by the Vite plugin at build time and by the dev server on request, so
 * the browser never parses the data files or validates them.
 */
import { catalogFileText, encodeCatalog } from './asset';
import type { RawCatalog } from './build';
import { rawCatalog } from './raw';
import { formatError, validateCatalog } from './validate';

export interface CatalogFile {
  /** Every failed check as `file: path: message`; the file is not written when any. */
  errors: string[];
  /** The encoded catalog as JSON text (`catalogFileText`). */
  json: string;
}

/** Validates and encodes a raw catalog (the dataset's when none is given). */
export function buildCatalogFile(raw: RawCatalog = rawCatalog): CatalogFile {
  const { errors, built } = validateCatalog(raw);
  return { errors: errors.map(formatError), json: catalogFileText(encodeCatalog(built.catalog)) };
}
