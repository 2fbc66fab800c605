/** Writes quotes as CSV (UTF-8 with a byte-order mark, so spreadsheets read Chinese) or JSON. */
import Papa from 'papaparse';
import { CSV_COLUMNS } from './columns';
import { QUOTE_FIELDS } from './fields';
import { QUOTES_FILE_FORMAT, QUOTES_FILE_VERSION } from './import-json';
import type { Quote } from './schema';

/** Text a spreadsheet would run as a formula (after any `'` already there). */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One row per quote, every column, empty cells for `null`; text that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` first) is written with a leading `'`, which the importer removes.
 */
export function exportCsv(quotes: readonly Quote[]): string {
  const rows = quotes.map((q) => QUOTE_FIELDS.map((f) => q[f] ?? ''));
  const body = Papa.unparse(
    { fields: QUOTE_FIELDS.map((f) => CSV_COLUMNS[f]), data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `\uFEFF${body}\r\n`;
}

/** `{ format, version, quotes }`, indented, for another machine or a colleague. */
export function exportJson(quotes: readonly Quote[]): string {
  const file = { format: QUOTES_FILE_FORMAT, version: QUOTES_FILE_VERSION, quotes };
  return `${JSON.stringify(file, null, 2)}\n`;
}
