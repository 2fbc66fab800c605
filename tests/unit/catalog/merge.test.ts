import { describe, expect, it } from 'vitest';
import {
  mergeGpus,
  mergeOffers,
  replacementFor,
  resolveOfferId,
} from '../../../src/domain/catalog/merge';
import { normalizeGpu, normalizeOffer } from '../../../src/domain/catalog/normalize';
import { gpu, offer } from '../../fixtures/catalog/minimal';

const o = (provider: string, type: string, region: string, extra: Record<string, unknown> = {}) =>
  normalizeOffer(offer(provider, type, region, extra));

describe('mergeOffers: same id', () => {
  const curated = o('aws', 'p5.48xlarge', 'us-east-1', {
    onDemand: 98.32,
    spot: 20.99,
    gpuLink: 'nvlink',
    fabric: 'efa',
    vcpus: null,
    notes: 'hand-checked',
    asOf: '2025-05-31',
  });

  it('takes the imported price, as-of and source when they are newer, keeping the old price as history', () => {
    const imported = o('aws', 'p5.48xlarge', 'us-east-1', {
      onDemand: 55.04,
      spot: null,
      vcpus: 192,
      asOf: '2026-11-09',
      source: { ref: 'price list', date: null },
    });
    const [merged] = mergeOffers([curated], [imported]).offers;
    expect(merged).toMatchObject({
      onDemand: 55.04,
      spot: null,
      asOf: '2026-11-09',
      source: { ref: 'price list', date: null },
      gpuLink: 'nvlink',
      fabric: 'efa',
      notes: 'hand-checked',
      vcpus: 192,
    });
    expect(merged?.priceHistory).toEqual([
      {
        onDemand: 98.32,
        asOf: '2025-05-31',
        asOfKind: 'undated-snapshot',
        source: curated.source,
      },
    ]);
  });

  it('keeps a dated curated price over an undated snapshot recorded later', () => {
    const dated = o('aws', 'p5.48xlarge', 'us-east-1', {
      onDemand: 55.04,
      asOf: '2026-03-04',
      asOfKind: 'published',
      source: { ref: 'price list', date: '2026-03-04' },
    });
    const snapshot = o('aws', 'p5.48xlarge', 'us-east-1', { onDemand: 98.32, asOf: '2026-11-09' });
    const [merged] = mergeOffers([dated], [snapshot]).offers;
    expect(merged).toMatchObject({ onDemand: 55.04, asOf: '2026-03-04', asOfKind: 'published' });
    expect(merged?.priceHistory).toEqual([]);
  });

  it('fills what the curated row leaves unknown from the imported row', () => {
    const bare = o('aliyun', 'ecs.gn7e-c16g1.8xlarge', 'cn-hangzhou', {
      gpuLink: null,
      notes: null,
    });
    const imported = o('aliyun', 'ecs.gn7e-c16g1.8xlarge', 'cn-hangzhou', {
      gpuLink: 'nvlink',
      notes: 'from the catalog',
      zoneCount: 2,
    });
    expect(mergeOffers([bare], [imported]).offers[0]).toMatchObject({
      gpuLink: 'nvlink',
      notes: 'from the catalog',
      zoneCount: 2,
    });
  });

  it('keeps the curated price when the imported one is not newer', () => {
    const imported = o('aws', 'p5.48xlarge', 'us-east-1', { onDemand: 1, asOf: '2025-05-31' });
    const [merged] = mergeOffers([curated], [imported]).offers;
    expect(merged?.onDemand).toBe(98.32);
    expect(merged?.priceHistory).toEqual([]);
  });

  it('keeps the curated price and notes it when the currencies differ', () => {
    const cny = o('aliyun', 'ecs.gn7e', 'cn-hangzhou', {
      currency: 'CNY',
      onDemand: 34.83,
      asOf: '2025-01-01',
    });
    const usd = o('aliyun', 'ecs.gn7e', 'cn-hangzhou', {
      currency: 'USD',
      onDemand: 4.8,
      asOf: '2026-01-01',
    });
    const merge = mergeOffers([cny], [usd]);
    expect(merge.offers[0]).toMatchObject({ currency: 'CNY', onDemand: 34.83 });
    expect(merge.notes).toEqual([
      {
        id: 'aliyun:ecs.gn7e@cn-hangzhou',
        message: 'imported price in USD ignored: the curated row is in CNY',
      },
    ]);
  });
});

