import { describe, expect, it } from 'vitest';
import { catalog, speedOf } from '../../../src/domain/catalog';
import { normalizeBenchmark, normalizeGpu } from '../../../src/domain/catalog/normalize';
import { computeRelativeSpeeds } from '../../../src/domain/catalog/relative-speed';
import type { BenchmarkInput } from '../../../src/domain/catalog/schema';
import { bench, gpu } from '../../fixtures/catalog/minimal';

const gpus = [
  normalizeGpu(
    gpu('a100-80gb-sxm', 80, { bf16Tflops: 312, bandwidthTBps: 2, fp64VectorTflops: 9.7 }),
  ),
  normalizeGpu(gpu('h100-80gb-sxm', 80, { bf16Tflops: 989, bandwidthTBps: 3.35 })),
  normalizeGpu(gpu('t4-16gb', 16, { bf16Tflops: 65, bf16IsFp16: true })),
  normalizeGpu(gpu('mystery-8gb', 8)),
];
const b = (id: string, g: string, value: number, extra: Partial<BenchmarkInput> = {}) =>
  normalizeBenchmark({ ...bench(id, g, value), ...extra });

const speeds = (benchmarks: ReturnType<typeof b>[]) =>
  computeRelativeSpeeds({
    gpus,
    benchmarks,
    basis: [{ workload: 'train', method: 'fixture', suite: 'fixture-suite' }],
  });
const find = (list: ReturnType<typeof speeds>, id: string, wl: string) =>
  list.find((s) => s.gpu === id && s.workload === wl);

describe('computeRelativeSpeeds', () => {
  it('divides by the reference measured the same way; several comparisons by geometric mean', () => {
    const list = speeds([
      b('r1', 'a100-80gb-sxm', 100, { benchmark: 'small' }),
      b('h1', 'h100-80gb-sxm', 200, { benchmark: 'small' }),
      b('r2', 'a100-80gb-sxm', 100, { benchmark: 'large' }),
      b('h2', 'h100-80gb-sxm', 800, { benchmark: 'large' }),
    ]);
    // ratios 2 and 8: geometric mean √16 = 4
    expect(find(list, 'h100-80gb-sxm', 'train')).toMatchObject({
      relative: 4,
      basis: 'measured',
      method: 'fixture (2 comparisons)',
    });
    expect(find(list, 'h100-80gb-sxm', 'finetune')?.relative).toBe(4);
  });

  it('never pairs results of another precision or GPU count', () => {
    const list = speeds([
      b('r', 'a100-80gb-sxm', 100, { precision: 'FP16' }),
      b('h8', 'h100-80gb-sxm', 500, { precision: 'FP8' }),
      b('h2', 'h100-80gb-sxm', 900, { gpuCount: 2, perGpu: false }),
    ]);
    // no same-method pair: no measured speed (the engine derives one from specifications)
    expect(find(list, 'h100-80gb-sxm', 'train')).toBeUndefined();
  });

  it('turns whole-system values into per-GPU values and inverts time-to-train', () => {
    const list = speeds([
      b('r', 'a100-80gb-sxm', 10, { gpuCount: 8, perGpu: false, higherIsBetter: false }),
      b('h', 'h100-80gb-sxm', 5, { gpuCount: 8, perGpu: false, higherIsBetter: false }),
    ]);
    // half the time to train = twice as fast
    expect(find(list, 'h100-80gb-sxm', 'train')?.relative).toBe(2);
  });

  it('keeps only measured speeds: spec ratios are the engine’s', () => {
    const list = speeds([]);
    expect(list.filter((s) => s.basis !== 'measured')).toEqual([]);
    expect(find(list, 't4-16gb', 'train')).toBeUndefined();
  });

  it('leaves a speed unknown when neither a measurement nor the datasheet figure exists', () => {
    const list = speeds([]);
    expect(list.filter((s) => s.gpu === 'mystery-8gb')).toEqual([]);
    expect(find(list, 'h100-80gb-sxm', 'hpc')).toBeUndefined();
  });
});

describe('the dataset’s relative speeds (hand-computed from the sources)', () => {
  it('H100 SXM training: LLM Foundry, geometric mean of 4 model sizes ≈ 2.278', () => {
    // 10643/4641 = 2.29326, 4792/2262 = 2.11848, 2002/916 = 2.18559, 1039/410 = 2.53415;
    // product 26.9079, fourth root 2.2776
    expect(speedOf('h100-80gb-sxm', 'train')?.relative).toBeCloseTo(2.2776, 3);
    expect(speedOf('h100-80gb-sxm', 'train')?.basis).toBe('measured');
  });

  it('A10 training from Lambda BERT-large: 42 / 152 = 0.2763', () => {
    expect(speedOf('a10-24gb', 'train')?.relative).toBeCloseTo(0.2763, 4);
  });

  it('A100 80GB PCIe inference from TensorRT-LLM FP16: geometric mean of three ratios ≈ 0.831', () => {
    // 3165.3542/3634.3886 = 0.87095, 4250.6391/4963.4443 = 0.85639, 611.8446/795.389 = 0.76924
    expect(speedOf('a100-80gb-pcie', 'infer')?.relative).toBeCloseTo(0.831, 3);
  });

  it('the reference measures 1 for the workloads it has results in', () => {
    for (const wl of ['train', 'finetune', 'infer'] as const) {
      expect(speedOf('a100-80gb-sxm', wl)?.relative).toBe(1);
    }
    expect(speedOf('l4-24gb', 'infer')).toBeUndefined();
  });

  it('leaves A10G training and the Alibaba "H" labels unknown', () => {
    expect(speedOf('a10g-24gb', 'train')).toBeUndefined();
    expect(catalog.speeds.filter((s) => s.gpu === 'aliyun-h-96gb')).toEqual([]);
  });
});
