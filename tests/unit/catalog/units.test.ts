import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import type { Gibibytes } from '../../../src/domain/units/memory';
import {
  convert,
  DATASET_FX,
  type CnyPerHour,
  type UsdPerHour,
} from '../../../src/domain/units/money';

describe('money and memory units', () => {
  it('converts through one function at the dated rate (7.20 CNY per USD, 2025-04-30)', () => {
    expect(DATASET_FX).toMatchObject({ cnyPerUsd: 7.2, asOf: '2025-04-30' });
    // 1.29 USD × 7.2 = 9.288 CNY; 34.83 CNY ÷ 7.2 = 4.8375 USD
    expect(convert(1.29, 'USD', 'CNY', DATASET_FX.cnyPerUsd)).toBeCloseTo(9.288, 10);
    expect(convert(34.83, 'CNY', 'USD', DATASET_FX.cnyPerUsd)).toBeCloseTo(4.8375, 10);
    expect(convert(5, 'CNY', 'CNY', 7.2)).toBe(5);
  });

  it('the schema brands prices and memory, so mixing units fails to compile', () => {
    const offer = catalog.offers.find((o) => o.currency === 'CNY');
    if (offer?.currency !== 'CNY') throw new Error('no CNY offer');
    const yuan: CnyPerHour | null = offer.onDemand;
    // @ts-expect-error a yuan price is not a dollar price
    const dollars: UsdPerHour | null = offer.onDemand;
    // @ts-expect-error a plain number is not GiB
    const unbranded: Gibibytes = 80;
    expect([yuan, dollars, unbranded]).toHaveLength(3);
  });

  it('CNY offers carry CNY prices and USD offers USD prices (no pre-converted figures)', () => {
    const byCurrency = (provider: string) =>
      new Set(catalog.offers.filter((o) => o.provider === provider).map((o) => o.currency));
    for (const p of ['aliyun', 'tencent', 'huawei', 'baidu'])
      expect(byCurrency(p)).toEqual(new Set(['CNY']));
    for (const p of ['aws', 'azure', 'gcp', 'lambda', 'runpod'])
      expect(byCurrency(p)).toEqual(new Set(['USD']));
  });
});
