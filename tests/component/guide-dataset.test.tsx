import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import Guide from '../../src/features/guide';
import { useLinkStore } from '../../src/state/link-store';
import { CatalogProvider } from '../../src/state/use-catalog';

/** A section of the guide once drawn (the page draws the ones below the first when it is idle). */
const drawnSection = (name: string, role: string) =>
  waitFor(() => {
    const s = screen.getByRole('region', { name });
    expect(within(s).queryAllByRole(role).length).toBeGreaterThan(0);
    return s;
  });

describe('guide with the dataset', () => {
  it('lists every claim of the dataset with its verdict and a source', async () => {
    window.history.replaceState(null, '', '/?v=1&view=guide&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(
      <CatalogProvider catalog={catalog}>
        <Guide />
      </CatalogProvider>,
    );
    const s = await drawnSection('Fact check of the guide', 'article');
    const items = within(s).getAllByRole('article');
    expect(catalog.claims.length).toBeGreaterThan(0);
    expect(items).toHaveLength(catalog.claims.length);
    for (const [k, claim] of catalog.claims.entries()) {
      const item = items[k]!;
      expect(item).toHaveTextContent(claim.quoteZh);
      expect(item).toHaveTextContent(claim.glossEn);
      expect(item).toHaveTextContent(
        {
          confirmed: 'Confirmed',
          contradicted: 'Contradicted by the sources',
          unverified: 'Not verified',
        }[claim.verdict],
      );
      expect(within(item).getAllByRole('listitem').length).toBe(claim.sources.length);
    }
  });

  it('the refund table has a row for each provider whose rule the dataset knows', async () => {
    window.history.replaceState(null, '', '/?v=1&view=guide&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(
      <CatalogProvider catalog={catalog}>
        <Guide />
      </CatalogProvider>,
    );
    const s = await drawnSection('Subscription or pay-as-you-go', 'rowheader');
    const known = catalog.providers.filter((p) => p.refundRule.value !== null);
    expect(known.length).toBeGreaterThanOrEqual(3);
    for (const p of known)
      expect(within(s).getByRole('rowheader', { name: p.name.en })).toBeVisible();
  });
});
