/**
 * The fast ranking (`rank()`) against the plain one (`src/domain/engine/reference/rank.ts`) on generated catalogs
 * and profiles (fast-check): the same order, the same entries with the same numbers (time,
 * cost, fit, score and its parts, serving size), the same variants of the distinct head, the
 * same excluded offers with the same reasons and estimates, the same frontier.
 *
 * Every number is compared exactly, with no tolerance: the reference computes each one with
 * the same arithmetic in the same order as the fast path (it differs in how offers are visited,
 * kept, grouped and ordered, not in how a number is summed), so any difference is a
 * difference in a rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CommitmentSchema,
  GpuSchema,
  OfferSchema,
  type GpuInput,
  type OfferInput,
} from '../../../src/domain/catalog/schema';
import type { Catalog } from '../../../src/domain/catalog/types';
import {
  rank,
  type RankedEntry,
  type RankOptions,
  type RankResult,
} from '../../../src/domain/engine';
import type { Profile } from '../../../src/domain/engine/profile';
import { commitment, GPUS, makeCatalog, OPTIONS, profile } from './fixtures';
import { referenceRank, type RefResult } from '../../../src/domain/engine/reference/rank';
import { firstChoice } from '../../../src/domain/engine/rank';
import { propertyRuns } from '../property-runs';

const source = { ref: 'test fixture', date: null };

/** The fixture's GPUs, and GPUs that exercise the rules the fixture's do not. */
const MORE_GPUS: GpuInput[] = [
  {
    ...(GPUS.find((g) => g.id === 'h100-80gb-sxm') as GpuInput),
    id: 'h100-fp8-sxm',
    name: 'H100 FP8 SXM',
    fp8Tflops: 1979,
  },
  {
    ...(GPUS.find((g) => g.id === 'a100-80gb-sxm') as GpuInput),
    id: 'v100-32gb',
    name: 'V100 32GB',
    memoryGiB: 32,
    bandwidthTBps: 0.9,
    bf16Tflops: 125,
    bf16IsFp16: true,
    computeCapability: '7.0',
  },
  {
    ...(GPUS.find((g) => g.id === 'a100-80gb-sxm') as GpuInput),
    id: 'k80-12gb',
    name: 'K80',
    memoryGiB: 12,
    bandwidthTBps: 0.24,
    bf16Tflops: null,
    fp32Tflops: 4.1,
    computeCapability: '3.7',
  },
  {
    ...(GPUS.find((g) => g.id === 'h100-80gb-sxm') as GpuInput),
    id: 'mi300x-192gb',
    name: 'MI300X OAM',
    vendor: 'AMD',
    memoryGiB: 192,
    bandwidthTBps: 5.3,
    bf16Tflops: 1307,
    fp8Tflops: 2615,
    computeCapability: null,
  },
  {
    ...(GPUS.find((g) => g.id === 'h100-80gb-sxm') as GpuInput),
    id: 'h100-nvl-94gb',
    name: 'H100 NVL',
    memoryGiB: 94,
    bandwidthTBps: 3.9,
    interconnect: 'NVLink bridge 600 GB/s',
  },
  {
    ...(GPUS.find((g) => g.id === 'a10-24gb') as GpuInput),
    id: 'nocompute-48gb',
    name: 'No compute figure',
    memoryGiB: 48,
    bandwidthTBps: 0.8,
    bf16Tflops: null,
    fp32Tflops: 30,
  },
];

const GPU_IDS = [...GPUS.map((g) => g.id), ...MORE_GPUS.map((g) => g.id)];

/** GPUs of known speed for every workload: most offers are of these. */
const COMMON_GPUS = [
  'a100-80gb-sxm',
  'h100-80gb-sxm',
  'h200-141gb-sxm',
  'a10-24gb',
  'h100-fp8-sxm',
  'mi300x-192gb',
];
const PROVIDERS = ['aws', 'aliyun', 'lambda', 'hourly', 'vague', 'elsewhere'];
const REGIONS = ['us-east-1', 'cn-hangzhou', 'ap-southeast-1', 'eu-west-1'];
/**
 * Prices from a short list half the time, so that regions tie on cost (the nearer region then
 * leads its group) and the dominance rules' boundaries (80 %, 110 %) are met exactly.
 */
const price = fc.option(
  fc.oneof(
    fc.constantFrom(0.5, 0.8, 1, 1.1, 2, 2.5, 4, 8, 10),
    fc.double({ min: 0.05, max: 200, noNaN: true }),
  ),
  { nil: null, freq: 5 },
);

