/**
 * What a price's date means, as the reader sees it: the same words on a pick, in the results'
 * CSV and Markdown, and in the browse CSV's column after the date.
 */
import { describe, expect, it } from 'vitest';
import { isNewerPrice } from '../../src/domain/catalog/price-date';
import { DEFAULT_PROFILE } from '../../src/domain/engine/profile';
import { csvRows, markdownSummary } from '../../src/features/results/export';
import '../../src/i18n/all';
import { priceDateText } from '../../src/ui/price-date';
import { entry, result } from './results-fixtures';

const price = (
  asOfKind: 'published' | 'captured' | 'listed-by' | 'undated-snapshot',
  asOf: string,
) => ({
  asOf,
  asOfKind,
  source: { ref: 'x', date: asOfKind === 'undated-snapshot' ? null : asOf },
});

describe('a price date in words', () => {
  it('says what each kind of date means, in both languages', () => {
    expect(priceDateText('en', price('published', '2026-11-02'))).toBe(
      'as stated by the source on 2026-11-02',
    );
    expect(priceDateText('en', price('captured', '2026-11-09'))).toBe('captured 2026-11-09');
    expect(priceDateText('en', price('listed-by', '2026-12-04'))).toBe(
      'listed on or before 2026-12-04',
    );
    expect(priceDateText('en', price('undated-snapshot', '2026-11-09'))).toBe(
      'undated; recorded 2026-11-09',
    );
    expect(priceDateText('zh', price('listed-by', '2026-12-04'))).toBe('最晚于 2026-12-04 已列出');
  });

  it('never shows a claimed kind without a dated source as dated', () => {
    const claimed = {
      ...price('listed-by', '2026-12-04'),
      source: { ref: 'x', date: null },
    };
    expect(priceDateText('en', claimed)).toBe('undated; recorded 2026-12-04');
  });

  it('lets an exact date beat a later "on or before" date, and the later of two bounds win', () => {
    expect(isNewerPrice(price('listed-by', '2026-12-04'), price('captured', '2026-09-20'))).toBe(
      true,
    );
    expect(isNewerPrice(price('captured', '2026-09-20'), price('listed-by', '2026-12-04'))).toBe(
      false,
    );
    expect(
      isNewerPrice(price('undated-snapshot', '2025-01-01'), price('listed-by', '2026-11-09')),
    ).toBe(true);
    expect(isNewerPrice(price('listed-by', '2026-11-09'), price('listed-by', '2026-12-04'))).toBe(
      true,
    );
  });
});

describe('the results exports carry each pick price date and its kind', () => {
  const ranking = result({ ranked: [entry(1, { estCost: 20, estHours: 10 })], excluded: [] });
  const dateOf = (id: string) => (id ? 'listed on or before 2026-12-04' : null);

  it('as two CSV columns: the date and what it means', () => {
    const { fields, rows } = csvRows(ranking, 'en', undefined, { priceDate: dateOf });
    const at = fields.indexOf('priceDate');
    expect(fields.slice(at, at + 2)).toEqual(['priceDate', 'priceDateKind']);
    expect(rows[0]?.priceDateKind).toBe('listed on or before 2026-12-04');
    expect(rows[0]?.priceDate).toBe(ranking.ranked[0]!.asOf);
  });

  it('as a Markdown column', () => {
    const md = markdownSummary(ranking, {
      lang: 'en',
      profile: DEFAULT_PROFILE,
      provider: (id) => id,
      asOf: '2026-12-05',
      fx: 7.2,
      url: 'https://example.test/',
      priceDate: dateOf,
    });
    const table = md.split('\n').filter((l) => l.startsWith('|'));
    expect(table[0]).toMatch(/\| Price date \|$/);
    expect(table[2]).toMatch(/\| listed on or before 2026-12-04 \|$/);
  });
});

describe('two dated sources more than 10 % apart', () => {
  it('flag the offer, keep the newer price and say both in its notes', async () => {
    const { buildCatalog } = await import('../../src/domain/catalog/build');
    const { rawCatalog } = await import('../../src/domain/catalog/raw');
    const offer = buildCatalog(rawCatalog).catalog.offers.find(
      (o) => o.id === 'runpod:1x_H100_SECURE@CA',
    );
    // RunPod's page captured 2026-11-09 against the v7 file read the same day.
    expect(offer?.flags).toContain('sources-disagree');
    expect(offer).toMatchObject({ asOfKind: 'captured', asOf: '2026-11-09' });
    expect(offer?.notes).toMatch(
      /Two dated sources disagree by \d+ %: [\d.]+ \(listed on or before 2026-11-09, github:skypilot-org\/skypilot-catalog catalogs\/v7\/runpod\/vms\.csv @0727c2bd[0-9a-f]+\) against [\d.]+ \(captured 2026-11-09\); the newer is used\./,
    );
  });
});
