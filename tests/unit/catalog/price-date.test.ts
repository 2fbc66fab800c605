import { describe, expect, it } from 'vitest';
import { isNewerPrice, priceStanding } from '../../../src/domain/catalog/price-date';
import { OfferSchema } from '../../../src/domain/catalog/schema';
import { offer } from '../../fixtures/catalog/minimal';

const undated = {
  asOf: '2026-11-09',
  asOfKind: 'undated-snapshot',
  source: { ref: 'catalog', date: null },
} as const;
const captured = {
  asOf: '2026-09-20',
  asOfKind: 'captured',
  source: { ref: 'page', date: '2026-09-20' },
} as const;

describe('offer schema: what an as-of date means', () => {
  it('reads a row that says nothing as an undated snapshot', () => {
    expect(OfferSchema.parse(offer('aws', 'p5.48xlarge', 'us-east-1')).asOfKind).toBe(
      'undated-snapshot',
    );
  });

  it('keeps published and captured, and rejects any other kind', () => {
    const row = (asOfKind: string) => offer('aws', 'p5.48xlarge', 'us-east-1', { asOfKind });
    expect(OfferSchema.parse(row('published')).asOfKind).toBe('published');
    expect(OfferSchema.parse(row('captured')).asOfKind).toBe('captured');
    expect(OfferSchema.safeParse(row('current')).success).toBe(false);
  });
});

describe('priceStanding', () => {
  it('never calls an undated snapshot current, even one recorded today', () => {
    expect(priceStanding(undated, '2026-11-09', 180)).toBe('undated');
  });

  it('calls a kind that claims a date undated when its source states none', () => {
    expect(
      priceStanding({ ...captured, source: { ref: 'page', date: null } }, '2026-10-01', 180),
    ).toBe('undated');
  });

  it('calls a dated price current until it is older than the limit, then stale', () => {
    expect(priceStanding(captured, '2027-03-19', 180)).toBe('current');
    expect(priceStanding(captured, '2027-03-20', 180)).toBe('stale');
  });
});

describe('isNewerPrice', () => {
  it('prefers a dated price to an undated snapshot recorded later, never the reverse', () => {
    expect(isNewerPrice(undated, captured)).toBe(true);
    expect(isNewerPrice(captured, undated)).toBe(false);
  });

  it('between two prices of the same standing, the later date wins', () => {
    expect(isNewerPrice(captured, { ...captured, asOf: '2026-11-01' })).toBe(true);
    expect(isNewerPrice(captured, { ...captured, asOf: '2026-09-20' })).toBe(false);
    expect(isNewerPrice(undated, { ...undated, asOf: '2026-12-01' })).toBe(true);
  });
});
