/**
 * The providers imported from SkyPilot's v8 catalog files (OCI, Nebius, Verda, Hyperbolic) show up
 * in browse with their prices listed on or before the day each file was read (the files state no
 * date of their own); Huawei's offers without a public price say so and ask for the reader's quote.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import { requestedOffer, takeQuotesRequest } from '../../src/state/open-quotes';
import { CatalogProvider } from '../../src/state/use-catalog';
import { useLinkStore } from '../../src/state/link-store';
import BrowseView from '../../src/features/browse';
import { giveScrollBoxesHeight, openPriceDates } from './browse-helpers';

const openAt = (lang: 'en' | 'zh') => openPriceDates(catalog, lang);
/** The catalog with Huawei's offers only (its rows without a price would sort last). */
const huawei = { ...catalog, offers: catalog.offers.filter((o) => o.provider === 'huawei') };

describe('browse: providers from the v8 catalog files', () => {
  beforeAll(giveScrollBoxesHeight);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists each new provider as listed on or before the day its file was read', async () => {
    await openAt('en');
    for (const name of ['Oracle Cloud (OCI)', 'Hyperbolic']) {
      expect(
        screen.getByText(`${name} prices listed on or before 2026-12-04, 1 day old`),
      ).toBeVisible();
    }
    // Nebius's and Verda's headline prices were captured on 2026-08-18 from their own price
    // lists; their other sizes stay listed on or before the file's day.
    for (const name of ['Nebius', 'Verda (DataCrunch)']) {
      expect(
        screen.getByText(`${name} prices dated 2026-08-18 to 2026-12-04; newest 1 day old`),
      ).toBeVisible();
    }
  });

  it('says the same in Chinese, with the providers’ Chinese names', async () => {
    await openAt('zh');
    expect(screen.getByText('甲骨文云（OCI） 价格最晚列出于 2026-12-04，距今 1 天')).toBeVisible();
  });

  it('shows a Huawei offer without a price as price on request, with one tap to add a quote', async () => {
    window.history.replaceState(null, '', '/?v=1&view=browse&lang=en');
    useLinkStore.getState().syncFromLocation();
    // the page's table suspends (its code loads after the first screen): an awaited act lets
    // React carry on once it has come
    await act(async () => {
      render(
        <CatalogProvider catalog={huawei}>
          <BrowseView />
        </CatalogProvider>,
      );
    });
    const table = await screen.findByRole('table', { name: /one row per instance type/ });
    const onRequest = within(table).getAllByText('price on request');
    expect(onRequest.length).toBeGreaterThan(0);
    const add = within(table).getAllByRole('button', { name: 'Add your quote' })[0]!;
    takeQuotesRequest();
    await userEvent.click(add);
    expect(requestedOffer()).toMatch(/^huawei:/);
  });
});
