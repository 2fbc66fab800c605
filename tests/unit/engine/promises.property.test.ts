/** The promises of docs/engine.md §5, checked on generated catalogs and profiles (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/domain/catalog/schema';
import { NEAR_BUDGET } from '../../../src/domain/engine/evaluate';
import { rank, THIN, type RankResult } from '../../../src/domain/engine';
import type { Profile } from '../../../src/domain/engine/profile';
import { makeCatalog, OPTIONS, profile, type OfferSpec } from './fixtures';
import { propertyRuns } from '../property-runs';

const SHAPES = [
  { type: 'a100x8', gpu: 'a100-80gb-sxm', count: 8, fabric: 'infiniband' as const },
  { type: 'a100x1', gpu: 'a100-80gb-sxm', count: 1, fabric: null },
  { type: 'h100x8', gpu: 'h100-80gb-sxm', count: 8, fabric: 'efa' as const },
  { type: 'h200x8', gpu: 'h200-141gb-sxm', count: 8, fabric: null },
  { type: 'a10x1', gpu: 'a10-24gb', count: 1, fabric: null },
  { type: 'a10vgpu', gpu: 'a10-24gb', count: 1, share: 0.5, fabric: null },
  { type: 't4x2', gpu: 't4-16gb', count: 2, fabric: null },
  { type: 'mystery', gpu: 'mystery-gpu', count: 1, fabric: null },
];
const PROVIDERS = ['aws', 'aliyun', 'lambda', 'hourly', 'vague', 'elsewhere'];
const REGIONS = ['r1', 'r2', 'r3'];

const price = fc.option(fc.double({ min: 0.05, max: 500, noNaN: true }), { nil: null, freq: 6 });

const offerSpec: fc.Arbitrary<OfferSpec> = fc
  .record({
    provider: fc.constantFrom(...PROVIDERS),
    shape: fc.constantFrom(...SHAPES),
    region: fc.constantFrom(...REGIONS),
    cn: fc.boolean(),
    currency: fc.constantFrom('CNY' as const, 'USD' as const),
    onDemand: price,
    spot: price,
    asOf: fc.constantFrom('2024-01-01', '2025-05-01'),
  })
  .map((o) => ({
    provider: o.provider,
    type: o.shape.type,
    region: o.region,
    group: o.cn ? ('cn' as const) : ('global' as const),
    gpu: o.shape.gpu,
    count: o.shape.count,
    share: o.shape.share ?? 1,
    fabric: o.shape.fabric,
    currency: o.currency,
    onDemand: o.onDemand,
    spot: o.spot,
    asOf: o.asOf,
  }));

const specs = fc.uniqueArray(offerSpec, {
  minLength: 1,
  maxLength: 25,
  selector: (s) => `${s.provider}:${s.type}@${s.region}`,
});

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const profiles: fc.Arbitrary<Profile> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise' as const),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
    model: opt(fc.constantFrom(1, 7, 13, 70)),
    mem: opt(fc.constantFrom(8, 40, 160, 600)),
    work: fc.constantFrom(1, 72, 500),
    nodes: fc.constantFrom(1, 1, 2),
    deadline: opt(fc.constantFrom(5, 50, 500)),
    budget: opt(fc.constantFrom(50, 500, 5000)),
    per: fc.constantFrom('job', 'month' as const),
    spot: fc.boolean(),
    ib: fc.constantFrom(null, true, false),
    pt: fc.boolean(),
    bill: fc.constantFrom('second', 'minute', 'hour', 'any' as const),
    region: fc.constantFrom('cn', 'global', 'any' as const),
    prov: fc.subarray(['aws', 'lambda', 'aliyun']),
    w: opt(fc.constantFrom([100, 0, 0] as const, [20, 70, 10] as const, [34, 33, 33] as const)),
    ckpt: fc.constantFrom(5, 30, 120),
    irate: opt(fc.constantFrom(0, 1, 12)),
  })
  .map((p) => profile({ ...p, prov: [...p.prov].sort() }));

/** Few constraints, so that most generated cases rank several entries. */
const looseProfiles: fc.Arbitrary<Profile> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise' as const),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
    work: fc.constantFrom(0.5, 72, 500),
    nodes: fc.constantFrom(1, 1, 1, 2),
    ib: fc.constantFrom(null, false),
    spot: fc.boolean(),
    per: fc.constantFrom('job', 'month' as const),
    budget: opt(fc.constantFrom(100, 10000)),
    w: opt(fc.constantFrom([100, 0, 0] as const, [0, 100, 0] as const, [30, 40, 30] as const)),
    irate: opt(fc.constantFrom(0, 1, 12)),
  })
  .map((p) => profile(p));

