/**
 * The judgement in money and hours, on the real catalog: each case an expert buyer flagged,
 * reproduced from its link and pinned by what the user sees.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import type { RankResult } from '../../../src/domain/engine';
import { rankLink } from '../../../src/domain/rank-link';
import { translateDynamic } from '../../../src/i18n';
import '../../../src/i18n/all';

const run = (link: string) => rankLink(link, catalog);
const ranked = (link: string): RankResult => run(link).result;
const text = (m: { key: string; values: Readonly<Record<string, string | number>> }) =>
  translateDynamic('en', m.key, m.values);

describe('a monthly budget judges a job that ends within a month by its total', () => {
  const link = '?v=1&team=startup&wl=train&model=7&work=2000&budget=3000&per=month&cur=USD';
  it('ranks 1×B200 (386 h, under 3,000 USD in all) within the budget', () => {
    const r = ranked(link);
    const b200 = r.ranked.find((e) => /^B200/.test(e.gpuModel) && e.gpuCount === 1);
    expect(b200).toBeDefined();
    expect(b200!.estHours).toBeLessThan(730);
    expect(b200!.estCost).toBeLessThan(3000);
    expect(b200!.withinBudget).toBe(true);
    // its budget line speaks of the whole job, not of a month of running it
    const line = b200!.reasons.find((m) => m.key.startsWith('engine.reason.budget'));
    expect(text(line!)).toMatch(/whole job.*ends within a month/);
  });
  it('excludes no offer as over the monthly budget that finishes within a month for less', () => {
    const r = ranked(link);
    for (const e of r.excluded) {
      if (!e.excludedBecause.some((m) => m.key === 'engine.excluded.budget-month')) continue;
      const c = e.estimate!;
      expect(c.estHours <= 730 && c.estCost <= 3000).toBe(false);
    }
  });
});

describe('suggestions and notes label a month as a month and a job as a job', () => {
  // 7,400 h of work: every offer runs for months, so the monthly budget reads a month of running
  const link = '?v=1&team=startup&wl=train&model=7&work=20000&budget=3000&per=month&cur=CNY';
  it('the closest-budget note gives the month and the job’s total, each named', () => {
    const r = ranked(link);
    const note = r.notices.find((n) => n.key.startsWith('engine.notice.closest-budget'));
    expect(note).toBeDefined();
    expect(text(note!)).toMatch(/a month \(.* in all, .* h\)/);
  });
  it('a suggestion names the month and the total, and applying it ranks that offer at that total', () => {
    const { suggestions } = run(link);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      const shown = text(s.reason);
      expect(shown).toMatch(/a month/);
      const applied = ranked(s.link).ranked.find((e) => e.withinBudget)!;
      expect(applied.offerId).toBe(s.offerId);
      // the job's total the suggestion shows is the one the applied ranking shows
      expect(shown).toContain(`${Math.round(applied.estCost * 100) / 100} CNY in all`);
    }
  });
});
