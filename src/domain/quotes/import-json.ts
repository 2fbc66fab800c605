/** Reads quotes from JSON: this app's export (`{ format, version, quotes }`) or a bare array. */
import type { QuoteContext, QuoteDraft, QuoteField } from './fields';
import { fieldForHeader } from './columns';
import { failedFile, fileProblem, type ImportResult, type RowProblem } from './import-result';
import { checkRows, type DraftRow } from './import-rows';
import { QUOTE_LIMITS } from './schema';
import { isRecord } from '../../lib/is-record';

/** The format name and version this app writes; a newer version is refused, not guessed at. */
export const QUOTES_FILE_FORMAT = 'gpu-cloud-guide/quotes';
export const QUOTES_FILE_VERSION = 1;

function itemsOf(data: unknown): unknown[] | ImportResult {
  if (Array.isArray(data)) return data;
  if (!isRecord(data) || !Array.isArray(data.quotes)) return failedFile('json', 'jsonShape');
  const version = data.version ?? QUOTES_FILE_VERSION;
  if (version !== QUOTES_FILE_VERSION) {
    return failedFile('json', 'jsonVersion', { version: String(version) });
  }
  return data.quotes;
}

/** Parses and checks every item; never throws. */
export function importJson(text: string, ctx: QuoteContext): ImportResult {
  if (text.trim() === '') return failedFile('json', 'empty');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return failedFile('json', 'json', { detail: e instanceof Error ? e.message : String(e) });
  }
  const items = itemsOf(data);
  if (!Array.isArray(items)) return items;
  if (items.length === 0) return failedFile('json', 'noRows');
  if (items.length > QUOTE_LIMITS.maxQuotes) {
    return failedFile('json', 'tooManyRows', { max: QUOTE_LIMITS.maxQuotes, count: items.length });
  }
  const rows: DraftRow[] = [];
  const errors: RowProblem[] = [];
  const unknown = new Set<string>();
  const keyOf = new Map<QuoteField, string>();
  for (const [index, item] of items.entries()) {
    const row = index + 1;
    if (!isRecord(item)) {
      errors.push({ row, column: '', key: 'quotes.err.notObject', values: {} });
      continue;
    }
    const draft: QuoteDraft = {};
    for (const [key, value] of Object.entries(item)) {
      const field = fieldForHeader(key);
      if (!field) unknown.add(key);
      else {
        draft[field] = value;
        if (!keyOf.has(field)) keyOf.set(field, key);
      }
    }
    rows.push({ row, draft });
  }
  const checked = checkRows(rows, (f) => keyOf.get(f) ?? f, ctx);
  return {
    format: 'json',
    fileErrors: [],
    fileWarnings:
      unknown.size > 0 ? [fileProblem('unknownColumns', { columns: [...unknown].join(', ') })] : [],
    rowCount: items.length,
    valid: checked.valid,
    errors: [...errors, ...checked.errors].sort((a, b) => a.row - b.row),
    warnings: checked.warnings,
  };
}
