import { describe, expect, it } from 'vitest';
import {
  COMPRESSION_RATIO,
  DATA_TYPES,
  transferCost,
} from '../../../src/domain/calculators/transfer';

describe('transfer cost per data type: 10 GB at 12 CNY/GB (the guide’s implied price)', () => {
  it.each([
    ['text', 2.5, 30],
    ['images', 10 / 1.02, 120 / 1.02],
    ['weights', 10 / 1.1, 120 / 1.1],
    ['archive', 10, 120],
  ] as const)('%s: %d GB, %d CNY', (type, gb, cny) => {
    const r = transferCost({ sizeGb: 10, cnyPerGb: 12, ratio: COMPRESSION_RATIO[type] });
    expect(r.costRaw).toBe(120);
    expect(r.compressedGb).toBeCloseTo(gb, 9);
    expect(r.costCompressed).toBeCloseTo(cny, 9);
    expect(r.saving).toBeCloseTo(120 - cny, 9);
  });

  it('the guide’s 120 → 20 CNY needs a 6:1 ratio, which only text-like data comes near', () => {
    expect(transferCost({ sizeGb: 10, cnyPerGb: 12, ratio: 6 }).costCompressed).toBe(20);
    expect(Math.max(...DATA_TYPES.map((t) => COMPRESSION_RATIO[t]))).toBeLessThan(6);
  });

  it('a ratio below 1 is treated as no compression; moving nothing saves nothing', () => {
    expect(transferCost({ sizeGb: 5, cnyPerGb: 2, ratio: 0.5 }).costCompressed).toBe(10);
    expect(transferCost({ sizeGb: 0, cnyPerGb: 2, ratio: 4 }).savingShare).toBe(0);
  });
});
