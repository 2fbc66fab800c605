import { describe, expect, it } from 'vitest';
import {
  breakEvenMonths,
  compareSubscription,
  exitCost,
  huaweiFeeRate,
  type SubscriptionInput,
} from '../../../src/domain/calculators/subscription';

/** 5,000/month list price, 15 % off for a 12-month term, 12 CNY/h pay-as-you-go, left after 4.5 months. */
const base: SubscriptionInput = {
  monthly: 5_000,
  hourly: 12,
  hoursPerMonth: 730,
  termMonths: 12,
  usedMonths: 4.5,
  termDiscount: 0.15,
};

describe('early exit under each provider’s rule (hand-computed)', () => {
  // paid = 5000 × 12 × 0.85 = 51,000; pro rata used = 51000 × 4.5 / 12 = 19,125
  it('Alibaba: refund = paid − used (pro rata)', () => {
    const c = exitCost(base, 'paid-minus-used');
    expect(c.paid).toBe(51_000);
    expect(c.consumed).toBe(19_125);
    expect(c.refund).toBe(31_875);
    expect(c.net).toBe(19_125);
  });

  it('Tencent: 4 full months at the monthly list price + half a month at pay-as-you-go', () => {
    // 5000 × 4 + 12 × 730 × 0.5 = 20,000 + 4,380
    const c = exitCost(base, 'repriced-at-payg');
    expect(c.consumed).toBe(24_380);
    expect(c.refund).toBe(26_620);
    expect(c.net).toBe(24_380);
  });

  it('Huawei: paid − used − a 10 % handling fee on what was paid (1-year term)', () => {
    const c = exitCost(base, 'paid-minus-used-minus-fee');
    expect(c.fee).toBe(5_100);
    expect(c.refund).toBe(26_775);
    expect(c.net).toBe(24_225);
  });

  it('the guide’s flat 30 % of the unused part, for comparison', () => {
    const c = exitCost(base, 'guide-flat-30');
    expect(c.fee).toBeCloseTo(9_562.5, 9);
    expect(c.net).toBeCloseTo(19_125 + 9_562.5, 9);
  });

  it('staying the whole term refunds nothing under any rule', () => {
    for (const rule of [
      'paid-minus-used',
      'repriced-at-payg',
      'paid-minus-used-minus-fee',
    ] as const) {
      expect(exitCost(base, rule, 12)).toMatchObject({ refund: 0, net: 51_000, fee: 0 });
    }
  });

  it('Tencent refunds nothing when re-pricing eats the whole payment', () => {
    // 11.5 months: 5000 × 11 + 8760 × 0.5 = 59,380 > 51,000
    expect(exitCost(base, 'repriced-at-payg', 11.5)).toMatchObject({ refund: 0, net: 51_000 });
  });
});

describe('Huawei handling fee table', () => {
  it.each([
    [1, 0.5, 0.1],
    [12, 11, 0.1],
    [24, 6, 0.15],
    [24, 18, 0.1],
    [36, 12, 0.15],
    [36, 13, 0.1],
    [36, 30, 0.05],
  ])('term %d months, used %d → %d', (term, used, rate) => {
    expect(huaweiFeeRate(term, used)).toBe(rate);
  });
});

describe('break-even months of staying', () => {
  it('Alibaba and Tencent pay off from the first day when the subscription is cheaper per month', () => {
    expect(breakEvenMonths(base, 'paid-minus-used')).toBeCloseTo(1 / 30, 9);
    expect(breakEvenMonths(base, 'repriced-at-payg')).toBeCloseTo(1 / 30, 9);
  });

  it('Huawei needs 5100 / (8760 − 4250) = 1.13 months, i.e. the 34th day', () => {
    expect(breakEvenMonths(base, 'paid-minus-used-minus-fee')).toBeCloseTo(34 / 30, 9);
  });

  it('never pays off when pay-as-you-go for the hours needed is cheaper', () => {
    // 300 h × 12 = 3,600/month against 4,250/month
    const light = { ...base, hoursPerMonth: 300 };
    expect(breakEvenMonths(light, 'paid-minus-used')).toBeNull();
    const r = compareSubscription(light);
    expect(r.outcomes.every((o) => o.breakEvenMonths === null)).toBe(true);
    expect(r.paygMonthly).toBe(3_600);
  });

  it('reports pay-as-you-go for the months used and the difference', () => {
    const r = compareSubscription(base);
    const ali = r.outcomes.find((o) => o.rule === 'paid-minus-used');
    expect(ali?.payg).toBe(39_420);
    expect(ali?.extraVsPayg).toBe(19_125 - 39_420);
    expect(r.effectiveMonthly).toBe(4_250);
  });

  it('what leaving early costs beyond the months used at the subscription rate', () => {
    // net − 19,125: Alibaba 0; Tencent 24,380 − 19,125; Huawei the 5,100 fee; guide 9,562.5
    const penalty = Object.fromEntries(
      compareSubscription(base).outcomes.map((o) => [o.rule, o.exitPenalty]),
    );
    expect(penalty).toEqual({
      'paid-minus-used': 0,
      'repriced-at-payg': 5_255,
      'paid-minus-used-minus-fee': 5_100,
      'guide-flat-30': 9_562.5,
    });
    expect(compareSubscription({ ...base, usedMonths: 12 }).outcomes[1]?.exitPenalty).toBe(0);
  });
});
