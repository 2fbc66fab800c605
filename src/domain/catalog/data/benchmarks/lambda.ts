import type { BenchmarkInput } from '../../schema';
import { suite } from './define';

/** What both versions of the suite measure, and how it is reported. */
const TRAINING = {
  metric: 'training throughput',
  unit: 'items/s (images for ResNet-50, sequences for BERT-large)',
  higherIsBetter: true,
  perGpu: false,
  precision: 'FP16 (AMP)',
  valueMax: null,
} as const;

const lambdaV1 = suite('lambda-v1', {
  suite: 'lambda-pytorch-v1',
  ...TRAINING,
  source: {
    ref: 'github:lambdal/deeplearning-benchmark pytorch/pytorch-train-throughput-fp16.csv @4e11f6891ada05d1b317309d9b72c6072aa166d1 (lambdalabs.com/gpu-benchmarks)',
    date: '2024-07-24',
  },
  notes: 'PyTorch, NGC container; batch size per GPU differs with GPU memory.',
});

const lambdaV2 = suite('lambda-v2', {
  suite: 'lambda-pytorch-v2',
  ...TRAINING,
  source: {
    ref: 'github:lambdal/deeplearning-benchmark pytorch/pytorch-train-throughput-v2-fp16.csv @200af3b7ce8ee1f55c7ed6eaee0df2cafe2d7886',
    date: '2025-12-10',
  },
  notes: 'v2 suite (NGC 24.10, newer software): not comparable with v1 figures.',
});

/** One system's two results, items/s: ResNet-50 training, then BERT-large training. */
const pair =
  (row: typeof lambdaV1) =>
  (
    gpu: string | null,
    gpuLabel: string,
    system: string,
    gpuCount: number,
    resnet: number,
    bert: number,
  ): BenchmarkInput[] => [
    row(gpu, gpuLabel, system, 'ResNet-50 training', gpuCount, resnet),
    row(gpu, gpuLabel, system, 'BERT-large training', gpuCount, bert),
  ];
const v1 = pair(lambdaV1);
const v2 = pair(lambdaV2);

/** Lambda's PyTorch training throughput, FP16, 1 to 8 GPUs (whole-system values). */
export const lambdaBenchmarks: readonly BenchmarkInput[] = [
  ...v1('v100-16gb-sxm2', 'V100 16GB', 'LambdaCloud V100 16GB', 1, 833, 57),
  ...v1('rtx-3090-24gb', 'RTX 3090', 'RTX 3090', 1, 905, 52),
  ...v1('a10-24gb', 'A10', 'LambdaCloud A10', 1, 638, 42),
  ...v1('a100-40gb-pcie', 'A100 40GB PCIe', 'LambdaCloud A100 40GB PCIe', 1, 1396, 117),
  ...v1('a100-80gb-pcie', 'A100 80GB PCIe', 'A100 80GB PCIe', 1, 1527, 140),
  ...v1('a100-80gb-sxm', 'A100 80GB SXM4', 'A100 80GB SXM4', 1, 1582, 152),
  ...v1('rtx-4090-24gb', 'RTX 4090', 'RTX 4090', 1, 1301, 93),
  ...v1('h100-80gb-pcie', 'H100 PCIe 80GB', 'H100 80GB PCIe Gen5', 1, 1866, 203),
  ...v1('h100-80gb-sxm', 'H100 SXM5 80GB', 'H100 80GB SXM5', 1, 2616, 301),
  ...v1('v100-16gb-sxm2', 'V100 16GB', 'LambdaCloud 8xV100 16GB', 8, 6174, 286),
  ...v1('a100-80gb-sxm', 'A100 80GB SXM4', '8x A100 80GB SXM4', 8, 11439, 746),
  ...v1('h100-80gb-sxm', 'H100 SXM5 80GB', '8x H100 80GB SXM5', 8, 20728, 2167),
  // Workstation cards from the same table (same commit, software and method as the rows above).
  ...v1('rtx-a6000-48gb', 'RTX A6000', 'RTX A6000', 1, 916, 68),
  ...v1('rtx-a6000-48gb', 'RTX A6000', '2x RTX A6000', 2, 1775, 118),
  ...v1('rtx-6000-ada-48gb', 'RTX 6000 Ada', 'RTX 6000 Ada', 1, 1146, 79),
  ...v1('rtx-6000-ada-48gb', 'RTX 6000 Ada', '2x RTX 6000 Ada', 2, 2301, 153),
  ...v1('rtx-6000-ada-48gb', 'RTX 6000 Ada', '8x RTX 6000 Ada', 8, 9211, 642),
  ...v1('rtx-4090-24gb', 'RTX 4090', '2x RTX 4090', 2, 2468, 139),
  ...v1('rtx-3090-24gb', 'RTX 3090', '2x RTX 3090', 2, 1751, 89),
  ...v1('a100-80gb-sxm', 'A100 80GB SXM4', '4x A100 80GB SXM4', 4, 6070, 488),
  ...v1('h100-80gb-sxm', 'H100 SXM5 80GB', '4x H100 80GB SXM5', 4, 10406, 1171),
  ...v2('h200-141gb-sxm', 'H200', 'LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2', 1, 3079, 350),
  ...v2(
    'h100-80gb-sxm',
    'H100 SXM5 80GB',
    'LambdaOD_1x_1xH100_80GB_SXM5_192-222-52-83_v2',
    1,
    2683,
    321,
  ),
  ...v2(
    'h100-80gb-pcie',
    'H100 PCIe 80GB',
    'LambdaOD_1x_Texas_1xH100_80GB_PCIe_209-20-158-50_v2',
    1,
    1976,
    204,
  ),
  ...v2(null, 'B200', 'LambdaOD_test_1xB200_192GB_129-213-83-251_v2', 1, 3076, 523),
  ...v2('h200-141gb-sxm', 'H200', 'LambdaBM_ENG04_8xH200_140GB_SXM_h200_v2', 8, 24479, 2674),
  ...v2(null, 'B200', 'LambdaOD_test_8xB200_192GB_129-213-83-251_v2', 8, 24461, 4620),
  ...v2('gh200-96gb', 'GH200 96GB', 'LambdaOD_1x_1xGH200_96GB_192-222-57-0_v2', 1, 2844, 296),
];
