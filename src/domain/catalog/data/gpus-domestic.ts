/**
 * Accelerators made in China, with what a source states and how far it can be trusted: each
 * figure is graded `vendor` (the vendor or its launch, as reported), `community` (a community
 * table that cites no datasheet) or `measured` (a third party's run). A figure no source gives
 * stays unknown. Vendor is `other`: none of them runs CUDA natively, so every one carries its
 * software caveat (CANN / MindIE / vLLM-Ascend, XPU / vLLM-Kunlun, DTK, NeuWare, MUSA).
 */
import type { GpuInput, Source } from '../schema';
import { defineGpu } from './define-gpu';

/** Where the figures below come from. */
const SOURCES = {
  llmCal: {
    ref: 'github:FlyTOmeLight/llm-cal src/llm_cal/hardware/gpu_database.yaml @4f75d39992dcee6df0867df7e1b33c4c65c9a130',
    date: null,
    note: 'Community table with English and Chinese notes and a spec_source per entry; cites no datasheet for the domestic chips.',
  },
  dcuBench: {
    ref: 'github:wangzy0327/hblas-bench DCU-bench.md @1c09a3478e4fc6909ee607e81d66953c91649fe3',
    date: null,
    note: 'Table of Hygon’s published K100 / K100 AI / BW200 figures, then the author’s rocBLAS GEMM runs on each card.',
  },
  sglangAscend: {
    ref: 'github:sgl-project/sglang docs/platforms/ascend_npu_best_practice.md (and docs/platforms/ascend/ascend_npu_best_practice.md @0229689b)',
    date: null,
    note: '"On A3 each card has 2 dies"; serving runs on Atlas 800I A2 and A3 with TPOT and output tokens/s per card. Read in the revision that prints the "TPOT(ms)" and "Output TPS(per card)" columns and each run\'s launch command and bench_serving result (121,053 characters); later revisions drop the columns. Most runs decode with speculative decoding (EAGLE3 or NEXTN in the launch command), which the app does not model.',
  },
  mlu370Launch: {
    ref: 'guangxilong.com/c/032129635H022.html; rencaizhenjiang.com/news/hard/20220324/124384.html (launch reports of 2022-03-21 quoting Cambricon)',
    date: '2022-03-24',
  },
  s4000Launch: {
    ref: 'io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/; titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm (launch figures, 2023-12)',
    date: '2023-12',
  },
} satisfies Record<string, Source>;

/** How far a figure can be trusted. */
export type FigureGrade = 'vendor' | 'community' | 'measured';

/** One graded figure of a domestic accelerator, with its own source. */
export interface GradedFigure {
  /** The GPU field it fills, or `measured` for a run that fills none. */
  field: keyof GpuInput | 'measured';
  value: string;
  grade: FigureGrade;
  source: Source;
}

const SOFTWARE = {
  ascend:
    'Software: CANN with MindIE, vLLM-Ascend or SGLang’s Ascend images (A2 the most mature); no CUDA, so CUDA-only kernels and quantisations need a port.',
  kunlun:
    'Software: Kunlunxin XPU runtime with baidu/vLLM-Kunlun (releases v0.10.1.1 of 2025-12-24, v0.11.0 of 2026-03-13, P800 only); lags upstream vLLM.',
  hygon:
    'Software: Hygon DTK (a ROCm-like stack, HIP); no open vLLM repository was found, so serving engines come from the vendor’s images.',
  cambricon: 'Software: Cambricon NeuWare with vllm-mlu, which lags upstream vLLM.',
  mthreads: 'Software: MUSA (CUDA-like) with vllm-musa.',
};

