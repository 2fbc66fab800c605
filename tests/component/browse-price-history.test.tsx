/**
 * Browse's side-by-side comparison shows each compared offer's on-demand price over time, in
 * the unit and currency the table shows. On the browse fixture, Lambda's H100 PCIe (2.49 USD/h
 * now, dated 2025-05-01) is given two earlier prices; RunPod's A100 PCIe has none.
 */
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema } from '../../src/domain/catalog/schema';
import type { Catalog } from '../../src/domain/catalog/types';
import { BrowsePage } from '../../src/features/browse/browse-page';
import { useLinkStore } from '../../src/state/link-store';
import { FIXTURE_CATALOG } from './browse-fixture';
import { giveScrollBoxesHeight, TODAY } from './browse-helpers';

const H100 = 'lambda:gpu_1x_h100_pcie@us-east-1';
const A100 = 'runpod:1x_A100-80GB-PCIe@us-ks-2';
const source = { ref: 'https://example.org/prices', date: null };

const catalog: Catalog = {
  ...FIXTURE_CATALOG,
  offers: FIXTURE_CATALOG.offers.map((o) =>
    o.id === H100
      ? OfferSchema.parse({
          ...o,
          priceHistory: [
            { onDemand: 2.99, asOf: '2025-03-01', asOfKind: 'captured', source },
            { onDemand: 3.29, asOf: '2024-11-09', asOfKind: 'undated-snapshot', source },
          ],
        })
      : o,
  ),
};

function open(query: string) {
  window.history.replaceState(null, '', `/?v=1&view=browse${query}`);
  useLinkStore.getState().syncFromLocation();
  return render(<BrowsePage catalog={catalog} today={TODAY} />);
}

/** The compared offers' price-history cells, left to right (columns follow the sorted ids). */
function historyCells(heading: string) {
  const panel = screen.getByRole('region', { name: /^(Side by side|并排对比)/ });
  const row = within(panel).getByRole('rowheader', { name: heading }).closest('tr')!;
  return within(row).getAllByRole('cell');
}

beforeAll(giveScrollBoxesHeight);

describe('browse: the price history of compared offers', () => {
  it('lists each earlier price with its date kind, and says when there is none', () => {
    open(`&lang=en&cur=USD&sel=${encodeURIComponent(`${H100},${A100}`)}`);
    const [lambda, runpod] = historyCells('Price history');
    expect(lambda!.querySelector('[data-price-history]')).toHaveTextContent(
      '$3.29 per GPU-hour (undated, recorded 2024-11-09) → $2.99 per GPU-hour (captured 2025-03-01) → ' +
        '$2.49 per GPU-hour (undated, recorded 2025-05-01, current)',
    );
    expect(lambda!.querySelectorAll('svg circle')).toHaveLength(3);
    expect(runpod).toHaveTextContent('On-demand price over time: no earlier price recorded.');
    expect(runpod!.querySelector('svg')).toBeNull();
    // How to read the lines, said once under the table.
    expect(screen.getAllByText(/^Points in the order the dataset held the prices/)).toHaveLength(1);
  });

  it('converts to the currency shown, and says it in Chinese', () => {
    // 7.2 CNY per USD: 3.29 → 23.69, 2.99 → 21.53, 2.49 → 17.93.
    open(`&lang=zh&sel=${encodeURIComponent(H100)}`);
    const [lambda] = historyCells('价格变化');
    expect(lambda!.querySelector('[data-price-history]')).toHaveTextContent(
      '¥23.69 每卡时（无日期，2024-11-09 记录） → ¥21.53 每卡时（2025-03-01 采集） → ¥17.93 每卡时（无日期，2025-05-01 记录，现价）',
    );
  });
});
