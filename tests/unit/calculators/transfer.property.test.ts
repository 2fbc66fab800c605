import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transferCost } from '../../../src/domain/calculators/transfer';

describe('transfer cost: properties', () => {
  const sizes = fc.double({ min: 0, max: 1e6, noNaN: true });
  const prices = fc.double({ min: 0, max: 100, noNaN: true });
  const ratios = fc.double({ min: 1, max: 20, noNaN: true });
  it('never negative, never more than uncompressed, monotone in size and price', () => {
    fc.assert(
      fc.property(sizes, prices, ratios, sizes, prices, (gb, price, ratio, moreGb, morePrice) => {
        const r = transferCost({ sizeGb: gb, cnyPerGb: price, ratio });
        expect(r.costCompressed).toBeGreaterThanOrEqual(0);
        expect(r.costCompressed).toBeLessThanOrEqual(r.costRaw);
        const more = transferCost({ sizeGb: gb + moreGb, cnyPerGb: price + morePrice, ratio });
        expect(more.costCompressed).toBeGreaterThanOrEqual(r.costCompressed);
      }),
    );
  });
});
