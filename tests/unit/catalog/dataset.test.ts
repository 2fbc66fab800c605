import { describe, expect, it } from 'vitest';
import { benchmarks, catalog, claimById, offerById } from '../../../src/domain/catalog';
import { curatedOfferFiles } from '../../../src/domain/catalog/data/curated';
import { domesticOffers } from '../../../src/domain/catalog/data/curated/domestic';
import {
  normalizeBenchmark,
  normalizeGpu,
  normalizeOffer,
  normalizeProvider,
} from '../../../src/domain/catalog/normalize';
import { rawCatalog } from '../../../src/domain/catalog/raw';
import {
  BenchmarkSchema,
  GpuSchema,
  OfferSchema,
  ProviderSchema,
} from '../../../src/domain/catalog/schema';
import { formatError, validateCatalog } from '../../../src/domain/catalog/validate';

const result = validateCatalog(rawCatalog);
const curated = curatedOfferFiles.flatMap((f) => f.records);
const allOffers = [...curated, ...rawCatalog.importedOffers.flatMap((f) => f.records)];
const allGpus = [...rawCatalog.gpus, ...rawCatalog.importedGpus].flatMap((f) => f.records);

describe('the whole dataset', () => {
  it('passes every schema and cross-check', () => {
    expect(result.errors.map(formatError)).toEqual([]);
  });

  it('is what the app imports: the index builds the same catalog the validation built', () => {
    expect(catalog).toEqual(result.built.catalog);
    expect(benchmarks).toEqual(result.built.benchmarks);
  });

  it('fills defaults exactly as the schemas do (the app skips parsing)', () => {
    for (const o of allOffers) expect(normalizeOffer(o)).toEqual(OfferSchema.parse(o));
    for (const g of allGpus) expect(normalizeGpu(g)).toEqual(GpuSchema.parse(g));
    for (const p of rawCatalog.providers.records) {
      expect(normalizeProvider(p)).toEqual(ProviderSchema.parse(p));
    }
    for (const b of rawCatalog.benchmarks.flatMap((f) => f.records)) {
      expect(normalizeBenchmark(b)).toEqual(BenchmarkSchema.parse(b));
    }
  });

  it('has at least 89 offers across at least 7 providers, Alibaba, Tencent and Huawei among them', () => {
    const providers = new Set(catalog.offers.map((o) => o.provider));
    expect(catalog.offers.length).toBeGreaterThanOrEqual(89);
    expect(providers.size).toBeGreaterThanOrEqual(7);
    for (const id of ['aliyun', 'tencent', 'huawei']) expect(providers).toContain(id);
  });
});

describe('the curated offers', () => {
  it('carry every row of instances.csv (89) and instances-extra.csv (28, four of them AWS reprices)', () => {
    // The domestic accelerators' rows (data/curated/domestic.ts) come from other sources; AWS
    // p6-b200 and RunPod's 1x B300 from dated price tables read later (one each).
    const domestic = new Set(domesticOffers.map((o) => o.id));
    const listed = curated.filter((o) => !domestic.has(o.id));
    const count = (p: string) => listed.filter((o) => o.provider === p).length;
    expect({
      aliyun: count('aliyun'),
      tencent: count('tencent'),
      huawei: count('huawei'),
      aws: count('aws'),
      azure: count('azure'),
      lambda: count('lambda'),
      runpod: count('runpod'),
      gcp: count('gcp'),
      baidu: count('baidu'),
    }).toEqual({
      aliyun: 19,
      tencent: 14,
      huawei: 8,
      aws: 20,
      azure: 12,
      lambda: 8,
      runpod: 10,
      gcp: 22,
      baidu: 2,
    });
    expect(listed).toHaveLength(89 + 28 - 4 + 2);
  });

  it('keep CNY prices for Alibaba and Tencent as published', () => {
    const gn7e = offerById('aliyun:ecs.gn7e-c16g1.4xlarge@cn-hangzhou');
    expect(gn7e?.currency).toBe('CNY');
    expect(gn7e?.onDemand).toBe(34.83);
    expect(gn7e?.spot).toBe(10.85);
    const gn10xp = offerById('tencent:GN10Xp.5XLARGE80@ap-beijing');
    expect(gn10xp).toMatchObject({
      currency: 'CNY',
      onDemand: 24.01,
      gpuCount: 2,
      gpuMemoryGiB: 64,
    });
    expect(gn10xp?.gpu).toBe('v100-32gb-sxm2');
  });

  it('keep the pre-cut AWS price as history', () => {
    const p5 = offerById('aws:p5.48xlarge@us-east-1');
    expect(p5?.onDemand).toBe(55.04);
    expect(p5?.asOf).toBe('2026-11-09');
    expect(p5?.priceHistory).toEqual([
      expect.objectContaining({ onDemand: 98.32, asOf: '2025-05-31' }),
    ]);
  });

  it('show Huawei flavors with no price (price on request)', () => {
    const huawei = catalog.offers.filter((o) => o.provider === 'huawei');
    // Eight flavors of instances.csv and the ModelArts Ascend pool.
    expect(huawei).toHaveLength(9);
    for (const o of huawei) expect([o.onDemand, o.spot]).toEqual([null, null]);
  });

  it('use region any for Lambda and RunPod rows that name no region, retired to a region row', () => {
    for (const o of curated.filter((x) => x.provider === 'lambda' || x.provider === 'runpod')) {
      expect(o.region).toBe('any');
      const now = offerById(o.id);
      expect(now?.instanceType).toBe(o.instanceType);
    }
  });

  it('alias only to offers that exist', () => {
    const ids = new Set(catalog.offers.map((o) => o.id));
    for (const target of Object.values(catalog.aliases)) expect(ids).toContain(target);
  });
});

describe('the guide table', () => {
  it('holds the guide’s three rows as published, each with a contradicted claim', () => {
    expect(
      catalog.guideTable.map((r) => [
        r.instanceName,
        r.gpuCount,
        r.memoryText,
        r.priceCnyPerHour,
        r.score,
      ]),
    ).toEqual([
      ['gn7i-c12g1', 1, '40GB', 9.8, 8500],
      ['GN10Xp', 2, '80GB', 18.5, 16200],
      ['gpu-accel-a100', 4, '160GB', 35.2, 31800],
    ]);
    for (const row of catalog.guideTable)
      expect(claimById(row.claimId)?.verdict).toBe('contradicted');
  });

  it('links each row to the real family it names', () => {
    const gpusOf = (i: number) =>
      new Set(catalog.guideTable[i]!.realOfferIds.map((id) => offerById(id)?.gpu));
    expect(gpusOf(0)).toEqual(new Set(['a10-24gb']));
    expect(gpusOf(1)).toEqual(new Set(['v100-32gb-sxm2']));
    expect(gpusOf(2)).toEqual(new Set(['a100-80gb-pcie']));
  });
});
