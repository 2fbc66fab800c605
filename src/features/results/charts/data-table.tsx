interface Props {
  caption: string;
  columns: readonly string[];
  rows: readonly { id: string; cells: readonly string[] }[];
}

/** The table fallback of a chart: the same numbers as text. */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className="border-b border-slate-300 px-2 py-1 font-medium">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-offer-id={r.id}>
            {r.cells.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="border-b border-slate-100 px-2 py-1 font-normal">
                  {c}
                </th>
              ) : (
                <td key={i} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
