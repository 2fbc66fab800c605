import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareSubscription,
  exitCost,
  type ExitRule,
} from '../../../src/domain/calculators/subscription';

const subscriptions = fc.record({
  monthly: fc.double({ min: 0, max: 1e6, noNaN: true }),
  hourly: fc.double({ min: 0, max: 1e4, noNaN: true }),
  hoursPerMonth: fc.double({ min: 0, max: 730, noNaN: true }),
  termMonths: fc.integer({ min: 1, max: 36 }),
  usedMonths: fc.double({ min: 0, max: 36, noNaN: true }),
  termDiscount: fc.double({ min: 0, max: 0.9, noNaN: true }),
});
const rules = fc.constantFrom<ExitRule>(
  'paid-minus-used',
  'repriced-at-payg',
  'paid-minus-used-minus-fee',
  'guide-flat-30',
);

describe('subscription: properties', () => {
  it('refund and net are never negative and net never exceeds what was paid', () => {
    fc.assert(
      fc.property(subscriptions, rules, (i, rule) => {
        const c = exitCost(i, rule);
        expect(c.refund).toBeGreaterThanOrEqual(0);
        expect(c.net).toBeGreaterThanOrEqual(-1e-6);
        expect(c.net).toBeLessThanOrEqual(c.paid + 1e-6);
      }),
    );
  });

  it('the cost of leaving never falls as the monthly price rises', () => {
    fc.assert(
      fc.property(
        subscriptions,
        rules,
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (i, rule, more) => {
          const dearer = exitCost({ ...i, monthly: i.monthly + more }, rule);
          expect(dearer.net).toBeGreaterThanOrEqual(exitCost(i, rule).net - 1e-6);
        },
      ),
    );
  });

  it('pay-as-you-go rises with the hourly price and the hours', () => {
    fc.assert(
      fc.property(subscriptions, fc.double({ min: 0, max: 100, noNaN: true }), (i, more) => {
        const a = compareSubscription(i).outcomes[0]!.payg;
        const b = compareSubscription({ ...i, hourly: i.hourly + more }).outcomes[0]!.payg;
        const c = compareSubscription({ ...i, hoursPerMonth: i.hoursPerMonth + more }).outcomes[0]!
          .payg;
        expect(b).toBeGreaterThanOrEqual(a);
        expect(c).toBeGreaterThanOrEqual(a);
      }),
    );
  });
});
