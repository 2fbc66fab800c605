/** Reads an imported file's bytes as CSV or JSON quotes; never throws. */
import { decodeText } from './decode-text';
import type { QuoteContext } from './fields';
import { importCsv } from './import-csv';
import { importJson } from './import-json';
import { failedFile, fileProblem, type ImportResult } from './import-result';

/** Larger files are refused before reading (10,000 quotes take about 2 MB as CSV). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** CSV or JSON: by the file name's extension, else by the first character of the text. */
export function detectFormat(fileName: string, text: string): 'csv' | 'json' {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'json') return 'json';
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

export function importQuotesFile(
  bytes: Uint8Array,
  fileName: string,
  ctx: QuoteContext,
): ImportResult {
  const guess = /\.json$/i.test(fileName) ? 'json' : 'csv';
  if (bytes.length === 0) return failedFile(guess, 'empty');
  if (bytes.length > MAX_IMPORT_BYTES) {
    return failedFile(guess, 'tooBig', { max: MAX_IMPORT_BYTES / 1024 / 1024 });
  }
  const reading = decodeText(bytes);
  if (!reading.ok) return failedFile(guess, reading.reason);
  const format = detectFormat(fileName, reading.text);
  const result = format === 'json' ? importJson(reading.text, ctx) : importCsv(reading.text, ctx);
  if (reading.encoding !== 'gb18030') return result;
  return { ...result, fileWarnings: [fileProblem('gb18030'), ...result.fileWarnings] };
}
