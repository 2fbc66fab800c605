import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLang, useT } from '../../../state/use-lang';
import { formatMoney, formatMoneyShort } from '../../../lib/format';
import { ChartFrame, legendText } from '../../../ui/chart-frame';
import { GRID_STROKE, HORIZONTAL_BARS, barChartHeight, moneyAxis, offerAxis } from './bar-parts';
import { DataTable } from './data-table';
import type { ChartsData } from './types';
import { useWidth } from './use-width';

/** Expected spot cost beside the on-demand cost for each pick that has both prices. */
export function SpotBars({ data, animate }: { data: ChartsData; animate: boolean }) {
  const t = useT();
  const lang = useLang();
  const money = (v: number | null) => formatMoney(v, data.currency, lang);
  const x = t(data.costBasis === 'month' ? 'charts.axis.costMonth' : 'charts.axis.costJob', {
    cur: data.currency,
  });
  const short = t(
    data.costBasis === 'month' ? 'charts.axis.costMonthShort' : 'charts.axis.costShort',
    {
      cur: data.currency,
    },
  );
  const offer = t('charts.col.offer');
  const height = barChartHeight(data.spot.length);
  const [box, width] = useWidth<HTMLDivElement>(640);
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
    <ChartFrame
      lang={lang}
      title={t('charts.spot.title')}
      units={t('charts.units', { x, y: offer })}
      summary={summary}
      table={() => (
        <DataTable
          caption={t('charts.spot.title')}
          columns={[offer, onDemand, spot]}
          rows={data.spot.map((p) => ({
            id: p.id,
            cells: [p.label, money(p.onDemand), money(p.spot)],
          }))}
        />
      )}
    >
      {data.spotAllowed ? (
        <div ref={box}>
          <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
            <BarChart data={data.spot as ChartsData['spot'][number][]} {...HORIZONTAL_BARS}>
              <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
              <XAxis {...moneyAxis(short, (v) => formatMoneyShort(v, data.currency, lang))} />
              <YAxis {...offerAxis(width)} />
              <Tooltip formatter={(value) => money(Number(value))} />
              <Legend verticalAlign="top" formatter={legendText} />
              <Bar dataKey="onDemand" name={onDemand} fill="#64748b" isAnimationActive={animate} />
              <Bar dataKey="spot" name={spot} fill="#0f766e" isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
    </ChartFrame>
  );
}
