/** Reads quotes from CSV text (comma, semicolon or tab separated, a header row first). */
import Papa from 'papaparse';
import { QUOTE_FIELDS, type QuoteContext, type QuoteDraft, type QuoteField } from './fields';
import { ALWAYS_REQUIRED, CSV_COLUMNS, FACT_COLUMNS, fieldForHeader } from './columns';
import { failedFile, fileProblem, type ImportResult, type RowProblem } from './import-result';
import { checkRows, type DraftRow } from './import-rows';
import { QUOTE_LIMITS } from './schema';

/** A cell the exporter protected against spreadsheet formulas (`'=…`) gets its text back. */
const unprotect = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Parses and checks every row; never throws. */
export function importCsv(text: string, ctx: QuoteContext): ImportResult {
  if (text.trim() === '') return failedFile('csv', 'empty');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const [header, ...body] = parsed.data;
  if (!header) return failedFile('csv', 'empty');

  const fields: (QuoteField | undefined)[] = header.map(fieldForHeader);
  const seen = new Map<QuoteField, string>();
  const unknown: string[] = [];
  for (const [i, field] of fields.entries()) {
    const name = (header[i] ?? '').trim();
    if (!field) {
      if (name !== '') unknown.push(name);
      continue;
    }
    if (seen.has(field)) return failedFile('csv', 'duplicateColumn', { column: name });
    seen.set(field, name);
  }
  const required = seen.has('overrides') ? ALWAYS_REQUIRED : [...FACT_COLUMNS, ...ALWAYS_REQUIRED];
  const missing = QUOTE_FIELDS.filter((f) => required.includes(f) && !seen.has(f)).map(
    (f) => CSV_COLUMNS[f],
  );
  if (missing.length > 0) {
    return failedFile('csv', 'missingColumns', { columns: missing.join(', ') });
  }

  const broken = new Map<number, RowProblem>();
  for (const e of parsed.errors) {
    if (e.type !== 'Quotes' || e.row === undefined) continue;
    broken.set(e.row, { row: e.row + 1, column: '', key: 'quotes.err.csvQuotes', values: {} });
  }
  const rows: DraftRow[] = [];
  const errors: RowProblem[] = [];
  for (const [index, cells] of body.entries()) {
    const row = index + 2;
    if (cells.every((c) => c.trim() === '')) continue;
    const quoteProblem = broken.get(index + 1);
    if (quoteProblem) {
      errors.push(quoteProblem);
      continue;
    }
    if (cells.slice(header.length).some((c) => c.trim() !== '')) {
      errors.push({
        row,
        column: '',
        key: 'quotes.err.fieldCount',
        values: { expected: header.length, found: cells.length },
      });
      continue;
    }
    const draft: QuoteDraft = {};
    for (const [i, field] of fields.entries()) {
      if (field) draft[field] = unprotect(cells[i] ?? '');
    }
    rows.push({ row, draft });
  }
  const rowCount = rows.length + errors.length;
  if (rowCount === 0) return failedFile('csv', 'noRows');
  if (rowCount > QUOTE_LIMITS.maxQuotes) {
    return failedFile('csv', 'tooManyRows', { max: QUOTE_LIMITS.maxQuotes, count: rowCount });
  }
  const checked = checkRows(rows, (f) => seen.get(f) ?? CSV_COLUMNS[f], ctx);
  return {
    format: 'csv',
    fileErrors: [],
    fileWarnings:
      unknown.length > 0 ? [fileProblem('unknownColumns', { columns: unknown.join(', ') })] : [],
    rowCount,
    valid: checked.valid,
    errors: [...errors, ...checked.errors].sort((a, b) => a.row - b.row),
    warnings: checked.warnings,
  };
}