/** Domestic accelerators in the GPU table. */
export const domesticGpus: readonly GpuInput[] = [
  defineGpu('ascend-910b-64gb', 'Ascend 910B (64 GB)', 'other', SOURCES.llmCal, {
    architecture: 'Huawei Da Vinci (Ascend 910B)',
    memoryGiB: 64,
    bf16Tflops: 313,
    interconnect: 'HCCS inside a server (8 cards); RoCE between servers',
    releaseYear: 2023,
    notes: `Community figures: 64 GB HBM; FP16 dense 313 TFLOPS for the 910B3 (the bare "910B"), 376 for the B2 and 414 for the B1 — clouds rarely say which, so the lowest training part is used. Memory bandwidth is not stated by a first-party source read here, and the community figures disagree (1.2 or 1.6 TB/s for the 910B3, 1.8 for the B1/B2): unknown, so speed is not rated from it. SGLang's Ascend best practice measured Qwen3-32B W8A8 on an Atlas 800I A2 (2K in / 2K out, 120 concurrent): 2,048 output tokens/s from one 4-card tensor-parallel replica (cards 4–7 of the server), 512 per card, at 45.9 ms TPOT — with EAGLE3 speculative decoding (3 draft steps, 1.69 tokens accepted per step), which the app does not model, so the run is quoted, not used to rate speed; every A2 run there uses EAGLE3. ${SOFTWARE.ascend}`,
  }),
  defineGpu('ascend-910c-128gb', 'Ascend 910C 128GB', 'other', SOURCES.sglangAscend, {
    architecture: 'Huawei Da Vinci (Ascend 910C, two 910B-class dies per card)',
    memoryGiB: 128,
    interconnect: 'HCCS; Atlas 800 A3 server: 8 cards, 16 dies',
    releaseYear: 2025,
    notes: `A card is two dies: vLLM-Ascend describes an A3 server as 64 GB × 16 dies and SGLang says each A3 card has 2 dies, so 128 GB per card (llm-cal’s 64 GB is per die). Compute: about 780 TFLOPS FP16 per card in llm-cal (community, "pending official datasheet") — conflicting, so left unknown. Memory bandwidth: no first-party figure read here (press reports say 3.2 TB/s, one site 1.8 TB/s), so unknown. Measured serving on A3 (SGLang; per card = per two dies, the launch's tp-size is twice the cards): Qwen3-235B-A22B W8A8 on 8 cards, 2K/2K, 790 output tokens/s per card at 54.8 ms TPOT, and DeepSeek-R1 W8A8 PD-disaggregated on 32 cards, 396.8 per card at 48.1 ms — both with speculative decoding (EAGLE3; NEXTN), which the app does not model. Without it: Qwen3-Coder-480B-A35B W8A8, 3.5K/1.5K, 187.5 tokens/s per card on 8 cards (80 concurrent) and 289.8 on 16 (288 concurrent) at about 50 ms; Qwen3-Next-80B-A3B W8A8 on 2 cards, 702.6 per card at 49.9 ms (80 concurrent) — models the app does not list. ${SOFTWARE.ascend}`,
  }),
  defineGpu('kunlunxin-p800-96gb', 'Kunlunxin P800', 'other', SOURCES.llmCal, {
    architecture: 'Kunlunxin XPU (3rd generation)',
    memoryGiB: 96,
    bf16Tflops: 345,
    releaseYear: 2024,
    notes: `Community figures, "partially inferred from public Baidu announcements" (llm-cal): 96 GB HBM, 345 TFLOPS FP16, FP8 supported (no rate given). Bandwidth unknown. baidu/vLLM-Kunlun states that 8 cards serve the 671B DeepSeek models at W8A8. ${SOFTWARE.kunlun}`,
  }),
  defineGpu('hygon-k100-64gb', 'Hygon DCU K100', 'other', SOURCES.dcuBench, {
    architecture: 'Hygon DCU (深算一号, gfx916)',
    memoryGiB: 64,
    fp32Tflops: 24.5,
    bf16Tflops: 100,
    bf16IsFp16: true,
    notes: `Hygon’s figures as tabled: 64 GB, FP16 100 TFLOPS (no BF16, no matrix cores: "No VectorCore"), FP32 and FP64 24.5 TFLOPS, INT8 200 TOPS; bandwidth not given. Measured (same repository, rocBLAS GEMM): FP16 32.9 TFLOPS (a third of the figure), FP32 19.1, FP64 14.9 — plan on the measured rates. ${SOFTWARE.hygon}`,
  }),
  defineGpu('hygon-k100-ai-64gb', 'Hygon DCU K100 AI', 'other', SOURCES.dcuBench, {
    architecture: 'Hygon DCU (深算二号, gfx926)',
    memoryGiB: 64,
    bandwidthTBps: 0.896,
    fp32Tflops: 49,
    tf32Tflops: 98,
    bf16Tflops: 196,
    fp64VectorTflops: 24.5,
    notes: `Hygon’s figures as tabled: 64 GB at 896 GB/s, BF16/FP16 196, TF32 98, FP32 49, FP64 24.5 TFLOPS, INT8 392 TOPS. No measured run. ${SOFTWARE.hygon}`,
  }),
  defineGpu('hygon-bw200-64gb', 'Hygon DCU BW200', 'other', SOURCES.dcuBench, {
    architecture: 'Hygon DCU (深算三号, gfx936)',
    memoryGiB: 64,
    bandwidthTBps: 1.6,
    fp32Tflops: 60,
    tf32Tflops: 240,
    bf16Tflops: 480,
    fp64VectorTflops: 30,
    notes: `Hygon’s figures as tabled: 64 GB at 1.6 TB/s, BF16/FP16 480, TF32 240, FP32 60, FP64 30 TFLOPS, INT8 960 TOPS. Measured (rocBLAS GEMM): FP16 301.8 TFLOPS at the shipped clock, 456.4 after raising it; FP32 58.0, FP64 27.5. ${SOFTWARE.hygon}`,
  }),
  defineGpu('cambricon-mlu370-x8-48gb', 'Cambricon MLU370-X8', 'other', SOURCES.mlu370Launch, {
    architecture: 'Cambricon MLUarch03 (two 思元370 chips)',
    memoryGiB: 48,
    bandwidthTBps: 0.6144,
    fp32Tflops: 32,
    bf16Tflops: 96,
    tdpW: 250,
    interconnect: 'MLU-Link, 200 GB/s per card (bridge of 4 cards); PCIe 4.0 x16',
    releaseYear: 2022,
    notes: `Cambricon’s launch figures: 48 GB LPDDR5 at 614.4 GB/s, FP32 32, FP16 and BF16 96 TFLOPS, INT8 256 TOPS, 250 W. (llm-cal’s "~48 TFLOPS" estimate is contradicted by these.) ${SOFTWARE.cambricon}`,
  }),
  defineGpu('mtt-s4000-48gb', 'Moore Threads MTT S4000', 'other', SOURCES.s4000Launch, {
    architecture: 'MUSA (3rd generation)',
    memoryGiB: 48,
    bandwidthTBps: 0.768,
    fp32Tflops: 25,
    tf32Tflops: 50,
    bf16Tflops: 100,
    interconnect: 'MTLink 1.0, 240 GB/s; PCIe Gen5 x16',
    releaseYear: 2023,
    notes: `Moore Threads’ launch figures: 48 GB GDDR6 (384-bit) at 768 GB/s, FP32 25, TF32 50, FP16/BF16 100 TFLOPS, INT8 200 TOPS. No third-party run found (FlagPerf publishes its results redacted). ${SOFTWARE.mthreads}`,
  }),
];

