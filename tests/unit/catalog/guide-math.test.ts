import { describe, expect, it } from 'vitest';
import { catalog, claimById } from '../../../src/domain/catalog';
import {
  pricePerPoint,
  pricePerPointDifference,
  speedupOver,
} from '../../../src/domain/catalog/guide-math';

const row = (provider: string) => {
  const found = catalog.guideTable.find((r) => r.provider === provider);
  if (!found) throw new Error(`no guide row for ${provider}`);
  return found;
};

describe('the guide’s table held against its own numbers', () => {
  it('price per score point: Huawei 35.2/31800 and Tencent 18.5/16200', () => {
    // 35.2 / 31800 = 0.00110692, 18.5 / 16200 = 0.00114198
    expect(pricePerPoint(row('huawei'))).toBeCloseTo(0.00110692, 8);
    expect(pricePerPoint(row('tencent'))).toBeCloseTo(0.00114198, 8);
  });

  it('Huawei is about 3.07 % cheaper per point than Tencent, not 12 % dearer', () => {
    // (35.2 × 16200) / (18.5 × 31800) = 570240 / 588300 = 0.969301 → −3.07 %
    const diff = pricePerPointDifference(row('huawei'), row('tencent'));
    expect(diff).toBeCloseTo(-0.030699, 6);
    expect(claimById('guide-price-per-point')?.verdict).toBe('contradicted');
  });

  it('the 4-GPU row scores 31800 / 8500 = 3.74 times the 1-GPU row', () => {
    expect(speedupOver(row('huawei'), row('aliyun'))).toBeCloseTo(3.7412, 4);
  });
});
