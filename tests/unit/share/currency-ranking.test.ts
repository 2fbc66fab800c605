import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { rank } from '../../../src/domain/engine';
import { decode } from '../../../src/domain/share/codec';
import { type LinkState } from '../../../src/domain/share/profile';
import { withCurrency } from '../../../src/state/link-store';

const order = (link: LinkState) => {
  const result = rank(link.profile, catalog, {
    cur: link.cur,
    fx: link.fx ?? catalog.fx.cnyPerUsd,
    asOf: catalog.asOf,
  });
  return {
    ranked: result.ranked.map((e) => e.offerId),
    excluded: result.excluded.map((e) => e.offerId).sort(),
    overBudget: result.excluded
      .filter((e) => e.excludedBecause.some((m) => m.key.startsWith('engine.excluded.budget')))
      .map((e) => e.offerId)
      .sort(),
  };
};

describe('switching the currency keeps the ranking', () => {
  it.each([
    '?v=1&cur=CNY&wl=finetune&model=7&budget=500&spot=1',
    '?v=1&cur=CNY&team=rnd&model=13&work=2000&budget=200000',
    '?v=1&cur=USD&team=individual&wl=infer&model=7&work=720&budget=1500&per=month',
    '?v=1&cur=CNY&model=7&budget=2000&fx=6.5',
    '?v=1&cur=USD&wl=infer&model=70&work=100&budget=1234.5',
  ])('%s', (query) => {
    const link = decode(query).state;
    const other = withCurrency(link, link.cur === 'CNY' ? 'USD' : 'CNY');
    expect(other.cur).not.toBe(link.cur);
    const before = order(link);
    expect(before.ranked.length).toBeGreaterThan(0);
    // the budget matters: some offers are out only because of it
    expect(before.overBudget.length).toBeGreaterThan(0);
    expect(order(other)).toEqual(before);
    expect(order(withCurrency(other, link.cur))).toEqual(before);
  });
});
