/**
 * What the page and the CLI say about a thin answer: counts count the choices that fit every
 * constraint (the budget included), near misses never score like a choice within the budget, and
 * a suggestion names an offer it brings in, never one that already answers.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { headOf } from '../../../src/domain/ranking-head';
import { runCli } from '../cli/run-cli';

// 20 users of Llama 3.1 8B in FP8 under 220 USD a month: one RTX A5000 (211.7 USD) fits; an RTX
// 4000 Ada and an RTX A4500 (233.6 and 248.2 USD a month) are near misses.
const thin =
  '?v=1&view=results&team=individual&wl=infer&model=llama-3.1-8b&prec=fp8&users=20&budget=220&per=month&cur=USD';

const cli = (link: string, ...flags: string[]) => runCli(catalog, link, ...flags).stdout;

describe('counts count what fits', () => {
  it('the page counts only the choices within the budget, and the near misses apart', () => {
    const { result, suggestions } = rankLink(thin, catalog);
    const within = result.ranked.filter((e) => e.withinBudget);
    const over = result.ranked.filter((e) => !e.withinBudget);
    expect(within.length).toBeGreaterThan(0);
    expect(over.length).toBeGreaterThan(0);
    const head = headOf(result, suggestions);
    expect(head.rankedCount).toBe(within.length);
    expect(head.rankedOffers).toBe(within.reduce((n, e) => n + 1 + e.otherRegions.length, 0));
    expect(head.overBudgetCount).toBe(over.length);
  });

  it('the CLI’s JSON counts the same way', () => {
    const out = JSON.parse(cli(thin, '--json')) as {
      rankedCount: number;
      overBudgetCount: number;
      ranked: { withinBudget: boolean }[];
    };
    expect(out.rankedCount).toBe(out.ranked.filter((e) => e.withinBudget).length);
    expect(out.overBudgetCount).toBe(out.ranked.filter((e) => !e.withinBudget).length);
    expect(out.overBudgetCount).toBeGreaterThan(0);
  });
});

describe('a near miss does not score like a choice within the budget', () => {
  it('every over-budget row scores below every row within it', () => {
    const r = rankLink(thin, catalog).result;
    const lowest = Math.min(...r.ranked.filter((e) => e.withinBudget).map((e) => e.score));
    for (const e of r.ranked.filter((x) => !x.withinBudget)) {
      expect(e.score).toBeLessThan(lowest);
      // and by at least the share of its spend the budget does not cover
      expect(e.score).toBeLessThanOrEqual((lowest * 220) / e.monthlyCost + 1e-12);
    }
  });
});

describe('a suggestion changes the answer', () => {
  it('never names an offer already within the budget, and its link ranks the named offer within it', () => {
    const { result, suggestions } = rankLink(thin, catalog);
    const answering = new Set(
      result.ranked.filter((e) => e.withinBudget).flatMap((e) => [e.offerId, ...e.otherRegions]),
    );
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(answering.has(s.offerId)).toBe(false);
      const again = rankLink(`?${s.link}`, catalog).result.ranked;
      const named = again.find((e) => e.offerId === s.offerId);
      expect(named?.withinBudget).toBe(true);
    }
  });

  it('spot is not suggested for a service on one replica, where each interruption is an outage', () => {
    // int4 Qwen2.5-7B for 100 h under 10 USD: nothing on demand; a T4 on spot at 6.27 USD would
    // do it, but on one replica every interruption stops the service
    const link =
      '?v=1&team=individual&wl=infer&model=qwen2.5-7b&prec=int4&work=100&budget=10&cur=USD';
    const { result, suggestions } = rankLink(link, catalog);
    expect(result.ranked.filter((e) => e.withinBudget).length).toBeLessThan(3);
    expect(suggestions.find((s) => /(^|&)spot=1(&|$)/.test(s.link))).toBeUndefined();
    const spot = rankLink(`${link}&spot=1`, catalog).result.ranked.find(
      (e) => e.withinBudget && e.pricing === 'spot',
    );
    expect(spot?.replicas).toBe(1);
  });
});

describe('the CLI’s text output', () => {
  it('marks over-budget rows and prints the first picks’ warnings', () => {
    const out = cli(thin);
    const r = rankLink(thin, catalog).result;
    const rows = out.split('\n').filter((l) => /^\d+\s+\S+:\S+@/.test(l));
    expect(rows.length).toBe(r.ranked.length);
    for (const e of r.ranked) {
      const row = rows.find((l) => l.includes(e.offerId))!;
      expect(row.includes('! ')).toBe(!e.withinBudget);
    }
    // the over-budget warning of a near miss among the first three, as the page shows it
    expect(out).toMatch(/% over the 220 USD budget/);
    expect(out).toContain('just over the budget');
  });
});

describe('spot under a hard deadline', () => {
  const base = '?v=1&team=startup&wl=finetune&model=7&work=200&spot=1&cur=USD';
  const first = rankLink(base, catalog).result.ranked[0]!;
  const warned = (deadline: number) =>
    rankLink(`${base}&deadline=${deadline}`, catalog)
      .result.ranked.find((e) => e.offerId === first.offerId && e.pricing === 'spot')
      ?.warnings.map((w) => w.key) ?? [];

  it('warns when two interruptions more than expected would miss the deadline', () => {
    expect(first.pricing).toBe('spot');
    // 18 minutes of slack: each interruption loses 15 min of work and a 10-minute restart
    expect(warned(Math.ceil(first.estHours * 10 + 3) / 10)).toContain(
      'engine.warning.spot-deadline',
    );
  });
  it('says nothing with a day of slack', () => {
    expect(warned(Math.ceil(first.estHours + 24))).not.toContain('engine.warning.spot-deadline');
  });
});
