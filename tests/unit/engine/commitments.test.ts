/**
 * Commitments in the ranking (docs/engine.md §4, "Commitments"): with `term`, an offer is priced
 * at the cheapest of pay-as-you-go, spot and its commitments of at most `term` months.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rank, type CostEstimate, type RankResult } from '../../../src/domain/engine';
import { costBasis, type Profile } from '../../../src/domain/engine/profile';
import { A100_COMMITTED, catalogWith, commitment, OPTIONS, offerInput, profile } from './fixtures';
import { propertyRuns } from '../property-runs';

const a100 = catalogWith([A100_COMMITTED]);

const first = (p: Partial<Profile>, options = OPTIONS) => {
  const r = rank(profile(p), a100, options);
  const e = r.ranked[0];
  if (!e) throw new Error('nothing ranked');
  return e;
};

const SERVICE: Partial<Profile> = { team: 'enterprise', wl: 'infer', mem: 40, work: 730 };

describe('a service with a term', () => {
  it('is priced at the one-year reservation with term=12: 876 USD a month, not 1,314', () => {
    const e = first({ ...SERVICE, term: 12 });
    expect(e.pricing).toBe('commitment');
    expect(e.commitment?.row.kind).toBe('reserved');
    expect(e.commitment?.row.termMonths).toBe(12);
    // 1.2 USD/h × 730 h = 876 USD a month; the service runs 730 h (`work` for infer)
    expect(e.monthlyCost).toBeCloseTo(876, 6);
    expect(e.estCost).toBeCloseTo(876, 6);
    expect(e.commitment?.effectiveHourly).toBeCloseTo(1.2, 9);
    expect(e.commitment?.upfrontPrice).toBe(0);
    // compared with pay-as-you-go: 730 × 1.8 = 1,314 USD
    expect(e.alternative?.pricing).toBe('on-demand');
    expect(e.alternative?.estCost).toBeCloseTo(1314, 6);
  });

  it('takes the three-year reservation only when the term reaches 36 months', () => {
    const e = first({ ...SERVICE, term: 36 });
    expect(e.commitment?.row.termMonths).toBe(36);
    // 20,000 USD upfront over 36 months = 555.56 USD a month
    expect(e.monthlyCost).toBeCloseTo(20_000 / 36, 6);
    expect(e.commitment?.upfrontPrice).toBe(20_000);
    expect(e.commitment?.effectiveHourly).toBeCloseTo(20_000 / (36 * 730), 9);
  });

  it('takes the monthly subscription with term=6: 1,000 USD a month', () => {
    const e = first({ ...SERVICE, term: 6 });
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.monthlyCost).toBeCloseTo(1000, 6);
  });

  it('converts to the ranking currency: 876 USD × 7.2 = 6,307.2 CNY a month', () => {
    const e = first({ ...SERVICE, term: 12 }, { ...OPTIONS, cur: 'CNY' });
    expect(e.monthlyCost).toBeCloseTo(876 * 7.2, 6);
    expect(e.commitment?.hourly).toBeCloseTo(1.2 * 7.2, 9);
  });

  it('stays on demand without a term', () => {
    const e = first(SERVICE);
    expect(e.pricing).toBe('on-demand');
    expect(e.commitment).toBeNull();
    expect(e.monthlyCost).toBeCloseTo(1314, 6);
  });

  it('a monthly budget reads the commitment’s month: 900 USD admits 876, not 1,314', () => {
    const within = rank(profile({ ...SERVICE, term: 12, budget: 900, per: 'month' }), a100, {
      ...OPTIONS,
    });
    expect(within.ranked[0]?.withinBudget).toBe(true);
    const without = rank(profile({ ...SERVICE, budget: 900, per: 'month' }), a100, OPTIONS);
    expect(without.ranked.filter((e) => e.withinBudget)).toHaveLength(0);
  });
});

describe('a finite job with a term', () => {
  // Training on one A100 (relative speed 1): wall hours = work.
  const JOB: Partial<Profile> = { team: 'rnd', wl: 'train', mem: 40, term: 12 };

  it('a 72-hour job stays on demand: 72 × 1.8 = 129.6 USD against 1,000 for a month', () => {
    const e = first({ ...JOB, work: 72 });
    expect(e.pricing).toBe('on-demand');
    expect(e.estCost).toBeCloseTo(129.6, 6);
  });

  it('a two-month job takes two monthly subscriptions: 2 × 1,000 USD against 2,628', () => {
    const e = first({ ...JOB, work: 1460 });
    expect(e.pricing).toBe('commitment');
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.commitment?.terms).toBe(2);
    expect(e.estCost).toBeCloseTo(2000, 6);
    expect(e.billedHours).toBeCloseTo(1460, 6);
    expect(e.alternative?.estCost).toBeCloseTo(1460 * 1.8, 6);
  });

  it('a job of 11 months and a bit: twelve subscriptions (12,000) lose to a year reserved (10,512)', () => {
    // 8,100 h = 11.10 months: ceil → 12 monthly terms = 12,000; one year = 10,512; on demand 14,580
    const e = first({ ...JOB, work: 8100 });
    expect(e.commitment?.row.termMonths).toBe(12);
    expect(e.commitment?.terms).toBe(1);
    expect(e.estCost).toBeCloseTo(10_512, 6);
    expect(e.billedHours).toBeCloseTo(8760, 6);
  });

  it('a year-long job renews nothing longer than the term: term=3 leaves the reservations out', () => {
    const e = first({ ...JOB, work: 8100, term: 3 });
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.estCost).toBeCloseTo(12 * 1000, 6);
  });
});

// Properties on generated offers and commitments.

const SHAPES = [
  { type: 'a100x1', gpu: 'a100-80gb-sxm', count: 1 },
  { type: 'h100x8', gpu: 'h100-80gb-sxm', count: 8 },
  { type: 'a10x1', gpu: 'a10-24gb', count: 1 },
];

const commitmentArb = fc
  .record({
    kind: fc.constantFrom('subscription', 'reserved', 'savings-plan', 'committed-use' as const),
    termMonths: fc.constantFrom(1, 6, 12, 36),
    upfront: fc.constantFrom('none', 'partial', 'all' as const),
    upfrontPrice: fc.double({ min: 0, max: 200_000, noNaN: true }),
    hourly: fc.double({ min: 0.01, max: 100, noNaN: true }),
  })
  .map((c) => commitment(c));

const offerArb = fc
  .record({
    provider: fc.constantFrom('aws', 'aliyun', 'lambda', 'hourly'),
    shape: fc.constantFrom(...SHAPES),
    currency: fc.constantFrom('CNY' as const, 'USD' as const),
    onDemand: fc.option(fc.double({ min: 0.05, max: 200, noNaN: true }), { nil: null, freq: 6 }),
    spot: fc.option(fc.double({ min: 0.05, max: 200, noNaN: true }), { nil: null }),
    commitments: fc.array(commitmentArb, { maxLength: 5 }),
  })
  .map((o) => ({
    ...offerInput({
      provider: o.provider,
      type: o.shape.type,
      gpu: o.shape.gpu,
      count: o.shape.count,
      currency: o.currency,
      onDemand: o.onDemand,
      spot: o.spot,
    }),
    commitments: o.commitments,
  }));

const profileArb = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'enterprise' as const),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
    mem: fc.constantFrom(8, 20),
    work: fc.constantFrom(1, 72, 730, 3000, 20_000),
    deadline: fc.option(fc.constantFrom(5, 500, 5000), { nil: null }),
    budget: fc.option(fc.constantFrom(100, 10_000, 1_000_000), { nil: null }),
    per: fc.constantFrom('job', 'month' as const),
    spot: fc.boolean(),
  })
  .map((p) => profile(p));

/** The offer's estimate: ranked (within the budget or a near miss), or excluded for its cost. */
function estimateOf(r: RankResult): CostEstimate | null {
  return r.ranked[0] ?? r.excluded[0]?.estimate ?? null;
}

