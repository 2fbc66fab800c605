import { describe, expect, it } from 'vitest';
import {
  billedHours,
  gpuEfficiency,
  nodeFactor,
  rank,
  relativeSpeed,
  resolveAssumptions,
  spotWallHours,
} from '../../../src/domain/engine';
import { makeCatalog, OPTIONS, profile, type OfferSpec } from './fixtures';

const a = resolveAssumptions(undefined);
const byId = (r: ReturnType<typeof rank>, id: string) => r.ranked.find((e) => e.offerId === id);

describe('relative speed (docs/engine.md §2)', () => {
  const catalog = makeCatalog();
  it('prefers the dataset measurement', () => {
    expect(relativeSpeed('h100-80gb-sxm', 'train', catalog)).toMatchObject({
      relative: 2.2,
      basis: 'measured',
    });
  });
  it('uses a training measurement for LoRA fine-tuning', () => {
    expect(relativeSpeed('h100-80gb-sxm', 'finetune', catalog)?.relative).toBe(2.2);
  });
  it('falls back to the spec ratio of the workload, basis recorded', () => {
    // bandwidth 3.35 / 2 (the fixture's A100); hpc by the roofline at 0.25 FLOP/byte:
    // min(33.5, 3.35 × 0.25) / min(9.7, 2 × 0.25), bandwidth-bound; BF16 124.8 / 312
    expect(relativeSpeed('h100-80gb-sxm', 'infer', catalog)).toMatchObject({
      relative: 1.675,
      basis: 'specs',
    });
    expect(relativeSpeed('h100-80gb-sxm', 'hpc', catalog)?.relative).toBeCloseTo(
      (3.35 * 0.25) / (2 * 0.25),
      6,
    );
    // training from specs: 124.8 / 312 = 0.4, × 0.7 achieved of peak
    expect(relativeSpeed('a10-24gb', 'train', catalog)?.relative).toBeCloseTo(0.28, 10);
    expect(relativeSpeed('a10-24gb', 'train', catalog)?.method).toMatch(/× 0.7/);
    expect(relativeSpeed('t4-16gb', 'train', catalog)?.method).toMatch(/FP16/);
  });
  it('leaves measured speeds and inference ratios unscaled', () => {
    expect(relativeSpeed('h100-80gb-sxm', 'train', catalog)?.relative).toBe(2.2);
    expect(relativeSpeed('a10-24gb', 'infer', catalog)?.relative).toBeCloseTo(0.3, 10);
  });
  it('scales spec-derived training time by the assumed 0.7', () => {
    // 8×H200 from specs: 989 / 312 × 0.7 × 8 × 0.9 = 15.976 A100s → 72 h ÷ that = 4.5068 h
    const r = rank(profile(), catalog, { ...OPTIONS, assumptions: {} });
    const h200 = r.ranked.find((e) => e.offerId === 'lambda:gpu_8x_h200@r1');
    expect(h200?.effectiveGpus).toBeCloseTo((989 / 312) * 0.7 * 7.2, 9);
    expect(h200?.estHours).toBeCloseTo(72 / ((989 / 312) * 0.7 * 7.2), 9);
    expect(r.assumptions.find((x) => x.name === 'specTrainingEfficiency')?.value).toBe(0.7);
  });
  it('is unknown without a measurement or the spec', () => {
    expect(relativeSpeed('mystery-gpu', 'train', catalog)).toBeNull();
    expect(relativeSpeed('a10-24gb', 'hpc', catalog)).toBeNull();
    expect(relativeSpeed('no-such-gpu', 'train', catalog)).toBeNull();
  });
});

describe('scaling (docs/engine.md §3)', () => {
  it('uses the assumed efficiency points', () => {
    expect(gpuEfficiency(1, null, a)).toBe(1);
    expect(gpuEfficiency(8, 'nvlink', a)).toBe(0.9);
    expect(gpuEfficiency(4, 'pcie', a)).toBe(0.8);
    expect(gpuEfficiency(2, null, a)).toBe(0.9);
  });
  it('interpolates on log2 between points and holds the 8-GPU value above 8', () => {
    // 0.98 + (0.96 − 0.98) × (log2 3 − 1) = 0.968301
    expect(gpuEfficiency(3, 'nvlink', a)).toBeCloseTo(0.968301, 6);
    expect(gpuEfficiency(16, 'nvlink', a)).toBe(0.9);
  });
  it('multiplies nodes by 0.9 over InfiniBand and 0.7 without it', () => {
    expect(nodeFactor(2, true, a)).toBeCloseTo(1.8, 12);
    expect(nodeFactor(4, false, a)).toBeCloseTo(2.8, 12);
    expect(nodeFactor(1, false, a)).toBe(1);
  });
});

