import { memo, useDeferredValue } from 'react';
import { useT } from '../../../state/use-lang';
import { CostBars as CostBarsChart } from './cost-bars';
import { PriceScatter as PriceScatterChart } from './price-scatter';
import { SpotBars as SpotBarsChart } from './spot-bars';
import type { ChartsData } from './types';
import { useSettled } from './use-settled';

export interface ChartsPanelProps {
  data: ChartsData;
  /** Off in tests and for users who ask for reduced motion. */
  animate?: boolean;
}

// Memoised so that a keystroke re-renders the list at once and the charts only once it settles.
const PriceScatter = memo(PriceScatterChart);
const CostBars = memo(CostBarsChart);
const SpotBars = memo(SpotBarsChart);

/** How long the inputs must rest before the charts redraw, ms. */
const SETTLE_MS = 200;

const prefersReducedMotion = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The three charts of a ranking; this module is the only one that imports Recharts. */
export default function ChartsPanel({ data, animate = !prefersReducedMotion() }: ChartsPanelProps) {
  const t = useT();
  const deferred = useDeferredValue(useSettled(data, SETTLE_MS));
  return (
    <section aria-labelledby="charts-title" className="mt-8">
      <h2 id="charts-title" className="text-xl font-semibold">
        {t('charts.title')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <PriceScatter data={deferred} animate={animate} />
        </div>
        <CostBars data={deferred} animate={animate} />
        <SpotBars data={deferred} animate={animate} />
      </div>
    </section>
  );
}
