/** What an import found: the valid quotes and, for every other row, where and why it failed. */
import type { QuoteProblem } from './fields';
import type { Quote } from './schema';

/** One problem in one row: `row` is the spreadsheet row (header = 1) or the JSON item (first = 1). */
export interface RowProblem extends QuoteProblem {
  row: number;
  /** The column (CSV header as written, or JSON key); `''` for the whole row. */
  column: string;
}

export interface ImportResult {
  format: 'csv' | 'json';
  /** Problems that stop the whole file (nothing can be imported). */
  fileErrors: QuoteProblem[];
  /** Things the reader did but the user should know (ignored columns, a guessed encoding). */
  fileWarnings: QuoteProblem[];
  /** Data rows (or items) read. */
  rowCount: number;
  valid: { row: number; quote: Quote }[];
  errors: RowProblem[];
  warnings: RowProblem[];
}

export const fileProblem = (key: string, values: Record<string, string | number> = {}) => ({
  key: `quotes.err.file.${key}` as const,
  values,
});

export const failedFile = (
  format: ImportResult['format'],
  key: string,
  values: Record<string, string | number> = {},
): ImportResult => ({
  format,
  fileErrors: [fileProblem(key, values)],
  fileWarnings: [],
  rowCount: 0,
  valid: [],
  errors: [],
  warnings: [],
});
