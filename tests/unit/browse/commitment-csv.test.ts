import { describe, expect, it } from 'vitest';
import { offersCsv } from '../../../src/features/browse/model/csv';
import { buildOfferRows } from '../../../src/features/browse/model/offer-row';
import { FIXTURE_CATALOG } from '../../component/browse-fixture';

describe('CSV: commitment prices', () => {
  it('writes each commitment price per GPU-hour followed by its terms', () => {
    const rows = buildOfferRows(FIXTURE_CATALOG, {
      cur: 'USD',
      fx: 7.2,
      unit: 'gpuh',
      workload: 'train',
      lang: 'en',
      today: '2025-06-01',
      staleAfterDays: 365,
    }).filter((r) => r.id === 'aws:p4d.24xlarge@us-east-1');
    const csv = offersCsv(rows, [{ column: 'year1', header: '1 year' }], {
      id: 'id',
      basis: 'basis',
      undated: (d) => d,
      termsHeader: () => '1 year: terms',
      terms: (column, r) => (r.commitTerms[column] ? `${r.commitTerms[column].kind}` : null),
    });
    const [head, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(head).toBe('id,1 year,1 year: terms');
    // (70,080 + 8 × 8,760) ÷ 8,760 h = 16 USD an instance-hour, ÷ 8 GPUs = 2.
    expect(line).toBe('aws:p4d.24xlarge@us-east-1,2,reserved');
  });
});
