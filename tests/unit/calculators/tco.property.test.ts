import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cloudCost,
  compareOwnRentHybrid,
  hybridCost,
  ownCost,
} from '../../../src/domain/calculators/tco';

const inputs = fc.record({
  hardwareCny: fc.double({ min: 0, max: 1e7, noNaN: true }),
  lifeYears: fc.double({ min: 0.5, max: 20, noNaN: true }),
  facilityCnyPerYear: fc.double({ min: 0, max: 1e6, noNaN: true }),
  powerCnyPerYear: fc.double({ min: 0, max: 1e6, noNaN: true }),
  staffCnyPerYear: fc.double({ min: 0, max: 1e6, noNaN: true }),
  gpusOwned: fc.integer({ min: 1, max: 64 }),
  gpuHoursPerMonth: fc.double({ min: 0, max: 50_000, noNaN: true }),
  cloudCnyPerGpuHour: fc.double({ min: 0, max: 1_000, noNaN: true }),
  yearlyPriceChange: fc.double({ min: -0.9, max: 1, noNaN: true }),
  jobHours: fc.double({ min: 0, max: 10_000, noNaN: true }),
  hybrid: fc.record({
    localHardwareCny: fc.double({ min: 0, max: 1e6, noNaN: true }),
    localRunningCnyPerYear: fc.double({ min: 0, max: 1e6, noNaN: true }),
    localGpus: fc.integer({ min: 1, max: 64 }),
    localShare: fc.double({ min: 0, max: 1, noNaN: true }),
    burstGpus: fc.integer({ min: 1, max: 64 }),
    burstHours: fc.double({ min: 0.1, max: 1_000, noNaN: true }),
  }),
});

describe('own vs rent: properties', () => {
  it('costs are never negative and never fall from one month to the next', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const { series } = compareOwnRentHybrid(i);
        for (let m = 0; m < series.length; m++) {
          const p = series[m]!;
          expect(Math.min(p.own, p.cloud, p.hybrid)).toBeGreaterThanOrEqual(0);
          if (m > 0) {
            const q = series[m - 1]!;
            expect(p.own).toBeGreaterThanOrEqual(q.own);
            expect(p.cloud).toBeGreaterThanOrEqual(q.cloud);
            expect(p.hybrid).toBeGreaterThanOrEqual(q.hybrid);
          }
        }
      }),
    );
  });

  it('cloud and hybrid cost rise with the price and the hours; owning with the hardware price', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1_000, noNaN: true }),
        (i, morePrice, moreHours) => {
          const higher = {
            ...i,
            cloudCnyPerGpuHour: i.cloudCnyPerGpuHour + morePrice,
            gpuHoursPerMonth: i.gpuHoursPerMonth + moreHours,
          };
          expect(cloudCost(higher, 36)).toBeGreaterThanOrEqual(cloudCost(i, 36));
          expect(hybridCost(higher, 36)).toBeGreaterThanOrEqual(hybridCost(i, 36));
          const dearer = { ...i, hardwareCny: i.hardwareCny + morePrice };
          expect(ownCost(dearer, 36)).toBeGreaterThanOrEqual(ownCost(i, 36));
        },
      ),
    );
  });

  it('a break-even month, when found, is one where owning has cost no more than renting', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = compareOwnRentHybrid(i);
        if (r.breakEvenMonthExtended !== null) {
          const m = r.breakEvenMonthExtended;
          expect(ownCost(i, m)).toBeLessThanOrEqual(cloudCost(i, m));
          if (m > 1) expect(ownCost(i, m - 1)).toBeGreaterThan(cloudCost(i, m - 1));
        }
      }),
    );
  });
});
