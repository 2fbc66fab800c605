import {
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLang, useT } from '../../../state/use-lang';
import { formatMoney, formatMoneyShort, formatNumber } from '../../../lib/format';
import { ChartFrame, legendText } from '../../../ui/chart-frame';
import { axisScale } from './axis-scale';
import { COST_AXIS } from './bar-parts';
import { DataTable } from './data-table';
import type { ChartsData, PricePoint } from './types';

const SIZE = { width: 640, height: 320 };

function extremes(points: readonly PricePoint[], perfAxis: ChartsData['perfAxis']) {
  let cheapest = points[0];
  let fastest = points[0];
  for (const p of points) {
    if (cheapest && p.cost < cheapest.cost) cheapest = p;
    const faster =
      perfAxis === 'hours' ? p.perf < (fastest?.perf ?? 0) : p.perf > (fastest?.perf ?? 0);
    if (fastest && faster) fastest = p;
  }
  return { cheapest, fastest };
}

/** Price vs performance of every feasible offer, the Pareto frontier drawn, the picks highlighted. */
export function PriceScatter({ data, animate }: { data: ChartsData; animate: boolean }) {
  const t = useT();
  const lang = useLang();
  const money = (v: number) => formatMoney(v, data.currency, lang);
  const x = t(COST_AXIS[data.costName], { cur: data.currency });
  const y = t(data.perfAxis === 'hours' ? 'charts.axis.hours' : 'charts.axis.speed');
  const yShort = t(data.perfAxis === 'hours' ? 'charts.axis.hoursUp' : 'charts.axis.speedUp');
  const xShort = t(
    data.costName === 'month' ? 'charts.axis.costMonthShort' : 'charts.axis.costShort',
    { cur: data.currency },
  );
  const frontier = data.points.filter((p) => p.frontier).sort((a, b) => a.cost - b.cost);
  const picks = data.points.filter((p) => p.pick && !p.frontier);
  const others = data.points.filter((p) => !p.pick && !p.frontier);
  const { cheapest, fastest } = extremes(data.points, data.perfAxis);
  const summary =
    cheapest && fastest
      ? t(
          data.perfAxis === 'hours' ? 'charts.scatter.summaryHours' : 'charts.scatter.summarySpeed',
          {
            count: data.points.length,
            frontier: frontier.length,
            cheapest: cheapest.label,
            cheapestCost: money(cheapest.cost),
            fastest: fastest.label,
            fastestHours: formatNumber(fastest.perf, lang, 1),
            fastestSpeed: formatNumber(fastest.perf, lang, 2),
          },
        )
      : t('charts.empty');
  const costTick = (v: number) => formatMoneyShort(v, data.currency, lang);
  const perfTick = (v: number) => formatNumber(v, lang, v < 1 ? 2 : v < 10 ? 1 : 0);
  const xAxis = axisScale(
    data.points.map((p) => p.cost),
    costTick,
  );
  const yAxis = axisScale(
    data.points.map((p) => p.perf),
    perfTick,
  );
  const yes = t('charts.yes');
  const no = t('charts.no');
  return (
    <ChartFrame
      lang={lang}
      title={t('charts.scatter.title')}
      units={t('charts.units', { x, y })}
      summary={summary}
      table={() => (
        <DataTable
          caption={t('charts.scatter.title')}
          columns={[t('charts.col.offer'), x, y, t('charts.col.pick'), t('charts.col.frontier')]}
          rows={data.points.map((p) => ({
            id: p.id,
            cells: [
              p.label,
              money(p.cost),
              formatNumber(p.perf, lang, 2),
              p.pick ? yes : no,
              p.frontier ? yes : no,
            ],
          }))}
        />
      )}
    >
      <ResponsiveContainer width="100%" height={SIZE.height} initialDimension={SIZE}>
        <ScatterChart
          margin={{ top: 10, right: 16, bottom: 40, left: 10 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" />
          {/*
           * Both axes span the data, not 0, and turn logarithmic when it spans orders of
           * magnitude: the points fill the plot.
           */}
          <XAxis
            type="number"
            dataKey="cost"
            name={x}
            scale={xAxis.scale}
            domain={xAxis.domain}
            ticks={xAxis.ticks}
            allowDataOverflow
            interval={0}
            tickFormatter={costTick}
            label={{ value: xShort, position: 'insideBottom', offset: -25 }}
          />
          {/* Hours: fewer at the top, so up is faster on either axis (the title says so). */}
          <YAxis
            type="number"
            dataKey="perf"
            name={y}
            width={72}
            scale={yAxis.scale}
            domain={yAxis.domain}
            ticks={yAxis.ticks}
            allowDataOverflow
            interval={0}
            reversed={data.perfAxis === 'hours'}
            tickFormatter={perfTick}
            label={{
              value: yShort,
              angle: -90,
              position: 'insideLeft',
              offset: 0,
              style: { textAnchor: 'middle' },
            }}
          />
          <Tooltip
            cursor={{ strokeDasharray: '3 3' }}
            formatter={(value, name) =>
              name === x ? money(Number(value)) : formatNumber(Number(value), lang, 2)
            }
          />
          <Legend verticalAlign="top" formatter={legendText} />
          <Scatter
            name={t('charts.scatter.others')}
            data={others}
            fill="#94a3b8"
            isAnimationActive={animate}
          />
          <Scatter
            name={t('charts.scatter.picks')}
            data={picks}
            fill="#0f766e"
            isAnimationActive={animate}
          />
          <Scatter
            name={t('charts.scatter.frontier')}
            data={frontier}
            fill="#b45309"
            shape="diamond"
            line={{ stroke: '#b45309', strokeWidth: 2 }}
            isAnimationActive={animate}
          />
        </ScatterChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
