/**
 * What the ranking worker posts: per ranking a head of at most 100 kB (the first page, counts,
 * the charts' figures), and on request its parts (later pages, a group of ruled-out offers, the
 * whole), which read back on the page as the same ranking the command line computes, after the
 * copy between threads.
 */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import type { Quote } from '../../../src/domain/quotes';
import { rankState } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { RankingParts } from '../../../src/state/ranking-parts';
import { answerPart, headMessage, rankJob } from '../../../src/worker/answer';
import {
  FIRST_PAGE,
  POINT_WIDTH,
  rankedTotal,
  type RankingHead,
} from '../../../src/domain/ranking-head';
import type { FromWorker, PartRequest, PostedPart } from '../../../src/worker/protocol';
import { CANONICAL_LINKS } from '../../bench/rank.bench';
import { ALIYUN_A100, huaweiQuote } from '../quotes/fixtures';

const LINKS = [
  ...CANONICAL_LINKS,
  '?v=1&wl=infer&model=llama-3.1-70b&users=32&seq=8192',
  // commitments priced in: some offers over the budget carry a commitment's terms
  '?v=1&team=enterprise&wl=infer&model=llama-3.1-70b&users=20&budget=20000&per=month&cur=USD&term=12',
];

/** The budget of what one ranking posts before the reader asks for anything. */
const HEAD_BUDGET = 100_000;

/** A ranking as the worker answers it: its head and its parts, copied as `postMessage` copies. */
function worker(link: string, quotes: readonly Quote[] = []) {
  const state = decode(link).state;
  const ranking = rankJob({ link: state, quotes, asOf: catalog.asOf }, catalog);
  const message = structuredClone(headMessage(1, ranking)) as FromWorker;
  if (message.type !== 'head') throw new Error('unexpected answer');
  const ask = (part: PartRequest): PostedPart =>
    structuredClone(answerPart(ranking, catalog, part));
  return {
    state,
    message,
    head: message.head as RankingHead,
    ask,
    parts: new RankingParts(message.head, ask, catalog),
  };
}

describe('the posted ranking', () => {
  it.each(LINKS)('head and parts read back as the ranking itself: %s', async (link) => {
    const { state, head, parts } = worker(link);
    const expected = rankState(state, catalog).result;
    // the head: the first page, the counts, every entry's figures for the charts
    expect(head.top).toEqual(expected.ranked.slice(0, FIRST_PAGE));
    expect(rankedTotal(head)).toBe(expected.ranked.length);
    expect(head.excludedCount).toBe(expected.excluded.length);
    expect(head.notices).toEqual(expected.notices);
    expect(head.points.offerIds).toEqual(expected.ranked.map((e) => e.offerId));
    expected.ranked.forEach((e, i) => {
      const at = i * POINT_WIDTH;
      expect([...head.points.numbers.slice(at, at + POINT_WIDTH)]).toEqual([
        e.estHours,
        e.estCost,
        e.monthlyCost,
        e.effectiveGpus,
      ]);
    });
    // the later pages, asked for one by one
    const pages = await Promise.all(
      Array.from({ length: parts.rankedPages }, (_, p) => parts.rankedPage(p)),
    );
    expect(pages.flat()).toEqual(expected.ranked);
    expect(pages.every((p) => p.length <= FIRST_PAGE)).toBe(true);
    // each group of ruled-out offers, asked for when opened: every record, as ranked
    expect(head.groups.reduce((n, g) => n + g.count, 0)).toBe(expected.excluded.length);
    for (const g of head.groups) {
      const rows = await parts.excluded(g.key);
      expect(rows).toHaveLength(g.count);
      expect(rows).toEqual(expected.excluded.filter((e) => e.excludedBecause[0]?.key === g.key));
    }
    // the whole, for the CSV file
    const whole = await parts.whole();
    expect(whole.ranked).toEqual(expected.ranked);
    expect(whole.excluded).toEqual(expected.excluded);
    expect(whole.notices).toEqual(expected.notices);
    if (link.includes('term=')) {
      expect(whole.excluded.some((e) => e.estimate?.commitment)).toBe(true);
      const priced = head.groups.filter((g) => g.key.startsWith('engine.excluded.budget'));
      expect(priced.length).toBeGreaterThan(0);
    }
  });

  it('with quotes: a new offer and one that re-prices a catalog offer', async () => {
    const quotes: Quote[] = [
      huaweiQuote,
      { ...huaweiQuote, id: 'cheaper-a100', overrides: ALIYUN_A100, price: 1 },
    ];
    const link = '?v=1&team=startup&wl=finetune&model=70&budget=500&cur=CNY';
    const { state, head, parts } = worker(link, quotes);
    const expected = rankState(state, catalog, { quotes }).result;
    const whole = await parts.whole();
    expect(whole.ranked).toEqual(expected.ranked);
    expect(whole.excluded).toEqual(expected.excluded);
    const grouped = (await Promise.all(head.groups.map((g) => parts.excluded(g.key)))).flat();
    expect(grouped.map((e) => e.offerId).sort()).toEqual(
      expected.excluded.map((e) => e.offerId).sort(),
    );
    // the re-priced offer is the quote's now, never the catalog's
    const ids = [...whole.ranked.map((e) => e.offerId), ...grouped.map((e) => e.offerId)];
    expect(ids).not.toContain(ALIYUN_A100);
    expect(ids).toContain('quote:cheaper-a100');
  });

  it.each(CANONICAL_LINKS)('posts at most 100 kB per ranking: %s', (link) => {
    const { message } = worker(link);
    expect(serialize(message).length).toBeLessThanOrEqual(HEAD_BUDGET);
  });

  it.each(LINKS)('an excluded offer travels in under 70 bytes when asked for: %s', (link) => {
    const { ask, head } = worker(link);
    const whole = ask({ kind: 'whole' });
    if (whole.kind !== 'whole') throw new Error('unexpected part');
    const bytes = serialize(whole).length - serialize(whole.result.ranked).length;
    // each excluded record copied whole was about 470 bytes (1.2 MB for the startup profile)
    expect(bytes / Math.max(head.excludedCount, 1)).toBeLessThan(70);
    // every group asked for costs about what the whole does: no group posts records
    const groups = head.groups.reduce(
      (n, g) => n + serialize(ask({ kind: 'excluded', key: g.key })).length,
      0,
    );
    expect(groups).toBeLessThan(bytes + 2000 * head.groups.length);
  });
});
