import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import type { Gibibytes } from '../../../src/domain/units/memory';
import { billionsToGib, gib, mibToGib } from '../../../src/domain/units/memory';
import {
  convert,
  convertPerHour,
  DATASET_FX,
  perHour,
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

  it('keeps per-hour prices branded by currency, so mixing them fails to compile', () => {
    const yuan: CnyPerHour = perHour(34.83, 'CNY');
    const dollars: UsdPerHour = convertPerHour(yuan, 'CNY', 'USD', 7.2);
    // @ts-expect-error a dollar price is not a yuan price
    const wrong: CnyPerHour = dollars;
    // @ts-expect-error a plain number is not a price
    const bare: UsdPerHour = 4.8;
    expect([wrong, bare]).toHaveLength(2);
  });

  it('keeps memory in GiB: catalog MiB ÷ 1024, and 7B parameters at 2 bytes ≈ 13.04 GiB', () => {
    expect(mibToGib(98304)).toBe(96);
    // 7e9 × 2 / 2^30 = 13.0385
    expect(billionsToGib(7, 2)).toBeCloseTo(13.0385, 4);
    const memory: Gibibytes = gib(80);
    // @ts-expect-error a plain number is not GiB
    const unbranded: Gibibytes = 80;
    expect(memory).toBe(unbranded);
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
