import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BrowseColumn, BrowseSort } from '../../../domain/share/browse-params';
import { columnUnit } from '../display';
import type { CellContext } from './cells';
import { OfferCard } from './offer-card';
import { RowView } from './row-view';
import { useNarrow } from './use-narrow';
import { representativeOf } from './columns';
import type { OffersTableInstance } from './use-offers-table';
import { CARD_PX, COLUMN_REM, DESC_FIRST, DISPLAY_ORDER, NUMERIC, ROW_PX } from './layout';

interface Props {
  table: OffersTableInstance;
  sort: BrowseSort;
  onSort: (sort: BrowseSort) => void;
  c: CellContext;
  caption: string;
  empty: React.ReactNode;
}

export function OffersTable({ table, sort, onSort, c, caption, empty }: Props) {
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (narrow ? CARD_PX : ROW_PX),
    overscan: 3,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const headers = [...(table.getHeaderGroups()[0]?.headers ?? [])].sort(
    (a, b) =>
      DISPLAY_ORDER.indexOf(a.column.id as BrowseColumn) -
      DISPLAY_ORDER.indexOf(b.column.id as BrowseColumn),
  );
  const columnKey = headers.map((h) => h.column.id).join(',');
  const columns = useMemo(() => columnKey.split(',') as BrowseColumn[], [columnKey]);
  const width = headers.reduce((sum, h) => sum + COLUMN_REM[h.column.id as BrowseColumn], 0);

  const sortBy = (column: BrowseColumn) =>
    onSort(
      sort.column === column
        ? { column, desc: !sort.desc }
        : { column, desc: DESC_FIRST.has(column) },
    );

  if (narrow) {
    return (
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          {c.t('browse.sortBy')}
          <select
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
            value={`${sort.column}:${sort.desc ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [column, dir] = e.target.value.split(':') as [BrowseColumn, string];
              onSort({ column, desc: dir === 'desc' });
            }}
          >
            {columns
              .filter((id) => id !== 'source')
              .flatMap((id) =>
                (['asc', 'desc'] as const).map((dir) => (
                  <option key={`${id}:${dir}`} value={`${id}:${dir}`}>
                    {c.t(`browse.col.${id}`)} {dir === 'desc' ? '↓' : '↑'}
                  </option>
                )),
              )}
          </select>
        </label>
        <div
          ref={scrollRef}
          role="region"
          aria-label={caption}
          tabIndex={0}
          className="relative max-h-[70vh] overflow-auto rounded border border-slate-200 bg-white"
        >
          {rows.length === 0 ? <p className="px-3 py-6 text-slate-700">{empty}</p> : null}
          <ul
            aria-label={caption}
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const grouped = row.getIsGrouped();
              return (
                <li
                  key={row.id}
                  className="absolute inset-x-0"
                  style={{ top: item.start }}
                  data-offer-id={representativeOf(row).id}
                >
                  <OfferCard
                    rowId={row.id}
                    rep={representativeOf(row)}
                    regions={grouped ? row.subRows.length : 0}
                    expanded={grouped && row.getIsExpanded()}
                    depth={row.depth}
                    c={c}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative max-h-[70vh] overflow-auto rounded border border-slate-200 bg-white"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-[0.8125rem]"
        style={{ width: `${width}rem`, minWidth: '100%' }}
        aria-rowcount={rows.length + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {headers.map((h) => (
            <col key={h.id} style={{ width: `${COLUMN_REM[h.column.id as BrowseColumn]}rem` }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {headers.map((h, i) => {
              const id = h.column.id as BrowseColumn;
              const unit = columnUnit(id, c);
              const active = sort.column === id;
              const label = c.t(`browse.col.${id}`);
              return (
                <th
                  key={h.id}
                  scope="col"
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  className={`sticky top-0 border-b border-slate-300 bg-slate-100 px-1.5 py-1.5 align-bottom font-semibold ${
                    NUMERIC.has(id) ? 'text-right' : 'text-left'
                  } ${i === 0 ? 'left-0 z-30' : 'z-20'}`}
                >
                  {h.column.getCanSort() ? (
                    <button
                      type="button"
                      className="inline-flex items-end gap-1 text-left hover:text-teal-800"
                      onClick={() => sortBy(id)}
                    >
                      <span>
                        {label}
                        {unit ? (
                          <span className="block text-xs leading-tight font-normal text-slate-600">
                            {unit}
                          </span>
                        ) : null}
                      </span>
                      <span aria-hidden="true" className="w-3 text-teal-800">
                        {active ? (sort.desc ? '↓' : '↑') : ''}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-slate-700">
                {empty}
              </td>
            </tr>
          ) : null}
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={headers.length} style={{ height: padTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const grouped = row.getIsGrouped();
            return (
              <RowView
                key={row.id}
                rowId={row.id}
                rep={representativeOf(row)}
                regions={grouped ? row.subRows.length : 0}
                expanded={grouped && row.getIsExpanded()}
                depth={row.depth}
                columns={columns}
                rowIndex={item.index + 2}
                c={c}
              />
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={headers.length} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
