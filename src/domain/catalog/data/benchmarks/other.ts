import type { BenchmarkInput } from '../../schema';
import { suite } from './define';

const mamf = suite('mamf', {
  suite: 'mamf',
  metric: 'achieved matmul TFLOPS',
  unit: 'TFLOPS',
  higherIsBetter: true,
  perGpu: true,
  valueMax: null,
  source: {
    ref: 'github:stas00/ml-engineering compute/accelerator/README.md (MAMF finder results) @744d01e1',
    date: 'snapshot 2026-08-22',
  },
  notes: null,
});

const vgpu = suite('vmware-vgpu', {
  suite: 'mlperf-inference-v1.1-vgpu',
  metric: 'relative performance',
  unit: '% of bare metal',
  higherIsBetter: true,
  perGpu: true,
  precision: null,
  source: { ref: 'VMware blog on MLPerf Inference v1.1 vGPU results', date: '2021-10' },
  notes: 'A100 under NVIDIA vGPU on vSphere against bare metal; the A100 variant is not stated.',
});

/**
 * The A100 80GB SXM's achieved BF16 matmul rate (MAMF), TFLOPS: the reference the training speeds
 * are calibrated on, and the rate the wizard's job-size estimate divides by.
 */
export const A100_BF16_MATMUL_TFLOPS = 271.2;

/** Matmul micro-benchmarks and the vGPU-versus-bare-metal result. */
export const otherBenchmarks: readonly BenchmarkInput[] = [
  mamf('a100-80gb-sxm', 'A100 80GB SXM4', null, 'matmul (MAMF)', 1, A100_BF16_MATMUL_TFLOPS, {
    precision: 'BF16',
    notes: '86.9 % of the 312 peak.',
  }),
  mamf('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'matmul (MAMF)', 1, 794.5, {
    precision: 'BF16',
    notes: '80.3 % of the 989 peak.',
  }),
  mamf('mi300x-192gb', 'MI300X', null, 'matmul (MAMF)', 1, 668.4, {
    precision: 'BF16',
    notes: '51.4 % of the 1300 peak.',
  }),
  mamf('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'matmul (MAMF)', 1, 1402.6, { precision: 'FP8' }),
  mamf('h200-141gb-sxm', 'H200 SXM 141GB', null, 'matmul (MAMF)', 1, 1453.4, { precision: 'FP8' }),
  vgpu(null, 'A100 (vGPU)', 'VMware vSphere + NVIDIA vGPU', 'vGPU vs bare metal', 1, 94.4, {
    valueMax: 100,
  }),
];
