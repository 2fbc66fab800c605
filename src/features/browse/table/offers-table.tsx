import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BrowseColumn, BrowseSort } from '../../../state/browse-params';
import { columnUnit } from '../display';
import { Cell, type CellContext } from './cells';
import { representativeOf } from './columns';
import type { useOffersTable } from './use-offers-table';
import { COLUMN_REM, DESC_FIRST, NUMERIC, ROW_PX } from './layout';

interface Props {
  table: ReturnType<typeof useOffersTable>;
  sort: BrowseSort;
  onSort: (sort: BrowseSort) => void;
  c: CellContext;
  caption: string;
  empty: React.ReactNode;
}

const stickyFirst = 'sticky left-0 z-10 bg-inherit shadow-[1px_0_0_#e2e8f0]';

export function OffersTable({ table, sort, onSort, c, caption, empty }: Props) {
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const width = headers.reduce((sum, h) => sum + COLUMN_REM[h.column.id as BrowseColumn], 0);

  const sortBy = (column: BrowseColumn) =>
    onSort(
      sort.column === column
        ? { column, desc: !sort.desc }
        : { column, desc: DESC_FIRST.has(column) },
    );

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative max-h-[70vh] overflow-auto rounded border border-slate-200 bg-white"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
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
                  className={`sticky top-0 border-b border-slate-300 bg-slate-100 px-2 py-1.5 align-bottom font-semibold ${
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
                          <span className="block text-xs font-normal text-slate-600">{unit}</span>
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
            const rep = representativeOf(row);
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                className={row.depth > 0 ? 'bg-slate-50' : 'bg-white hover:bg-teal-50/40'}
                style={{ height: ROW_PX }}
              >
                {row.getVisibleCells().map((cell, i) => {
                  const id = cell.column.id as BrowseColumn;
                  return (
                    <td
                      key={cell.id}
                      className={`overflow-hidden border-b border-slate-100 px-2 text-ellipsis whitespace-nowrap ${
                        NUMERIC.has(id) ? 'text-right tabular-nums' : ''
                      } ${i === 0 ? stickyFirst : ''}`}
                    >
                      <Cell column={id} row={row} rep={rep} c={c} />
                    </td>
                  );
                })}
              </tr>
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
