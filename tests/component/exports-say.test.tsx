/**
 * The exports say what the page says: each price's own date (undated ones as undated), a service's
 * hours in all, the region the link keeps to, and "no budget given" when none was.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import { rankLink } from '../../src/domain/rank-link';
import { csvRows, markdownSummary } from '../../src/features/results/export';
import { offerNamer, providerNames } from '../../src/features/results/labels';

const LINK = '?v=1&wl=infer&model=qwen2.5-7b&work=8760&region=cn&cur=CNY';

function summary(lang: 'en' | 'zh', link = LINK) {
  const { result, state } = rankLink(link, catalog);
  return markdownSummary(result, {
    lang,
    profile: state.profile,
    provider: providerNames(catalog, lang, []),
    asOf: catalog.asOf,
    fx: catalog.fx.cnyPerUsd,
    url: 'https://example.test/',
  });
}

describe('the Markdown summary', () => {
  it.each([
    [
      'en',
      '8,760 h in all',
      'only offers in Mainland China',
      'Price date',
      /undated \(recorded \d{4}-\d\d-\d\d\)/,
    ],
    [
      'zh',
      '共运行 8,760 小时',
      '仅限中国大陆的报价',
      '价格日期',
      /未注明日期（\d{4}-\d\d-\d\d 记录）/,
    ],
  ] as const)(
    '%s: hours in all, the region, each price dated',
    (lang, hours, region, dateHead, undated) => {
      const md = summary(lang);
      expect(md).toContain(hours);
      expect(md).not.toMatch(/a month|每月运行/);
      expect(md).toContain(region);
      expect(md).toContain(dateHead);
      // one catalog date for every row is not what the page says
      expect(md).not.toMatch(/Prices as of|价格日期 \d/);
      const table = md.split('\n').filter((l) => /^\| \d/.test(l));
      expect(table.length).toBeGreaterThan(0);
      for (const row of table)
        expect(row).toMatch(new RegExp(`\\d{4}-\\d\\d-\\d\\d|${undated.source}`));
    },
  );
});

describe('the results CSV', () => {
  it.each([
    ['en', 'no budget given'],
    ['zh', '未设预算'],
  ] as const)('%s: without a budget the column says so', (lang, words) => {
    const { result } = rankLink('?v=1&wl=finetune&model=qwen2.5-7b&work=10&cur=CNY', catalog);
    const { rows } = csvRows(result, lang, offerNamer(lang), { budgetGiven: false });
    const ranked = rows.filter((r) => r.status === 'ranked');
    expect(ranked.length).toBeGreaterThan(0);
    for (const r of ranked) expect(r.withinBudget).toBe(words);
  });
});
