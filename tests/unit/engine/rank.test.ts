import { describe, expect, it } from 'vitest';
import { rank, type RankResult } from '../../../src/domain/engine';
import { makeCatalog, offer, OPTIONS, profile, type OfferSpec } from './fixtures';

const catalog = makeCatalog();
const ids = (r: RankResult) => r.ranked.map((e) => e.offerId);
const excludedKeys = (r: RankResult, id: string) =>
  r.excluded.find((e) => e.offerId === id)?.excludedBecause.map((m) => m.key);

describe('rank: order, grouping and frontier (docs/engine.md §5)', () => {
  it('with cost-only weights ranks by job cost', () => {
    // hand-computed job costs (USD) for 72 A100-hours: see estimates.test.ts
    const r = rank(profile({ w: [0, 100, 0] }), catalog, OPTIONS);
    expect(ids(r)).toEqual([
      'vague:a100.pcie@r1', // 40 h × 3 = 120
      'lambda:gpu_8x_h200@r1', // 190 min × 40/60 = 126.67
      'lambda:gpu_1x_a100_sxm4@r1', // 72 × 1.8 = 129.6
      'hourly:t4.xl@r1', // 346 h × 0.5 = 173
      'aws:p4de.24xlarge@r1', // 10 × 24 = 240
      'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou', // 180 × 9.62 / 7.2 = 240.5
      'aws:p5.48xlarge@r1', // 16,364 s × 55 = 250.01
      'aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou', // 720 × 3 / 7.2 = 300
    ]);
    expect(r.ranked.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // each part against the best of the list: the cheapest 120 ÷ the dearest 300
    expect(r.ranked[0]?.scoreParts.cost).toBe(1);
    expect(r.ranked[7]?.scoreParts.cost).toBeCloseTo(120 / 300, 12);
  });

  it('with performance-only weights ranks by wall time', () => {
    const r = rank(profile({ w: [100, 0, 0] }), catalog, OPTIONS);
    expect(ids(r).slice(0, 3)).toEqual([
      'lambda:gpu_8x_h200@r1', // 3.15 h
      'aws:p5.48xlarge@r1', // 4.55 h
      'aws:p4de.24xlarge@r1', // 10 h
    ]);
  });

  it('groups regions of one instance type and pricing under the best one', () => {
    const r = rank(profile(), catalog, OPTIONS);
    const p4de = r.ranked.find((e) => e.instanceType === 'p4de.24xlarge');
    expect(p4de?.offerId).toBe('aws:p4de.24xlarge@r1');
    expect(p4de?.otherRegions).toEqual(['aws:p4de.24xlarge@r2']);
    const a10 = r.ranked.find((e) => e.instanceType === 'ecs.gn7i-c8g1.2xlarge');
    expect(a10?.region).toBe('cn-hangzhou');
    expect(a10?.otherRegions).toEqual(['aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1']);
  });

  it('breaks score ties by lower cost, then by offer id', () => {
    const twin = (type: string, price: number): OfferSpec => ({
      provider: 'lambda',
      type,
      gpu: 'a100-80gb-sxm',
      onDemand: price,
    });
    const r = rank(profile(), makeCatalog([twin('b', 2), twin('a', 2), twin('c', 1)]), OPTIONS);
    expect(ids(r)).toEqual(['lambda:c@r1', 'lambda:a@r1', 'lambda:b@r1']);
    expect(r.ranked[1]?.score).toBe(r.ranked[2]?.score);
  });

  it('the Pareto frontier holds the entries nothing beats on both time and cost', () => {
    // 8×H200 3.15 h / 126.67; 2×A100 PCIe 40 h / 120; every other is slower and dearer
    const r = rank(profile(), catalog, OPTIONS);
    expect(r.pareto).toEqual(['lambda:gpu_8x_h200@r1', 'vague:a100.pcie@r1']);
    const h200 = r.ranked.find((e) => e.offerId === 'lambda:gpu_8x_h200@r1');
    expect(h200?.reasons.map((m) => m.key)).toContain('engine.reason.pareto');
  });

  it('scores are within 0..1 and the weights are reported', () => {
    const r = rank(profile({ team: 'rnd' }), catalog, OPTIONS);
    expect(r.weights).toEqual([45, 35, 20]);
    for (const e of r.ranked) {
      for (const v of [
        e.score,
        e.scoreParts.performance,
        e.scoreParts.cost,
        e.scoreParts.capability,
      ]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('ranks the user’s own quotes with the catalog', () => {
    const quote = offer({
      provider: 'quote',
      type: 'my-a100',
      gpu: 'a100-80gb-sxm',
      onDemand: 0.5,
    });
    const r = rank(profile({ w: [0, 100, 0] }), catalog, { ...OPTIONS, extraOffers: [quote] });
    expect(ids(r)[0]).toBe('quote:my-a100@r1');
    expect(r.ranked[0]?.warnings.map((w) => w.key)).toContain('engine.warning.billing-unknown');
  });
});

describe('rank: hard constraints, each failure named', () => {
  it('an offer excluded for other reasons than cost or time carries no estimate', () => {
    const r = rank(profile({ region: 'cn' }), catalog, OPTIONS);
    expect(r.excluded.find((e) => e.offerId === 'aws:p4de.24xlarge@r1')?.estimate).toBeNull();
  });

  it('no price and unknown speed', () => {
    const r = rank(profile(), catalog, OPTIONS);
    expect(excludedKeys(r, 'vague:quote-only@r1')).toEqual(['engine.excluded.no-price']);
    expect(excludedKeys(r, 'vague:mystery@r1')).toEqual(['engine.excluded.speed-unknown']);
    expect(r.excluded.find((e) => e.offerId === 'vague:mystery@r1')?.estimate).toBeNull();
  });

  it('region group by the offer’s own region', () => {
    const r = rank(profile({ region: 'cn' }), catalog, OPTIONS);
    expect(ids(r).every((id) => id.includes('cn-hangzhou'))).toBe(true);
    expect(excludedKeys(r, 'aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1')).toEqual([
      'engine.excluded.region',
    ]);
  });

  it('providers, with an unknown id reported', () => {
    const r = rank(profile({ prov: ['lambda', 'nope'] }), catalog, OPTIONS);
    expect(new Set(r.ranked.map((e) => e.provider))).toEqual(new Set(['lambda']));
    expect(r.notices).toContainEqual(
      expect.objectContaining({
        param: 'prov',
        value: 'nope',
        key: 'engine.notice.unknown-provider',
      }),
    );
    expect(excludedKeys(r, 'aws:p5.48xlarge@r1')).toEqual(['engine.excluded.provider']);
  });

  it('InfiniBand/RDMA/EFA when ib=1', () => {
    const r = rank(profile({ ib: true }), catalog, OPTIONS);
    expect(new Set(r.ranked.map((e) => e.instanceType))).toEqual(
      new Set(['p4de.24xlarge', 'p5.48xlarge']),
    );
    expect(excludedKeys(r, 'lambda:gpu_8x_h200@r1')).toEqual(['engine.excluded.fabric']);
  });

  it('whole GPUs when pt=1', () => {
    const r = rank(profile({ pt: true }), catalog, OPTIONS);
    expect(excludedKeys(r, 'aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou')).toEqual([
      'engine.excluded.vgpu',
    ]);
  });

  it('billing at least as fine as asked; unknown passes only for `hour`', () => {
    const second = rank(profile({ bill: 'second' }), catalog, OPTIONS);
    expect(excludedKeys(second, 'lambda:gpu_8x_h200@r1')).toEqual(['engine.excluded.billing']);
    expect(excludedKeys(second, 'vague:a100.pcie@r1')).toEqual(['engine.excluded.billing']);
    const minute = rank(profile({ bill: 'minute' }), catalog, OPTIONS);
    expect(ids(minute)).toContain('lambda:gpu_8x_h200@r1');
    expect(excludedKeys(minute, 'hourly:t4.xl@r1')).toEqual(['engine.excluded.billing']);
    const hour = rank(profile({ bill: 'hour' }), catalog, OPTIONS);
    expect(ids(hour)).toContain('vague:a100.pcie@r1');
  });

  it('deadline', () => {
    const r = rank(profile({ deadline: 20 }), catalog, OPTIONS);
    expect(new Set(ids(r))).toEqual(
      new Set(['lambda:gpu_8x_h200@r1', 'aws:p5.48xlarge@r1', 'aws:p4de.24xlarge@r1']),
    );
    expect(r.excluded.find((e) => e.offerId === 'hourly:t4.xl@r1')?.excludedBecause).toEqual([
      { key: 'engine.excluded.deadline', values: { deadline: 20 } },
    ]);
    // the estimate says by how much: T4 at 65/312 of an A100 takes 345.6 h
    const t4 = r.excluded.find((e) => e.offerId === 'hourly:t4.xl@r1');
    expect(t4?.estimate?.estHours).toBeCloseTo(345.6, 9);
  });

  it('budget per job', () => {
    const r = rank(profile({ budget: 200 }), catalog, OPTIONS);
    expect(ids(r)).not.toContain('aws:p4de.24xlarge@r1');
    expect(r.excluded.find((e) => e.offerId === 'aws:p4de.24xlarge@r1')?.excludedBecause).toEqual([
      { key: 'engine.excluded.budget', values: { budget: 200, cur: 'USD' } },
    ]);
    const p4de = r.excluded.find((e) => e.offerId === 'aws:p4de.24xlarge@r1');
    expect(p4de?.estimate?.estCost).toBeCloseTo(240, 9);
    expect(r.ranked.every((e) => e.withinBudget && e.estCost <= 200)).toBe(true);
  });

  it('budget per month: a job that ends within a month by its total, else 730 h × price × nodes', () => {
    const r = rank(profile({ budget: 150, per: 'month' }), catalog, OPTIONS);
    // 72 A100-hours: the 1×A100 ends in 40 h for 129.6 in all (its month, 1,314, is no matter);
    // the T4 runs 346 h for 173 in all, over 150; the A10 vGPU runs 720 h (a month: 304.17)
    expect(ids(r)).toContain('lambda:gpu_1x_a100_sxm4@r1');
    expect(excludedKeys(r, 'hourly:t4.xl@r1')).toEqual(['engine.excluded.budget-month']);
    expect(excludedKeys(r, 'aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou')).toEqual([
      'engine.excluded.budget-month',
    ]);
  });

  it('lists every failed constraint, not only the first', () => {
    const r = rank(profile({ region: 'cn', pt: true, budget: 1 }), catalog, OPTIONS);
    expect(excludedKeys(r, 'aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou')).toEqual([
      'engine.excluded.vgpu',
      'engine.excluded.budget',
    ]);
    expect(excludedKeys(r, 'aws:p5.48xlarge@r1')).toEqual([
      'engine.excluded.region',
      'engine.excluded.budget',
    ]);
    expect(r.notices.map((n) => n.key)).toContain('engine.notice.none-feasible');
  });
});

describe('rank: warnings and assumptions', () => {
  it('warns about a price older than 180 days before the as-of date', () => {
    // the same offer with a date its source states (the fixture's prices state none)
    const dated = {
      ...catalog,
      offers: catalog.offers.map((o) =>
        o.id === 'vague:a100.pcie@r1'
          ? { ...o, asOfKind: 'captured' as const, source: { ...o.source, date: '2024-01-01' } }
          : o,
      ),
    };
    const r = rank(profile(), dated, OPTIONS);
    // 2024-01-01 → 2025-06-01: 366 + 151 days
    expect(r.ranked.find((e) => e.offerId === 'vague:a100.pcie@r1')?.warnings).toContainEqual({
      key: 'engine.warning.stale',
      values: { asOf: '2024-01-01', days: 517 },
    });
    // undated, it is called undated, not also stale
    const undated = rank(profile(), catalog, OPTIONS).ranked.find(
      (e) => e.offerId === 'vague:a100.pcie@r1',
    );
    const keys = undated?.warnings.map((w) => w.key);
    expect(keys).toContain('engine.warning.undated');
    expect(keys).not.toContain('engine.warning.stale');
    const fresh = r.ranked.find((e) => e.offerId === 'aws:p4de.24xlarge@r1');
    expect(fresh?.warnings.map((w) => w.key)).not.toContain('engine.warning.stale');
  });

  it('warns about spec-based speed, vGPU slices and missing BF16', () => {
    const r = rank(profile(), catalog, OPTIONS);
    const warn = (id: string) => r.ranked.find((e) => e.offerId === id)?.warnings.map((w) => w.key);
    expect(warn('lambda:gpu_8x_h200@r1')).toContain('engine.warning.speed-specs');
    expect(warn('aws:p5.48xlarge@r1')).not.toContain('engine.warning.speed-specs');
    expect(warn('aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou')).toContain('engine.warning.vgpu');
    expect(warn('hourly:t4.xl@r1')).toContain('engine.warning.no-bf16');
  });

  it('reports every assumption with value and unit, overrides marked', () => {
    const r = rank(profile({ ckpt: 15 }), catalog, {
      ...OPTIONS,
      assumptions: { nvlinkEfficiency8: 0.8 },
    });
    const get = (name: string) => r.assumptions.find((x) => x.name === name);
    expect(get('nvlinkEfficiency8')).toEqual({
      name: 'nvlinkEfficiency8',
      value: 0.8,
      unit: 'fraction',
      overridden: true,
    });
    expect(get('fitMargin')).toMatchObject({ value: 1.1, overridden: false });
    expect(get('checkpointMinutes')).toMatchObject({ value: 15, unit: 'min', overridden: true });
    expect(get('weights')).toMatchObject({ value: '25/60/15' });
    // the override changes the estimate: 72 ÷ (8 × 0.8) = 11.25 h
    expect(r.ranked.find((e) => e.offerId === 'aws:p4de.24xlarge@r1')?.estHours).toBeCloseTo(
      11.25,
      9,
    );
  });
});

describe('rank: nothing feasible', () => {
  it('ranks a near miss of the budget (≤ 1.25×) after the rest, marked over budget', () => {
    const r = rank(profile({ budget: 100 }), catalog, OPTIONS);
    expect(r.ranked.map((e) => [e.offerId, e.withinBudget])).toEqual([
      ['vague:a100.pcie@r1', false],
    ]);
    expect(r.ranked[0]?.warnings).toContainEqual({
      key: 'engine.warning.over-budget',
      values: { percent: 20, budget: 100, cur: 'USD' },
    });
    expect(r.excluded.some((e) => e.offerId === 'vague:a100.pcie@r1')).toBe(false);
  });

  it('names the cheapest offer that fails only the budget', () => {
    // the 2×A100 PCIe offer costs 120 for the job, more than 1.25 × 90 (no near miss to rank);
    // every other is dearer
    const r = rank(profile({ budget: 90 }), catalog, OPTIONS);
    expect(r.ranked).toEqual([]);
    expect(r.notices).toContainEqual({
      param: 'budget',
      value: '90',
      key: 'engine.notice.closest-budget',
      values: {
        offer: 'vague:a100.pcie@r1',
        cost: 120,
        total: 120,
        hours: 40,
        cur: 'USD',
        budget: 90,
      },
      // the same figures unrounded, for the suggestions that follow
      figures: { hours: 40, cost: 120 },
    });
  });
});

describe('rank: neighbours in the catalog', () => {
  // An instance type's regions are listed together, and the engine reuses the facts of the
  // hardware from one offer to the next: an offer beside a look-alike must come out as alone.
  const specs: OfferSpec[] = [
    { provider: 'lambda', type: 'one', region: 'r1', gpu: 'a100-80gb-sxm', onDemand: 2 },
    { provider: 'lambda', type: 'one', region: 'r2', gpu: 'a100-80gb-sxm', onDemand: 1.5 },
    { provider: 'lambda', type: 'small', region: 'r1', gpu: 'a100-80gb-sxm', mem: 10, onDemand: 1 },
    {
      provider: 'lambda',
      type: 'half',
      region: 'r1',
      gpu: 'a100-80gb-sxm',
      share: 0.5,
      onDemand: 1,
    },
    // the same memory as `half`, but a whole card
    { provider: 'lambda', type: 'whole', region: 'r1', gpu: 'a100-80gb-sxm', mem: 40, onDemand: 1 },
    { provider: 'aws', type: 'two', region: 'r1', gpu: 'a100-80gb-sxm', count: 2, onDemand: 4 },
    // the same as `two`, with a fabric between nodes
    {
      provider: 'aws',
      type: 'two-ib',
      region: 'r1',
      gpu: 'a100-80gb-sxm',
      count: 2,
      fabric: 'infiniband',
      onDemand: 4,
    },
    {
      provider: 'aws',
      type: 'two-pcie',
      region: 'r1',
      gpu: 'a100-80gb-sxm',
      count: 2,
      link: 'pcie',
      onDemand: 4,
    },
    // the same as `two-pcie`, but its speed unknown (flagged below)
    {
      provider: 'aws',
      type: 'two-unknown',
      region: 'r1',
      gpu: 'a100-80gb-sxm',
      count: 2,
      link: 'pcie',
      onDemand: 4,
    },
  ];
  const flagged = (c: ReturnType<typeof makeCatalog>) => ({
    ...c,
    offers: c.offers.map((o) =>
      o.instanceType === 'two-unknown' ? { ...o, flags: ['speed-unknown' as const] } : o,
    ),
  });
  const outcome = (r: RankResult, id: string) => {
    const e = r.ranked.find((x) => x.offerId === id || x.otherRegions.includes(id));
    if (e?.offerId === id) {
      return { estHours: e.estHours, estCost: e.estCost, fit: e.memoryFit, tps: e.tokensPerSecond };
    }
    return e ? 'another region of its entry' : excludedKeys(r, id);
  };

  it.each([
    ['training', profile({ wl: 'train', model: 1 })],
    ['training on two nodes', profile({ wl: 'train', model: 1, nodes: 2 })],
    ['serving', profile({ wl: 'infer', model: 7, work: 730, per: 'month' })],
    ['serving to many', profile({ wl: 'infer', model: 70, prec: 'int4', users: 40, work: 730 })],
  ])('%s: each offer comes out as it does alone', (_, p) => {
    const all = rank(p, flagged(makeCatalog(specs)), OPTIONS);
    for (const spec of specs) {
      const alone = rank(p, flagged(makeCatalog([spec])), OPTIONS);
      const id = offer(spec).id;
      const solo = outcome(alone, id);
      const together = outcome(all, id);
      if (together === 'another region of its entry') expect(solo).not.toBeUndefined();
      else expect(together).toEqual(solo);
    }
    expect(excludedKeys(all, 'aws:two-unknown@r1')).toContain('engine.excluded.speed-unknown');
  });
});
