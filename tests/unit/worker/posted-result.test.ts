/**
 * The ranking the worker posts: small (its excluded offers compact), and read on the page as the
 * same ranking the command line computes, after the copy between threads.
 */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import type { Quote } from '../../../src/domain/quotes';
import { rankState } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { groupExcluded } from '../../../src/features/results/excluded-groups';
import { rankMessages } from '../../../src/worker/answer';
import { receivedResult, type FromWorker, type RankingHead } from '../../../src/worker/protocol';
import { CANONICAL_LINKS } from '../../bench/rank.bench';
import { ALIYUN_A100, huaweiQuote } from '../quotes/fixtures';

const LINKS = [
  ...CANONICAL_LINKS,
  '?v=1&wl=infer&model=llama-3.1-70b&users=32&seq=8192',
  // commitments priced in: some offers over the budget carry a commitment's terms
  '?v=1&team=enterprise&wl=infer&model=llama-3.1-70b&users=20&budget=20000&per=month&cur=USD&term=12',
];

/** The two messages as the page receives them: copied as `postMessage` copies them. */
function received(link: string, quotes: readonly Quote[] = []) {
  const state = decode(link).state;
  const [head, done] = rankMessages(1, { link: state, quotes, asOf: catalog.asOf }, catalog).map(
    (m) => structuredClone(m) as FromWorker,
  );
  if (head?.type !== 'head' || done?.type !== 'done') throw new Error('unexpected answers');
  return {
    state,
    head: head.head as RankingHead,
    done,
    result: receivedResult(done.result, catalog),
  };
}

describe('the posted ranking', () => {
  it.each(LINKS)('reads back as the ranking itself: %s', (link) => {
    const { state, head, result } = received(link);
    const expected = rankState(state, catalog).result;
    expect(result.ranked).toEqual(expected.ranked);
    expect(result.excluded).toEqual(expected.excluded);
    expect(result.notices).toEqual(expected.notices);
    if (link.includes('term=')) {
      expect(result.excluded.some((e) => e.estimate?.commitment)).toBe(true);
    }
    expect(head.excludedCount).toBe(expected.excluded.length);
    // the groups the results view shows at once, counted without the records
    const groups = groupExcluded(result);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(expected.excluded.length);
    for (const g of groups) expect(g.entries()).toHaveLength(g.count);
  });

  it('with quotes: a new offer and one that re-prices a catalog offer', () => {
    const quotes: Quote[] = [
      huaweiQuote,
      { ...huaweiQuote, id: 'cheaper-a100', overrides: ALIYUN_A100, price: 1 },
    ];
    const link = '?v=1&team=startup&wl=finetune&model=70&budget=500&cur=CNY';
    const { state, result } = received(link, quotes);
    const expected = rankState(state, catalog, { quotes }).result;
    expect(result.ranked).toEqual(expected.ranked);
    expect(result.excluded).toEqual(expected.excluded);
    // the re-priced offer is the quote's now, never the catalog's
    const ids = [...result.ranked.map((e) => e.offerId), ...result.excluded.map((e) => e.offerId)];
    expect(ids).not.toContain(ALIYUN_A100);
    expect(ids).toContain('quote:cheaper-a100');
  });

  it.each(LINKS)('is small: the excluded offers travel in about 60 bytes each: %s', (link) => {
    const { done, result } = received(link);
    const whole = serialize(done).length;
    const ranked = serialize(result.ranked).length;
    // each excluded record copied whole was about 470 bytes (1.2 MB for the startup profile)
    expect((whole - ranked) / Math.max(result.excluded.length, 1)).toBeLessThan(70);
  });
});
