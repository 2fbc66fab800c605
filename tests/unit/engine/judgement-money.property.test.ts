/**
 * The judgement in money and hours over generated profiles on the fixture catalog: no first pick
 * that another ranked entry beats plainly on time and cost, and an order that agrees with the
 * score shown or says, on the row, why it does not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rank, type RankedEntry, type RankResult } from '../../../src/domain/engine';
import { decode } from '../../../src/domain/share/codec';
import { propertyRuns } from '../property-runs';

const profiles: fc.Arbitrary<string> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise'),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc'),
    model: fc.constantFrom(1, 7, 8, 13, 34, 70),
    work: fc.constantFrom(3, 20, 72, 730, 2000),
    users: fc.constantFrom(1, 10, 50),
    spot: fc.boolean(),
    loc: fc.constantFrom('', '&loc=cn', '&loc=cn&region=cn'),
    cur: fc.constantFrom('CNY', 'USD'),
    budget: fc.constantFrom('', '&budget=100', '&budget=3000&per=month', '&budget=200&cur=CNY'),
    vh: fc.constantFrom('', '', '&vh=0', '&vh=200'),
  })
  .map(
    (p) =>
      `?v=1&team=${p.team}&wl=${p.wl}&model=${p.model}&work=${p.work}&users=${p.users}` +
      `&cur=${p.cur}${p.spot ? '&spot=1' : ''}${p.loc}${p.budget}${p.vh}`,
  );

function ranking(link: string): { r: RankResult; infer: boolean; monthly: boolean } {
  const { state } = decode(link);
  const r = rank(state.profile, catalog, {
    cur: state.cur,
    fx: catalog.fx.cnyPerUsd,
    asOf: catalog.asOf,
  });
  const infer = state.profile.wl === 'infer';
  return { r, infer, monthly: infer && state.profile.per === 'month' };
}

/** Time as the user compares it: hours; a service: its pace up to 1.5 × the 20 tokens/s asked. */
const slowness = (e: RankedEntry, infer: boolean): number =>
  infer ? -Math.min(e.tokensPerSecondPerUser ?? e.speed.relative * e.replicaGpus, 30) : e.estHours;
const cost = (e: RankedEntry, monthly: boolean) => (monthly ? e.monthlyCost : e.estCost);
const fitRank = (e: RankedEntry) => (e.memoryFit === 'tight' ? 0 : 1);
const age = (e: RankedEntry): number =>
  e.warnings.some((w) => w.key === 'engine.warning.legacy-gpu')
    ? 2
    : e.warnings.some((w) => w.key === 'engine.warning.no-bf16')
      ? 1
      : 0;

/** Why a row may sit below a lower score: keys that say so on the row. */
const SAYS_WHY = new Set([
  'engine.reason.below',
  'engine.reason.below-faster',
  'engine.reason.variant',
  'engine.reason.variant-kept',
  'engine.warning.below-target',
]);

describe('judgement in money and hours (property over generated profiles, fixture catalog)', () => {
  it('no first pick is beaten on both time and cost by a ranked entry of as good a fit and GPU', () => {
    fc.assert(
      fc.property(profiles, (link) => {
        const { r, infer, monthly } = ranking(link);
        const first = r.ranked[0];
        if (!first || !first.withinBudget) return;
        for (const e of r.ranked) {
          if (e === first || !e.withinBudget) continue;
          const t = slowness(e, infer) <= slowness(first, infer);
          const c = cost(e, monthly) <= cost(first, monthly);
          const strict =
            slowness(e, infer) < slowness(first, infer) || cost(e, monthly) < cost(first, monthly);
          const asGood = fitRank(e) >= fitRank(first) && age(e) <= age(first);
          expect(
            t && c && strict && asGood,
            `${link}: #1 ${first.offerId} beaten by #${e.rank} ${e.offerId}`,
          ).toBe(false);
        }
      }),
      { numRuns: propertyRuns(100), seed: 20261205 },
    );
  });

  it('the order agrees with the score shown, or the row says why it sits lower', () => {
    fc.assert(
      fc.property(profiles, (link) => {
        const { r } = ranking(link);
        const list = r.ranked.slice(0, 50);
        let lowest = Infinity;
        for (const e of list) {
          // near misses of the budget come after every entry within it, and say so
          if (!e.withinBudget) break;
          if (e.score > lowest + 1e-12) {
            const why = [...e.reasons, ...e.warnings].some((m) => SAYS_WHY.has(m.key));
            expect(why, `${link}: #${e.rank} ${e.offerId} scores above an entry above it`).toBe(
              true,
            );
          }
          lowest = Math.min(lowest, e.score);
        }
      }),
      { numRuns: propertyRuns(100), seed: 20261205 },
    );
  });
});
