import { describe, expect, it } from 'vitest';
import { runDataCheck } from '../../../cli/data-check';
import { catalog } from '../../../src/domain/catalog';
import { rawCatalog } from '../../../src/domain/catalog/raw';
import { rankLink } from '../../../src/domain/rank-link';
import type { WorkloadKind } from '../../../src/domain/catalog/schema';
import { speedIndex } from '../../../src/domain/engine';
import { rankability } from '../../../src/domain/rankability';
import { catalogOf, gpu, offer, provider } from '../../fixtures/catalog/minimal';

// One card with bandwidth only, one with nothing but memory, one A100 with every spec.
const small = catalogOf({
  gpus: [
    gpu('a100-80gb-sxm', 80, { bf16Tflops: 312, bandwidthTBps: 2.039, fp64VectorTflops: 9.7 }),
    gpu('bw-only', 24, { bandwidthTBps: 0.6, notes: 'no tensor rate published' }),
    gpu('label', 48),
  ],
  providers: [provider('aws')],
  offers: [
    offer('aws', 'full', 'r1'),
    offer('aws', 'bw', 'r1', { gpu: 'bw-only', gpuMemoryGiB: 24 }),
    offer('aws', 'bw-noprice', 'r1', {
      gpu: 'bw-only',
      gpuMemoryGiB: 24,
      onDemand: null,
      spot: null,
    }),
    offer('aws', 'label', 'r1', { gpu: 'label', gpuMemoryGiB: 48 }),
    offer('aws', 'marked', 'r1', { flags: ['speed-unknown'] }),
    offer('aws', 'old', 'r1', { flags: ['retired'] }),
  ],
});

describe('rankability: offers never ranked per workload, and why', () => {
  const r = rankability(small);
  const of = (wl: string) => r.workloads.find((w) => w.workload === wl)!;

  it('training needs BF16 TFLOPS: the bandwidth-only card, the label and the marked offer have no speed', () => {
    const train = of('train');
    expect(train.offers).toBe(6);
    expect(train.reasons).toEqual({
      'speed-unknown': 4,
      'no-price': 1,
      retired: 1,
      'price-suspect': 0,
    });
    // full is rankable; bw, bw-noprice, label, marked lack a speed; old is retired → 5 of 6
    expect(train.unrankable).toBe(5);
    expect(train.speedUnknownOnly).toBe(3);
    expect(train.speedUnknownBy).toEqual([
      { missing: 'bf16Tflops', offers: 3 },
      { missing: 'marked speed-unknown', offers: 1 },
    ]);
  });

  it('inference needs memory bandwidth: only the label and the marked offer lack it', () => {
    const infer = of('infer');
    expect(infer.reasons['speed-unknown']).toBe(2);
    expect(infer.speedUnknownBy).toEqual([
      { missing: 'bandwidthTBps', offers: 1 },
      { missing: 'marked speed-unknown', offers: 1 },
    ]);
  });

  it('agrees with the engine: an offer it calls speed-unknown is excluded for that reason', () => {
    const { result } = rankLink('?v=1&team=startup&wl=train&model=7', small);
    const excluded = new Set(
      result.excluded
        .filter((e) => e.excludedBecause.some((f) => f.key === 'engine.excluded.speed-unknown'))
        .map((e) => e.offerId),
    );
    expect([...excluded].sort()).toEqual([
      'aws:bw-noprice@r1',
      'aws:bw@r1',
      'aws:label@r1',
      'aws:marked@r1',
    ]);
  });

  it('lists each GPU without a speed with what it lacks and the reason its row states', () => {
    expect(r.unknownGpus.map((g) => [g.gpu, g.offers, g.reason])).toEqual([
      ['a100-80gb-sxm', 3, null],
      ['bw-only', 2, 'no tensor rate published'],
      ['label', 1, null],
    ]);
    expect(r.unknownGpus.find((g) => g.gpu === 'bw-only')?.missing).toEqual([
      'train: bf16Tflops',
      'finetune: bf16Tflops',
      'hpc: fp64VectorTflops',
    ]);
  });
});

