import { describe, expect, it } from 'vitest';
import {
  applyCommitments,
  effectiveHourly,
  termCost,
} from '../../../src/domain/catalog/commitments';
import { normalizeOffer } from '../../../src/domain/catalog/normalize';
import { CommitmentPriceSchema, type CommitmentPrice } from '../../../src/domain/catalog/schema';
import { offer } from '../../fixtures/catalog/minimal';

const row = (type: string, region: string) =>
  normalizeOffer(offer('aws', type, region, { asOf: '2026-11-09', onDemand: 10, spot: null }));

const reserved = (extra: Partial<CommitmentPrice> = {}): CommitmentPrice => ({
  provider: 'aws',
  instanceType: 'p5.48xlarge',
  region: null,
  currency: 'USD',
  kind: 'reserved',
  termMonths: 12,
  upfront: 'none',
  upfrontPrice: 0,
  hourly: 6,
  asOf: '2026-11-01',
  asOfKind: 'published',
  source: { ref: 'price list', date: '2026-11-01' },
  note: null,
  ...extra,
});

describe('commitment prices', () => {
  it('cost over the term is the upfront plus every hour of the term', () => {
    // 1 year, partial upfront: 20,000 now and 3.5 an hour for 12 × 730 hours.
    const c = CommitmentPriceSchema.parse(
      reserved({ upfront: 'partial', upfrontPrice: 20_000, hourly: 3.5 }),
    );
    expect(termCost(c)).toBe(20_000 + 3.5 * 8_760);
    expect(effectiveHourly(c)).toBeCloseTo(20_000 / 8_760 + 3.5, 9);
  });

  it('refuses a commitment that costs nothing', () => {
    expect(CommitmentPriceSchema.safeParse(reserved({ hourly: 0 })).success).toBe(false);
  });

  it('joins every region of the type; a regional row beats the all-region one', () => {
    const east = row('p5.48xlarge', 'us-east-1');
    const west = row('p5.48xlarge', 'us-west-2');
    const other = row('p4d.24xlarge', 'us-east-1');
    const { offers, unmatched } = applyCommitments(
      [east, west, other],
      [reserved(), reserved({ region: 'us-west-2', hourly: 5 })],
    );
    expect(unmatched).toEqual([]);
    expect(offers[0]?.commitments.map((c) => c.hourly)).toEqual([6]);
    expect(offers[1]?.commitments.map((c) => c.hourly)).toEqual([5]);
    expect(offers[2]?.commitments).toEqual([]);
  });

  it('between two rows for the same region, term and upfront, the newer price is used', () => {
    const { offers, unmatched } = applyCommitments(
      [row('p5.48xlarge', 'us-east-1')],
      [
        reserved({ region: 'us-east-1', hourly: 6, asOf: '2025-11-30' }),
        reserved({ region: 'us-east-1', hourly: 5.5, asOf: '2026-12-02' }),
        reserved({ region: 'us-east-1', hourly: 7, asOf: '2024-01-01' }),
      ],
    );
    expect(unmatched).toEqual([]);
    expect(offers[0]?.commitments.map((c) => [c.hourly, c.asOf])).toEqual([[5.5, '2026-12-02']]);
  });

  it('a one-month subscription fills the monthly price', () => {
    const box = row('p5.48xlarge', 'us-east-1');
    const { offers } = applyCommitments(
      [box],
      [
        reserved({
          kind: 'subscription',
          termMonths: 1,
          upfront: 'all',
          upfrontPrice: 4_000,
          hourly: 0,
        }),
      ],
    );
    expect(offers[0]?.monthly).toBe(4_000);
  });

  it('reports a price that matches no offer', () => {
    const { unmatched } = applyCommitments(
      [row('p5.48xlarge', 'us-east-1')],
      [reserved({ instanceType: 'p9.huge' })],
    );
    expect(unmatched).toHaveLength(1);
  });
});