const allIds = (r: RankResult) => [
  ...r.ranked.flatMap((e) => [e.offerId, ...e.otherRegions]),
  ...r.excluded.map((e) => e.offerId),
];
const rankOf = (r: RankResult, id: string) =>
  r.ranked.find((e) => e.offerId === id || e.otherRegions.includes(id))?.rank ?? null;

const RUNS = { numRuns: propertyRuns(300) };
const byOfferId = <T extends { offerId: string }>(xs: readonly T[]) =>
  [...xs].sort((x, y) => (x.offerId < y.offerId ? -1 : 1));

describe('engine properties (docs/engine.md §5)', () => {
  it('same input, same output', () => {
    fc.assert(
      fc.property(specs, fc.oneof(profiles, looseProfiles), (s, p) => {
        const catalog = makeCatalog(s);
        expect(rank(p, catalog, OPTIONS)).toEqual(rank(p, catalog, OPTIONS));
      }),
      RUNS,
    );
  });

  it('catalog order is irrelevant', () => {
    fc.assert(
      fc.property(
        specs.chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length })),
        ),
        fc.oneof(profiles, looseProfiles),
        ([s, shuffled], p) => {
          const a = rank(p, makeCatalog(shuffled), OPTIONS);
          const b = rank(p, makeCatalog(s), OPTIONS);
          expect(a.ranked).toEqual(b.ranked);
          expect(a.pareto).toEqual(b.pareto);
          expect(a.notices).toEqual(b.notices);
          // `excluded` keeps the catalog's order: the same entries, in another order
          expect(byOfferId(a.excluded)).toEqual(byOfferId(b.excluded));
        },
      ),
      RUNS,
    );
  });

  it('every offer is accounted for exactly once', () => {
    fc.assert(
      fc.property(specs, fc.oneof(profiles, looseProfiles), (s, p) => {
        const catalog = makeCatalog(s);
        const seen = allIds(rank(p, catalog, OPTIONS));
        expect([...seen].sort()).toEqual(catalog.offers.map((o) => o.id).sort());
      }),
      RUNS,
    );
  });

  it('lowering an offer’s price never lowers its rank', () => {
    fc.assert(
      fc.property(
        specs,
        looseProfiles,
        fc.nat(),
        fc.double({ min: 0.05, max: 0.999, noNaN: true }),
        (s, p, pick, factor) => {
          const i = pick % s.length;
          const target = s[i] as OfferSpec;
          const cheaper: OfferSpec = {
            ...target,
            onDemand: target.onDemand === null ? null : target.onDemand * factor,
            spot: target.spot == null ? null : target.spot * factor,
          };
          const id = `${target.provider}:${target.type}@${target.region ?? 'r1'}`;
          const before = rankOf(rank(p, makeCatalog(s), OPTIONS), id);
          const after = rankOf(
            rank(p, makeCatalog(s.map((x, j) => (j === i ? cheaper : x))), OPTIONS),
            id,
          );
          if (before !== null) expect(after).not.toBeNull();
          if (before !== null && after !== null) expect(after).toBeLessThanOrEqual(before);
        },
      ),
      RUNS,
    );
  });

  it('a region that gets cheaper keeps its entry’s place when only another region sells spot', () => {
    // Found by the property above: the cheaper region became the group's best and, having no
    // spot price of its own, cost the entry its spot-availability capability and first place.
    const a10 = (region: string, onDemand: number, spot: number | null): OfferSpec => ({
      provider: 'aliyun',
      type: 'a10x1',
      region,
      group: 'global',
      gpu: 'a10-24gb',
      count: 1,
      share: 1,
      fabric: null,
      currency: 'CNY',
      onDemand,
      spot,
      asOf: '2024-01-01',
    });
    const h100Spot: OfferSpec = {
      ...a10('r3', 1, 0.05000000000000001),
      provider: 'aws',
      type: 'h100x8',
      gpu: 'h100-80gb-sxm',
      count: 8,
      fabric: 'efa',
      onDemand: null,
    };
    const p = profile({
      team: 'startup',
      wl: 'train',
      model: null,
      mem: null,
      work: 72,
      per: 'month',
      spot: true,
      w: [30, 40, 30],
    });
    const id = 'aliyun:a10x1@r1';
    const at = (r1Price: number) =>
      rankOf(
        rank(p, makeCatalog([a10('r2', 0.05, 0.05), a10('r1', r1Price, null), h100Spot]), OPTIONS),
        id,
      );
    expect(at(0.0025)).toBeLessThanOrEqual(at(0.05000000000000001)!);
  });

  it('raising the budget never removes a feasible offer', () => {
    fc.assert(
      fc.property(
        specs,
        fc.oneof(profiles, looseProfiles),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (s, p, raise) => {
          const catalog = makeCatalog(s);
          const budget = p.budget ?? 100;
          const feasible = (b: number) =>
            new Set(
              rank({ ...p, budget: b }, catalog, OPTIONS).ranked.flatMap((e) => [
                e.offerId,
                ...e.otherRegions,
              ]),
            );
          const low = feasible(budget);
          const high = feasible(budget * raise);
          for (const id of low) expect(high.has(id)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('every ranked offer meets every hard constraint', () => {
    fc.assert(
      fc.property(specs, fc.oneof(profiles, looseProfiles), (s, p) => {
        const catalog = makeCatalog(s);
        const r = rank(p, catalog, OPTIONS);
        const byId = new Map<string, Offer>(catalog.offers.map((o) => [o.id, o]));
        const fine = { second: 0, minute: 1, hour: 2 } as const;
        const billing: Record<string, 'second' | 'minute' | 'hour' | null> = {
          aws: 'second',
          aliyun: 'second',
          lambda: 'minute',
          hourly: 'hour',
        };
        for (const e of r.ranked) {
          for (const id of [e.offerId, ...e.otherRegions]) {
            const o = byId.get(id) as Offer;
            expect(o.onDemand !== null || (p.spot && o.spot !== null)).toBe(true);
            expect(o.gpu).not.toBe('mystery-gpu');
            if (p.region !== 'any') expect(o.regionGroup).toBe(p.region);
            if (p.prov.length > 0) expect(p.prov).toContain(o.provider);
            if (p.ib ?? p.nodes > 1) expect(['infiniband', 'efa', 'rdma']).toContain(o.fabric);
            if (p.pt) expect(o.gpuShare).toBe(1);
            const g = billing[o.provider] ?? null;
            if (p.bill !== 'any')
              expect(g === null ? 2 : fine[g]).toBeLessThanOrEqual(fine[p.bill]);
          }
          if (r.memoryNeed) {
            expect(e.gpuMemoryGb ?? 0).toBeGreaterThanOrEqual(r.memoryNeed.gib);
            expect(e.memoryFit).not.toBe('unknown');
          }
          if (p.deadline !== null) expect(e.estHours).toBeLessThanOrEqual(p.deadline);
          if (p.budget !== null) {
            // a month: the job's total when it ends within one, else a month of running
            const spend = p.per === 'month' ? Math.min(e.monthlyCost, e.estCost) : e.estCost;
            expect(e.withinBudget).toBe(spend <= p.budget);
            // over budget only as a near miss when the budget leaves fewer than THIN choices
            if (!e.withinBudget) {
              expect(spend).toBeLessThanOrEqual(NEAR_BUDGET * p.budget * (1 + 1e-12));
              expect(r.ranked.filter((x) => x.withinBudget).length).toBeLessThan(THIN);
            }
          }
          if (e.pricing === 'spot') expect(p.spot).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
