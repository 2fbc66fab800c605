/** The table's rows and columns, taken from the link's browse parameters. */
import { useCallback, useMemo, useState } from 'react';
import { type BrowseColumn, type BrowseParams } from '../../../domain/share/browse-params';
import { searchWords } from '../model/filters';
import type { OfferRow } from '../model/offer-row';
import { representativeMetric } from '../model/representative';
import type { ColumnFilter } from './columns';
import { DISPLAY_ORDER } from './layout';
import { filterOffers, groupOffers, shownRows, sortGroups } from './row-model';

/** The active filters of the link (inactive ones left out). */
export function columnFiltersOf(p: BrowseParams): ColumnFilter[] {
  const out: ColumnFilter[] = [];
  const add = (id: BrowseColumn, value: unknown, active: boolean) => {
    if (active) out.push({ id, value });
  };
  add('provider', p.prov, p.prov.length > 0);
  add('region', { rg: p.rg, ctry: p.ctry }, p.rg !== null || p.ctry.length > 0);
  add('gpu', p.gpu, p.gpu.length > 0);
  add('count', [p.gmin, p.gmax], p.gmin !== null || p.gmax !== null);
  add('memGpu', p.minmem, p.minmem !== null);
  add('memTotal', p.mintot, p.mintot !== null);
  add('onDemand', [p.pmin, p.pmax], p.pmin !== null || p.pmax !== null);
  add('spot', true, p.spot);
  add('monthly', true, p.commit);
  add('link', { link: p.link, fabric: p.fabric }, p.link !== null || p.fabric);
  add('bill', p.bill, p.bill !== null);
  return out;
}

/** The columns shown: the instance type first, then those the link names, in display order. */
export const shownColumns = (cols: readonly BrowseColumn[]): BrowseColumn[] =>
  DISPLAY_ORDER.filter((c) => c === 'instance' || cols.includes(c));

export function useOffersTable(rows: readonly OfferRow[], params: BrowseParams) {
  const filterKey = JSON.stringify(columnFiltersOf(params));
  const query = params.q.trim();
  const filtered = useMemo(
    () => filterOffers(rows, JSON.parse(filterKey) as ColumnFilter[], searchWords(query)),
    [rows, filterKey, query],
  );
  const metric = representativeMetric(params.sort.column);
  const grouped = useMemo(() => groupOffers(filtered, metric), [filtered, metric]);
  const { column, desc } = params.sort;
  const groups = useMemo(() => sortGroups(grouped, { column, desc }), [grouped, column, desc]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => shownRows(groups, expanded), [groups, expanded]);
  const toggleExpanded = useCallback(
    (rowId: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(rowId)) next.add(rowId);
        return next;
      }),
    [],
  );
  const colsKey = params.cols.join(',');
  const columns = useMemo(() => shownColumns(colsKey.split(',') as BrowseColumn[]), [colsKey]);
  return { offers: filtered.length, groups, rows: shown, columns, toggleExpanded };
}
