/** Data flags reach the buyer in browse: a badge on the offer's row, its full text for readers. */
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/domain/catalog/types';
import { BrowsePage } from '../../src/features/browse/browse-page';
import { useLinkStore } from '../../src/state/link-store';
import { FIXTURE_CATALOG } from './browse-fixture';
import { giveScrollBoxesHeight, offersTable, TODAY } from './browse-helpers';

const FLAGGED = 'lambda:gpu_1x_h100_pcie@us-east-1';
const catalog: Catalog = {
  ...FIXTURE_CATALOG,
  offers: FIXTURE_CATALOG.offers.map((o) =>
    o.id === FLAGGED ? { ...o, flags: ['gpu-model-unconfirmed', 'catalog-anomaly'] } : o,
  ),
};

describe('browse: data flags', () => {
  beforeAll(giveScrollBoxesHeight);

  it('marks an unconfirmed GPU and a catalog anomaly on the row, and nowhere else', () => {
    window.history.replaceState(null, '', '/?v=1&view=browse&lang=en');
    useLinkStore.getState().syncFromLocation();
    render(<BrowsePage catalog={catalog} today={TODAY} />);
    const row = within(offersTable())
      .getByRole('checkbox', { name: /^Compare gpu_1x_h100_pcie in us-east-1$/ })
      .closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('No source confirms which GPU this instance has');
    expect(row).toHaveTextContent('contradicts the provider’s own documentation');
    expect(screen.getAllByText('No source confirms which GPU this instance has')).toHaveLength(1);
  });
});
