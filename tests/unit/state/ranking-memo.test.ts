/** The ranking is reused for link changes that do not touch what it ranks. */
import { describe, expect, it } from 'vitest';
import { combineQuotes, decodeQuotesParam, encodeQuotesParam } from '../../../src/domain/quotes';
import { decode } from '../../../src/domain/share/codec';
import { rankingKey } from '../../../src/state/ranking-memo';
import { labQuote } from '../quotes/catalog-fixture';

const BASE = '?v=1&view=results&lang=en&team=startup&wl=finetune&model=7&budget=500&cur=CNY';

const shared = (() => {
  const e = encodeQuotesParam([labQuote]);
  if (!e.ok) throw new Error('the fixture quote fits a link');
  return e.q;
})();

/** The key of a link for a user with these quotes: theirs and the link's, as the page ranks them. */
const keyOf = (link: string, own = [labQuote]) => {
  const { state } = decode(link);
  const shared = state.q === null ? [] : decodeQuotesParam(state.q).quotes;
  return rankingKey({ ...state, quotes: combineQuotes(own, shared) });
};

describe('ranking memo key', () => {
  it.each([
    ['the language', '&lang=zh'],
    ['the selection', '&sel=aws:p4d.24xlarge@us-east-1'],
    ['browse parameters', '&b.q=a100&b.sort=-price'],
    ['guide parameters', '&g.use=100&g.life=5'],
    ['the view', '&view=browse'],
    ['a q sharing a quote the user already has', `&q=${shared}`],
  ])('stays the same when the link changes %s', (_, extra) => {
    expect(keyOf(`${BASE}${extra}`)).toBe(keyOf(BASE));
  });

  it.each([
    ['the model size', 'model', '13'],
    ['the budget', 'budget', '900'],
    ['the currency', 'cur', 'USD'],
    ['the exchange rate', 'fx', '7.5'],
    ['the workload', 'wl', 'infer'],
  ])('changes with %s', (_, param, value) => {
    const changed = new URLSearchParams(BASE);
    changed.set(param, value);
    expect(keyOf(`?${changed.toString()}`)).not.toBe(keyOf(BASE));
  });

  it('changes when q brings a quote the user does not have, or the user’s quotes change', () => {
    expect(keyOf(`${BASE}&q=${shared}`, [])).not.toBe(keyOf(BASE, []));
    expect(keyOf(BASE, [{ ...labQuote, price: 25 }])).not.toBe(keyOf(BASE));
  });

  it('does not depend on the order the profile’s fields were written in', () => {
    const { state } = decode(BASE);
    const reordered = Object.fromEntries(Object.entries(state.profile).reverse());
    expect(rankingKey({ ...state, profile: reordered as typeof state.profile, quotes: [] })).toBe(
      rankingKey({ ...state, quotes: [] }),
    );
  });
});
