import { useCallback } from 'react';
import type { BrowseColumn } from '../../domain/share/browse-params';
import { columnUnit, commitmentTerms, type DisplayContext } from './display';
import { downloadText } from '../../lib/download';
import { offersCsv } from './model/csv';
import type { OfferRow } from './model/offer-row';
import { representativeOf } from './table/columns';
import type { OfferTableRow } from './table/features';

/** Every offer behind the sorted rows, in table order (a group's regions in their sorted order). */
function offersInOrder(sorted: readonly OfferTableRow[]): OfferRow[] {
  const out: OfferRow[] = [];
  for (const row of sorted) {
    if (row.getIsGrouped()) for (const leaf of row.subRows) out.push(leaf.original);
    else out.push(representativeOf(row));
  }
  return out;
}

export function useCsvExport(
  sorted: () => readonly OfferTableRow[],
  visible: readonly BrowseColumn[],
  c: DisplayContext,
  /** A last column, e.g. the supply verdict of each GPU for a mainland view. */
  extra?: { header: string; cell: (row: OfferRow) => string | null },
) {
  return useCallback(() => {
    const columns = visible.map((column) => {
      const unit = columnUnit(column, c);
      const label = c.t(`browse.col.${column}`);
      return { column, header: unit ? `${label} (${unit})` : label };
    });
    const csv = offersCsv(offersInOrder(sorted()), columns, {
      id: c.t('browse.csv.id'),
      basis: c.t('browse.csv.basis'),
      undated: (date) => c.t('browse.csv.undated', { date }),
      dateKindHeader: c.t('pricedate.kindColumn'),
      dateKind: (row) => c.t(`pricedate.${row.dateKind}`, { date: row.asOf }),
      termsHeader: (col) => c.t('browse.csv.terms', { column: c.t(`browse.col.${col.column}`) }),
      terms: (column, row) => commitmentTerms(column, row, c),
      ...(extra ? { extra } : {}),
    });
    downloadText('gpu-offers.csv', 'text/csv;charset=utf-8', csv);
  }, [sorted, visible, c, extra]);
}