const commitmentRow = fc
  .record({
    kind: fc.constantFrom('subscription', 'reserved', 'savings-plan' as const),
    termMonths: fc.constantFrom(1, 12, 36),
    upfront: fc.constantFrom('none', 'all' as const),
    price: fc.double({ min: 1, max: 50_000, noNaN: true }),
  })
  .map((c) =>
    CommitmentSchema.parse(
      commitment({
        kind: c.kind,
        termMonths: c.termMonths,
        upfront: c.upfront,
        upfrontPrice: c.upfront === 'all' ? c.price : 0,
        hourly: c.upfront === 'all' ? 0 : c.price / 10_000,
      }),
    ),
  );

/** What an instance type is: its GPUs, their memory and links, its network. */
const hardware = fc.record({
  gpu: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...COMMON_GPUS) },
    { weight: 1, arbitrary: fc.constantFrom(...GPU_IDS) },
  ),
  count: fc.constantFrom(1, 1, 2, 4, 8),
  share: fc.constantFrom(1, 1, 1, 0.5, 0.25),
  statedMemory: fc.option(fc.constantFrom(10, 40, 80, 640), { freq: 8 }),
  link: fc.constantFrom(null, 'nvlink', 'pcie' as const),
  fabric: fc.constantFrom(null, null, 'infiniband', 'efa', 'ethernet' as const),
  /** The type's list price, the same in each region that sells it at list price. */
  listPrice: fc.constantFrom(0.8, 1, 2.5, 10),
});
type Hardware = typeof hardware extends fc.Arbitrary<infer H> ? H : never;

const TYPES = ['t1', 't2', 't3', 't4'];

/**
 * An offer of a provider's instance type in one region. Its hardware is the type's most of
 * the time (as in the catalog, where an instance type's regions differ in price only), else
 * its own (the fast path must not carry one offer's hardware facts over to the next); half the
 * offers are at the type's list price in US dollars, so that regions tie on cost and time.
 */
const offerInput = (types: readonly Hardware[]): fc.Arbitrary<OfferInput> =>
  fc
    .record({
      provider: fc.constantFrom(...PROVIDERS),
      type: fc.nat(TYPES.length - 1),
      region: fc.constantFrom(...REGIONS),
      own: fc.option(hardware, { nil: null, freq: 1 }),
      atList: fc.boolean(),
      currency: fc.constantFrom('CNY', 'USD' as const),
      onDemand: price,
      spot: price,
      granularity: fc.option(fc.constantFrom('second', 'minute', 'hour' as const), { freq: 4 }),
      flags: fc.oneof(
        { weight: 6, arbitrary: fc.constant([]) },
        fc.subarray(['retired', 'price-suspect', 'speed-unknown', 'vgpu-share'] as const, {
          maxLength: 1,
        }),
      ),
      asOf: fc.constantFrom('2024-01-01', '2025-05-01'),
      commitments: fc.array(commitmentRow, { maxLength: 2 }),
    })
    .map((o) => {
      const hw = o.own ?? (types[o.type] as Hardware);
      const count = hw.share < 1 ? 1 : hw.count;
      const instanceType = TYPES[o.type] as string;
      const base = {
        id: `${o.provider}:${instanceType}@${o.region}`,
        provider: o.provider,
        instanceType,
        region: o.region,
        regionGroup: o.region.startsWith('cn-') ? ('cn' as const) : ('global' as const),
        gpu: hw.gpu,
        gpuCount: count,
        gpuShare: hw.share,
        gpuMemoryGiB: hw.statedMemory,
        vcpus: null,
        ramGiB: null,
        gpuLink: count > 1 ? hw.link : null,
        fabric: hw.fabric,
        asOf: o.asOf,
        source,
        onDemand: o.atList ? hw.listPrice : o.onDemand,
        spot: o.spot,
        billingGranularity: o.granularity,
        flags: [...o.flags],
        commitments: o.commitments,
      };
      return o.atList || o.currency === 'USD'
        ? { ...base, currency: 'USD' }
        : { ...base, currency: 'CNY' };
    });

/**
 * Catalogs of up to 30 offers, half of them with an instance type's regions listed next to
 * each other (as the real catalog lists them), so that the fast path's facts kept from one
 * offer to the next are used; the others in any order.
 */
