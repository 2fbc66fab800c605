import { describe, expect, it } from 'vitest';
import { axisScale } from '../../../src/features/results/charts/axis-scale';
import { formatMoneyShort } from '../../../src/lib/format';

const yuan = (v: number) => formatMoneyShort(v, 'CNY', 'en');

describe('a chart axis fitted to its values', () => {
  it('costs from ¥15.1 to ¥1,800: logarithmic, from ¥10 to ¥2,000, ticks at 1 and 5', () => {
    const axis = axisScale([15.1, 23.17, 480, 1800], yuan);
    expect(axis.scale).toBe('log');
    // 1-2-5 values around the data: 10 ≤ 15.1 and 2,000 ≥ 1,800
    expect(axis.domain).toEqual([10, 2000]);
    // 10, 20, 50, 100, 200, 500, 1000, 2000 are eight, more than six: the 1s and 5s stay
    expect(axis.ticks).toEqual([10, 50, 100, 500, 1000]);
  });

  it('hours from 0.4 to 120: logarithmic, every 1-2-5 tick while there are few', () => {
    const axis = axisScale([0.4, 3, 120], String);
    expect(axis.scale).toBe('log');
    expect(axis.domain).toEqual([0.2, 200]);
    expect(axis.ticks).toEqual([0.5, 1, 5, 10, 50, 100]);
    // five orders of magnitude: the powers of ten
    expect(axisScale([1, 100_000], String).ticks).toEqual([1, 10, 100, 1000, 10_000, 100_000]);
    expect(axisScale([2, 60], String).ticks).toEqual([2, 5, 10, 20, 50, 100]);
  });

  it('values within a factor of 20: linear, with a margin, never below zero', () => {
    const axis = axisScale([200, 1800], yuan);
    expect(axis.scale).toBe('linear');
    // 5 % of the 1,600 spread on each side
    expect(axis.domain).toEqual([120, 1880]);
    // a fifth of 1,760 is 352, nearest 1-2-5 step 500
    expect(axis.ticks).toEqual([500, 1000, 1500]);
    expect(axisScale([1, 10], String).domain[0]).toBeGreaterThanOrEqual(0);
  });

  it('one point: a span around it, and no two ticks read the same', () => {
    const axis = axisScale([15.1], yuan);
    expect(axis.domain[0]).toBeLessThan(15.1);
    expect(axis.domain[1]).toBeGreaterThan(15.1);
    const labels = axis.ticks.map(yuan);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeGreaterThanOrEqual(2);
  });

  it('ticks that round to the same label are kept once', () => {
    const axis = axisScale([15.02, 15.08], (v) => `¥${Math.round(v)}`);
    expect(axis.ticks.map((v) => `¥${Math.round(v)}`)).toEqual(['¥15']);
  });
});
