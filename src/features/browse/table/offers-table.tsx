import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import {
  useVirtualizer,
  useWindowVirtualizer,
  windowScroll,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import type { BrowseColumn, BrowseSort } from '../../../domain/share/browse-params';
import { columnUnit } from '../display';
import type { CellContext } from './cells';
import { OfferCard } from './offer-card';
import { RowView } from './row-view';
import { useNarrow } from '../../../ui/use-narrow';
import { columnSort } from './columns';
import type { ShownRow } from './row-model';
import { CARD_PX, COMMIT_COLUMNS, COLUMN_REM, DESC_FIRST, NUMERIC, ROW_PX } from './layout';

interface Props {
  /** The rows drawn, in order. */
  rows: readonly ShownRow[];
  /** The columns shown, in order. */
  columns: readonly BrowseColumn[];
  sort: BrowseSort;
  onSort: (sort: BrowseSort) => void;
  c: CellContext;
  caption: string;
  empty: React.ReactNode;
}

/** Where the cards' list is in the page, and the window as it was when that was read. */
interface ListPlace {
  margin: number;
  scrollY: number;
  width: number;
  height: number;
}

/**
 * The window's size as its resizes report it, from the size read with the list's place (the
 * virtualizer's own watch reads it at once when it starts, which lays the page out within the
 * task that drew the cards).
 */
function watchWindowResizes(
  instance: Virtualizer<Window, Element>,
  report: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const win = instance.scrollElement;
  if (!win) return undefined;
  const resized = () => report({ width: win.innerWidth, height: win.innerHeight });
  win.addEventListener('resize', resized, { passive: true });
  return () => win.removeEventListener('resize', resized);
}

/**
 * The virtualizer's window scrolling, less its first write: starting, it scrolls the window to
 * the offset it starts from, which is where the window was when the list's place was read, and
 * the write lays the page out within the task that drew the cards.
 */
function scrollingAfterStart(): VirtualizerOptions<Window, Element>['scrollToFn'] {
  let started = false;
  return (offset, options, instance) => {
    if (started) windowScroll(offset, options, instance);
    started = true;
  };
}

/**
 * A phone's list of offers (< 640 px): one card per offer, scrolled with the page (no box of its
 * own to scroll inside a scrolling page), drawn only near the window.
 */
function OfferCards({ rows, columns, sort, onSort, c, caption, empty }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts in the page (`null`: not yet known); it moves when what is above it
  // opens or closes (filters, notices, the quotes manager), which changes the page's height.
  // Read once the page is laid out (the observer's first report comes after the layout the
  // browser does anyway), and taken in as a transition: reading it in the commit would lay the
  // page out within the commit's own task, and the cards in view would be drawn a second time
  // in that task (on a phone, CPU slowed 4×, one task of 112 ms when the offers arrived). Until then the list
  // takes the height it will have and draws no card, for a frame.
  const [place, setPlace] = useState<ListPlace | null>(null);
  const [scrollToFn] = useState(scrollingAfterStart);
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (!el) return;
      const seen = {
        margin: el.getBoundingClientRect().top + window.scrollY,
        scrollY: window.scrollY,
        width: window.innerWidth,
        height: window.innerHeight,
      };
      startTransition(() => setPlace(seen));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => CARD_PX,
    overscan: 3,
    // Not before the list's place is known: starting, it reads the window's size and scroll,
    // which lays the page out within the task that drew it; it starts from the window as seen
    // then, so it finds nothing new to draw again at once.
    enabled: place !== null,
    initialRect: place ?? { width: 0, height: 0 },
    observeElementRect: watchWindowResizes,
    scrollToFn,
    initialOffset: place?.scrollY ?? 0,
    scrollMargin: place?.margin ?? 0,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = place === null ? [] : virtualizer.getVirtualItems();
  const commitment = COMMIT_COLUMNS.find((col) => col === sort.column) ?? null;
  // A phone has no column chooser: the commitment prices are always among the sort's choices.
  const choices = [...columns, ...COMMIT_COLUMNS.filter((col) => !columns.includes(col))];
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
          {choices
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
      <div role="region" aria-label={caption} className="rounded border border-slate-200 bg-white">
        {rows.length === 0 ? <p className="px-3 py-6 text-slate-700">{empty}</p> : null}
        <ul
          ref={listRef}
          aria-label={caption}
          className="relative"
          // before the virtualizer starts, the height it will start from (every card's estimate)
          style={{ height: place === null ? rows.length * CARD_PX : virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <li
                key={row.id}
                className="absolute inset-x-0"
                style={{ top: item.start - virtualizer.options.scrollMargin }}
                data-offer-id={row.rep.id}
              >
                <OfferCard commitment={commitment} {...placeOf(row)} rep={row.rep} c={c} />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function OffersTable(props: Props) {
  const narrow = useNarrow();
  return narrow ? <OfferCards {...props} /> : <OfferRowsTable {...props} />;
}

/** Where a row sits, as its cells read it. */
const placeOf = ({ id, regions, expanded, depth }: ShownRow) => ({
  rowId: id,
  regions,
  expanded,
  depth,
});

/** A laptop's table: rows in a box of its own, its header kept in view. */
function OfferRowsTable({ rows, columns, sort, onSort, c, caption, empty }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 3,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = columns.reduce((sum, id) => sum + COLUMN_REM[id], 0);

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
        className="table-fixed border-separate border-spacing-0 text-[0.8125rem]"
        style={{ width: `${width}rem`, minWidth: '100%' }}
        aria-rowcount={rows.length + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((id) => (
            <col key={id} style={{ width: `${COLUMN_REM[id]}rem` }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((id, i) => {
              const unit = columnUnit(id, c);
              const active = sort.column === id;
              const label = c.t(`browse.col.${id}`);
              return (
                <th
                  key={id}
                  scope="col"
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  className={`sticky top-0 border-b border-slate-300 bg-slate-100 px-1.5 py-1.5 align-bottom font-semibold ${
                    NUMERIC.has(id) ? 'text-right' : 'text-left'
                  } ${i === 0 ? 'left-0 z-30' : 'z-20'}`}
                >
                  {columnSort(id).sortable ? (
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
              <td colSpan={columns.length} className="px-3 py-6 text-slate-700">
                {empty}
              </td>
            </tr>
          ) : null}
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <RowView
                key={row.id}
                {...placeOf(row)}
                rep={row.rep}
                columns={columns}
                rowIndex={item.index + 2}
                c={c}
              />
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
