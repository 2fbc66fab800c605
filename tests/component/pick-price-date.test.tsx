/**
 * Each pick says, without opening it, when its price is from and what that date means.
 */
import './local-ranking';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rank } from '../../src/domain/engine';
import { decode } from '../../src/domain/share/codec';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const LINK = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';
const OPTIONS = { cur: 'USD', fx: 7.2, asOf: '2025-05-01' } as const;

describe('a pick shows its price date and its kind', () => {
  afterEach(cleanup);

  it('as "listed on or before" for a price in a dated file, on the closed row', () => {
    const base = makeCatalog();
    const [first] = rank(decode(LINK).state.profile, base, OPTIONS).ranked;
    if (!first) throw new Error('nothing ranked');
    const catalog = {
      ...base,
      offers: base.offers.map((o) =>
        o.id === first.offerId
          ? {
              ...o,
              asOf: '2025-04-20',
              asOfKind: 'listed-by' as const,
              source: { ...o.source, date: '2025-04-20' },
            }
          : o,
      ),
    };
    window.history.replaceState(null, '', `/${LINK}`);
    useLinkStore.getState().syncFromLocation();
    render(<ResultsView catalog={catalog} />);
    const row = within(screen.getByRole('list', { name: 'Ranked offers' }))
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-offer-id') === first.offerId)!;
    expect(within(row).getByText('listed on or before 2025-04-20')).toBeVisible();
  });
});
