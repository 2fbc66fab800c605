/** Props the horizontal bar charts share: one bar per offer, money along the bottom. */
export const HORIZONTAL_BARS = {
  layout: 'vertical',
  margin: { top: 10, right: 20, bottom: 30, left: 10 },
  accessibilityLayer: false,
} as const;

/** The offers down the side, one label each. */
export const OFFER_AXIS = {
  type: 'category',
  dataKey: 'label',
  width: 230,
  tick: { fontSize: 11 },
  interval: 0,
} as const;

/** A money axis along the bottom, with its title under the ticks. */
export const moneyAxis = (title: string, tick: (value: number) => string) =>
  ({
    type: 'number',
    tickFormatter: tick,
    label: { value: title, position: 'insideBottom', offset: -20 },
  }) as const;

export const GRID_STROKE = '#e2e8f0';
