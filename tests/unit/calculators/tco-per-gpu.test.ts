import { describe, expect, it } from 'vitest';
import {
  compareOwnRentHybrid,
  perGpuTcoInput,
  type PerGpuTcoInput,
} from '../../../src/domain/calculators/tco';
import { purchasePrice } from '../../../src/domain/calculators/purchase-prices';

/** Sixteen GPUs for 4,000,000 CNY (250,000 each), the guide's one-GPU running costs per GPU. */
const SIXTEEN: PerGpuTcoInput = {
  gpus: 16,
  hardwarePerGpu: 250_000,
  facilityPerGpuYear: 20_000,
  powerPerGpuYear: 15_000,
  staffPerYear: 50_000,
  lifeYears: 5,
  gpuHoursPerMonth: 730,
  cloudPerGpuHour: 12,
  yearlyPriceChange: 0,
  jobHours: 72,
  localShare: 0.5,
  burstGpus: 8,
  burstHours: 72,
  residualShare: 0,
};

const at36 = (p: PerGpuTcoInput) => compareOwnRentHybrid(perGpuTcoInput(p)).series[36]!;

describe('own vs rent, GPUs priced one by one', () => {
  it('16 GPUs used 730 GPU-hours a month: renting is cheapest, not a small hybrid box', () => {
    const r = compareOwnRentHybrid(perGpuTcoInput(SIXTEEN));
    const end = r.series[36]!;
    // Own: 4,000,000 + 36 × (16 × 35,000 + 50,000) ÷ 12 = 4,000,000 + 1,830,000.
    expect(end.own).toBeCloseTo(5_830_000, 6);
    // Cloud: 730 × 12 × 36 = 315,360.
    expect(end.cloud).toBeCloseTo(315_360, 6);
    // Hybrid: ⌈0.5 × 730 ÷ 730⌉ = 1 local GPU: 250,000 + 3 × (35,000 + 50,000) + 315,360 ÷ 2.
    expect(end.hybrid).toBeCloseTo(250_000 + 255_000 + 157_680, 6);
    expect(r.cheapest).toBe('cloud');
  });

  it('16 GPUs used all month: owning is cheapest, and the hybrid’s own part scales with its share', () => {
    const full = { ...SIXTEEN, gpuHoursPerMonth: 16 * 730 };
    const r = compareOwnRentHybrid(perGpuTcoInput(full));
    const end = r.series[36]!;
    expect(end.own).toBeCloseTo(5_830_000, 6);
    // Cloud: 11,680 × 12 × 36 = 5,045,760.
    expect(end.cloud).toBeCloseTo(5_045_760, 6);
    // Hybrid: 8 local GPUs, 2,000,000 + 3 × (8 × 35,000 + 50,000) + 5,045,760 ÷ 2.
    expect(end.hybrid).toBeCloseTo(2_000_000 + 990_000 + 2_522_880, 6);
    // At 12 CNY per GPU-hour renting still wins; at 30 owning does:
    // cloud 11,680 × 30 × 36 = 12,614,400; hybrid 2,990,000 + 6,307,200 = 9,297,200.
    expect(r.cheapest).toBe('cloud');
    const dear = compareOwnRentHybrid(perGpuTcoInput({ ...full, cloudPerGpuHour: 30 }));
    expect(dear.series[36]!.hybrid).toBeCloseTo(9_297_200, 6);
    expect(dear.cheapest).toBe('own');
  });

  it('counts the resale value at the end of the 36 months, for owning and the hybrid', () => {
    const full = { ...SIXTEEN, gpuHoursPerMonth: 16 * 730, residualShare: 0.4 };
    const end = at36(full);
    // 5,830,000 − 0.4 × 4,000,000 = 4,230,000; the hybrid sells its 8 GPUs: − 0.4 × 2,000,000.
    expect(end.own).toBeCloseTo(4_230_000, 6);
    expect(end.hybrid).toBeCloseTo(5_512_880 - 800_000, 6);
    // Month 35 is still counted without the sale.
    const r = compareOwnRentHybrid(perGpuTcoInput(full));
    expect(r.series[35]!.own).toBeCloseTo(4_000_000 + 35 * (610_000 / 12), 6);
  });
});

describe('purchase prices per GPU', () => {
  it('has a sourced price for H100, A100 and RTX 4090, none for H20 or L40S', () => {
    expect(purchasePrice('h100-80gb-sxm')?.price).toBe(36_500);
    expect(purchasePrice('a100-80gb-pcie')?.price).toBe(15_000);
    expect(purchasePrice('rtx-4090-24gb')).toMatchObject({ price: 1_599, currency: 'USD' });
    expect(purchasePrice('h20-96gb')).toBeNull();
    expect(purchasePrice('l40s-48gb')).toBeNull();
  });
});
