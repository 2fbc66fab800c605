import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  columnTexts,
  giveScrollBoxesHeight,
  openBrowse,
  openFilters,
  rowKeys,
  search,
} from './browse-helpers';

beforeAll(giveScrollBoxesHeight);

const COLS = '&b.cols=provider,monthly,year1,year3';

// The fixture's commitments, at 7.2 CNY per USD and 730 h a month:
// p4d (8 GPUs): 1 year partial upfront (70,080 + 8 × 8,760) ÷ 8,760 = 16 USD an hour → 2 per GPU;
//   3 years: a savings plan at 9.6 an hour (→ 1.2 per GPU) beats all upfront 262,800 ÷ 26,280 = 10.
// gn7e in Hangzhou (1 GPU): a month 14,600 CNY ÷ 730 = 20 CNY → 20 ÷ 7.2 = 2.78 USD;
//   a year 131,400 ÷ 8,760 = 15 CNY → 2.08 USD.
describe('browse: commitment prices', () => {
  it('shows the 1- and 3-year and monthly prices per GPU-hour, sorted, with their terms', () => {
    openBrowse(`&cur=USD${COLS}&b.sort=year1`);
    expect(rowKeys().slice(0, 2)).toEqual([
      'p4d.24xlarge @ us-east-1',
      'gn7e-c16g1.4xlarge @ cn-hangzhou',
    ]);
    const year1 = columnTexts('1-year commitment');
    const year3 = columnTexts('3-year commitment');
    const monthly = columnTexts('Monthly plan');
    expect(year1[0]).toMatch(/^\$2reserved instance/);
    expect(year1[0]).toContain('12-month term, partial upfront $70,080');
    expect(year1[0]).toContain('https://example.org/aws-reserved, 2025-04-01');
    expect(year3[0]).toMatch(/^\$1\.2savings plan/);
    expect(year3[0]).toContain('no upfront');
    expect(monthly[0]).toBe('—unknown');
    expect(year1[1]).toMatch(/^\$2\.08subscription/);
    expect(monthly[1]).toMatch(/^\$2\.78subscription/);
    expect(monthly[1]).toContain('1-month term, all upfront $2,028');
    // Offers without commitments come last, with a dash.
    expect(year1.slice(2).every((t) => t === '—unknown')).toBe(true);
  });

  it('the column heading names its currency and unit', () => {
    openBrowse(`&cur=USD${COLS}`);
    const header = screen.getByRole('columnheader', { name: /1-year commitment/ });
    expect(header.textContent).toContain('USD per GPU-hour, every hour used');
  });

  it('the filter leaves only offers with commitment prices, and is in the link', async () => {
    openBrowse('');
    expect(rowKeys().length).toBeGreaterThan(2);
    await openFilters();
    await userEvent.click(screen.getByRole('checkbox', { name: /Has commitment prices/ }));
    expect(search().get('b.commit')).toBe('1');
    // Per GPU-hour in CNY: p4d 32 × 7.2 ÷ 8 = 28.8, gn7e in Hangzhou 36 (its other regions have none).
    expect(rowKeys()).toEqual(['p4d.24xlarge @ us-east-1', 'gn7e-c16g1.4xlarge @ cn-hangzhou']);
    expect(screen.getByRole('status').textContent).toContain('2 instance types, 2 offers match');
  });

  it('opens a link with the filter on', () => {
    openBrowse('&b.commit=1');
    expect(rowKeys()).toEqual(['p4d.24xlarge @ us-east-1', 'gn7e-c16g1.4xlarge @ cn-hangzhou']);
  });
});

describe('browse on a phone: commitment prices on the cards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a card sorted by a commitment price shows that price and its kind', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    openBrowse('&cur=USD&b.sort=year3');
    const list = screen.getByRole('list', { name: /one row per instance type/ });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('p4d.24xlarge');
    expect(first.textContent).toContain('3-year commitment $1.2');
    expect(first.textContent).toContain('savings plan');
    const choices = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole(
      'option',
    );
    expect(choices.map((o) => o.textContent)).toContain('Monthly plan ↑');
  });
});
