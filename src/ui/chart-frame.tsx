import { Suspense, useId, type ReactNode } from 'react';
import { translate, type Lang } from '../i18n';
import { ErrorBoundary } from './error-boundary';
import { useFold } from './fold';

interface Props {
  lang: Lang;
  title: string;
  /** Units of the axes, shown under the title. */
  units: string;
  /** What the chart shows, in words (read by screen readers, visible to everyone). */
  summary: string;
  /** The same data as a table; rendered only while the table is open. */
  table: () => ReactNode;
  /** The chart itself (may load on demand); none when there is nothing worth drawing. */
  children?: ReactNode;
}

/** Legend entries in dark text (the marker keeps the series colour), readable on white. */
export const legendText = (value: string) => <span className="text-slate-800">{value}</span>;

/**
 * The one chart frame: title, units, text summary, the chart (inside its own error boundary,
 * hidden from screen readers) and the same numbers as a table in a scrolling region that the
 * keyboard can reach.
 */
export function ChartFrame({ lang, title, units, summary, table, children }: Props) {
  const titleId = useId();
  const tableFold = useFold();
  return (
    <figure
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col rounded border border-slate-200 bg-white p-4"
    >
      <figcaption>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-xs text-slate-600">{units}</p>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
      </figcaption>
      {children ? (
        <ErrorBoundary
          fallback={
            <p role="alert" className="mt-3 rounded bg-red-50 p-3 text-sm text-red-900">
              {translate(lang, 'charts.error')}
            </p>
          }
        >
          <Suspense fallback={<p aria-busy="true">{translate(lang, 'charts.chart.loading')}</p>}>
            <div aria-hidden="true" className="mt-3">
              {children}
            </div>
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <details {...tableFold} className="mt-auto pt-3 text-sm">
        <summary className="cursor-pointer text-teal-800">
          {translate(lang, 'charts.table.show')}
        </summary>
        {tableFold.open ? (
          // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
          <div
            role="region"
            aria-label={title}
            tabIndex={0}
            className="mt-2 max-h-96 overflow-auto"
          >
            {table()}
          </div>
        ) : null}
      </details>
    </figure>
  );
}
