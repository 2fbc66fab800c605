import type { CostName } from '../labels';

/** Props the horizontal bar charts share: one bar per offer, money along the bottom. */
export const HORIZONTAL_BARS = {
  layout: 'vertical',
  margin: { top: 10, right: 16, bottom: 30, left: 4 },
  accessibilityLayer: false,
} as const;

/** Height of one offer's row and of the chart around the rows, px: the same in both bar charts. */
const ROW_PX = 44;
const FRAME_PX = 110;

/** The bar charts' height for `rows` offers: equal for equal rows, so the two cards line up. */
export const barChartHeight = (rows: number) => FRAME_PX + ROW_PX * rows;

/** Pixels per character of an 11 px label (a little over the average, so labels never overrun). */
const CHAR_PX = 7;

const cut = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, Math.max(1, chars - 1))}…` : text;

/**
 * The offers down the side, one label each, in a column about a third of the chart's width (at
 * most 230 px): on a phone the bars keep most of the width. A label takes at most two lines of
 * that column and no word is wider than it; longer ones are cut short with "…" (the table under
 * the chart has them in full).
 */
export function offerAxis(chartWidth: number) {
  const width = Math.round(Math.min(230, Math.max(84, chartWidth * 0.34)));
  const chars = Math.floor((width - 10) / CHAR_PX);
  return {
    type: 'category',
    dataKey: 'tick',
    width,
    tick: { fontSize: 11 },
    interval: 0,
    tickFormatter: (label: string) =>
      cut(
        label
          .split(' ')
          .map((word) => cut(word, chars))
          .join(' '),
        2 * chars,
      ),
  } as const;
}

/** A money axis along the bottom, with its (short) title under the ticks. */
export const moneyAxis = (title: string, tick: (value: number) => string) =>
  ({
    type: 'number',
    tickFormatter: tick,
    label: { value: title, position: 'insideBottom', offset: -20 },
  }) as const;

export const GRID_STROKE = '#e2e8f0';

/** The cost axis's title by what the cost is. */
export const COST_AXIS = {
  job: 'charts.axis.costJob',
  month: 'charts.axis.costMonth',
  service: 'charts.axis.costService',
} as const satisfies Record<CostName, string>;