const catalogs: fc.Arbitrary<Catalog> = fc
  .array(hardware, { minLength: TYPES.length, maxLength: TYPES.length })
  .chain((types) =>
    fc.tuple(
      fc.uniqueArray(offerInput(types), { minLength: 1, maxLength: 30, selector: (o) => o.id }),
      fc.boolean(),
    ),
  )
  .map(([inputs, listed]) => {
    const key = (o: OfferInput) => `${o.provider}:${o.instanceType}`;
    const ordered = listed ? [...inputs].sort((x, y) => (key(x) < key(y) ? -1 : 1)) : inputs;
    const base = makeCatalog([]);
    return {
      ...base,
      gpus: [...base.gpus, ...MORE_GPUS.map((g) => GpuSchema.parse(g))],
      offers: ordered.map((o) => OfferSchema.parse(o)),
    };
  });

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const profiles: fc.Arbitrary<Profile> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise' as const),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
    model: opt(
      fc.constantFrom(
        1,
        7,
        13,
        70,
        'llama-3.1-8b',
        'llama-3.1-70b',
        'mixtral-8x7b',
        'deepseek-v3',
        'qwen3-30b-a3b',
      ),
    ),
    mem: fc.option(fc.constantFrom(8, 40, 160, 600), { nil: null, freq: 3 }),
    prec: opt(fc.constantFrom('fp32', 'bf16', 'fp8', 'int8', 'int4' as const)),
    ft: opt(fc.constantFrom('lora', 'qlora', 'full' as const)),
    seq: fc.constantFrom(2048, 8192),
    users: fc.constantFrom(1, 1, 8, 64),
    tps: fc.constantFrom(5, 20, 60),
    work: fc.constantFrom(0.5, 72, 500, 730),
    nodes: fc.constantFrom(1, 1, 1, 2, 4),
    deadline: opt(fc.constantFrom(5, 50, 500)),
    budget: opt(fc.constantFrom(50, 500, 5000, 50_000)),
    per: fc.constantFrom('job', 'month' as const),
    term: opt(fc.constantFrom(1, 12, 36)),
    spot: fc.boolean(),
    ib: fc.constantFrom(null, null, true, false),
    pt: fc.boolean(),
    bill: fc.constantFrom('second', 'minute', 'hour', 'any', 'any' as const),
    region: fc.constantFrom('cn', 'global', 'any', 'any' as const),
    prov: fc.subarray(['aws', 'lambda', 'aliyun', 'elsewhere']),
    w: opt(fc.constantFrom([100, 0, 0] as const, [0, 100, 0] as const, [34, 33, 33] as const)),
    ckpt: fc.constantFrom(5, 30, 120),
    irate: opt(fc.constantFrom(0, 1, 12)),
    ai: opt(fc.constantFrom(0.1, 10)),
    loc: fc.constantFrom(null, 'cn', 'global' as const),
  })
  .map((p) => profile({ ...p, prov: [...p.prov].sort() }));

/** Few constraints, so that most cases rank several entries and the order rules decide. */
const looseProfiles: fc.Arbitrary<Profile> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise' as const),
    wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
    model: fc.option(fc.constantFrom(7, 'llama-3.1-8b', 'mixtral-8x7b'), { nil: null, freq: 1 }),
    users: fc.constantFrom(1, 16),
    work: fc.constantFrom(0.5, 72, 500),
    nodes: fc.constantFrom(1, 1, 1, 2),
    spot: fc.boolean(),
    term: opt(fc.constantFrom(12, 36)),
    per: fc.constantFrom('job', 'month' as const),
    budget: opt(fc.constantFrom(1000, 100_000)),
    w: opt(fc.constantFrom([100, 0, 0] as const, [0, 100, 0] as const, [30, 40, 30] as const)),
    loc: fc.constantFrom(null, 'cn' as const),
  })
  .map((p) => profile(p));

/** A service sized for its load: the serving plan, tokens/s and the target-first order. */
const servingProfiles: fc.Arbitrary<Profile> = fc
  .record({
    team: fc.constantFrom('startup', 'rnd', 'individual', 'enterprise' as const),
    model: fc.constantFrom(
      1,
      7,
      13,
      'llama-3.1-8b',
      'qwen3-30b-a3b',
      'mixtral-8x7b',
      'llama-3.1-70b',
    ),
    prec: opt(fc.constantFrom('bf16', 'fp8', 'int8', 'int4' as const)),
    seq: fc.constantFrom(2048, 8192),
    users: fc.constantFrom(1, 4, 32),
    tps: fc.constantFrom(5, 20, 60),
    spot: fc.boolean(),
    term: opt(fc.constantFrom(1, 12)),
    per: fc.constantFrom('job', 'month' as const),
    budget: opt(fc.constantFrom(2000, 50_000)),
    w: opt(fc.constantFrom([100, 0, 0] as const, [30, 40, 30] as const)),
  })
  .map((p) => profile({ ...p, wl: 'infer', work: 730 }));

const options: fc.Arbitrary<RankOptions> = fc
  .record({ cur: fc.constantFrom('USD', 'CNY' as const), fx: fc.constantFrom(7.2, 7.1) })
  .map((o) => ({ ...OPTIONS, cur: o.cur, fx: o.fx }));

