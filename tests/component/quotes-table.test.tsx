import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LINK_STATE } from '../../src/domain/share/profile';
import { QuotesPanel } from '../../src/features/quotes';
import { translate } from '../../src/i18n';
import { useLinkStore } from '../../src/state/link-store';
import { useQuotesStore } from '../../src/state/quotes-store';
import { labQuote, rankCatalog } from '../unit/quotes/catalog-fixture';

beforeEach(() => {
  localStorage.clear();
  useLinkStore.getState().setLink({ ...DEFAULT_LINK_STATE, lang: 'en' });
});

const table = () => screen.getByRole('table', { name: 'Your quotes' });

describe('the quotes table', () => {
  it('names the GPU as the catalog does, not by its id', () => {
    act(() => useQuotesStore.getState().add([labQuote]));
    render(<QuotesPanel catalog={rankCatalog} />);
    const row = within(table()).getByRole('row', { name: /Our lab/ });
    expect(row).toHaveTextContent('1 × A100 80GB SXM');
    expect(row).not.toHaveTextContent('a100-80gb-sxm');
  });

  it('asks nothing after a deleted quote comes back (re-imported)', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => useQuotesStore.getState().add([labQuote]));
    render(<QuotesPanel catalog={rankCatalog} />);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(screen.getByRole('group', { name: /Delete/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.queryByRole('table', { name: 'Your quotes' })).not.toBeInTheDocument();
    act(() => useQuotesStore.getState().add([labQuote]));
    expect(within(table()).getByRole('button', { name: /^Edit/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('counts read as words do', () => {
  it.each([
    ['quotes.import.all', 1, 'Import 1 quote'],
    ['quotes.import.all', 2, 'Import 2 quotes'],
    ['quotes.import.done', 1, 'Imported 1 quote.'],
    ['quotes.import.valid', 1, 'Import the 1 valid row'],
    ['quotes.shared.title', 1, 'This link carries 1 shared quote'],
  ] as const)('%s with %i: %s', (key, count, text) => {
    expect(translate('en', key, { count })).toBe(text);
  });
});
