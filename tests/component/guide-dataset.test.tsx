import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/domain/catalog';
import Guide from '../../src/features/guide';
import { useLinkStore } from '../../src/state/link-store';
import { CatalogProvider } from '../../src/state/use-catalog';

describe('guide with the dataset', () => {
  it('lists every claim of the dataset with its verdict and a source', () => {
    window.history.replaceState(null, '', '/?v=1&view=guide&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(
      <CatalogProvider catalog={catalog}>
        <Guide />
      </CatalogProvider>,
    );
    const s = screen.getByRole('region', { name: 'Fact check of the guide' });
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

  it('the refund table has a row for each provider whose rule the dataset knows', () => {
    window.history.replaceState(null, '', '/?v=1&view=guide&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(
      <CatalogProvider catalog={catalog}>
        <Guide />
      </CatalogProvider>,
    );
    const s = screen.getByRole('region', { name: 'Subscription or pay-as-you-go' });
    const known = catalog.providers.filter((p) => p.refundRule.value !== null);
    expect(known.length).toBeGreaterThanOrEqual(3);
    for (const p of known)
      expect(within(s).getByRole('rowheader', { name: p.name.en })).toBeVisible();
  });
});
