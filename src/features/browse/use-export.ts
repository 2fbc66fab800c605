import { useCallback } from 'react';
import type { BrowseColumn } from '../../domain/share/browse-params';
import { columnUnit, commitmentTerms, type DisplayContext } from './display';
import { downloadText } from '../../lib/download';
import { offersCsv } from './model/csv';
import type { OfferRow } from './model/offer-row';
import { offersInOrder, type OfferGroup } from './table/row-model';

export function useCsvExport(
  /** The table's groups, in order. */
  groups: readonly OfferGroup[],
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
    const csv = offersCsv(offersInOrder(groups), columns, {
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
  }, [groups, visible, c, extra]);
}
