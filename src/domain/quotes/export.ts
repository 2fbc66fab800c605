/** Writes quotes as CSV (the one CSV writer: BOM, CRLF, formulas escaped) or JSON. */
import { toCsv } from '../../lib/csv';
import { CSV_COLUMNS } from './columns';
import { QUOTE_FIELDS } from './fields';
import { QUOTES_FILE_FORMAT, QUOTES_FILE_VERSION } from './import-json';
import type { Quote } from './schema';

/**
 * One row per quote, every column, empty cells for `null`; text that a spreadsheet would run as a
 * formula is written with a leading `'`, which the importer removes.
 */
export function exportCsv(quotes: readonly Quote[]): string {
  return toCsv(
    QUOTE_FIELDS.map((f) => CSV_COLUMNS[f]),
    quotes.map((q) => QUOTE_FIELDS.map((f) => q[f])),
  );
}

/** `{ format, version, quotes }`, indented, for another machine or a colleague. */
export function exportJson(quotes: readonly Quote[]): string {
  const file = { format: QUOTES_FILE_FORMAT, version: QUOTES_FILE_VERSION, quotes };
  return `${JSON.stringify(file, null, 2)}\n`;
}
