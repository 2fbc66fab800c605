import { Bar } from 'recharts';
import { MoneyBarChart, MoneyChartFrame, useMoneyBars } from './money-bars';
import type { ChartsData } from './types';

/** Expected spot cost beside the on-demand cost for each pick that has both prices. */
export function SpotBars({ data, animate }: { data: ChartsData; animate: boolean }) {
  const bars = useMoneyBars(data, data.spot.length);
  const { t, money } = bars;
  const onDemand = t('charts.spot.onDemand');
  const spot = t('charts.spot.spot');
  const withSpot = data.spot.filter((p) => p.spot !== null);
  let best: { label: string; saving: number } | null = null;
  for (const p of withSpot) {
    const saving = p.onDemand !== null && p.spot !== null ? p.onDemand - p.spot : 0;
    if (saving > (best?.saving ?? 0)) best = { label: p.label, saving };
  }
  const summary = !data.spotAllowed
    ? t('charts.spot.off')
    : withSpot.length === 0
      ? t('charts.spot.summaryNone', { count: data.spot.length })
      : t('charts.spot.summary', {
          count: data.spot.length,
          withSpot: withSpot.length,
          best: best?.label ?? withSpot[0]?.label ?? '',
          saving: money(best?.saving ?? 0),
        });
  return (
    <MoneyChartFrame
      bars={bars}
      title={t('charts.spot.title')}
      summary={summary}
      columns={[onDemand, spot]}
      rows={() =>
        data.spot.map((p) => ({ id: p.id, cells: [p.label, money(p.onDemand), money(p.spot)] }))
      }
    >
      {/* no spot price among the picks: the summary says so, instead of bars of on-demand only */}
      {data.spotAllowed && withSpot.length > 0 ? (
        <MoneyBarChart bars={bars} rows={data.spot}>
          <Bar dataKey="onDemand" name={onDemand} fill="#64748b" isAnimationActive={animate} />
          <Bar dataKey="spot" name={spot} fill="#0f766e" isAnimationActive={animate} />
        </MoneyBarChart>
      ) : null}
    </MoneyChartFrame>
  );
}
