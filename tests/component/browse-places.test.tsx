/**
 * Browse by where an offer runs: a country filter, a search that knows country and region names in
 * both languages, and an empty table that says why and offers the nearest way out.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import { matchesSearch, searchWords } from '../../src/features/browse/model/filters';
import { buildOfferRows } from '../../src/features/browse/model/offer-row';
import { BrowsePage } from '../../src/features/browse/browse-page';
import { useLinkStore } from '../../src/state/link-store';
import { FIXTURE_CATALOG } from './browse-fixture';
import {
  TODAY,
  giveScrollBoxesHeight,
  openBrowse,
  openFilters,
  rowKeys,
  search,
} from './browse-helpers';

beforeAll(giveScrollBoxesHeight);

const rows = buildOfferRows(catalog, {
  cur: 'USD',
  fx: 7.2,
  unit: 'hour',
  workload: 'train',
  lang: 'en',
  today: '2026-12-05',
  staleAfterDays: 90,
});
const found = (q: string) => rows.filter((r) => matchesSearch(r, searchWords(q)));

describe('searching by country and region, in the dataset', () => {
  it.each(['美国', 'United States', 'usa', 'us'])(
    '%s finds offers in the United States only',
    (q) => {
      const hits = found(q);
      expect(hits.length).toBeGreaterThan(10);
      // "us" is a word of its own: not the end of Nebius, nor the middle of Australia
      expect(hits.filter((r) => r.country === 'FI' || r.country === 'AU')).toEqual([]);
      if (q !== 'us') expect(new Set(hits.map((r) => r.country))).toEqual(new Set(['US']));
    },
  );

  it.each(['加拿大', 'Canada'])('%s finds the offers in Canada', (q) => {
    const hits = found(q);
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((r) => r.region))).toEqual(new Set(['CA']));
  });

  it.each(['华北2（北京）', '华北2(北京)'])('%s finds Alibaba Cloud in Beijing', (q) => {
    const hits = found(q);
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) expect(r.id).toMatch(/^aliyun:.*@cn-beijing$/);
  });

  it('a country name in Chinese and in English finds the same offers', () => {
    expect(found('芬兰').map((r) => r.id)).toEqual(found('finland').map((r) => r.id));
    expect(found('芬兰').length).toBeGreaterThan(0);
  });
});

describe('the country filter', () => {
  it('keeps the offers in the chosen country and writes b.ctry', async () => {
    openBrowse();
    await openFilters();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Country or region' }),
      screen.getByRole('option', { name: /^United States \(\d+\)$/ }),
    );
    expect(search().get('b.ctry')).toBe('US');
    expect(rowKeys().every((k) => / @ us-/.test(k))).toBe(true);
    expect(rowKeys().length).toBeGreaterThan(0);
  });
});

describe('an empty table says why', () => {
  it('names the filter that rules the offers out and removes it on request', async () => {
    openBrowse('&b.rg=cn&b.gpu=h100-80gb-pcie');
    expect(rowKeys()).toEqual([]);
    expect(screen.getByText('No offer matches all of these filters together.')).toBeVisible();
    const way = screen.getByRole('button', { name: 'Without “Region: China”: 1 offer' });
    expect(screen.getByRole('button', { name: /^Without “GPU model”: \d+ offers$/ })).toBeVisible();
    await userEvent.click(way);
    expect(search().get('b.rg')).toBeNull();
    expect(rowKeys()).toEqual(['gpu_1x_h100_pcie @ us-east-1']);
  });
});

describe('in Chinese', () => {
  it('the filter and the empty table speak Chinese', async () => {
    window.history.replaceState(null, '', '/?v=1&view=browse&lang=zh&b.rg=cn&b.gpu=h100-80gb-pcie');
    useLinkStore.getState().syncFromLocation();
    render(<BrowsePage catalog={FIXTURE_CATALOG} today={TODAY} />);
    expect(screen.getByText('没有同时满足这些筛选条件的报价。')).toBeVisible();
    expect(screen.getByRole('button', { name: '去掉“地域：中国”：1 个报价' })).toBeVisible();
    await userEvent.click(screen.getByText('筛选', { selector: 'summary' }));
    const country = screen.getByRole('combobox', { name: '国家或地区' });
    expect(screen.getByRole('option', { name: /^美国（\d+）$/ })).toBeInTheDocument();
    await userEvent.selectOptions(country, 'US');
    expect(search().get('b.ctry')).toBe('US');
  });
});
