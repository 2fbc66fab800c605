import type { ReactNode } from 'react';

/** One column of a `CalcTable`: its heading and what its cell shows for a row. */
export interface CalcColumn<R> {
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes added to the table's cell classes for this column's cells. */
  className?: string;
  /** Classes added to the table's heading classes for this column's heading. */
  headClassName?: string;
}

/** The columns of a `CalcTable`: the first one heads the rows (`<th scope="row">`). */
export type CalcColumns<R> = readonly [CalcColumn<R>, ...CalcColumn<R>[]];

interface Props<R> {
  columns: CalcColumns<R>;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  caption?: ReactNode;
  /** Classes of the table, its caption, the heading row and each row of the body. */
  className?: string;
  captionClassName?: string;
  headRowClassName?: string;
  rowClassName?: (row: R) => string;
  /** Classes of every column heading and of every cell (a column may add to them). */
  headCellClassName: string;
  cellClassName: string;
}

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** A table of figures: a heading row, then one row per item, its first cell heading the row. */
export function CalcTable<R>({
  columns,
  rows,
  rowKey,
  caption,
  className,
  captionClassName,
  headRowClassName,
  rowClassName,
  headCellClassName,
  cellClassName,
}: Props<R>) {
  const [rowHeader, ...cells] = columns;
  return (
    <table className={className}>
      {caption ? <caption className={captionClassName}>{caption}</caption> : null}
      <thead>
        <tr className={headRowClassName}>
          {columns.map((c, k) => (
            <th key={k} scope="col" className={join(headCellClassName, c.headClassName)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            <th scope="row" className={join(cellClassName, rowHeader.className)}>
              {rowHeader.cell(row)}
            </th>
            {cells.map((c, k) => (
              <td key={k} className={join(cellClassName, c.className)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