describe('mergeOffers: a curated @any offer and imported region rows', () => {
  const anyRow = o('lambda', 'gpu_1x_a100', 'any', {
    gpu: 'a100-40gb-pcie',
    gpuMemoryGiB: 40,
    onDemand: 1.29,
    notes: 'PCIe',
  });
  const east = o('lambda', 'gpu_1x_a100', 'us-east-1', {
    gpu: 'a100-40gb-sxm',
    gpuMemoryGiB: 40,
    onDemand: 1.29,
  });
  const west = o('lambda', 'gpu_1x_a100', 'us-west-1', {
    gpu: 'a100-40gb-sxm',
    gpuMemoryGiB: 40,
    onDemand: 1.1,
  });
  const other = o('lambda', 'gpu_1x_a10', 'us-west-1', { gpu: 'a10-24gb', gpuMemoryGiB: 24 });

  it('drops the @any offer and aliases its id to the cheapest region row', () => {
    const merge = mergeOffers([anyRow], [east, west, other]);
    expect(merge.offers.map((x) => x.id)).toEqual([east.id, west.id, other.id]);
    expect(merge.aliases).toEqual({ 'lambda:gpu_1x_a100@any': 'lambda:gpu_1x_a100@us-west-1' });
  });

  it('carries the hand-checked GPU mapping and notes to every region row', () => {
    const merge = mergeOffers([anyRow], [east, west, other]);
    for (const x of merge.offers.slice(0, 2))
      expect(x).toMatchObject({ gpu: 'a100-40gb-pcie', notes: 'PCIe' });
    expect(merge.offers[2]?.gpu).toBe('a10-24gb');
  });

  it('breaks price ties by the smaller id', () => {
    const a = o('runpod', '1x_L4_SECURE', 'US', { onDemand: 0.44 });
    const b = o('runpod', '1x_L4_SECURE', 'CA', { onDemand: 0.44 });
    expect(replacementFor(o('runpod', '1x_L4_SECURE', 'any'), [a, b])?.id).toBe(
      'runpod:1x_L4_SECURE@CA',
    );
  });

  it('keeps the @any offer when no region row exists, and never replaces a region offer', () => {
    expect(mergeOffers([anyRow], [other]).offers.map((x) => x.id)).toEqual([anyRow.id, other.id]);
    expect(replacementFor(east, [west])).toBeNull();
  });
});

describe('resolveOfferId', () => {
  it('follows chains, stops on cycles and returns unknown ids unchanged', () => {
    expect(resolveOfferId('a', { a: 'b', b: 'c' })).toBe('c');
    expect(resolveOfferId('x', { a: 'b' })).toBe('x');
    expect(['a', 'b']).toContain(resolveOfferId('a', { a: 'b', b: 'a' }));
  });
});

describe('mergeGpus', () => {
  it('keeps the curated entry on the same id and adds imported-only GPUs once', () => {
    const curated = [normalizeGpu(gpu('l20-48gb', 48, { bf16Tflops: null, tdpW: 275 }))];
    const imported = [
      normalizeGpu(gpu('l20-48gb', 48, { tdpW: null })),
      normalizeGpu(gpu('rtx-a6000-48gb', 48)),
      normalizeGpu(gpu('rtx-a6000-48gb', 48)),
    ];
    const merged = mergeGpus(curated, imported);
    expect(merged.map((g) => [g.id, g.tdpW])).toEqual([
      ['l20-48gb', 275],
      ['rtx-a6000-48gb', null],
    ]);
  });
});
