import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/domain/catalog/build';
import { daysBetween, dataReport, isIsoDate } from '../../../src/domain/catalog/report';
import { minimalCatalog, offer } from '../../fixtures/catalog/minimal';

describe('daysBetween and isIsoDate', () => {
  it('counts whole days in UTC', () => {
    // 2025-03-06 → 2026-03-06 = 365; → 2026-12-02 = 271 more (25+30+31+30+31+31+30+31+30+2)
    expect(daysBetween('2025-03-06', '2026-12-02')).toBe(636);
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-12-02')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('02/12/2026')).toBe(false);
  });
});

describe('dataReport', () => {
  const raw = minimalCatalog();
  const withExtra = {
    ...raw,
    offers: [
      ...raw.offers,
      {
        file: 'data/curated/lambda.ts',
        records: [
          offer('lambda', 'gpu_1x_a100', 'any', { asOf: '2025-01-01', onDemand: null, spot: null }),
        ],
      },
    ],
  };
  const report = dataReport(buildCatalog(withExtra).catalog, '2026-01-01');

  it('counts offers, missing prices and missing spot prices per provider', () => {
    expect(report.offers).toBe(3);
    expect(report.providers).toEqual([
      { provider: 'aws', offers: 2, withoutPrice: 0, withoutSpot: 0 },
      { provider: 'lambda', offers: 1, withoutPrice: 1, withoutSpot: 1 },
    ]);
    expect(report.withoutPrice).toEqual(['lambda:gpu_1x_a100@any']);
  });

  it('counts dated prices, undated snapshots and rows kept out of ranking', () => {
    const dated = {
      ...withExtra,
      offers: [
        ...withExtra.offers,
        {
          file: 'data/curated/gcp.ts',
          records: [
            offer('lambda', 'gpu_8x_a100', 'any', {
              asOfKind: 'captured',
              source: { ref: 'a price list', date: '2026-01-01' },
              onDemand: 2,
              spot: 3,
              flags: ['spot-above-on-demand'],
            }),
            offer('lambda', 'gpu_8x_v100', 'any', {
              onDemand: 2,
              spot: 3,
              flags: ['spot-above-on-demand', 'retired'],
            }),
          ],
        },
      ],
    };
    expect(dataReport(buildCatalog(dated).catalog, '2026-01-01').priceDates).toEqual({
      dated: 1,
      undated: 4,
      byKind: { published: 0, captured: 1, 'listed-by': 0, 'undated-snapshot': 4 },
      datedShare: 1 / 5,
      suspect: 1,
      disagree: [],
      retired: 1,
      spotOnly: 0,
    });
  });

  it('finds the oldest as-of date and the offers older than 180 days', () => {
    expect(report.oldestAsOf).toBe('2025-01-01');
    expect(report.stale).toEqual([{ id: 'lambda:gpu_1x_a100@any', asOf: '2025-01-01', days: 365 }]);
    expect(dataReport(buildCatalog(withExtra).catalog, '2025-06-29').stale).toEqual([]);
  });
});
