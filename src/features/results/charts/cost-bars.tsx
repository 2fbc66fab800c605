import { Bar } from 'recharts';
import { MoneyBarChart, MoneyChartFrame, useMoneyBars } from './money-bars';
import type { ChartsData } from './types';

/** The cost of the job (or a month) for each of the top picks, in rank order. */
export function CostBars({ data, animate }: { data: ChartsData; animate: boolean }) {
  const bars = useMoneyBars(data, data.costs.length);
  const { t, money, x } = bars;
  const sorted = [...data.costs].sort((a, b) => a.cost - b.cost);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  const summary =
    low && high
      ? t('charts.cost.summary', {
          count: data.costs.length,
          lowest: low.label,
          lowestCost: money(low.cost),
          highest: high.label,
          highestCost: money(high.cost),
        })
      : t('charts.empty');
  return (
    <MoneyChartFrame
      bars={bars}
      title={t('charts.cost.title')}
      summary={summary}
      columns={[x]}
      rows={() => data.costs.map((c) => ({ id: c.id, cells: [c.label, money(c.cost)] }))}
    >
      <MoneyBarChart bars={bars} rows={data.costs} xKey="cost">
        <Bar dataKey="cost" name={x} fill="#0f766e" isAnimationActive={animate} />
      </MoneyBarChart>
    </MoneyChartFrame>
  );
}
