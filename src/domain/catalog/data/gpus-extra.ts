import type { GpuInput } from '../schema';
import { defineGpu, GA100 } from './define-gpu';
import { SRC } from './sources';

const V100_DATASHEET =
  'NVIDIA volta-v100-datasheet-update-us-1165301-r5.pdf (via github:Lightning-AI/pytorch-lightning _GPU_AVAILABLE_FLOPS)';
const OTC_P2S = `${SRC.huaweiFlavors.ref} (P2s: V100 PCIe Gen3, 32 GiB, 14 FP32 / 7 FP64 / 112 tensor TFLOPS, 900 GB/s)`;
/** How the Ampere workstation rows were checked: NVIDIA's A40 datasheet gives 149.7 dense for 336 tensor cores at 1,740 MHz, i.e. 256 FLOP per core per clock. */
const AMPERE_CHECK =
  'tensor cores × boost clock × 256 FLOP per clock gives the same dense figure, as for the A40 datasheet';
const A800_DB =
  'hmc-tech.com/gpu/nvidia-a800-40gb-vs-nvidia-t4; siliconcat.net/gpu/nvidia-a800-pcie-40-gb';

/**
 * Alibaba's own instance-family pages, which give figures for some masked GPU labels without
 * naming the GPU model. Read in stored copies; the copies show no page date.
 */
const ALIYUN_GPU_PAGES = {
  ref: 'help.aliyun.com ECS docs "GPU计算型实例规格族" (sections gn9gc, gn8v/gn8v-tee) and alibabacloud.com/help/en/ecs/user-guide/overview-of-instance-families (sections gn8v, ebmgn8v, ebmgn9ge, ebmgn9gc), as stored public copies read 2026-12-04',
  date: null,
  note: 'As Alibaba publishes; GPU model not named. The page carries no date of its own.',
};

/** Alibaba's own GPU labels: the catalog states memory only; no source says which GPU they are. */
function aliyunLabels(rows: readonly (readonly [string, string, number, string])[]): GpuInput[] {
  return rows.map(([id, name, memoryGiB, families]) =>
    defineGpu(id, name, 'other', SRC.forkAliyun, {
      memoryGiB,
      notes: `Alibaba's own label (families ${families}); neither the catalog nor a public source read here names the GPU model, so bandwidth and compute stay unknown and these offers are not ranked by speed.`,
    }),
  );
}

/**
 * Alibaba's labels whose memory its catalog publishes (the SkyPilot-format fork's GpuInfo) and
 * nothing else: ranked on memory fit, their speed unknown (`memoryOnly`).
 */
function aliyunMemoryOnly(
  rows: readonly (readonly [string, string, number, string])[],
): GpuInput[] {
  return rows.map(([id, name, memoryGiB, families]) =>
    defineGpu(id, name, 'other', SRC.forkAliyun, {
      memoryGiB,
      memoryOnly: true,
      notes: `Alibaba's own label (families ${families}); the catalog gives ${memoryGiB} GB per GPU and no public source read here names the GPU model, so bandwidth and compute stay unknown. Ranked on memory fit at the slowest speed the ranking knows, so it never wins on speed.`,
    }),
  );
}

