import { describe, expect, it } from 'vitest';
import { spotVsOnDemand, type SpotInput } from '../../../src/domain/calculators/spot';

/** 72 h job, 12 CNY/h on-demand, 70 % off on spot, 1 interruption a day, AWS's 2-minute notice. */
const base: SpotInput = {
  onDemandCnyPerHour: 12,
  spotDiscount: 0.7,
  workHours: 72,
  interruptionsPerDay: 1,
  checkpointMinutes: 30,
  checkpointWriteMinutes: 3,
  restartMinutes: 10,
  noticeMinutes: 2,
  saveOnNotice: true,
};

describe('spot vs on-demand (hand-computed)', () => {
  it('a 3-minute checkpoint does not fit a 2-minute notice: half an interval + restart is lost', () => {
    const r = spotVsOnDemand(base);
    expect(r.spotCnyPerHour).toBeCloseTo(3.6, 9);
    expect(r.noticeSaveFits).toBe(false);
    expect(r.lostMinutesPerInterruption).toBe(25);
    expect(r.worstLostMinutes).toBe(43);
    // 72 × (1 + 3/30) = 79.2 h; 79.2 / 24 = 3.3 interruptions; + 3.3 × 25/60 h
    expect(r.baseWallHours).toBeCloseTo(79.2, 9);
    expect(r.expectedInterruptions).toBeCloseTo(3.3, 9);
    expect(r.expectedWallHours).toBeCloseTo(80.575, 9);
    expect(r.expectedSpotCost).toBeCloseTo(80.575 * 3.6, 9);
    expect(r.onDemandCost).toBe(864);
    expect(r.saving).toBeCloseTo(864 - 290.07, 9);
  });

  it('with a 5-minute notice the checkpoint fits: only the restart is lost', () => {
    const r = spotVsOnDemand({ ...base, noticeMinutes: 5 });
    expect(r.noticeSaveFits).toBe(true);
    expect(r.lostMinutesPerInterruption).toBe(10);
    expect(r.worstLostMinutes).toBe(10);
    expect(r.expectedWallHours).toBeCloseTo(79.2 + (3.3 * 10) / 60, 9);
  });

  it('without a watcher the notice does not help', () => {
    const r = spotVsOnDemand({ ...base, noticeMinutes: 5, saveOnNotice: false });
    expect(r.lostMinutesPerInterruption).toBe(25);
  });

  it('spot can cost more than on-demand when interruptions are frequent and the discount small', () => {
    const r = spotVsOnDemand({ ...base, spotDiscount: 0.1, interruptionsPerDay: 24 });
    expect(r.saving).toBeLessThan(0);
  });
});
