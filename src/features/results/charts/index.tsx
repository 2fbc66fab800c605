import { lazy, Suspense } from 'react';
import { useT } from '../../../state/use-lang';
import { ErrorBoundary } from '../../../ui/error-boundary';
import type { ChartsPanelProps } from './charts-panel';

export { chartsDataFrom } from './chart-data';

const ChartsPanel = lazy(() => import('./charts-panel'));

/** The charts, loaded on demand so Recharts stays out of the first screen and the results chunk. */
export function Charts(props: ChartsPanelProps) {
  const t = useT();
  return (
    <ErrorBoundary fallback={<p role="alert">{t('charts.error')}</p>}>
      <Suspense fallback={<p aria-busy="true">{t('charts.loading')}</p>}>
        <ChartsPanel {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
