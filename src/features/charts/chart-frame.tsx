import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../state/use-lang';
import { ChartBoundary } from './chart-boundary';

interface Props {
  title: string;
  /** Units of the axes, shown under the title. */
  units: string;
  /** What the chart shows, in words (read by screen readers, visible to everyone). */
  summary: string;
  /** The same data as a table; rendered only while the table is open. */
  table: () => ReactNode;
  /** The chart itself; none when there is nothing worth drawing. */
  children?: ReactNode;
}

/** Legend entries in dark text (the marker keeps the series colour), readable on white. */
export const legendText = (value: string) => <span className="text-slate-800">{value}</span>;

/** Title, units, text summary, the chart (inside its own error boundary) and a table fallback. */
export function ChartFrame({ title, units, summary, table, children }: Props) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <figure aria-labelledby={titleId} className="rounded border border-slate-200 bg-white p-4">
      <figcaption>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-xs text-slate-600">{units}</p>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
      </figcaption>
      {children ? (
        <ChartBoundary
          fallback={
            <p role="alert" className="mt-3 rounded bg-red-50 p-3 text-sm text-red-900">
              {t('charts.error')}
            </p>
          }
        >
          <div aria-hidden="true" className="mt-3">
            {children}
          </div>
        </ChartBoundary>
      ) : null}
      <details className="mt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-teal-800">{t('charts.table.show')}</summary>
        {open ? (
          // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
          <div
            role="region"
            aria-label={title}
            tabIndex={0}
            className="mt-2 max-h-80 overflow-auto"
          >
            {table()}
          </div>
        ) : null}
      </details>
    </figure>
  );
}
