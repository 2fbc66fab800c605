import { describe, expect, it } from 'vitest';
import { applyDatedPrices } from '../../../src/domain/catalog/dated-prices';
import { normalizeOffer } from '../../../src/domain/catalog/normalize';
import type { DatedPrice } from '../../../src/domain/catalog/schema';
import { offer } from '../../fixtures/catalog/minimal';

const SNAPSHOT = { ref: 'catalog file', date: null };
const row = (type: string, region: string, extra: Record<string, unknown> = {}) =>
  normalizeOffer(offer('runpod', type, region, { asOf: '2026-11-09', source: SNAPSHOT, ...extra }));

const dated = (extra: Partial<DatedPrice> = {}): DatedPrice => ({
  provider: 'runpod',
  instanceType: '1x_H100-SXM_SECURE',
  region: null,
  currency: 'USD',
  onDemand: 3.99,
  spot: null,
  asOf: '2026-10-19',
  asOfKind: 'captured',
  source: { ref: 'pricing page read', date: '2026-10-19' },
  note: null,
  ...extra,
});

describe('applyDatedPrices', () => {
  const us = row('1x_H100-SXM_SECURE', 'US', { onDemand: 2.99, spot: 2.69 });
  const ca = row('1x_H100-SXM_SECURE', 'CA', { onDemand: 2.99, spot: 2.69 });
  const other = row('1x_L4_SECURE', 'US', { onDemand: 0.44, spot: null });

  it('reprices every region of the instance type, the snapshot price kept as history', () => {
    const { offers, unmatched } = applyDatedPrices([us, ca, other], [dated()]);
    expect(unmatched).toEqual([]);
    for (const o of offers.slice(0, 2)) {
      expect(o).toMatchObject({
        onDemand: 3.99,
        asOf: '2026-10-19',
        asOfKind: 'captured',
        source: { date: '2026-10-19' },
      });
      expect(o.priceHistory).toEqual([
        { onDemand: 2.99, asOf: '2026-11-09', asOfKind: 'undated-snapshot', source: SNAPSHOT },
      ]);
    }
    expect(offers[2]).toBe(other);
  });

  it('does not carry an undated spot price over to the dated row, and says so', () => {
    const [o] = applyDatedPrices([us], [dated()]).offers;
    expect(o?.spot).toBeNull();
    expect(o?.notes).toContain('spot price 2.69');
  });

  it('keeps a newer dated price, and reports a dated price that matches nothing', () => {
    const newer = row('1x_H100-SXM_SECURE', 'US', {
      onDemand: 4.19,
      asOf: '2026-11-20',
      asOfKind: 'published',
      source: { ref: 'announcement', date: '2026-11-20' },
    });
    const gone = dated({ instanceType: '1x_GONE_SECURE' });
    const pass = applyDatedPrices([newer], [dated(), gone]);
    expect(pass.offers[0]).toBe(newer);
    expect(pass.unmatched).toEqual([gone]);
  });

  it('limits a dated price with a region to that region', () => {
    const [a, b] = applyDatedPrices([us, ca], [dated({ region: 'CA' })]).offers;
    expect([a?.onDemand, b?.onDemand]).toEqual([2.99, 3.99]);
  });
});

describe('suspect rows', () => {
  const swapped = row('1x_L40S_SECURE', 'CA', {
    onDemand: 0.43,
    spot: 0.86,
    flags: ['spot-above-on-demand'],
  });

  it('marks an undated row with spot above on-demand price-suspect', () => {
    const [o] = applyDatedPrices([swapped], []).offers;
    expect(o?.flags).toEqual(['spot-above-on-demand', 'price-suspect']);
  });

  it('clears both marks when a dated price corrects the row', () => {
    const fix = dated({ instanceType: '1x_L40S_SECURE', onDemand: 0.86, spot: 0.43 });
    const [o] = applyDatedPrices([swapped], [fix]).offers;
    expect(o).toMatchObject({ onDemand: 0.86, spot: 0.43, flags: [] });
  });

  it('leaves a dated row that lists spot above on-demand flagged but not suspect', () => {
    const datedRow = row('1x_L40S_SECURE', 'CA', {
      onDemand: 0.43,
      spot: 0.86,
      flags: ['spot-above-on-demand'],
      asOfKind: 'published',
      source: { ref: 'price list', date: '2026-11-01' },
    });
    expect(applyDatedPrices([datedRow], []).offers[0]?.flags).toEqual(['spot-above-on-demand']);
  });
});
