/** Validates imported rows one by one and gives each valid quote an id unique within the file. */
import { validateQuote, type QuoteContext, type QuoteDraft, type QuoteField } from './fields';
import type { ImportResult, RowProblem } from './import-result';
import type { Quote } from './schema';
import { uniqueId } from './slug';

export interface DraftRow {
  row: number;
  draft: QuoteDraft;
}

/**
 * Checks each row; an id given twice is an error on the second row, ids made up from the
 * provider and instance get `-2`, `-3`, … so that no two quotes of one file share an id.
 */
export function checkRows(
  rows: readonly DraftRow[],
  columnOf: (field: QuoteField) => string,
  ctx: QuoteContext,
): Pick<ImportResult, 'valid' | 'errors' | 'warnings'> {
  const errors: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const checked: { row: number; quote: Quote; explicit: boolean }[] = [];
  const firstRowOfId = new Map<string, number>();
  for (const { row, draft } of rows) {
    const result = validateQuote(draft, ctx);
    if (!result.ok) {
      for (const e of result.errors) errors.push({ row, column: columnOf(e.field), ...e });
      continue;
    }
    for (const w of result.warnings) warnings.push({ row, column: columnOf(w.field), ...w });
    const explicit = typeof draft.id === 'string' && draft.id.trim() !== '';
    if (explicit) {
      const first = firstRowOfId.get(result.quote.id);
      if (first !== undefined) {
        errors.push({
          row,
          column: columnOf('id'),
          key: 'quotes.err.duplicateId',
          values: { row: first },
        });
        continue;
      }
      firstRowOfId.set(result.quote.id, row);
    }
    checked.push({ row, quote: result.quote, explicit });
  }
  const taken = new Set(firstRowOfId.keys());
  const valid = checked.map(({ row, quote, explicit }) => {
    if (explicit) return { row, quote };
    const id = uniqueId(quote.id, taken);
    taken.add(id);
    return { row, quote: { ...quote, id } };
  });
  return { valid, errors, warnings };
}