/** What an entry's first reason says when it is a variant of one above it. */
function variantOf(e: RankedEntry) {
  const first = e.reasons[0];
  if (first?.key !== 'engine.reason.variant' && first?.key !== 'engine.reason.variant-kept')
    return null;
  return { of: first.values.offer, moved: first.key === 'engine.reason.variant' };
}

/** The parts of the public result the reference computes, from the fast ranking. */
function fastView(r: RankResult) {
  return {
    ranked: r.ranked.map((e) => ({
      rank: e.rank,
      offerId: e.offerId,
      otherRegions: [...e.otherRegions],
      nodes: e.nodes,
      gpuMemoryGb: e.gpuMemoryGb,
      pricing: e.pricing,
      pricePerHour: e.pricePerHour,
      estHours: e.estHours,
      billedHours: e.billedHours,
      estCost: e.estCost,
      monthlyCost: e.monthlyCost,
      commitment: e.commitment,
      alternative: e.alternative,
      memoryFit: e.memoryFit,
      withinBudget: e.withinBudget,
      score: e.score,
      scoreParts: e.scoreParts,
      effectiveGpus: e.effectiveGpus,
      replicaGpus: e.replicaGpus,
      replicas: e.replicas,
      tokensPerSecondPerUser: e.tokensPerSecondPerUser,
      speed: e.speed,
      variant: variantOf(e),
    })),
    excluded: r.excluded.map((e) => ({
      offerId: e.offerId,
      nodes: e.nodes,
      gpuMemoryGb: e.gpuMemoryGb,
      excludedBecause: e.excludedBecause,
      estimate: e.estimate,
      memoryFit: e.memoryFit,
    })),
    pareto: [...r.pareto],
    memoryNeed: r.memoryNeed,
    weights: [...r.weights],
  };
}

/** Agreement of the two rankings: every number exactly, the order, the counts. */
function expectAgreement(fast: RankResult, ref: RefResult) {
  expect(fastView(fast)).toEqual({
    ranked: ref.ranked,
    excluded: ref.excluded,
    pareto: ref.pareto,
    memoryNeed: ref.memoryNeed,
    weights: ref.weights,
  });
  expect(fast.ranked.length).toBe(ref.ranked.length);
  expect(fast.excluded.length).toBe(ref.excluded.length);
}

const RUNS = { numRuns: propertyRuns(500) };

describe('the fast ranking agrees with the plain reference ranking', () => {
  it('on generated catalogs and profiles', () => {
    fc.assert(
      fc.property(
        catalogs,
        fc.oneof(
          { weight: 1, arbitrary: profiles },
          { weight: 2, arbitrary: looseProfiles },
          { weight: 1, arbitrary: servingProfiles },
        ),
        options,
        (catalog, p, o) => {
          expectAgreement(rank(p, catalog, o), referenceRank(p, catalog, o));
        },
      ),
      RUNS,
    );
  });

  it('with offers given beside the catalog (a quote pasted by the user)', () => {
    fc.assert(
      fc.property(catalogs, catalogs, looseProfiles, (catalog, extra, p) => {
        const extraOffers = extra.offers
          .filter((x) => !catalog.offers.some((y) => y.id === x.id))
          .map((x) => ({ ...x, id: `quote:${x.id}` }));
        const o: RankOptions = { ...OPTIONS, extraOffers };
        expectAgreement(rank(p, catalog, o), referenceRank(p, catalog, o));
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('a ranking read for its first choice names the first choice of the whole ranking', () => {
    // The whole ranking is the reference's (the property above); the first choice is read without
    // keeping why offers are out, so it must still find the same entry, skipping those named.
    fc.assert(
      fc.property(
        catalogs,
        fc.oneof(profiles, looseProfiles, servingProfiles),
        options,
        fc.nat(3),
        (catalog, p, o, skipped) => {
          const within = rank(p, catalog, o).ranked.filter((e) => e.withinBudget);
          const skip = new Set(within.slice(0, skipped).map((e) => e.offerId));
          const first = within.find((e) => !skip.has(e.offerId));
          const expected = first
            ? {
                offerId: first.offerId,
                estHours: first.estHours,
                estCost: first.estCost,
                monthlyCost: first.monthlyCost,
                pricing: first.pricing,
                replicas: first.replicas,
              }
            : null;
          expect(firstChoice(p, catalog, o, skip)).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('the reference ranks something on most generated cases (the comparison is not vacuous)', () => {
    const cases = fc.sample(fc.tuple(catalogs, looseProfiles), { numRuns: 200, seed: 20261205 });
    const withRanking = cases.filter(
      ([catalog, p]) => referenceRank(p, catalog, OPTIONS).ranked.length >= 2,
    ).length;
    expect(withRanking).toBeGreaterThan(60);
  });
});
