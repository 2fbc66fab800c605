import type { BenchmarkInput } from '../../schema';
import { suite } from './define';

const fixed = {
  suite: 'mlperf-training-v3.0',
  metric: 'time to train',
  unit: 'minutes',
  higherIsBetter: false,
  perGpu: false,
  valueMax: null,
} as const;

const nvidiaTable = suite('mlperf-v3-nvidia', {
  ...fixed,
  precision: 'mixed (FP8/BF16 as submitted)',
  source: {
    ref: 'developer.nvidia.com/deep-learning-performance-training-inference/training (NVIDIA MLPerf Training v3.0 results table)',
    date: 'MLPerf Training v3.0 (published 2023-06)',
  },
  notes: null,
});

const dell = suite('mlperf-v3-dell', {
  ...fixed,
  precision: 'mixed',
  source: {
    ref: 'silvertonconsulting.com MLPerf Training v3.0 analysis (Dell H100 vs A100 pairs)',
    date: '2023-07-12',
  },
  notes: 'Same vendor, same GPU count: H100/A100 = 1.8× (ResNet), 1.4× (3D U-Net), 2.0× (DLRM).',
});

/** MLPerf Training v3.0 time-to-train results (lower is better). */
export const mlperfBenchmarks: readonly BenchmarkInput[] = [
  nvidiaTable(
    'h100-80gb-sxm',
    'H100 SXM5 80GB',
    'Dell PowerEdge XE9680',
    'ResNet-50 v1.5',
    8,
    13.466,
    { notes: 'MLPerf ID 3.0-2053' },
  ),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', 'GIGABYTE G593-SD0', 'BERT-large', 8, 5.349, {
    notes: 'MLPerf ID 3.0-2055',
  }),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', null, '3D U-Net', 8, 11.796, {
    notes: 'closed division',
  }),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'Mask R-CNN', 8, 19.18, {
    notes: 'closed division',
  }),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'RetinaNet', 8, 37.009, {
    notes: 'closed division',
  }),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'DLRM-dcnv2', 8, 4.184, {
    notes: 'closed division',
  }),
  nvidiaTable('h100-80gb-sxm', 'H100 SXM5 80GB', null, 'ResNet-50 v1.5', 64, 2.664, {
    notes: 'closed division',
  }),
  nvidiaTable(
    'h100-80gb-sxm',
    'H100 SXM5 80GB',
    'CoreWeave (NVIDIA+CoreWeave submission)',
    'ResNet-50 v1.5',
    3584,
    0.183,
    { notes: 'closed division' },
  ),
  dell(
    'h100-80gb-sxm',
    'H100 SXM5 80GB',
    'Dell PowerEdge (MLPerf Training v3.0)',
    'ResNet-50',
    16,
    7.8,
  ),
  dell(
    'a100-80gb-sxm',
    'A100 80GB SXM4',
    'Dell PowerEdge (MLPerf Training v3.0)',
    'ResNet-50',
    16,
    14.4,
  ),
  dell(
    'h100-80gb-sxm',
    'H100 SXM5 80GB',
    'Dell PowerEdge (MLPerf Training v3.0)',
    '3D U-Net',
    16,
    7.6,
  ),
  dell(
    'a100-80gb-sxm',
    'A100 80GB SXM4',
    'Dell PowerEdge (MLPerf Training v3.0)',
    '3D U-Net',
    16,
    11,
  ),
  dell('h100-80gb-sxm', 'H100 SXM5 80GB', 'Dell PowerEdge (MLPerf Training v3.0)', 'DLRM', 8, 4.3),
  dell('a100-80gb-sxm', 'A100 80GB SXM4', 'Dell PowerEdge (MLPerf Training v3.0)', 'DLRM', 8, 8.4),
];
