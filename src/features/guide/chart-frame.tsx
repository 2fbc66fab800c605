import { Component, Suspense, useId, type ReactNode } from 'react';
import { useT } from '../../state/use-lang';

class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props {
  title: string;
  /** The axes and their units, in words. */
  units: string;
  /** What the chart shows, for everyone and for screen readers. */
  summary: string;
  /** The same data as a table. */
  table: ReactNode;
  /** The (lazily loaded) chart itself; hidden from screen readers, who get the summary and table. */
  children: ReactNode;
}

/** Title, units, summary, the chart (loaded on demand) and a table with the same numbers. */
export function ChartFrame({ title, units, summary, table, children }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="rounded border border-slate-200 bg-white p-4">
      <figcaption>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-xs text-slate-600">{units}</p>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
      </figcaption>
      <ChartBoundary
        fallback={<p className="mt-3 text-sm text-red-800">{t('guide.chart.error')}</p>}
      >
        <Suspense fallback={<p aria-busy="true">{t('guide.chart.loading')}</p>}>
          <div aria-hidden="true" className="mt-3" data-testid="chart">
            {children}
          </div>
        </Suspense>
      </ChartBoundary>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-teal-800">{t('guide.chart.table')}</summary>
        <div className="mt-2 max-h-96 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}
