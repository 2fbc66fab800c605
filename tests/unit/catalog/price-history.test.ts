/**
 * An offer's prices over time (`priceSeries`), the price it held on a day (`priceOn`), and the
 * log that places a catalog version in time (`catalogVersionDate`).
 */
import { describe, expect, it } from 'vitest';
import { DATASET_AS_OF, DATASET_VERSION } from '../../../src/domain/catalog';
import { OfferSchema } from '../../../src/domain/catalog/schema';
import { offerInput } from '../engine/fixtures';
import { priceOn, priceSeries } from '../../../src/domain/catalog/price-history';
import { CATALOG_VERSIONS, catalogVersionDate } from '../../../src/domain/catalog/versions';

const source = { ref: 'test fixture', date: null };
const offer = OfferSchema.parse({
  ...offerInput({ provider: 'lambda', type: 'gpu_1x_a100', gpu: 'a100-80gb-sxm', onDemand: 1.99 }),
  asOf: '2026-12-04',
  asOfKind: 'undated-snapshot',
  // newest first, as the dataset keeps it
  priceHistory: [
    { onDemand: 1.29, asOf: '2026-11-09', asOfKind: 'undated-snapshot', source },
    { onDemand: 1.1, asOf: '2026-06-01', asOfKind: 'captured', source },
  ],
});

describe('priceSeries', () => {
  it('lists the earlier prices oldest first, then the current one', () => {
    expect(priceSeries(offer)).toEqual([
      { price: 1.1, asOf: '2026-06-01', kind: 'captured' },
      { price: 1.29, asOf: '2026-11-09', kind: 'undated-snapshot' },
      { price: 1.99, asOf: '2026-12-04', kind: 'undated-snapshot' },
    ]);
  });

  it('is the current price alone without a history, and leaves out a price on request', () => {
    expect(priceSeries({ ...offer, priceHistory: [] })).toEqual([
      { price: 1.99, asOf: '2026-12-04', kind: 'undated-snapshot' },
    ]);
    expect(priceSeries({ ...offer, onDemand: null }).map((p) => p.price)).toEqual([1.1, 1.29]);
  });
});

describe('priceOn', () => {
  const series = priceSeries(offer);
  it('is the newest price dated on or before the day', () => {
    expect(priceOn(series, '2026-11-09')?.price).toBe(1.29);
    expect(priceOn(series, '2026-11-08')?.price).toBe(1.1);
    expect(priceOn(series, '2026-12-31')?.price).toBe(1.99);
  });
  it('is null before the first recorded price', () => {
    expect(priceOn(series, '2026-05-31')).toBeNull();
  });
});

describe('catalogVersionDate', () => {
  it('places the versions the dataset released, and the current one at its as-of date', () => {
    expect(catalogVersionDate('2026.11.1')).toBe('2026-11-09');
    expect(catalogVersionDate('2026.12.2')).toBe('2026-12-04');
    expect(catalogVersionDate(DATASET_VERSION)).toBe(DATASET_AS_OF);
  });

  it('places nothing it does not know, whatever the text', () => {
    for (const v of [
      '2026.10.1',
      '2099.1.1',
      '',
      '__proto__',
      'constructor',
      'toString',
      'x'.repeat(40),
    ]) {
      expect(catalogVersionDate(v)).toBeNull();
    }
  });

  it('logs each version once, its dates never going back', () => {
    const versions = CATALOG_VERSIONS.map(([v]) => v);
    expect(new Set(versions).size).toBe(versions.length);
    const dates = CATALOG_VERSIONS.map(([, d]) => d);
    expect([...dates].sort()).toEqual(dates);
  });

  it('lists the current version, so that the next release keeps a row for links made on it', () => {
    expect(CATALOG_VERSIONS.at(-1)).toEqual([DATASET_VERSION, DATASET_AS_OF]);
  });
});
