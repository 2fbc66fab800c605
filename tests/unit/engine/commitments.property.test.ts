/**
 * Commitments in the ranking (docs/engine.md §4, "Commitments"), on generated offers and
 * commitments: a `term` never makes an offer cost more; without one, commitments change nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rank, type CostEstimate, type RankResult } from '../../../src/domain/engine';
import type { Profile } from '../../../src/domain/engine/profile';
import { weighedCost } from '../../../src/domain/engine/rules';
import { catalogWith, commitment, OPTIONS, offerInput, profile } from './fixtures';
import { propertyRuns } from '../property-runs';

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

const spend = (p: Profile, c: CostEstimate) => weighedCost(c, p);

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