describe('time and cost (docs/engine.md §4)', () => {
  it('72 A100-hours on 8×A100 80GB SXM take 10 h', () => {
    const r = rank(profile(), makeCatalog(), OPTIONS);
    const p4de = byId(r, 'aws:p4de.24xlarge@r1');
    expect(p4de?.estHours).toBeCloseTo(10, 10);
    expect(p4de?.effectiveGpus).toBeCloseTo(7.2, 10);
    expect(p4de?.estCost).toBeCloseTo(240, 6);
  });

  it('rounds to the billing step: per second vs per hour', () => {
    expect(billedHours(10.25, 'second', 0)).toBeCloseTo(10.25, 9);
    expect(billedHours(10.25, 'minute', 0)).toBeCloseTo(10.25, 9);
    expect(billedHours(10.25, 'hour', 0)).toBe(11);
    expect(billedHours(10.2501, 'minute', 0)).toBeCloseTo(10 + 16 / 60, 9);
    expect(billedHours(10, 'hour', 0)).toBe(10);
  });

  it('applies the minimum charge', () => {
    expect(billedHours(0.1, 'hour', 60)).toBe(1);
    expect(billedHours(0.001, 'second', 1)).toBeCloseTo(1 / 60, 12);
  });

  it('the same 10.25 h job costs 246 per second and 264 per hour', () => {
    const spec = (provider: string): OfferSpec => ({
      provider,
      type: 'x8',
      gpu: 'a100-80gb-sxm',
      count: 8,
      onDemand: 24,
    });
    // 73.8 A100-hours ÷ 7.2 = 10.25 h
    const r = rank(profile({ work: 73.8 }), makeCatalog([spec('aws'), spec('hourly')]), OPTIONS);
    expect(byId(r, 'aws:x8@r1')?.estCost).toBeCloseTo(246, 6);
    expect(byId(r, 'hourly:x8@r1')?.billedHours).toBe(11);
    expect(byId(r, 'hourly:x8@r1')?.estCost).toBeCloseTo(264, 6);
  });

  it('an unknown billing granularity is billed per hour with a warning', () => {
    const r = rank(profile(), makeCatalog(), OPTIONS);
    // 2 × A100 over PCIe: 72 ÷ (2 × 0.9) = 40 h; 40 h × 3 = 120
    const vague = byId(r, 'vague:a100.pcie@r1');
    expect(vague?.estHours).toBeCloseTo(40, 9);
    expect(vague?.estCost).toBeCloseTo(120, 9);
    expect(vague?.warnings.map((w) => w.key)).toContain('engine.warning.billing-unknown');
  });

  it('converts each price once into the link currency', () => {
    const r = rank(profile(), makeCatalog(), { ...OPTIONS, cur: 'CNY' });
    expect(byId(r, 'lambda:gpu_1x_a100_sxm4@r1')?.pricePerHour).toBeCloseTo(12.96, 9);
    // A10 = 124.8 / 312 = 0.4 of an A100: 180 h × 9.62 CNY
    expect(byId(r, 'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou')?.estCost).toBeCloseTo(1731.6, 6);
  });

  it('two nodes over EFA: 72 ÷ (7.2 × 2 × 0.9) h, billed for both nodes', () => {
    const r = rank(profile({ nodes: 2 }), makeCatalog(), OPTIONS);
    const p4de = byId(r, 'aws:p4de.24xlarge@r1');
    expect(p4de?.estHours).toBeCloseTo(72 / 12.96, 9);
    expect(p4de?.estCost).toBeCloseTo((72 / 12.96) * 48, 6);
    expect(r.ranked.every((e) => e.provider === 'aws')).toBe(true);
  });

  it('inference: the service runs `work` hours; each user’s tokens/s is bandwidth-bound', () => {
    const r = rank(profile({ wl: 'infer', model: 8, work: 100 }), makeCatalog(), OPTIONS);
    const lambda = byId(r, 'lambda:gpu_1x_a100_sxm4@r1');
    expect(lambda?.estHours).toBe(100);
    expect(lambda?.estCost).toBeCloseTo(180, 9);
    // one decode step reads 8e9 × 2 B of weights and one sequence's KV cache at its mean length
    // (seq 2048: 1,024 in, 1,024 out, mean 1,536 tokens; an 8B-class architecture, 2 × 32 layers
    // × 8 KV heads × 128 × 2 B = 128 KiB per token) at 2 TB/s × 0.87; its 2 × 8e9 FLOPs and
    // attention (4 × 32 layers × 32 heads × 128 per token of context) at 312 TFLOPS × 0.22 take
    // less; 32 layers × 0.09 ms of launches. The prompt's 2 × 8e9 × 1,024 FLOPs and attention
    // over 1,024²/2 token pairs at 312 TFLOPS × 0.68, once per 1,024-token answer, add their share.
    const kvRead = 2 * 32 * 8 * 128 * 2 * 1536;
    const attention = 4 * 32 * 32 * 128;
    const read = (16e9 + kvRead) / (2e12 * 0.87);
    const prefill = (16e9 * 1024 + (attention * 1024 * 1024) / 2) / 0.68 / (312e12 * 1024);
    const tps = 1 / (read + 32 * 0.09e-3 + prefill);
    expect(lambda?.tokensPerSecondPerUser).toBeCloseTo(tps, 6);
    expect(lambda?.tokensPerSecond).toBeCloseTo(tps, 6);
    expect(lambda?.replicas).toBe(1);
    // 1.8 USD/h ÷ (tps × 3600 tokens/h) × 10^6
    expect(lambda?.costPerMillionTokens).toBeCloseTo((1.8 / (tps * 3600)) * 1e6, 6);
    expect(r.notices.map((n) => n.key)).toContain('engine.notice.serving-load');
  });

  it('inference for many users: replicas by memory and speed, all instances paid', () => {
    const one = rank(profile({ wl: 'infer', model: 8, work: 100 }), makeCatalog(), OPTIONS);
    const many = rank(
      profile({ wl: 'infer', model: 8, work: 100, users: 16 }),
      makeCatalog(),
      OPTIONS,
    );
    const a = byId(one, 'lambda:gpu_1x_a100_sxm4@r1');
    const b = byId(many, 'lambda:gpu_1x_a100_sxm4@r1');
    // one A100 80GB: the engine uses 90 % of it less 2 GiB of runtime, 70 GiB; ((70 ÷ 1.1) −
    // 8e9 × 2 B / 2^30 − activations 2048 × 4096 × 34 B / 2^30) ÷ 0.25 GiB of KV cache per
    // sequence = 193 sequences by memory; by speed at 20 tokens/s each, the step above with b
    // users' KV cache, FLOPs and prompts stays under 50 ms up to b = 146: one replica serves 16
    const byMemory = Math.floor((70 / 1.1 - 16e9 / 2 ** 30 - (2048 * 4096 * 34) / 2 ** 30) / 0.25);
    const kvRead = 2 * 32 * 8 * 128 * 2 * 1536;
    const attention = 4 * 32 * 32 * 128;
    const prefill = (16e9 * 1024 + (attention * 1024 * 1024) / 2) / 0.68 / (312e12 * 1024);
    // b tokens' FLOPs (2 × 8e9 and the attention over 1,536 tokens each) at 312 TFLOPS × 0.22
    const flops = (b: number) => (b * (16e9 + attention * 1536)) / (312e12 * 0.22);
    const step = (b: number) =>
      Math.max((16e9 + b * kvRead) / (2e12 * 0.87), flops(b)) + 32 * 0.09e-3 + b * prefill;
    let bySpeed = 1;
    while (step(bySpeed + 1) <= 1 / 20) bySpeed++;
    expect([byMemory, bySpeed]).toEqual([193, 146]);
    expect(b?.replicas).toBe(1);
    expect(b?.estCost).toBeCloseTo(a!.estCost, 9);
    expect(b!.tokensPerSecondPerUser!).toBeLessThan(a!.tokensPerSecondPerUser!);
    expect(b!.tokensPerSecondPerUser!).toBeGreaterThanOrEqual(20);
    // 300 users need 3 replicas (146 per replica at 20 tokens/s): three instances
    const crowd = rank(
      profile({ wl: 'infer', model: 8, work: 100, users: 300 }),
      makeCatalog(),
      OPTIONS,
    );
    const c = byId(crowd, 'lambda:gpu_1x_a100_sxm4@r1');
    expect(c?.replicas).toBe(3);
    expect(c?.estCost).toBeCloseTo(3 * a!.estCost, 9);
  });

  it('a replica that holds the model only without the fit margin still serves every user', () => {
    // 36B at BF16 on one A100 80GB, as a 32B-class architecture (64 layers, hidden 5120, 8 KV
    // heads × 128): weights 36e9 × 2 B = 67.05 GiB, runtime 2 GiB, activations 2048 × 5120 ×
    // 34 B = 0.33 GiB, one sequence's KV cache 2 × 64 × 8 × 128 × 2 B × 2048 = 0.5 GiB, all
    // ÷ 0.9 = 77.65 GiB: a tight fit (under 1.1 × the need). Without the margin a replica
    // holds (80 × 0.9 − 2 − 67.05 − 0.33) ÷ 0.5 = 5 sequences, so eight users at 10 tokens/s
    // need two instances
    const tight = (users: number) =>
      byId(
        rank(
          profile({ wl: 'infer', model: 36, work: 100, users, tps: 10 }),
          makeCatalog(),
          OPTIONS,
        ),
        'lambda:gpu_1x_a100_sxm4@r1',
      );
    const one = tight(1);
    const eight = tight(8);
    expect(one?.memoryFit).toBe('tight');
    expect(eight?.replicas).toBe(2);
    expect(eight?.estCost).toBeCloseTo(2 * one!.estCost, 9);
  });
});