describe('the dataset', () => {
  const r = rankability(catalog);

  it('states a reason for every GPU with offers whose training or inference speed is unknown', () => {
    const silent = r.unknownGpus
      .filter((g) => g.workloads.some((w) => w !== 'hpc'))
      .filter((g) => g.reason === null || g.reason.trim() === '')
      .map((g) => g.gpu);
    expect(silent).toEqual([]);
  });

  it('has a speed for every GPU whose row gives the spec the workload needs', () => {
    // A GPU lacking a speed must lack the spec: a spec present but unused would be a bug.
    for (const g of r.unknownGpus) {
      const row = catalog.gpus.find((x) => x.id === g.gpu)!;
      for (const m of g.missing) {
        const field = m.split(': ')[1] as keyof typeof row;
        if (field in row) expect(row[field], `${g.gpu} ${m}`).toBeNull();
      }
    }
  });

  // Before the workstation and datacenter cards got their specs, 35 % of offers had no speed.
  // The L20's tensor rates and the Pascal cards' FP32 training rate brought training from
  // 11.2 % to 6.6 %; the figures Alibaba publishes for its "L20N 72G" (gn9gc, ebmgn9gc,
  // ebmgn9ge: 17 offers) and "H 96GB" (gn8v, ebmgn8v: 15 offers, bandwidth only) labels brought
  // training to 124 of 2,139 (5.8 %) and inference to 102 (4.8 %). Still above the 3 % goal:
  // Alibaba publishes no figures for its other labels (G39, G49, G49E, G59, H-e, v8, L20N 48G on
  // gn9g). These bounds must not loosen for the providers they were set on.
  const EARLIER = new Set([
    'aliyun',
    'tencent',
    'huawei',
    'baidu',
    'aws',
    'azure',
    'gcp',
    'lambda',
    'runpod',
  ]);
  it('keeps the offers without a training or inference speed under today’s counts', () => {
    const earlier = rankability({
      ...catalog,
      offers: catalog.offers.filter((o) => EARLIER.has(o.provider)),
    });
    const speedless = (wl: string) =>
      earlier.workloads.find((w) => w.workload === wl)!.reasons['speed-unknown'];
    // 2,139 offers and the ModelArts Ascend pool, whose bandwidth no first-party source states
    // (no price either: it is not ranked before a user quotes it), + AWS p6-b200 and RunPod's
    // 1x B300 (both rated: B200 and B300 figures are known).
    expect(earlier.offers).toBe(2142);
    expect(speedless('train')).toBeLessThanOrEqual(124);
    expect(speedless('finetune')).toBeLessThanOrEqual(124);
    expect(speedless('infer')).toBeLessThanOrEqual(103);
  });

  // OCI, Nebius, Verda and Hyperbolic (SkyPilot's v8 files) add 111 offers. B300 is rated from
  // NVIDIA's HGX figures; GB300, MI355X and RTX PRO 6000 from their bandwidth only (inference);
  // GB200 has no figures read; OCI's P100 shares the curated P100's unknown form factor.
  it('names the new providers’ offers that have no training or inference speed', () => {
    const added = catalog.offers.filter((o) => !EARLIER.has(o.provider));
    expect(added).toHaveLength(111);
    const speedless = (wl: WorkloadKind) => {
      const speeds = speedIndex(catalog, wl);
      const counts = new Map<string, number>();
      for (const o of added) {
        if (o.flags.includes('speed-unknown') || !speeds.has(o.gpu))
          counts.set(o.gpu, (counts.get(o.gpu) ?? 0) + 1);
      }
      return Object.fromEntries([...counts].sort());
    };
    expect(speedless('train')).toEqual({
      'gb200-192gb': 2,
      'gb300-278gb': 2,
      'mi355x-288gb': 2,
      'p100-16gb': 4,
      'rtx-pro-6000-96gb': 6,
    });
    expect(speedless('infer')).toEqual({ 'gb200-192gb': 2 });
  });

  it('rates Alibaba’s masked labels from the figures Alibaba publishes, and only those', () => {
    const speeds = (wl: WorkloadKind) => speedIndex(catalog, wl);
    // "L20N 72G": BF16 266 TFLOPS and 1,344 GB/s are published, so both workloads have a speed.
    expect(speeds('train').get('l20n-72gb')?.basis).toBe('specs');
    expect(speeds('infer').get('l20n-72gb')?.basis).toBe('specs');
    // "H 96GB": 4 TB/s is published; BF16 is the H20's it is inferred to be, so both.
    expect(speeds('infer').get('aliyun-h-96gb')?.basis).toBe('specs');
    expect(speeds('train').get('aliyun-h-96gb')?.basis).toBe('specs');
    // No FP64 figure for either: HPC stays unknown.
    expect(speeds('hpc').has('l20n-72gb')).toBe(false);
    expect(speeds('hpc').has('aliyun-h-96gb')).toBe(false);
    // Labels Alibaba gives no figures for stay unknown.
    for (const id of ['aliyun-g49-24gb', 'aliyun-h-e-141gb', 'aliyun-v8-48gb', 'l20n-48gb'])
      expect(speeds('infer').has(id), id).toBe(false);
  });

  it('offers on the masked labels are rankable by speed once Alibaba’s figures are in', () => {
    const count = (gpu: string) =>
      catalog.offers.filter((o) => o.gpu === gpu && o.provider === 'aliyun').length;
    const unknown = (wl: string, gpu: string) =>
      r.unknownGpus.find((g) => g.gpu === gpu)?.workloads.includes(wl as WorkloadKind) ?? false;
    expect(count('l20n-72gb')).toBe(17);
    expect(count('aliyun-h-96gb')).toBe(15);
    expect(unknown('train', 'l20n-72gb')).toBe(false);
    expect(unknown('infer', 'l20n-72gb')).toBe(false);
    expect(unknown('infer', 'aliyun-h-96gb')).toBe(false);
    expect(unknown('train', 'aliyun-h-96gb')).toBe(false);
  });

  it('data:check prints the per-workload table and names the GPUs that stay unknown', () => {
    const out: string[] = [];
    const code = runDataCheck(rawCatalog, ['--as-of', '2026-12-02'], '2026-12-02', {
      log: (l) => out.push(l),
      error: (l) => out.push(l),
    });
    const text = out.join('\n');
    expect(code).toBe(0);
    expect(text).toContain('offers that cannot be ranked, per workload (of 2253):');
    expect(text).toMatch(/^infer\s+\d+ \(\d+\.\d %\)/m);
    expect(text).toContain('  speed unknown for lack of: bf16Tflops');
    expect(text).toMatch(
      /^ {2}aliyun-v8-48gb \(v8 \(Alibaba vGPU label\)\), 24 offers; train: bf16Tflops/m,
    );
    // Labels of which only the memory is published are ranked on memory fit, so not listed.
    expect(text).not.toMatch(/^ {2}aliyun-g49-24gb /m);
  });
});
