import type { GpuInput } from '../schema';
import { defineGpu } from './define-gpu';
import { SRC } from './sources';

const V100_DATASHEET =
  'NVIDIA volta-v100-datasheet-update-us-1165301-r5.pdf (via github:Lightning-AI/pytorch-lightning _GPU_AVAILABLE_FLOPS)';
const OTC_P2S = `${SRC.huaweiFlavors.ref} (P2s: V100 PCIe Gen3, 32 GiB, 14 FP32 / 7 FP64 / 112 tensor TFLOPS, 900 GB/s)`;
const A800_DB =
  'hmc-tech.com/gpu/nvidia-a800-40gb-vs-nvidia-t4; siliconcat.net/gpu/nvidia-a800-pcie-40-gb';

/**
 * GPUs that offers use but gpus.csv lacks, with what a source states; the rest stays unknown.
 * Alibaba's own labels ("H", "H-e") stay labels: the catalog names no model behind them.
 */
export const extraGpus: readonly GpuInput[] = [
  defineGpu(
    'v100-16gb-pcie',
    'V100 16GB PCIe',
    'NVIDIA',
    { ref: `gpus.csv note (io-tech.fi, hwupgrade.it); ${V100_DATASHEET}`, date: 'datasheet r5' },
    {
      architecture: 'Volta',
      memoryGiB: 16,
      bandwidthTBps: 0.9,
      fp32Tflops: 14,
      bf16Tflops: 112,
      bf16IsFp16: true,
      fp64VectorTflops: 7,
      tdpW: 250,
      interconnect: 'PCIe Gen3',
      computeCapability: '7.0',
      releaseYear: 2017,
      notes: 'FP16 tensor (no BF16).',
    },
  ),
  defineGpu(
    'v100-32gb-pcie',
    'V100 32GB PCIe',
    'NVIDIA',
    { ref: `${OTC_P2S}; ${V100_DATASHEET}`, date: 'datasheet r5' },
    {
      architecture: 'Volta',
      memoryGiB: 32,
      bandwidthTBps: 0.9,
      fp32Tflops: 14,
      bf16Tflops: 112,
      bf16IsFp16: true,
      fp64VectorTflops: 7,
      tdpW: 250,
      interconnect: 'PCIe Gen3',
      computeCapability: '7.0',
      releaseYear: 2018,
      notes: 'FP16 tensor (no BF16).',
    },
  ),
  defineGpu(
    'v100-unspecified',
    'V100 (memory and form factor not stated)',
    'NVIDIA',
    SRC.baiduBml,
    {
      architecture: 'Volta',
      computeCapability: '7.0',
      notes:
        'Baidu names only "V100": 16 or 32 GB, PCIe or SXM2 are all possible, so memory and speed stay unknown.',
    },
  ),
  defineGpu(
    'l40-48gb',
    'L40',
    'NVIDIA',
    {
      ref: 'NVIDIA L40/L40S datasheet table reproduced at mullet.se product 355414; yobitel.com/knowledge-base/nvidia-l40',
      date: 'datasheet',
    },
    {
      architecture: 'Ada Lovelace (AD102)',
      memoryGiB: 48,
      bandwidthTBps: 0.864,
      fp32Tflops: 90.5,
      tf32Tflops: 90.5,
      bf16Tflops: 181.05,
      fp8Tflops: 362,
      tdpW: 300,
      interconnect: 'PCIe Gen4 x16, 64 GB/s bidirectional; no NVLink',
      computeCapability: '8.9',
      releaseYear: 2022,
      notes: 'Dense = datasheet sparse figure ÷ 2. FP64 not in the datasheet table.',
    },
  ),
  defineGpu(
    'l20-48gb',
    'L20',
    'NVIDIA',
    {
      ref: 'topcpu.net/en/gpu-c/a40-pcie-vs-l20; technical.city/pl/video/L20 (GPU database pages)',
      date: 'pages undated',
    },
    {
      architecture: 'Ada Lovelace (AD102)',
      memoryGiB: 48,
      bandwidthTBps: 0.864,
      fp32Tflops: 59.35,
      tdpW: 275,
      interconnect: 'PCIe 4.0 x16',
      computeCapability: '8.9',
      releaseYear: 2023,
      notes: 'Tensor (BF16/FP8) and FP64 rates not found in a citable source: left unknown.',
    },
  ),
  defineGpu(
    'a800-40gb',
    'A800 40GB',
    'NVIDIA',
    { ref: A800_DB, date: 'pages undated' },
    {
      architecture: 'Ampere (GA100)',
      memoryGiB: 40,
      fp32Tflops: 19.5,
      tf32Tflops: 156,
      bf16Tflops: 312,
      fp64VectorTflops: 9.7,
      fp64TensorTflops: 19.5,
      tdpW: 250,
      computeCapability: '8.0',
      releaseYear: 2022,
      notes:
        'A100 compute (the pages list 19.49 / 155.94 / 311.87 / 9.75 TFLOPS). The pages describe a PCIe card; Alibaba lists "A800 40G" without form factor, so interconnect and bandwidth stay unknown.',
    },
  ),
  defineGpu(
    'a800-80gb',
    'A800 80GB',
    'NVIDIA',
    { ref: 'hmc-tech.com/gpu/nvidia-a800-vs-nvidia-t40', date: 'page undated' },
    {
      architecture: 'Ampere (GA100)',
      memoryGiB: 80,
      fp32Tflops: 19.5,
      tf32Tflops: 156,
      bf16Tflops: 312,
      fp64VectorTflops: 9.7,
      fp64TensorTflops: 19.5,
      computeCapability: '8.0',
      notes:
        'A100 compute. Sold as PCIe and SXM parts with different bandwidth and power; the catalogs do not say which, so those stay unknown.',
    },
  ),
  defineGpu(
    'h100-94gb-nvl',
    'H100 NVL 94GB',
    'NVIDIA',
    {
      ref: 'learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/ncadsh100v5-series (H100 NVL 94 GB, PCIe form factor); grokipedia.com/page/210100120 (94 GB HBM3, 3.93 TB/s, PCIe 5.0 x16)',
      date: null,
    },
    {
      architecture: 'Hopper (GH100)',
      memoryGiB: 94,
      bandwidthTBps: 3.93,
      interconnect: 'PCIe Gen5 x16; NVLink bridge',
      computeCapability: '9.0',
      releaseYear: 2023,
      notes:
        'Announced 2023-03-21. Power is configurable (350–400 W). Tensor and FP64 rates: the pages found disagree, so they stay unknown.',
    },
  ),
  defineGpu(
    'gh200-96gb',
    'GH200 96GB',
    'NVIDIA',
    {
      ref: 'NVIDIA GH200 Grace Hopper Superchip datasheet (nvdam.widen.net/s/rrgqqnpbz8), table copied at github:atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md',
      date: 'datasheet',
    },
    {
      architecture: 'Hopper (Grace Hopper superchip)',
      memoryGiB: 96,
      bandwidthTBps: 4,
      fp32Tflops: 67,
      tf32Tflops: 494,
      bf16Tflops: 990,
      fp8Tflops: 1979,
      fp64VectorTflops: 34,
      fp64TensorTflops: 67,
      interconnect: 'NVLink-C2C 900 GB/s to the Grace CPU',
      computeCapability: '9.0',
      releaseYear: 2023,
      notes:
        'HBM3 96 GB (Lambda lists 98,304 MiB). Module power 450–1000 W includes the CPU, so no GPU TDP is given.',
    },
  ),
  defineGpu(
    'k40-12gb',
    'Tesla K40',
    'NVIDIA',
    {
      ref: 'pny-europe.com Tesla K40 (12GB GDDR5, 235W, 1.43 / 4.29 TFLOPS); microway.com hpc-tech-tips K40 (288 GB/s, compute capability 3.5)',
      date: '2013',
    },
    {
      architecture: 'Kepler (GK110B)',
      memoryGiB: 12,
      bandwidthTBps: 0.288,
      fp32Tflops: 4.29,
      fp64VectorTflops: 1.43,
      tdpW: 235,
      interconnect: 'PCIe Gen3 x16',
      computeCapability: '3.5',
      releaseYear: 2013,
      notes: 'No tensor cores: no BF16/FP16 tensor rate.',
    },
  ),
  defineGpu('aliyun-h-96gb', 'H 96GB (Alibaba label)', 'other', SRC.forkAliyun, {
    memoryGiB: 96,
    notes:
      'The catalog says only "H 96GB". gpus.csv finds it plausibly an H20, not confirmed; kept as a label with unknown specs.',
  }),
  defineGpu('aliyun-h-e-141gb', 'H-e 141GB (Alibaba label)', 'other', SRC.forkAliyun, {
    memoryGiB: 141,
    notes:
      'The catalog says only "H-e 141GB" (H200-class per the fact check); the model is not named, so specs stay unknown.',
  }),
];
