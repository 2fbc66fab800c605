/** Opening the browse view at a link and reading its table, for the browse tests. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalog } from '../../src/domain/catalog/types';
import BrowseView from '../../src/features/browse';
import { BrowsePage } from '../../src/features/browse/browse-page';
import { useLinkStore } from '../../src/state/link-store';
import { CatalogProvider } from '../../src/state/use-catalog';
import { FIXTURE_CATALOG } from './browse-fixture';

export const TODAY = '2025-06-01';

/** jsdom has no layout: give scroll boxes a height so the virtual rows render. */
export function giveScrollBoxesHeight() {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 800,
  });
}

export function openBrowse(query = '') {
  window.history.replaceState(null, '', `/?v=1&view=browse&lang=en${query}`);
  useLinkStore.getState().syncFromLocation();
  return render(<BrowsePage catalog={FIXTURE_CATALOG} today={TODAY} />);
}

/** Opens the filters above the table (closed at first; their controls are drawn when opened). */
export async function openFilters() {
  await userEvent.click(screen.getByText('Filters', { selector: 'summary' }));
}

export const offersTable = () => screen.getByRole('table', { name: /one row per instance type/ });

/** "instance @ region" of each table row, top to bottom (from the row's compare checkbox). */
export function rowKeys(): string[] {
  return within(offersTable())
    .queryAllByRole('checkbox', { name: /^Compare / })
    .map((box) => {
      const m = /^Compare (.+) in (.+)$/.exec(box.getAttribute('aria-label') ?? '');
      return m ? `${m[1]} @ ${m[2]}` : '?';
    });
}

/** The text of one column in every row, top to bottom. */
export function columnTexts(heading: string): string[] {
  const table = offersTable();
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => (h.textContent ?? '').startsWith(heading));
  if (index < 0) throw new Error(`no column ${heading}`);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

export const search = () => new URLSearchParams(window.location.search);

/** Opens browse on `catalog` in `lang` and unfolds the per-provider price dates. */
export async function openPriceDates(catalog: Catalog, lang: 'en' | 'zh') {
  window.history.replaceState(null, '', `/?v=1&view=browse&lang=${lang}`);
  useLinkStore.getState().syncFromLocation();
  // the page suspends until its code has come (after the first screen): an awaited act lets
  // React carry on then
  await act(async () => {
    render(
      <CatalogProvider catalog={catalog}>
        <BrowseView />
      </CatalogProvider>,
    );
  });
  const summary = await screen.findByText(
    lang === 'en' ? 'How old each provider’s prices are' : '各厂商价格的日期与新旧',
    { selector: 'summary' },
  );
  await userEvent.click(summary);
}
