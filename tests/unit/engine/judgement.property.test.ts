/**
 * The ranking's judgement on the fixture catalog: no dominated pick above its dominator, over
 * generated profiles.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rank, type RankedEntry } from '../../../src/domain/engine';
import { decode } from '../../../src/domain/share/codec';
import { propertyRuns } from '../property-runs';

/** The cost the ranking compares: a finite job's total; a service's monthly burn under per=month. */
const spend = (e: RankedEntry, monthly: boolean) => (monthly ? e.monthlyCost : e.estCost);

/**
 * Performance the way the ranking reads it: 1 / hours, or one user's tokens/s for serving (up to
 * 1.5 × the 20 tokens/s these links ask for).
 */
const perf = (e: RankedEntry, infer: boolean): number =>
  infer
    ? Math.min(e.tokensPerSecondPerUser ?? e.speed.relative * e.replicaGpus, 30)
    : 1 / e.estHours;

/** How old a GPU is as the score reads it: no tensor cores (2), FP16-only tensor cores (1). */
const age = (e: RankedEntry): number =>
  e.warnings.some((w) => w.key === 'engine.warning.legacy-gpu')
    ? 2
    : e.warnings.some((w) => w.key === 'engine.warning.no-bf16')
      ? 1
      : 0;

const profiles: fc.Arbitrary<string> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise'),
    wl: fc.constantFrom('train', 'finetune', 'infer'),
    model: fc.constantFrom(1, 7, 13, 34, 70),
    prec: fc.constantFrom('bf16', 'fp8', 'fp16'),
    work: fc.constantFrom(5, 72, 730, 2000),
    nodes: fc.constantFrom(1, 1, 1, 2),
    spot: fc.boolean(),
    region: fc.constantFrom('cn', 'global', 'any'),
    cur: fc.constantFrom('CNY', 'USD'),
    // a monthly budget caps the burn; it must not turn the cost axis into it for a finite job
    budget: fc.constantFrom('', '&budget=3000&per=month', '&budget=30000&per=month'),
  })
  .map(
    (p) =>
      `?v=1&team=${p.team}&wl=${p.wl}&model=${p.model}&prec=${p.prec}&work=${p.work}` +
      `&nodes=${p.nodes}&region=${p.region}&cur=${p.cur}${p.spot ? '&spot=1' : ''}${p.budget}`,
  );

describe('no dominated picks (property over generated profiles, fixture catalog)', () => {
  it('no entry ranks above one as fast (2 %) for 20 % less, or twice as fast for at most 10 % more, with as good a fit and GPU', () => {
    fc.assert(
      fc.property(profiles, (link) => {
        const { state } = decode(link);
        const r = rank(state.profile, catalog, {
          cur: state.cur,
          fx: catalog.fx.cnyPerUsd,
          asOf: catalog.asOf,
        });
        const infer = state.profile.wl === 'infer';
        // total job cost for a finite job, whatever the budget's period
        const monthly = infer && state.profile.per === 'month';
        const list = r.ranked;
        for (let i = 0; i < list.length; i++) {
          const a = list[i] as RankedEntry;
          for (let j = i + 1; j < list.length; j++) {
            const b = list[j] as RankedEntry;
            const asFast = perf(b, infer) * 1.02 >= perf(a, infer);
            // a tie at exactly 80 % rounds either way (the engine compares 1 / cost): not a case
            const cheaper = spend(b, monthly) <= 0.8 * spend(a, monthly) * (1 - 1e-12);
            const muchFaster =
              perf(b, infer) >= 2 * perf(a, infer) && spend(b, monthly) <= 1.1 * spend(a, monthly);
            const asGoodFit = a.memoryFit !== 'fits' || b.memoryFit !== 'tight';
            const noOlder = age(b) <= age(a);
            // near misses of the budget come after every entry within it, whatever their cost
            if (a.withinBudget && !b.withinBudget) continue;
            if (((asFast && cheaper) || muchFaster) && asGoodFit && noOlder) {
              throw new Error(`${link}: #${a.rank} ${a.offerId} above #${b.rank} ${b.offerId}`);
            }
          }
        }
      }),
      { numRuns: propertyRuns(150), seed: 20261202 },
    );
  });
});
