import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spotVsOnDemand } from '../../../src/domain/calculators/spot';

const inputs = fc.record({
  onDemandCnyPerHour: fc.double({ min: 0, max: 1_000, noNaN: true }),
  spotDiscount: fc.double({ min: 0, max: 0.99, noNaN: true }),
  workHours: fc.double({ min: 0, max: 10_000, noNaN: true }),
  interruptionsPerDay: fc.double({ min: 0, max: 48, noNaN: true }),
  checkpointMinutes: fc.double({ min: 1, max: 1_440, noNaN: true }),
  checkpointWriteMinutes: fc.double({ min: 0, max: 120, noNaN: true }),
  restartMinutes: fc.double({ min: 0, max: 240, noNaN: true }),
  noticeMinutes: fc.constantFrom(2, 5),
  saveOnNotice: fc.boolean(),
});

describe('spot: properties', () => {
  it('costs are never negative; spot wall time is never shorter than the work', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = spotVsOnDemand(i);
        expect(r.expectedSpotCost).toBeGreaterThanOrEqual(0);
        expect(r.onDemandCost).toBeGreaterThanOrEqual(0);
        expect(r.expectedWallHours).toBeGreaterThanOrEqual(i.workHours);
      }),
    );
  });

  it('expected cost rises with the price, the hours and the interruption rate', () => {
    const more = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(inputs, more, more, more, (i, p, h, k) => {
        const a = spotVsOnDemand(i);
        const b = spotVsOnDemand({
          ...i,
          onDemandCnyPerHour: i.onDemandCnyPerHour + p,
          workHours: i.workHours + h,
          interruptionsPerDay: i.interruptionsPerDay + k,
        });
        expect(b.expectedSpotCost).toBeGreaterThanOrEqual(a.expectedSpotCost);
        expect(b.onDemandCost).toBeGreaterThanOrEqual(a.onDemandCost);
      }),
    );
  });
});
