/**
 * The order without dominated entries, found with per-class trees, is the order its definition
 * gives: each place goes to the first entry (in score order) that no remaining entry dominates,
 * or the first remaining one when every one is dominated. The definition is written out here,
 * one pair at a time, and compared over generated lists with many ties in speed, cost, fit and
 * age (where rounding and classes matter).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Evaluated } from '../../../src/domain/engine/evaluated';
import type { Group } from '../../../src/domain/engine/group';
import { dominates } from '../../../src/domain/engine/rules';
import { orderWithoutDominated, type Scored } from '../../../src/domain/engine/score';
import { propertyRuns } from '../property-runs';

interface Spec {
  perf: number;
  cost: number;
  fit: 'fits' | 'tight' | 'unknown';
  factor: number;
}

const scored = (s: Spec, i: number): Scored => ({
  group: {
    best: { fit: s.fit, scoreFactor: s.factor, offer: { id: `o${i}` } } as unknown as Evaluated,
    others: [],
    otherCount: 0,
  } as Group,
  perfRaw: s.perf,
  costRaw: s.cost,
  figure: { cost: 0, waiting: 0, risk: 0, factor: 1, total: 0 },
  performance: 0,
  cost: 0,
  capability: 0,
  score: 0,
});

/** The definition, one pair at a time. */
function reference(sorted: readonly Scored[], speedCounts: boolean): Scored[] {
  const left = [...sorted];
  const out: Scored[] = [];
  while (left.length > 0) {
    let at = left.findIndex((a) => !left.some((b) => b !== a && dominates(b, a, speedCounts)));
    if (at < 0) at = 0;
    out.push(...left.splice(at, 1));
  }
  return out;
}

// Few distinct values, so ties and the 2 % and 20 % boundaries come up often.
const perfs = [0.5, 1, 1 / 1.02, 1.02, 1.5, 2, 2.04, 3, 4, 0.1 + 0.2];
const costs = [1, 0.8, 1.25, 1 / 0.8, 1.1, 1 / 1.1, 2, 0.5, 3];
const spec: fc.Arbitrary<Spec> = fc.record({
  perf: fc.oneof(fc.constantFrom(...perfs), fc.double({ min: 0.01, max: 10, noNaN: true })),
  cost: fc.oneof(fc.constantFrom(...costs), fc.double({ min: 0.01, max: 10, noNaN: true })),
  fit: fc.constantFrom('fits', 'tight', 'unknown'),
  factor: fc.constantFrom(1, 0.85, 0.6, 0.51),
});

describe('orderWithoutDominated', () => {
  it('places entries as the pairwise definition does', () => {
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 60 }), fc.boolean(), (specs, speedCounts) => {
        const sorted = specs.map(scored);
        const got = orderWithoutDominated(sorted, speedCounts).map((s) => s.group.best.offer.id);
        const want = reference(sorted, speedCounts).map((s) => s.group.best.offer.id);
        expect(got).toEqual(want);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('leaves no entry above one that dominates it when the list has no cycle', () => {
    // costRaw is 1 / cost. o2 is five times as fast as o0 at half its cost; o0 is within 2 % of
    // o1's speed at half its cost. Score order o0, o1, o2 becomes o2, o0, o1.
    const sorted = [
      { perf: 1, cost: 1, fit: 'fits', factor: 1 },
      { perf: 1.01, cost: 0.5, fit: 'fits', factor: 1 },
      { perf: 5, cost: 2, fit: 'fits', factor: 1 },
    ].map((s, i) => scored(s as Spec, i));
    const ids = orderWithoutDominated(sorted).map((s) => s.group.best.offer.id);
    expect(ids).toEqual(['o2', 'o0', 'o1']);
  });

  it('falls back to comparing pairs when custom factors make many classes', () => {
    const sorted = Array.from({ length: 40 }, (_, i) =>
      scored(
        { perf: 1 + (i % 7) / 10, cost: 1 + (i % 5) / 4, fit: 'fits', factor: 1 - i / 100 },
        i,
      ),
    );
    const got = orderWithoutDominated(sorted).map((s) => s.group.best.offer.id);
    expect(got).toEqual(reference(sorted, true).map((s) => s.group.best.offer.id));
  });
});
