/** No price of the real dataset is presented as current without a date its source states. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { buildOfferRows } from '../../../src/features/browse/model/offer-row';

const rows = buildOfferRows(catalog, {
  cur: 'USD',
  fx: 7.2,
  unit: 'hour',
  workload: 'train',
  lang: 'en',
  today: catalog.asOf,
  staleAfterDays: 180,
});
const offers = new Map(catalog.offers.map((o) => [o.id, o]));

describe('honest price dates in the dataset', () => {
  it('shows no row as current without a dated source', () => {
    const current = rows.filter((r) => r.priceDate === 'current');
    expect(current.length).toBeGreaterThan(0);
    for (const r of current) {
      const o = offers.get(r.id);
      expect(o?.source.date, r.id).not.toBeNull();
      expect(o?.asOfKind, r.id).not.toBe('undated-snapshot');
    }
  });

  it('shows every row without a dated source as undated, and imported rows as listed on or before', () => {
    const undated = rows.filter((r) => offers.get(r.id)?.source.date === null);
    expect(undated.length).toBeGreaterThan(0);
    expect(undated.every((r) => r.priceDate === 'undated')).toBe(true);
    // Each imported file's rows: listed on or before the day the file was read, never undated.
    const listed = rows.filter((r) => r.dateKind === 'listed-by');
    expect(listed.length).toBeGreaterThan(1500);
    expect(listed.every((r) => r.priceDate !== 'undated')).toBe(true);
  });

  it('gives the rows the issue named a newer dated price or an undated mark', () => {
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('lambda:gpu_8x_h100_sxm5@us-east-1')).toMatchObject({
      onDemand: 31.92,
      priceDate: 'current',
    });
    // RunPod raised Secure Cloud prices in the autumn of 2026: its page of 2026-11-09 (H100 SXM
    // 3.99, A100 PCIe 1.79 per GPU-hour) is the newest dated copy and wins; the v7 file's 2.99 and
    // the page's 1.59 of 2026-10-07 stay in the history and the offer says the sources differ.
    expect(row('runpod:1x_H100-SXM_SECURE@CA')).toMatchObject({
      onDemand: 3.99,
      dateKind: 'captured',
      asOf: '2026-11-09',
    });
    expect(row('runpod:1x_H100-SXM_SECURE@CA')?.flags).toContain('sources-disagree');
    expect(row('runpod:1x_A100-80GB_SECURE@CA')).toMatchObject({
      onDemand: 1.79,
      dateKind: 'captured',
    });
    expect(row('runpod:1x_A100-80GB_SECURE@CA')?.flags).toContain('sources-disagree');
    // Linux pay-as-you-go in eastus: 4 × the NC24ads_A100_v4's 3.673 (the dated file's 19.108
    // for this size is the Windows price).
    expect(row('azure:Standard_NC96ads_A100_v4@eastus')).toMatchObject({
      onDemand: 14.692,
      priceDate: 'undated',
    });
    expect(row('azure:Standard_NC24ads_A100_v4@eastus')).toMatchObject({ onDemand: 3.673 });
    // The v7 file's L40S rows list spot (0.86) above on-demand (0.43): the dated Secure Cloud
    // price of 2026-09-25 (1.09 per GPU-hour) replaces both, so the row is no longer suspect.
    expect(row('runpod:1x_L40S_SECURE@CA')).toMatchObject({
      onDemand: 1.09,
      dateKind: 'captured',
      asOf: '2026-09-25',
    });
    expect(row('runpod:1x_L40S_SECURE@CA')?.flags).not.toContain('price-suspect');
  });
});
