import { describe, expect, it } from 'vitest';
import {
  cloudCost,
  compareOwnRentHybrid,
  ownCost,
  type TcoInput,
} from '../../../src/domain/calculators/tco';

/** The guide's figures: one A100 at 100k, 20k/yr facility, 15k/yr power, 50k/yr staff, 12 CNY/h. */
const guide: TcoInput = {
  hardwareCny: 100_000,
  lifeYears: 5,
  facilityCnyPerYear: 20_000,
  powerCnyPerYear: 15_000,
  staffCnyPerYear: 50_000,
  gpusOwned: 1,
  gpuHoursPerMonth: 730,
  cloudCnyPerGpuHour: 12,
  yearlyPriceChange: 0,
  jobHours: 72,
  hybrid: {
    localHardwareCny: 20_000,
    localRunningCnyPerYear: 6_000,
    localGpus: 2,
    localShare: 0.5,
    burstGpus: 8,
    burstHours: 72,
  },
};

describe('own vs rent vs hybrid: the guide’s worked numbers', () => {
  const r = compareOwnRentHybrid(guide);

  it('first year of owning is 185,000 CNY', () => {
    expect(r.firstYearOwn).toBe(185_000);
  });

  it('a 72 h job at 12 CNY/h is 864 CNY and an 8×A100 burst of 72 h is 6,912 CNY', () => {
    expect(r.jobCost).toBe(864);
    expect(r.burstCost).toBe(6_912);
  });

  it('owning is 100k + 7,083/month against 8,760/month of cloud at full use', () => {
    expect(r.ownRunningPerMonth).toBeCloseTo(7_083.33, 2);
    expect(r.cloudPerMonthFirstYear).toBe(8_760);
    expect(r.fullUseHours).toBe(730);
  });

  it('breaks even only in month 60, so none within 36 months', () => {
    // 100000 / (8760 − 7083.33) = 59.6 → month 60; own(59) 517,916.67 > cloud(59) 516,840.
    expect(r.breakEvenMonth).toBeNull();
    expect(r.breakEvenMonthExtended).toBe(60);
    expect(r.fullUseBreakEvenMonth).toBe(60);
  });

  it('would need 821.8 GPU-hours a month to break even in 36 months: more than one GPU has', () => {
    // own(36) = 100000 + 85000 × 3 = 355000; cloud price sum over 36 months = 12 × 36 = 432.
    expect(r.breakEvenHoursPerMonth).toBeCloseTo(355_000 / 432, 6);
    expect(r.breakEvenWithinCapacity).toBe(false);
  });

  it('month 36: own 355,000, cloud 315,360, hybrid 195,680; hybrid is cheapest', () => {
    const last = r.series[36];
    expect(last).toEqual({ month: 36, own: 355_000, cloud: 315_360, hybrid: 195_680 });
    expect(r.series).toHaveLength(37);
    expect(r.series[0]).toEqual({ month: 0, own: 100_000, cloud: 0, hybrid: 20_000 });
    expect(r.cheapest).toBe('hybrid');
    expect(r.burstsPerMonth).toBeCloseTo(365 / 576, 9);
  });
});

describe('own vs rent: hand-computed cases', () => {
  it('cheap hardware with no running cost breaks even in month 3', () => {
    const r = compareOwnRentHybrid({
      ...guide,
      hardwareCny: 20_000,
      facilityCnyPerYear: 0,
      powerCnyPerYear: 0,
      staffCnyPerYear: 0,
    });
    // 20000 > 8760 (month 1), 20000 > 17520 (month 2), 20000 ≤ 26280 (month 3)
    expect(r.breakEvenMonth).toBe(3);
    expect(r.cheapest).toBe('own');
  });

  it('never breaks even when running costs alone exceed the cloud bill', () => {
    const r = compareOwnRentHybrid({ ...guide, gpuHoursPerMonth: 72 });
    expect(r.breakEvenMonthExtended).toBeNull();
    expect(r.fullUseBreakEvenMonth).toBe(60);
  });

  it('never breaks even when the hardware must be bought again every 3 years', () => {
    // saving 1,676.67/month × 36 = 60,360 < 100,000 per purchase
    const r = compareOwnRentHybrid({ ...guide, lifeYears: 3 });
    expect(ownCost({ ...guide, lifeYears: 3 }, 37)).toBeCloseTo(200_000 + (85_000 / 12) * 37, 6);
    expect(r.breakEvenMonthExtended).toBeNull();
  });

  it('a −25 % yearly price change makes 36 months of 100 h cost 100 × 12 × (12 + 9 + 6.75)', () => {
    const i = { ...guide, gpuHoursPerMonth: 100, yearlyPriceChange: -0.25 };
    expect(cloudCost(i, 36)).toBeCloseTo(33_300, 6);
    expect(cloudCost(i, 13)).toBeCloseTo(100 * (12 * 12 + 9), 6);
  });

  it('warns when the use exceeds the owned or the local GPUs', () => {
    expect(compareOwnRentHybrid({ ...guide, gpuHoursPerMonth: 800 }).warnings).toContain(
      'use-above-capacity',
    );
    const local = compareOwnRentHybrid({
      ...guide,
      gpusOwned: 4,
      gpuHoursPerMonth: 2_920,
      hybrid: { ...guide.hybrid, localShare: 0.6 },
    });
    expect(local.warnings).toEqual(['local-above-capacity']);
  });
});
