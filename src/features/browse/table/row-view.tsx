import { memo } from 'react';
import type { BrowseColumn } from '../../../domain/share/browse-params';
import type { OfferRow } from '../model/offer-row';
import { Cell, type CellContext, type RowPlace } from './cells';
import { NUMERIC, ROW_PX } from './layout';

const stickyFirst = 'sticky left-0 z-10 bg-inherit shadow-[1px_0_0_#e2e8f0]';

interface Props extends RowPlace {
  rep: OfferRow;
  /** Visible columns, in order. */
  columns: readonly BrowseColumn[];
  /** 1-based position among all rows (the header is row 1). */
  rowIndex: number;
  c: CellContext;
}

/** One table row; drawn again only when what it shows changed (not on every keystroke). */
export const RowView = memo(function RowView({ rep, columns, rowIndex, c, ...place }: Props) {
  return (
    <tr
      aria-rowindex={rowIndex}
      className={place.depth > 0 ? 'bg-slate-50' : 'bg-white hover:bg-teal-50/40'}
      style={{ height: ROW_PX }}
    >
      {columns.map((id, i) => (
        <td
          key={id}
          className={`overflow-hidden border-b border-slate-100 px-1.5 text-ellipsis whitespace-nowrap ${
            NUMERIC.has(id) ? 'text-right tabular-nums' : ''
          } ${i === 0 ? stickyFirst : ''}`}
        >
          <Cell column={id} place={place} rep={rep} c={c} />
        </td>
      ))}
    </tr>
  );
});