const spend = (p: Profile, c: CostEstimate) =>
  costBasis(p) === 'month' ? c.monthlyCost : c.estCost;

describe('commitment properties', () => {
  const RUNS = { numRuns: propertyRuns(300) };

  it('a term never makes an offer cost more, and never chooses a commitment longer than it', () => {
    let chosen = 0;
    fc.assert(
      fc.property(offerArb, profileArb, fc.integer({ min: 1, max: 60 }), (o, p, term) => {
        const catalog = catalogWith([o]);
        const before = rank(p, catalog, OPTIONS);
        const after = rank({ ...p, term }, catalog, OPTIONS);
        const x = estimateOf(before);
        const y = estimateOf(after);
        if (before.ranked.length > 0) expect(after.ranked.length).toBe(1);
        if (x && y) {
          expect(spend(p, y)).toBeLessThanOrEqual(spend(p, x) * (1 + 1e-12));
          expect(y.estCost).toBeLessThanOrEqual(x.estCost * (1 + 1e-12));
        }
        for (const c of [y, ...after.ranked.map((e) => e.alternative)]) {
          if (c?.commitment) expect(c.commitment.row.termMonths).toBeLessThanOrEqual(term);
        }
        if (y?.pricing === 'commitment') {
          expect(y.commitment).not.toBeNull();
          chosen++;
        }
      }),
      RUNS,
    );
    // the generated cases do reach commitments
    expect(chosen).toBeGreaterThan(0);
  });

  it('without a term, an offer with commitments ranks exactly as one without', () => {
    fc.assert(
      fc.property(offerArb, profileArb, (o, p) => {
        const withThem = rank(p, catalogWith([o]), OPTIONS);
        const without = rank(p, catalogWith([{ ...o, commitments: [] }]), OPTIONS);
        expect(withThem.ranked).toEqual(without.ranked);
        expect(withThem.excluded).toEqual(without.excluded);
      }),
      RUNS,
    );
  });
});