/** V100 PCIe datasheet figures, the same for 16 and 32 GB (FP16 tensor: Volta has no BF16). */
const V100_PCIE = {
  bandwidthTBps: 0.9,
  fp32Tflops: 14,
  bf16Tflops: 112,
  bf16IsFp16: true,
  fp64VectorTflops: 7,
  tdpW: 250,
  interconnect: 'PCIe Gen3',
  computeCapability: '7.0',
} as const;

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
      ...V100_PCIE,
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
      ...V100_PCIE,
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
      ref: 'tomshardware.com/pc-components/gpus/new-nvidia-ai-gpus-designed-to-get-around-us-export-bans-come-to-china-h20-l20-and-l2-to-fill-void-left-by-restricted-models (specification table from the L20 PCIe listing; tensor rates); topcpu.net/en/gpu-c/a40-pcie-vs-l20; technical.city/pl/video/L20 (GPU database pages: FP32, clocks, TDP)',
      date: '2024-02 (article); pages undated',
    },
    {
      architecture: 'Ada Lovelace (AD102)',
      memoryGiB: 48,
      bandwidthTBps: 0.864,
      fp32Tflops: 59.35,
      tf32Tflops: 59.8,
      bf16Tflops: 119.5,
      fp8Tflops: 239,
      tdpW: 275,
      interconnect: 'PCIe 4.0 x16',
      computeCapability: '8.9',
      releaseYear: 2023,
      notes:
        'Tensor rates as listed for the China-market L20 (BF16/FP16 119.5, FP8 239, TF32 59.8 TFLOPS; dense, a third of the L40S, as the H20 figures in the same table are); FP64 not stated: left unknown.',
    },
  ),
  defineGpu(
    'a800-40gb',
    'A800 40GB',
    'NVIDIA',
    { ref: A800_DB, date: 'pages undated' },
    {
      ...GA100,
      memoryGiB: 40,
      tdpW: 250,
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
      ...GA100,
      memoryGiB: 80,
      notes:
        'A100 compute. Sold as PCIe and SXM parts with different bandwidth and power; the catalogs do not say which, so those stay unknown.',
    },
  ),
  defineGpu(
    'h100-94gb-nvl',
    'H100 NVL 94GB',
    'NVIDIA',
    {
      ref: 'NVIDIA H100 Tensor Core GPU datasheet, H100 NVL column (per GPU: 94 GB, 3.9 TB/s, FP64 30, FP64 tensor 60, FP32 60, TF32 835*, BF16/FP16 1,671*, FP8 3,341*, 350–400 W; * with sparsity); learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/ncadsh100v5-series (H100 NVL 94 GB, PCIe form factor); grokipedia.com/page/210100120 (94 GB HBM3, 3.93 TB/s, PCIe 5.0 x16)',
      date: 'datasheet (2023-2024)',
    },
    {
      architecture: 'Hopper (GH100)',
      memoryGiB: 94,
      bandwidthTBps: 3.93,
      fp32Tflops: 60,
      tf32Tflops: 417.5,
      bf16Tflops: 835.5,
      fp8Tflops: 1670.5,
      fp64VectorTflops: 30,
      fp64TensorTflops: 60,
      tdpW: 400,
      interconnect: 'PCIe Gen5 x16; NVLink bridge 600 GB/s',
      computeCapability: '9.0',
      releaseYear: 2023,
      notes:
        "Announced 2023-03-21. Dense = the datasheet's sparse figure ÷ 2. Pages disagree because NVIDIA's first NVL brief quoted the pair of bridged cards and some tables (e.g. github:lamonoai/gpumap) repeat the SXM column; the per-GPU datasheet column is used. Power configurable 350–400 W (400 used).",
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
  defineGpu(
    'rtx-a6000-48gb',
    'RTX A6000',
    'NVIDIA',
    {
      ref: `NVIDIA RTX A6000 datasheet (48 GB GDDR6, 768 GB/s, 38.7 TFLOPS FP32, tensor 309.7 TFLOPS with sparsity, 300 W, NVLink 112.5 GB/s); sysrqmts.com/es/gpus/compare/nvidia-rtx-a6000-vs-nvidia-tesla-p40 (768 GB/s, 300 W, CUDA 8.6); sipoch.com/en/article/300330018665596 (768 GB/s, 38.7 TFLOPS); github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (same figures, dense and sparse)`,
      date: 'datasheet (2020)',
    },
    {
      architecture: 'Ampere (GA102)',
      memoryGiB: 48,
      bandwidthTBps: 0.768,
      fp32Tflops: 38.7,
      bf16Tflops: 154.8,
      tdpW: 300,
      interconnect: 'PCIe Gen4 x16; NVLink bridge 112.5 GB/s (2 cards)',
      computeCapability: '8.6',
      releaseYear: 2020,
      notes: `Dense BF16/FP16 = the datasheet's sparse tensor figure ÷ 2 (${AMPERE_CHECK}). FP64 (1:32, about 1.2 TFLOPS per GPU databases) is not in the datasheet: left unknown.`,
    },
  ),
  defineGpu(
    'a40-48gb',
    'A40',
    'NVIDIA',
    {
      ref: 'NVIDIA A40 datasheet table copied at ecer.com/corp/details-uuuedqa-p1bsay9 (48 GB GDDR6, 696 GB/s, FP32 37.4, TF32 74.8 | 149.6*, BF16 149.7 | 299.4*, 300 W, NVLink 112.5 GB/s; * = sparsity); hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40; gpu.spicedreamphone.com/en/gpu/nvidia/a40-pcie (CUDA 8.6)',
      date: 'datasheet (2020)',
    },
    {
      architecture: 'Ampere (GA102)',
      memoryGiB: 48,
      bandwidthTBps: 0.696,
      fp32Tflops: 37.4,
      tf32Tflops: 74.8,
      bf16Tflops: 149.7,
      tdpW: 300,
      interconnect: 'PCIe Gen4 x16; NVLink bridge 112.5 GB/s (2 cards)',
      computeCapability: '8.6',
      releaseYear: 2020,
      notes:
        'Dense figures as the datasheet prints them (sparse ones halved). FP64 (1:32, 0.59 TFLOPS per hmc-tech) is not in the datasheet: left unknown.',
    },
  ),
  defineGpu(
    'b200-180gb',
    'B200',
    'NVIDIA',
    {
      ref: 'NVIDIA Blackwell datasheet, HGX B200 column (per GPU: 180 GB HBM3e, 7.7 TB/s, FP32 75, TF32 2.2 PF, BF16 4.5 PF, FP8 9 PF, FP64/FP64 tensor 37 TFLOPS, up to 1,000 W, NVLink 5 1.8 TB/s; tensor figures with sparsity), table copied at zdszero.github.io/Computer/Artificial_Intelligence/Hardware.html; glennklockwood.com/garden/processors/B200 (HGX B200 dense vs sparse: BF16 2,250 | 4,500, FP8 4,500 | 9,000); docs.vultr.com inference-cookbook hardware-overview (sm_100)',
      date: 'datasheet (2024-2025)',
    },
    {
      architecture: 'Blackwell (GB100, dual die)',
      memoryGiB: 180,
      bandwidthTBps: 7.7,
      fp32Tflops: 75,
      tf32Tflops: 1100,
      bf16Tflops: 2250,
      fp8Tflops: 4500,
      fp64VectorTflops: 37,
      fp64TensorTflops: 37,
      tdpW: 1000,
      interconnect: 'NVLink 5, 1.8 TB/s per GPU (HGX, NVSwitch)',
      computeCapability: '10.0',
      releaseYear: 2024,
      notes:
        'HGX B200 (8-GPU board) figures; dense = datasheet sparse ÷ 2. Earlier datasheet revisions and pages list 8 TB/s and 40 TFLOPS FP64; the later HGX column (7.7 TB/s, 37) is used.',
    },
  ),
  // Cards OCI's and Verda's v8 catalog files list. Memory as the files give it (MiB ÷ 1024).
  defineGpu(
    'b300-262gb',
    'B300',
    'NVIDIA',
    {
      ref: 'glennklockwood.com/garden/processors/B300 (HGX B300, NVIDIA figures: 288 GB HBM3e, 8 TB/s max, dense FP32 75, TF32 1,125, BF16 2,250, FP8 4,500, FP64 1.25 TFLOPS; 1,400 W max)',
      date: null,
    },
    {
      architecture: 'Blackwell Ultra (dual die)',
      memoryGiB: 262,
      bandwidthTBps: 8,
      fp32Tflops: 75,
      tf32Tflops: 1125,
      bf16Tflops: 2250,
      fp8Tflops: 4500,
      fp64VectorTflops: 1.25,
      fp64TensorTflops: 1.25,
      tdpW: 1400,
      interconnect: 'NVLink 5 (HGX, NVSwitch)',
      releaseYear: 2025,
      notes:
        'HGX B300 dense figures. NVIDIA gives 288 GB per GPU; the catalog files list 268,288 MiB (Verda) and 268,800 MiB (OCI), kept as listed. Almost no FP64: not an HPC part.',
    },
  ),
  defineGpu(
    'gb300-278gb',
    'GB300',
    'NVIDIA',
    {
      ref: 'glennklockwood.com/garden/processors/B300 (GB300 NVL72 as advertised: 20 TB of HBM at 576 TB/s across 72 GPUs, so 576 ÷ 72 = 8 TB/s per GPU)',
      date: null,
    },
    {
      architecture: 'Blackwell Ultra',
      memoryGiB: 278,
      bandwidthTBps: 8,
      notes:
        'Bandwidth per GPU = the rack figure ÷ 72. No per-GPU compute figure for the GB300 part was read, so training and HPC speed stay unknown. The host CPU is NVIDIA Grace (Arm).',
    },
  ),
  defineGpu(
    'mi355x-288gb',
    'Instinct MI355X',
    'AMD',
    {
      ref: 'theregister.com/2025/06/12/amd_mi355x (AMD launch figures: 288 GB HBM3E, 8 TBps, 1.4 kW, liquid-cooled); aiwiki.ai/wiki/amd_instinct_mi355x (288 GB, 8 TB/s, 1,400 W, CDNA 4)',
      date: '2025-06-12',
    },
    {
      architecture: 'CDNA 4',
      memoryGiB: 288,
      bandwidthTBps: 8,
      tdpW: 1400,
      releaseYear: 2025,
      notes:
        'Only memory and bandwidth were read from sources that agree; the pages read disagree on whether the FP8 figures are dense or sparse, so compute rates stay unknown (training and HPC not ranked; inference rated from bandwidth).',
    },
  ),
  defineGpu(
    'rtx-pro-6000-96gb',
    'RTX PRO 6000 Blackwell',
    'NVIDIA',
    {
      ref: 'NVIDIA GTC 2025 announcement as reported by gpu.name/posts/nvidia-unveils-rtx-pro-6000-blackwell-gpu-with-24-064-cores-and-96gb-memory (96 GB GDDR7, 512-bit, 1,792 GB/s, 600 W) and topcpu.net (up to 125 TFLOPS FP32, 28 Gbps on a 512-bit bus)',
      date: '2025-03-18',
    },
    {
      architecture: 'Blackwell (GB202)',
      memoryGiB: 96,
      bandwidthTBps: 1.792,
      fp32Tflops: 125,
      tdpW: 600,
      interconnect: 'PCIe Gen5, no NVLink',
      releaseYear: 2025,
      notes:
        'Workstation figures; the Server Edition OCI and Verda rent shares the chip and memory. No dense BF16 figure was read, so training speed stays unknown; inference is rated from bandwidth.',
    },
  ),
  defineGpu(
    'rtx-6000-ada-48gb',
    'RTX 6000 Ada',
    'NVIDIA',
    {
      ref: 'NVIDIA RTX 6000 Ada Generation datasheet table copied at github:atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/rtx6000ada_specs.md (48 GB GDDR6, 960 GB/s, 91.1 TFLOPS FP32, tensor 1,457.0 TFLOPS = FP8 with sparsity, 300 W, no NVLink); heise.de RTX 6000 launch (Dec 2022)',
      date: 'datasheet (2022)',
    },
    {
      architecture: 'Ada Lovelace (AD102)',
      memoryGiB: 48,
      bandwidthTBps: 0.96,
      fp32Tflops: 91.1,
      bf16Tflops: 364.25,
      fp8Tflops: 728.5,
      tdpW: 300,
      interconnect: 'PCIe Gen4 x16; no NVLink',
      computeCapability: '8.9',
      releaseYear: 2022,
      notes:
        'The datasheet gives only FP8 with sparsity (1,457): FP8 dense = 728.5, BF16/FP16 dense = half of that (Ada runs FP8 at twice the FP16 rate; the L40S row, same AD102, reads 733 / 362). FP64 not in the datasheet.',
    },
  ),
  defineGpu(
    'rtx-a4000-16gb',
    'RTX A4000',
    'NVIDIA',
    {
      ref: 'NVIDIA RTX A4000 datasheet table copied at ecer.com/corp/details-uuuedqa-p1bsb03 (16 GB GDDR6, 448 GB/s, 19.2 TFLOPS FP32, tensor 153.4 TFLOPS with sparsity, 140 W, PCIe 4.0 x16); sysrqmts.com/ko/gpus/compare/nvidia-rtx-a4000-vs-nvidia-tesla-t4 (CUDA 8.6); github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (same figures, dense and sparse)',
      date: 'datasheet (2021)',
    },
    {
      architecture: 'Ampere (GA104)',
      memoryGiB: 16,
      bandwidthTBps: 0.448,
      fp32Tflops: 19.2,
      bf16Tflops: 76.7,
      tdpW: 140,
      interconnect: 'PCIe Gen4 x16; no NVLink',
      computeCapability: '8.6',
      releaseYear: 2021,
      notes: `Dense BF16/FP16 = 153.4 ÷ 2 (${AMPERE_CHECK}). FP64 not in the datasheet.`,
    },
  ),
  defineGpu(
    'rtx-a4500-20gb',
    'RTX A4500',
    'NVIDIA',
    {
      ref: 'NVIDIA RTX A4500 datasheet (20 GB GDDR6, 640 GB/s, 23.7 TFLOPS FP32, tensor 189.2 TFLOPS with sparsity, 200 W, NVLink 112.5 GB/s); topcpu.net/en/gpu-c/tesla-k40m-vs-rtx-a4500 (640 GB/s, 23.65 TFLOPS, 200 W, CUDA 8.6); cputronic.com/fr/gpu/nvidia-rtx-a4500 (Nov 2021); github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (same figures, dense and sparse)',
      date: 'datasheet (2021)',
    },
    {
      architecture: 'Ampere (GA102)',
      memoryGiB: 20,
      bandwidthTBps: 0.64,
      fp32Tflops: 23.7,
      bf16Tflops: 94.6,
      tdpW: 200,
      interconnect: 'PCIe Gen4 x16; NVLink bridge (2 cards)',
      computeCapability: '8.6',
      releaseYear: 2021,
      notes: `Dense BF16/FP16 = 189.2 ÷ 2 (${AMPERE_CHECK}). FP64 not in the datasheet.`,
    },
  ),
  defineGpu(
    'rtx-a5000-24gb',
    'RTX A5000',
    'NVIDIA',
    {
      ref: 'NVIDIA RTX A5000 datasheet (24 GB GDDR6, 768 GB/s, 27.8 TFLOPS FP32, tensor 222.2 TFLOPS with sparsity, 230 W, NVLink 112.5 GB/s); topcpu.net/en/gpu-c/tesla-t4-vs-rtx-a5000 (768 GB/s, 27.77 TFLOPS, 230 W, Apr 2021); github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (same figures, dense and sparse)',
      date: 'datasheet (2021)',
    },
    {
      architecture: 'Ampere (GA102)',
      memoryGiB: 24,
      bandwidthTBps: 0.768,
      fp32Tflops: 27.8,
      bf16Tflops: 111.1,
      tdpW: 230,
      interconnect: 'PCIe Gen4 x16; NVLink bridge (2 cards)',
      computeCapability: '8.6',
      releaseYear: 2021,
      notes: `Dense BF16/FP16 = 222.2 ÷ 2 (${AMPERE_CHECK}). FP64 not in the datasheet.`,
    },
  ),
  defineGpu(
    'rtx-4000-ada-20gb',
    'RTX 4000 Ada',
    'NVIDIA',
    {
      ref: 'github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (table of NVIDIA datasheet figures, * = with sparsity: RTX 4000 Ada AD104, 20 GB GDDR6, 360 GB/s, 130 W, FP32 27, BF16 tensor with FP32 accumulate 107 | 214*, FP8 214 | 428*, CUDA 8.9); huggingface.co/datasets/ohdoking/gpu_spec data/nvidia_gpu.csv (26.73 TFLOPS FP32, 130 W); siliconcat.net/gpu/nvidia-rtx-4000-ada-generation (Aug 2023, 192 tensor cores)',
      date: 'table undated; datasheet 2023',
    },
    {
      architecture: 'Ada Lovelace (AD104)',
      memoryGiB: 20,
      bandwidthTBps: 0.36,
      fp32Tflops: 26.7,
      bf16Tflops: 107,
      fp8Tflops: 214,
      tdpW: 130,
      interconnect: 'PCIe Gen4 x16; no NVLink',
      computeCapability: '8.9',
      releaseYear: 2023,
      notes:
        'Dense figures from the table (sparse ÷ 2); they agree with 192 tensor cores × 2,175 MHz × 512 FP8 FLOP per clock (the RTX 6000 Ada rate per core). FP64 is not in the datasheet.',
    },
  ),
  defineGpu(
    'rtx-5880-ada-48gb',
    'RTX 5880 Ada',
    'NVIDIA',
    {
      ref: 'nvidia.com/en-us/products/workstations/rtx-5880/ (48 GB GDDR6 ECC, 384-bit, 960 GB/s, 285 W, PCIe Gen4, released 2024), as transcribed in two public GPU tables found through the code index (the NVIDIA page itself was not read); a public CUDA reference table of dense Tensor Core rates (RTX 5880 Ada: 69.3 FP32, 277.1 BF16/FP16, 554.2 FP8, 960 GB/s, 285 W; its RTX 6000 Ada row, 728.5 FP8, matches the datasheet) and a second table with FP8 dense 554, both found through the code index, which does not name their repositories; huggingface.co/hardware/rtx-5880-ada (48 GB, 69.3 TFLOPS FP32, 285 W, 2024)',
      date: 'pages undated',
    },
    {
      architecture: 'Ada Lovelace (AD102)',
      memoryGiB: 48,
      bandwidthTBps: 0.96,
      fp32Tflops: 69.3,
      bf16Tflops: 277.1,
      fp8Tflops: 554.2,
      tdpW: 285,
      interconnect: 'PCIe Gen4 x16; no NVLink',
      computeCapability: '8.9',
      releaseYear: 2024,
      notes:
        "Secondary sources only: NVIDIA's datasheet was not read, so check these against it. They agree with the silicon: 110 SMs × 4 = 440 tensor cores × 2,460 MHz × 512 FP8 FLOP per clock = 554.2 (the RTX 6000 Ada rate per core), BF16 half of that; 384 bits of 20 Gbps GDDR6 = 960 GB/s.",
    },
  ),
  defineGpu(
    'rtx-6000-24gb',
    'Quadro RTX 6000',
    'NVIDIA',
    {
      ref: 'NVIDIA Quadro RTX 6000 datasheet (24 GB GDDR6, 672 GB/s, 16.3 TFLOPS FP32, 130.5 TFLOPS FP16 tensor, NVLink 100 GB/s); chip.pl/2018/10/bestia-dla-profesjonalistow-quadro-rtx-6000 (16.3 FP32, 32.6 FP16, max 295 W, NVLink); sysrqmts.com/fr/gpus/compare/nvidia-a40-pcie-vs-nvidia-quadro-rtx-6000 (672 GB/s, Aug 2018)',
      date: 'datasheet (2018)',
    },
    {
      architecture: 'Turing (TU102)',
      memoryGiB: 24,
      bandwidthTBps: 0.672,
      fp32Tflops: 16.3,
      bf16Tflops: 130.5,
      bf16IsFp16: true,
      tdpW: 295,
      interconnect: 'PCIe Gen3 x16; NVLink bridge 100 GB/s (2 cards)',
      computeCapability: '7.5',
      releaseYear: 2018,
      notes:
        'FP16 tensor (Turing has no BF16); 576 tensor cores × 1,770 MHz × 128 FLOP per clock = 130.5, the datasheet figure (no sparsity on Turing). FP64 not in the datasheet.',
    },
  ),
  defineGpu(
    'a30-24gb',
    'A30',
    'NVIDIA',
    {
      ref: 'NVIDIA A30 datasheet (24 GB HBM2, 933 GB/s, FP64 5.2, FP64 tensor 10.3, FP32 10.3, TF32 82, BF16 165 TFLOPS dense, 165 W, NVLink 200 GB/s); github:lamonoai/gpumap nvidia/GPU.md @8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 (same figures, dense and sparse)',
      date: 'datasheet (2021)',
    },
    {
      architecture: 'Ampere (GA100)',
      memoryGiB: 24,
      bandwidthTBps: 0.933,
      fp32Tflops: 10.3,
      tf32Tflops: 82,
      bf16Tflops: 165,
      fp64VectorTflops: 5.2,
      fp64TensorTflops: 10.3,
      tdpW: 165,
      interconnect: 'PCIe Gen4 x16; NVLink bridge 200 GB/s',
      computeCapability: '8.0',
      releaseYear: 2021,
      notes:
        "The figures agree with GA100's rates: 224 tensor cores × 1,440 MHz × 512 FLOP per clock = 165 BF16 (the A100 row: 432 × 1,410 MHz × 512 = 312), FP64 tensor 1/16 of that.",
    },
  ),
  defineGpu(
    'p40-24gb',
    'Tesla P40',
    'NVIDIA',
    {
      ref: 'servethehome.com/nvidia-tesla-p4-tesla-p40-launched (NVIDIA launch table: 12 TFLOPS FP32, 47 INT8 TOPS, 24 GB GDDR5, 346 GB/s, 250 W); cpu-gpu.alldbin.com/videocard/Tesla-P40.html (GP102, CUDA 6.1, Sept 2016)',
      date: '2016 launch',
    },
    {
      architecture: 'Pascal (GP102)',
      memoryGiB: 24,
      bandwidthTBps: 0.346,
      fp32Tflops: 12,
      tdpW: 250,
      interconnect: 'PCIe Gen3 x16; no NVLink',
      computeCapability: '6.1',
      releaseYear: 2016,
      notes:
        'No tensor cores and FP16 at 1/64 rate (about 0.18 TFLOPS per gpuark.com): there is no BF16/FP16 training rate, so training speed stays unknown. FP64 (1:32) is not in the launch table.',
    },
  ),
  defineGpu(
    'p4-8gb',
    'Tesla P4',
    'NVIDIA',
    {
      ref: 'servethehome.com/nvidia-tesla-p4-tesla-p40-launched (NVIDIA launch table: 5.5 TFLOPS FP32, 22 INT8 TOPS, 8 GB GDDR5, 192 GB/s, 50 W or higher); cpu-gpu.alldbin.com Tesla-P4-and-Tesla-P40 comparison (GP104, CUDA 6.1, 75 W)',
      date: '2016 launch',
    },
    {
      architecture: 'Pascal (GP104)',
      memoryGiB: 8,
      bandwidthTBps: 0.192,
      fp32Tflops: 5.5,
      tdpW: 75,
      interconnect: 'PCIe Gen3 x16; no NVLink',
      computeCapability: '6.1',
      releaseYear: 2016,
      notes:
        'Board power 50 W or 75 W by configuration (75 W used). No tensor cores: no BF16/FP16 training rate, so training speed stays unknown.',
    },
  ),
  defineGpu(
    'p100-16gb',
    'Tesla P100 16GB',
    'NVIDIA',
    {
      ref: 'tech4gamers.com/nvidia-tesla-p100-will-be-available-in-two-variants-of-16gb-12gb-hbm2 (NVIDIA table: 16 GB HBM2 at 720 GB/s for both the PCIe and NVLink cards; PCIe 9.3 / 18.7 / 4.7, NVLink 10.6 / 21.2 / 5.3 TFLOPS FP32 / FP16 / FP64); cputronic.com/gpu/nvidia-tesla-p100-pcie-16-gb (June 2016)',
      date: '2016 launch',
    },
    {
      architecture: 'Pascal (GP100)',
      memoryGiB: 16,
      bandwidthTBps: 0.72,
      computeCapability: '6.0',
      releaseYear: 2016,
      notes:
        'Alibaba lists "P100 16GB" without form factor: PCIe (9.3 FP32, 18.7 FP16, 4.7 FP64 TFLOPS, 250 W) and SXM2 (10.6 / 21.2 / 5.3, 300 W) differ, so compute rates and power stay unknown; bandwidth is the same for both. No tensor cores.',
    },
  ),
  defineGpu(
    'aliyun-h-96gb',
    'H 96GB (Alibaba label)',
    'other',
    {
      ...ALIYUN_GPU_PAGES,
      note: `${ALIYUN_GPU_PAGES.note} BF16 from the H20 row (willitrunai H20 spec page), as the GPU is inferred to be an H20.`,
    },
    {
      memoryGiB: 96,
      bandwidthTBps: 4,
      fp32Tflops: 39.5,
      bf16Tflops: 148,
      notes:
        "As Alibaba publishes; GPU model not named. Alibaba's gn8v / ebmgn8v sections give each GPU 96 GB of HBM3 at up to 4 TB/s, 39.5 TFLOPS FP32 and 900 GB/s NVLink, and say FP8 is supported without a figure. Inferred to be the H20: 96 GB of HBM3 at 4.0 TB/s with 900 GB/s NVLink are the H20's datasheet figures and no other part's, and users' run logs name gn8v as H20. BF16 148 TFLOPS (dense) is therefore the H20's, not Alibaba's; FP8 and FP64 stay unknown.",
    },
  ),
  defineGpu('aliyun-h-e-141gb', 'H-e 141GB (Alibaba label)', 'other', SRC.forkAliyun, {
    memoryGiB: 141,
    memoryOnly: true,
    notes:
      'The catalog says only "H-e 141GB" (H200-class per the fact check); the model is not named, so specs stay unknown. Ranked on memory fit at the slowest speed the ranking knows, so it never wins on speed.',
  }),
  defineGpu('l20n-72gb', 'L20N 72G (Alibaba label)', 'other', ALIYUN_GPU_PAGES, {
    architecture: 'Blackwell',
    memoryGiB: 72,
    bandwidthTBps: 1.344,
    fp32Tflops: 52,
    tf32Tflops: 126,
    bf16Tflops: 266,
    fp8Tflops: 530,
    interconnect: 'PCIe Gen5 x16',
    notes:
      "As Alibaba publishes; GPU model not named. Alibaba's gn9gc, ebmgn9gc and ebmgn9ge sections give one Blackwell GPU: 72 GB at 1,344 GB/s, TF32 126, FP32 52, FP16/BF16 266, FP8/INT8 530 TFLOPS (the Chinese page; the English page says 533), FP4 970, PCIe Gen5 x16 at 128 GB/s with P2P. No FP64 figure is published, so HPC speed stays unknown.",
  }),
  ...aliyunMemoryOnly([
    ['aliyun-g39-24gb', 'G39 (Alibaba label)', 24, 'gn7t / ebmgn7t'],
    ['aliyun-g49-24gb', 'G49 (Alibaba label)', 24, 'gn8t / ebmgn8t / ebmgn8ts'],
    ['aliyun-g49e-48gb', 'G49E (Alibaba label)', 48, 'gn8te / ebmgn8te'],
    ['aliyun-g59-32gb', 'G59 (Alibaba label)', 32, 'gn9t / ebmgn9t'],
    ['l20n-48gb', 'L20N 48G (Alibaba label)', 48, 'gn9g'],
  ]),
  ...aliyunLabels([
    ['aliyun-v8-48gb', 'v8 (Alibaba vGPU label)', 48, 'sgn8ia (vGPU slices v8-2G … v8-48G)'],
    ['a910x-48gb', 'A910X (Alibaba label)', 48, 'ebmgp7i / ebmgp7ix'],
    ['vg1000-64gb', 'VG1000 (Alibaba label)', 64, 'av8m'],
  ]),
  defineGpu('ga107-16gb', 'GA107', 'NVIDIA', SRC.forkAliyun, {
    memoryGiB: 16,
    notes:
      'Alibaba gn7r (Arm) names only the GA107 chip with 16 GB. GA107 is used by several products (A2, A16 per GPU, T-series laptops) with different clocks and memory, so which card it is, and its speed, stay unknown.',
  }),
  defineGpu('firepro-s7150-8gb', 'FirePro S7150', 'AMD', SRC.forkAliyun, {
    memoryGiB: 8,
    notes:
      'Alibaba ga1 sells it as MxGPU slices for graphics; no AMD datasheet was read, so bandwidth and compute stay unknown (no tensor or BF16 units: not a training GPU).',
  }),
  defineGpu(
    'intel-sg1',
    'Intel Server GPU SG1',
    'other',
    { ref: `${SRC.forkAliyun.ref}; ${SRC.forkTencent.ref}`, date: null },
    {
      notes:
        'Alibaba ebmgi6s and Tencent GI1 list "intel SG1" without memory. The SG1 board carries four Xe-LP GPUs for media transcoding; no Intel figures for memory, bandwidth or compute were read, so all stay unknown.',
    },
  ),
];
