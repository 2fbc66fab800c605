/**
 * The CSV export: the offer id, then the visible columns, one line per offer in table order.
 * Numbers are written plain (no grouping, symbol or unit: the unit is in the header).
 */
import { toCsv, type CsvCell } from '../../../lib/csv';
import type { BrowseColumn } from '../../../domain/share/browse-params';
import type { OfferRow } from './offer-row';

const plain = (v: number | undefined) => (v === undefined ? null : Number(v.toPrecision(6)));

/** Columns shown as the row's own text, the same on screen and in the CSV. */
export const TEXT_COLUMNS = {
  instance: (r: OfferRow) => r.instanceType,
  provider: (r: OfferRow) => r.providerName,
  region: (r: OfferRow) => r.region,
  asOf: (r: OfferRow) => r.asOf,
  source: (r: OfferRow) => r.source,
} as const satisfies Partial<Record<BrowseColumn, (r: OfferRow) => string>>;

export const isTextColumn = (c: BrowseColumn): c is keyof typeof TEXT_COLUMNS => c in TEXT_COLUMNS;

/** Columns the CSV writes as the row holds them, where the screen formats them. */
const RAW_COLUMNS = {
  gpu: (r: OfferRow) => r.gpuName,
  count: (r: OfferRow) => r.gpus,
  link: (r: OfferRow) => [r.gpuLink, r.fabric].filter(Boolean).join('+') || null,
  bill: (r: OfferRow) => r.bill ?? null,
} as const satisfies Partial<Record<BrowseColumn, (r: OfferRow) => string | number | null>>;

const isRawColumn = (c: BrowseColumn): c is keyof typeof RAW_COLUMNS => c in RAW_COLUMNS;

/**
 * The raw value of a column for the CSV (`null`: empty cell). A price whose source states no date
 * is written as undated (with the day it was recorded), never as a bare date.
 */
function csvValue(
  column: BrowseColumn,
  r: OfferRow,
  undated: (recorded: string) => string,
): string | number | null {
  if (column === 'asOf' && r.priceDate === 'undated') return undated(r.asOf);
  if (isTextColumn(column)) return TEXT_COLUMNS[column](r);
  if (isRawColumn(column)) return RAW_COLUMNS[column](r);
  return plain(r[column]);
}

export interface CsvColumn {
  column: BrowseColumn;
  header: string;
}

const isCommitment = (c: BrowseColumn): c is 'monthly' | 'year1' | 'year3' =>
  c === 'monthly' || c === 'year1' || c === 'year3';

/**
 * The CSV file (the one writer: BOM, RFC 4180 quoting, formulas escaped); `speed` is followed by
 * its basis, and each commitment price by its terms (kind, term, upfront, source, date).
 */
export function offersCsv(
  rows: readonly OfferRow[],
  columns: readonly CsvColumn[],
  labels: {
    id: string;
    basis: string;
    undated: (recorded: string) => string;
    /** The heading of the column after the price date, and what a row's date means. */
    dateKindHeader?: string;
    dateKind?: (row: OfferRow) => string;
    /** The heading of a commitment column's terms, and the terms of one row (`null`: none). */
    termsHeader?: (column: CsvColumn) => string;
    terms?: (column: 'monthly' | 'year1' | 'year3', row: OfferRow) => string | null;
    /** A last column (for a mainland view: each GPU's dated supply verdict). */
    extra?: { header: string; cell: (row: OfferRow) => string | null };
  },
): string {
  const fields = [labels.id];
  const withTerms = (c: CsvColumn) => isCommitment(c.column) && labels.terms !== undefined;
  for (const c of columns) {
    fields.push(c.header);
    if (c.column === 'speed') fields.push(labels.basis);
    if (c.column === 'asOf' && labels.dateKind) fields.push(labels.dateKindHeader ?? '');
    if (withTerms(c)) fields.push(labels.termsHeader?.(c) ?? '');
  }
  if (labels.extra) fields.push(labels.extra.header);
  const data = rows.map((r) => {
    const line: CsvCell[] = [r.id];
    for (const c of columns) {
      line.push(csvValue(c.column, r, labels.undated));
      if (c.column === 'speed') line.push(r.speedBasis ?? null);
      if (c.column === 'asOf' && labels.dateKind) line.push(labels.dateKind(r));
      if (isCommitment(c.column) && labels.terms) line.push(labels.terms(c.column, r));
    }
    if (labels.extra) line.push(labels.extra.cell(r));
    return line;
  });
  return toCsv(fields, data);
}
