import './local-ranking';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeQuotesParam, type Quote } from '../../src/domain/quotes';
import BrowseView from '../../src/app/browse-view';
import { QuotesPanel } from '../../src/features/quotes';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { useQuotesStore } from '../../src/state/quotes-store';
import { CatalogProvider } from '../../src/state/use-catalog';
import { CHEAP, DEAR, labQuote, rankCatalog } from '../unit/quotes/catalog-fixture';
import { FIXTURE_CATALOG } from './browse-fixture';

type User = ReturnType<typeof userEvent.setup>;

function open(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 800,
  });
});

async function addLabQuote(user: User, price: string) {
  // In browse the manager's code loads when it is first opened.
  await user.click(await screen.findByRole('button', { name: 'Add a quote' }));
  const form = within(screen.getByRole('form', { name: 'New quote' }));
  await user.type(form.getByLabelText('Provider'), 'Our lab');
  await user.type(form.getByLabelText('Instance name'), 'a100 box');
  await user.selectOptions(form.getByLabelText('GPU model'), 'a100-80gb-sxm');
  await user.type(form.getByLabelText('GPUs per instance'), '1');
  await user.type(form.getByLabelText('Price per instance'), price);
  await user.selectOptions(form.getByLabelText('Where it runs'), 'cn');
  await user.selectOptions(form.getByLabelText('Billed by the'), 'second');
  await user.click(form.getByRole('button', { name: 'Save quote' }));
}

/**
 * Browse on a small catalog, with its quotes section (as the app composes them), once its table
 * has come (the page's code loads after the first screen).
 */
async function openBrowse(): Promise<User> {
  open('?v=1&view=browse&lang=en');
  const user = userEvent.setup({ delay: null });
  // an awaited act lets React carry on once the page's code has come
  await act(async () => {
    render(
      <CatalogProvider catalog={FIXTURE_CATALOG}>
        <BrowseView />
      </CatalogProvider>,
    );
  });
  await screen.findByRole('table', { name: /one row per instance type/ });
  return user;
}

describe('quotes in the views', () => {
  it('browse: a quote added from its "Your quotes" section is listed, marked as mine', async () => {
    const user = await openBrowse();
    await user.click(screen.getByRole('button', { name: 'Your quotes (0)' }));
    await addLabQuote(user, '20');
    expect(screen.getByRole('button', { name: 'Your quotes (1)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search provider, instance, GPU or region'), 'our lab');
    const table = screen.getByRole('table', { name: /one row per instance type/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('a100 box');
    expect(rows[0]).toHaveTextContent('your quote');
    expect(rows[0]).toHaveTextContent('Our lab');
  });

  it('browse: quotes kept in this browser are listed from the first screen, marked as mine', async () => {
    useQuotesStore.getState().add([labQuote]);
    const user = await openBrowse();
    expect(await screen.findByRole('button', { name: 'Your quotes (1)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search provider, instance, GPU or region'), 'our lab');
    const table = screen.getByRole('table', { name: /one row per instance type/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('your quote')]);
    useQuotesStore.getState().remove(labQuote.id);
  });

  it('results: a quote takes its rank by price, moves when edited, and leaves when deleted', async () => {
    open('?v=1&view=results&lang=en');
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <QuotesPanel catalog={rankCatalog} />
        <ResultsView catalog={rankCatalog} />
      </>,
    );
    const rankedIds = () =>
      within(screen.getByRole('list', { name: 'Ranked offers' }))
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked offers')
        .map((li) => li.getAttribute('data-offer-id'));
    expect(rankedIds()).toEqual([CHEAP, DEAR]);

    await addLabQuote(user, '20');
    // Same machine, billing and capability as both catalog offers: rank follows price 10 < 20 < 30.
    expect(rankedIds()).toEqual([CHEAP, 'quote:our-lab-a100-box', DEAR]);
    const item = screen
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-offer-id') === 'quote:our-lab-a100-box');
    expect(item).toHaveTextContent('your quote');

    await user.click(screen.getByRole('button', { name: 'Edit Our lab a100 box' }));
    const price = screen.getByLabelText('Price per instance');
    await user.clear(price);
    // At 40 the quote costs over 20 % more than the dear catalog box (30), which does the same
    // job as fast: that box (the cheap one's variant) keeps its place above the quote.
    await user.type(price, '40');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(rankedIds()).toEqual([CHEAP, DEAR, 'quote:our-lab-a100-box']);

    await user.click(screen.getByRole('button', { name: 'Delete Our lab a100 box' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(rankedIds()).toEqual([CHEAP, DEAR]);
  });

  it('results: quotes the link shares are ranked for whoever opens it', () => {
    useQuotesStore.setState({ quotes: [] });
    open(`?v=1&view=results&lang=en&q=${encodeURIComponent(shareOf({ ...labQuote, price: 5 }))}`);
    render(<ResultsView catalog={rankCatalog} />);
    const ids = within(screen.getByRole('list', { name: 'Ranked offers' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked offers')
      .map((li) => li.getAttribute('data-offer-id'));
    expect(ids).toEqual(['quote:lab-a100', CHEAP, DEAR]);
  });
});

function shareOf(q: Quote): string {
  const e = encodeQuotesParam([q]);
  if (!e.ok) throw new Error('too long');
  return e.q;
}
