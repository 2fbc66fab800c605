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

/** The cost of the job (or a month) for each of the top picks, in rank order. */
export function CostBars({ data, animate }: { data: ChartsData; animate: boolean }) {
  const t = useT();
  const lang = useLang();
  const money = (v: number) => formatMoney(v, data.currency, lang);
  const tick = (v: number) => formatMoneyShort(v, data.currency, lang);
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
  const height = barChartHeight(data.costs.length);
  const [box, width] = useWidth<HTMLDivElement>(640);
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
    <ChartFrame
      lang={lang}
      title={t('charts.cost.title')}
      units={t('charts.units', { x, y: offer })}
      summary={summary}
      table={() => (
        <DataTable
          caption={t('charts.cost.title')}
          columns={[offer, x]}
          rows={data.costs.map((c) => ({ id: c.id, cells: [c.label, money(c.cost)] }))}
        />
      )}
    >
      <div ref={box}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
          <BarChart data={data.costs as ChartsData['costs'][number][]} {...HORIZONTAL_BARS}>
            <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
            <XAxis dataKey="cost" {...moneyAxis(short, tick)} />
            <YAxis {...offerAxis(width)} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Legend verticalAlign="top" formatter={legendText} />
            <Bar dataKey="cost" name={x} fill="#0f766e" isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFrame>
  );
}