/** The GPU ids above: accelerators made in China. */
export const DOMESTIC_GPU_IDS: ReadonlySet<string> = new Set(domesticGpus.map((g) => g.id));

/** The figures one source gives at one grade, `{ field: value }` in the order written. */
const graded = (
  grade: FigureGrade,
  source: Source,
  values: Partial<Record<GradedFigure['field'], string>>,
): GradedFigure[] =>
  Object.entries(values).map(([field, value]) => ({
    field: field as GradedFigure['field'],
    value: value as string,
    grade,
    source,
  }));

/** A run DCU-bench measured on a Hygon card (rocBLAS GEMM). */
const dcuBenchRun = (value: string): GradedFigure => ({
  field: 'measured',
  value,
  grade: 'measured',
  source: SOURCES.dcuBench,
});

/** Each stated figure of the rows above with its grade and source. */
export const DOMESTIC_FIGURES: Readonly<Record<string, readonly GradedFigure[]>> = {
  'ascend-910b-64gb': [
    ...graded('community', SOURCES.llmCal, {
      memoryGiB: '64 GB',
      bf16Tflops: '313 (B3) – 414 (B1) FP16',
    }),
    ...graded('measured', SOURCES.sglangAscend, {
      measured:
        'Qwen3-32B W8A8, one 4-card replica on an A2 server, EAGLE3 speculative decoding: 512 tok/s per card, TPOT 45.9 ms',
    }),
  ],
  'ascend-910c-128gb': [
    ...graded('measured', SOURCES.sglangAscend, {
      memoryGiB: '128 GB (2 × 64 GB dies)',
      measured:
        'Qwen3-235B-A22B W8A8, 8 × A3, EAGLE3 speculative decoding: 790 tok/s per card, TPOT 54.8 ms',
    }),
    {
      field: 'measured',
      value:
        'Qwen3-Coder-480B-A35B W8A8, 16 × A3, no speculative decoding: 289.8 tok/s per card, TPOT 50.3 ms',
      grade: 'measured',
      source: SOURCES.sglangAscend,
    },
  ],
  'kunlunxin-p800-96gb': graded('community', SOURCES.llmCal, {
    memoryGiB: '96 GB',
    bf16Tflops: '345 FP16 (partly inferred)',
  }),
  'hygon-k100-64gb': [
    ...graded('vendor', SOURCES.dcuBench, {
      memoryGiB: '64 GB',
      bf16Tflops: '100 FP16',
      fp32Tflops: '24.5',
    }),
    dcuBenchRun('rocBLAS FP16 GEMM 32.9 TFLOPS'),
  ],
  'hygon-k100-ai-64gb': graded('vendor', SOURCES.dcuBench, {
    memoryGiB: '64 GB',
    bandwidthTBps: '896 GB/s',
    bf16Tflops: '196',
    tf32Tflops: '98',
    fp32Tflops: '49',
    fp64VectorTflops: '24.5',
  }),
  'hygon-bw200-64gb': [
    ...graded('vendor', SOURCES.dcuBench, {
      memoryGiB: '64 GB',
      bandwidthTBps: '1.6 TB/s',
      bf16Tflops: '480',
      tf32Tflops: '240',
      fp32Tflops: '60',
      fp64VectorTflops: '30',
    }),
    dcuBenchRun('rocBLAS FP16 GEMM 456.4 TFLOPS'),
  ],
  'cambricon-mlu370-x8-48gb': graded('vendor', SOURCES.mlu370Launch, {
    memoryGiB: '48 GB LPDDR5',
    bandwidthTBps: '614.4 GB/s',
    bf16Tflops: '96 BF16/FP16',
    fp32Tflops: '32',
    tdpW: '250 W',
  }),
  'mtt-s4000-48gb': graded('vendor', SOURCES.s4000Launch, {
    memoryGiB: '48 GB GDDR6',
    bandwidthTBps: '768 GB/s',
    bf16Tflops: '100 FP16/BF16',
    tf32Tflops: '50',
    fp32Tflops: '25',
  }),
};
