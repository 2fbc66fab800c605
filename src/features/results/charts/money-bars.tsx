import type { ReactNode } from 'react';
import {
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatMoneyShort } from '../../../lib/format';
import { useLang, useT } from '../../../state/use-lang';
import { ChartFrame, legendText } from '../../../ui/chart-frame';
import {
  COST_AXIS,
  GRID_STROKE,
  HORIZONTAL_BARS,
  barChartHeight,
  moneyAxis,
  offerAxis,
} from './bar-parts';
import { DataTable } from './data-table';
import type { ChartsData } from './types';
import { useWidth } from './use-width';

/** What the money bar charts share: texts, money formats, the cost axis's titles and the size. */
export function useMoneyBars(data: ChartsData, rows: number) {
  const t = useT();
  const lang = useLang();
  const [box, width] = useWidth<HTMLDivElement>(640);
  const month = data.costName === 'month';
  const cur = data.currency;
  return {
    t,
    lang,
    box,
    width,
    height: barChartHeight(rows),
    money: (v: number | null) => formatMoney(v, cur, lang),
    tick: (v: number) => formatMoneyShort(v, cur, lang),
    x: t(COST_AXIS[data.costName], { cur }),
    short: t(month ? 'charts.axis.costMonthShort' : 'charts.axis.costShort', { cur }),
    offer: t('charts.col.offer'),
  };
}

export type MoneyBars = ReturnType<typeof useMoneyBars>;

/** Horizontal bars of money, one row per offer (the `Bar`s are the children). */
export function MoneyBarChart({
  bars,
  rows,
  xKey,
  children,
}: {
  bars: MoneyBars;
  rows: readonly object[];
  xKey?: string;
  children: ReactNode;
}) {
  const { box, width, height } = bars;
  return (
    <div ref={box}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
        <BarChart data={rows as object[]} {...HORIZONTAL_BARS}>
          <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
          {xKey === undefined ? (
            <XAxis {...moneyAxis(bars.short, bars.tick)} />
          ) : (
            <XAxis dataKey={xKey} {...moneyAxis(bars.short, bars.tick)} />
          )}
          <YAxis {...offerAxis(width)} />
          {/* no shaded band behind the row under the pointer: it hid the bars it passed over */}
          <Tooltip cursor={false} formatter={(value) => bars.money(Number(value))} />
          <Legend verticalAlign="top" formatter={legendText} />
          {children}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A money chart with its title, units (the cost per offer), summary and, on request, the same
 * figures as a table: the offer, then `columns`.
 */
export function MoneyChartFrame({
  bars,
  title,
  summary,
  columns,
  rows,
  children,
}: {
  bars: MoneyBars;
  title: string;
  summary: string;
  columns: readonly string[];
  /** The table's rows, built when the reader opens the table. */
  rows: () => readonly { id: string; cells: readonly string[] }[];
  children: ReactNode;
}) {
  const { t, lang, x, offer } = bars;
  return (
    <ChartFrame
      lang={lang}
      title={title}
      units={t('charts.units', { x, y: offer })}
      summary={summary}
      table={() => <DataTable caption={title} columns={[offer, ...columns]} rows={rows()} />}
    >
      {children}
    </ChartFrame>
  );
}
