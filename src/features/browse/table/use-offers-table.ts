/** The TanStack table for the offers, its state taken from the link's browse parameters. */
import { useCallback, useMemo, useState } from 'react';
import { useTable, type ColumnFiltersState, type ExpandedState } from '@tanstack/react-table';
import { BROWSE_COLUMNS, type BrowseParams } from '../../../domain/share/browse-params';
import type { OfferRow } from '../model/offer-row';
import { buildColumns, searchFilter } from './columns';
import { representativeMetric } from '../model/representative';
import { features } from './features';

const GROUPING = ['family'];
const rowId = (r: OfferRow) => r.id;

/** The active filters of the link as TanStack column filters (inactive ones left out). */
export function columnFiltersOf(p: BrowseParams): ColumnFiltersState {
  const out: ColumnFiltersState = [];
  const add = (id: string, value: unknown, active: boolean) => {
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

export function useOffersTable(rows: readonly OfferRow[], params: BrowseParams) {
  const metric = representativeMetric(params.sort.column);
  const columns = useMemo(() => buildColumns(metric), [metric]);
  const { column: sortColumn, desc } = params.sort;
  const sorting = useMemo(() => [{ id: sortColumn, desc }], [sortColumn, desc]);
  const filterKey = JSON.stringify(columnFiltersOf(params));
  const columnFilters = useMemo(() => JSON.parse(filterKey) as ColumnFiltersState, [filterKey]);
  const colsKey = params.cols.join(',');
  const columnVisibility = useMemo(() => {
    const shown = new Set(colsKey.split(','));
    const v: Record<string, boolean> = { family: false, rep: false };
    for (const c of BROWSE_COLUMNS) v[c] = c === 'instance' || shown.has(c);
    return v;
  }, [colsKey]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const toggleExpanded = useCallback(
    (rowId: string) =>
      setExpanded((prev) => {
        const next: Record<string, boolean> = prev === true ? {} : { ...prev };
        next[rowId] = !next[rowId];
        return next;
      }),
    [],
  );
  const table = useTable({
    features,
    columns,
    data: rows as OfferRow[],
    getRowId: rowId,
    state: {
      sorting,
      columnFilters,
      globalFilter: params.q.trim(),
      columnVisibility,
      grouping: GROUPING,
      expanded,
    },
    onExpandedChange: setExpanded,
    globalFilterFn: searchFilter,
    getColumnCanGlobalFilter: (c) => c.id === 'instance',
    autoResetExpanded: false,
    enableSortingRemoval: false,
  });
  return { table, toggleExpanded };
}

export type OffersTableInstance = ReturnType<typeof useOffersTable>['table'];