describe('spot expected cost (docs/engine.md §4)', () => {
  const cn = 'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou';
  const spotCost = (p: Parameters<typeof profile>[0]) =>
    byId(rank(profile({ spot: true, ...p }), makeCatalog(), OPTIONS), cn);

  it('adds half a checkpoint and a restart per expected interruption', () => {
    // 180 h; Alibaba fixture: 2.4 interruptions/day → 18; each loses (15 + 10) min → +7.5 h
    const e = spotCost({});
    expect(e?.pricing).toBe('spot');
    expect(e?.estHours).toBeCloseTo(187.5, 9);
    expect(e?.estCost).toBeCloseTo(187.5 * (3.04 / 7.2), 6);
    expect(e?.alternative?.pricing).toBe('on-demand');
    expect(e?.alternative?.estCost).toBeCloseTo(180 * (9.62 / 7.2), 6);
    expect(e?.warnings.map((w) => w.key)).toContain('engine.warning.spot-notice');
  });

  it('rises with the interruption rate', () => {
    // 36 interruptions × 25 min = 15 h
    expect(spotCost({ irate: 4.8 })?.estCost).toBeCloseTo(195 * (3.04 / 7.2), 6);
    expect(spotCost({ irate: 4.8 })?.estCost ?? 0).toBeGreaterThan(spotCost({})?.estCost ?? 0);
  });

  it('rises with the checkpoint interval', () => {
    // 18 interruptions × (30 + 10) min = 12 h
    expect(spotCost({ ckpt: 60 })?.estCost).toBeCloseTo(192 * (3.04 / 7.2), 6);
  });

  it('uses the assumed 1 interruption a day when the provider gives none', () => {
    // 8×A100 SXM spot on the AWS fixture: 10 h, 10/24 interruptions × 25 min
    const e = byId(rank(profile({ spot: true }), makeCatalog(), OPTIONS), 'aws:p4de.24xlarge@r1');
    expect(e?.estHours).toBeCloseTo(10 + (10 / 24) * (25 / 60), 9);
    // two nodes: either one's interruption stops the job
    expect(spotWallHours(10, 1, 30, 10, 2)).toBeCloseTo(10 + (20 / 24) * (25 / 60), 9);
  });

  it('keeps on-demand when spot is not wanted', () => {
    const e = byId(rank(profile(), makeCatalog(), OPTIONS), cn);
    expect(e?.pricing).toBe('on-demand');
    expect(e?.alternative).toBeNull();
  });

  it('prefers the pricing that meets the deadline', () => {
    // spot 187.5 h misses a 185 h deadline; on demand 180 h meets it
    const e = byId(rank(profile({ spot: true, deadline: 185 }), makeCatalog(), OPTIONS), cn);
    expect(e?.pricing).toBe('on-demand');
  });
});
