import './local-ranking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rank } from '../../src/domain/engine';
import { decode } from '../../src/domain/share/codec';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const catalog = makeCatalog();
const OPTIONS = { cur: 'USD', fx: 7.2, asOf: '2025-05-01' } as const;
const LINK = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';

function openAt(search: string, given = catalog) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={given} />);
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Ranked offers' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked offers');

describe('ranked table', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows each pick as one closed row: rank, time, cost with its price kind, score', () => {
    openAt(LINK);
    const [first] = rank(decode(LINK).state.profile, catalog, OPTIONS).ranked;
    if (!first) throw new Error('nothing ranked');
    const row = rows()[0]!;
    // Hand-checked on the fixture: 8 × H200, 4.5 h for $180.67 on demand (weighed at
    // 180.67 × 1.05 + 4.5 h × $25 = $302.37, against 2 × A100 PCIe's 120 × 1.05 + 40 h × $25).
    expect(row).toHaveAttribute('data-offer-id', first.offerId);
    const toggle = within(row).getByRole('button', { name: /^Details of / });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).getByText('4.5 h')).toBeVisible();
    const shown = (text: string) =>
      within(row)
        .getAllByText(text)
        .filter((el) => !el.closest('[hidden]'));
    expect(shown('$180.67')).toHaveLength(1);
    expect(within(row).getByText('on-demand price')).toBeVisible();
    // The reasons wait behind the button.
    expect(within(row).getByText('Why')).not.toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Own vs rent for this pick' })).toBeNull();
  });

  it('opens a row from the keyboard to say why and what to watch out for', async () => {
    openAt(LINK);
    const user = userEvent.setup({ delay: null });
    const row = rows()[0]!;
    const toggle = within(row).getByRole('button', { name: /^Details of / });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toBeVisible();
    expect(within(details!).getByText('Why')).toBeVisible();
    expect(within(details!).getByText('Watch out')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Own vs rent for this pick' })).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('writes money in the reasons as in the headline figures, and the score parts once', async () => {
    openAt(LINK);
    const row = rows()[0]!;
    await userEvent.click(within(row).getByRole('button', { name: /^Details of / }));
    // $180.67 in the cost column; the reasons say the same, not "180.67 USD", and the figure
    // the score is built from is money too.
    expect(row).toHaveTextContent('About $180.67 for the job');
    expect(row).not.toHaveTextContent('180.67 USD');
    expect(row).toHaveTextContent('Weighed at $302.37: $180.67 + 4.5 h × $25 for each hour');
    // The score parts show as bars with numbers; the reasons do not repeat them.
    expect(row).not.toHaveTextContent('Score parts:');
    expect(within(row).getAllByText('Performance')).toHaveLength(1);
  });

  it('writes large sums grouped, as the cost column does', async () => {
    // 2 × A100 PCIe at $3 an hour for 40,000 A100-hours: a six-figure cost.
    openAt('?v=1&view=results&lang=en&cur=CNY&wl=train&model=7&work=40000');
    const row = rows()[0]!;
    await userEvent.click(within(row).getByRole('button', { name: /^Details of / }));
    const reason = within(row).getByText(/for the job \(/);
    expect(reason.textContent).toMatch(/^About ¥\d{1,3}(,\d{3})+ for the job/);
    expect(reason.textContent).not.toMatch(/CNY|\d{4,}\.\d/);
  });

  it('a pick beaten on time and cost scores below on every part, and its figure says by how much', () => {
    // An H100 at $1 an hour beats an A100 at $2 on speed and cost.
    const two = makeCatalog([
      { provider: 'aliyun', type: 'good', gpu: 'h100-80gb-sxm', onDemand: 1 },
      { provider: 'vague', type: 'bad', gpu: 'a100-80gb-sxm', onDemand: 2 },
    ]);
    const link = '?v=1&view=results&lang=en&cur=USD&wl=train';
    const ranked = rank(decode(link).state.profile, two, OPTIONS).ranked;
    expect(ranked.map((e) => e.offerId)).toEqual(['aliyun:good@r1', 'vague:bad@r1']);
    const bad = ranked[1]!;
    expect(bad.scoreParts.performance).toBeLessThan(1);
    expect(bad.scoreParts.cost).toBeLessThan(1);
    expect(bad.score).toBeLessThan(ranked[0]!.score);
    openAt(link, two);
    const row = rows().find((li) => li.getAttribute('data-offer-id') === 'vague:bad@r1')!;
    expect(row).toHaveTextContent(/Weighed at \$[\d,.]+/);
  });
});

describe('a pick priced at a commitment', () => {
  it('names the commitment (kind, term, upfront) where the price kind is shown', () => {
    const base = makeCatalog();
    const [first] = rank(decode(LINK).state.profile, base, OPTIONS).ranked;
    if (!first) throw new Error('nothing ranked');
    // A one-month subscription at 100 for the whole month beats the job's 120 on demand.
    const month = {
      kind: 'subscription' as const,
      termMonths: 1,
      upfront: 'all' as const,
      upfrontPrice: 100,
      hourly: 0,
      asOf: '2025-05-01',
      asOfKind: 'published' as const,
      source: { ref: 'test fixture', date: '2025-05-01' },
      note: null,
    };
    const withMonth = {
      ...base,
      offers: base.offers.map((o) =>
        o.id === first.offerId ? { ...o, commitments: [month], monthly: 100 } : o,
      ),
    };
    openAt(`${LINK}&term=1`, withMonth);
    const row = rows().find((r) => r.getAttribute('data-offer-id') === first.offerId)!;
    expect(within(row).getAllByText('subscription 1 mo, all upfront')[0]).toBeVisible();
    expect(within(row).queryByText('on-demand price')).toBeNull();
  });
});

describe('a price’s age is judged against today, as browse judges it', () => {
  afterEach(() => vi.useRealTimers());

  it('a price published 245 days before today is marked as possibly old, though the catalog is of that day', () => {
    const base = makeCatalog();
    const dated = {
      ...base,
      offers: base.offers.map((o) => ({
        ...o,
        asOf: '2025-05-01',
        asOfKind: 'published' as const,
        source: { ref: 'test fixture', date: '2025-05-01' },
      })),
    };
    // Offers and catalog are of 2025-05-01; today is 245 days later, past the 180-day limit.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    openAt(LINK, dated);
    const row = rows()[0]!;
    expect(within(row).getAllByText('may be old')[0]).toBeVisible();
  });
});
