/**
 * Published serving measurements the estimates are checked against (the README's validation
 * table, `tests/unit/engine/validation.test.ts`): each user's decode speed, and the replica's
 * output tokens/s, on a stated setup (model, precision, GPUs, prompt and answer lengths,
 * concurrent users). Rows from the project's reference table of LLM throughput
 * (`llm-throughput.csv`) and from the InferenceX (InferenceMAX) benchmark's published results,
 * each with its source, date and setup, and GPUStack's performance-lab runs of vLLM and SGLang
 * (`measurements-burst.ts`). `model` is a catalog id, or a size in billions for
 * models outside the catalog.
 *
 * Split, declared before any fitting: a row is held out when the FNV-1a hash of its key
 * (`label|gpu|gpus|users|in|out|framework`, see {@link measurementKey}) is odd. The serving
 * efficiencies (`assumptions.ts`) are fitted on the other rows only; the held-out rows report
 * the error. Rows marked `calibration` stay in the fitted part whatever their hash.
 */
import type { AmdReleaseId, Precision, ServingStackId } from '../vocabulary';
import { BURST_ROWS, burstMeasurement } from './measurements-burst';

export interface DecodeMeasurement {
  /** Model as published. */
  label: string;
  /**
   * The label the row's split was declared with, where the label has changed since (the split
   * must not move when a row is renamed).
   */
  splitLabel?: string;
  /** What the link's `model` would hold. */
  model: string | number;
  prec: Precision;
  /** GPU id in the catalog, GPUs of one replica (tensor-parallel), their link. */
  gpu: string;
  gpus: number;
  link: 'nvlink' | 'pcie' | null;
  /** Concurrent sequences, and input + output tokens of each. */
  users: number;
  inputTokens: number;
  outputTokens: number;
  /** Measured output tokens/s each user saw. */
  tokensPerSecondPerUser: number;
  /**
   * Measured output tokens/s of the replica (all its users); absent when the source gives only
   * each user's speed (then users × that).
   */
  totalTokensPerSecond?: number;
  /** When the measurement was published or run (as the source gives it). */
  date?: string;
  framework: string;
  source: string;
  /**
   * The serving software when it is not a well-tuned server (vLLM, SGLang, TensorRT-LLM, NIM):
   * the estimate for the row then applies that stack's fitted terms (`engine/stacks.ts`).
   */
  stack?: ServingStackId;
  /** On an AMD GPU: the ROCm release of the engine (`engine/stacks.ts`, `AMD_RELEASES`). */
  amd?: AmdReleaseId;
  /** Whether the engine's decode efficiency was fitted to this row (it then proves nothing). */
  calibration?: true;
  /** A known miss, and why: the row is shown, and expected outside the tolerance. */
  outlier?: string;
  /**
   * Why the measured total is not judged: the run's own figures disagree (its output tokens/s
   * far below users × each user's speed). The row is shown; its total is left out of the errors.
   */
  totalOutlier?: string;
}

const TRT_BLOG =
  'NVIDIA TensorRT-LLM docs/source/blogs/H100vsA100.md (TensorRT-LLM 0.5.0), batch 1, 128 tokens in';
const TGI =
  "Hugging Face blog 'Llama 2 on Amazon SageMaker a Benchmark' (2023-09-26), raw data philschmid/text-generation-inference-tests results/sagemaker.csv; 50 tokens out";
const LLAMA_CPP =
  'github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference README (llama.cpp on RunPod, 2024-05), tg1024 single stream';

/** The key a row's split is decided by. */
export const measurementKey = (m: DecodeMeasurement): string =>
  `${m.splitLabel ?? m.label}|${m.gpu}|${m.gpus}|${m.users}|${m.inputTokens}|${m.outputTokens}|${m.framework}`;

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Whether a row is in the held-out part (never used to fit an efficiency). */
export const isHeldOut = (m: DecodeMeasurement): boolean =>
  !m.calibration && fnv1a(measurementKey(m)) % 2 === 1;

const INFERENCEX =
  'InferenceX (InferenceMAX) benchmark results, repository SemiAnalysisAI/InferenceX-app, packages/app/cypress/fixtures/api/benchmarks.json (Apache-2.0): median interactivity (1 ÷ time per output token) and output tokens/s per GPU × GPUs';

/** An InferenceX setup: [GPU, engine, precision, GPUs (tensor parallel), expert parallelism]. */
type InferenceXSetup = readonly [
  gpu: 'b200-180gb' | 'h200-141gb-sxm',
  engine: 'SGLang' | 'TensorRT-LLM',
  prec: 'fp8' | 'fp4',
  gpus: number,
  ep: number,
];

const H200_SGLANG_FP8_TP8_EP1: InferenceXSetup = ['h200-141gb-sxm', 'SGLang', 'fp8', 8, 1];
const H200_TRTLLM_FP8_TP8_EP8: InferenceXSetup = ['h200-141gb-sxm', 'TensorRT-LLM', 'fp8', 8, 8];
const B200_SGLANG_FP8_TP8_EP1: InferenceXSetup = ['b200-180gb', 'SGLang', 'fp8', 8, 1];
const B200_TRTLLM_FP8_TP8_EP8: InferenceXSetup = ['b200-180gb', 'TensorRT-LLM', 'fp8', 8, 8];
const B200_SGLANG_FP4_TP4_EP1: InferenceXSetup = ['b200-180gb', 'SGLang', 'fp4', 4, 1];
const B200_SGLANG_FP4_TP4_EP4: InferenceXSetup = ['b200-180gb', 'SGLang', 'fp4', 4, 4];
const B200_TRTLLM_FP4_TP4_EP1: InferenceXSetup = ['b200-180gb', 'TensorRT-LLM', 'fp4', 4, 1];
const B200_TRTLLM_FP4_TP8_EP8: InferenceXSetup = ['b200-180gb', 'TensorRT-LLM', 'fp4', 8, 8];

/**
 * InferenceX rows: DeepSeek-R1 on one node (no speculative decoding, no disaggregated prefill),
 * as [setup, users, in, out, median tokens/s per user, output tokens/s per GPU, run date, engine
 * image].
 */
type InferenceXRow = readonly [
  setup: InferenceXSetup,
  users: number,
  inputTokens: number,
  outputTokens: number,
  perUser: number,
  outputPerGpu: number,
  date: string,
  image: string,
  totalOutlier?: string,
];

const SG9 = 'lmsysorg/sglang:v0.5.9-cu130';
const SG6 = 'lmsysorg/sglang:v0.5.6-cu129-amd64';
const TRT11 = 'tensorrt-llm/release:1.1.0rc2.post2';
const TRT12 = 'tensorrt-llm/release:1.2.0rc6.post2';

/** Why two runs' totals are not judged (every other run's total is within 7 % of users × speed). */
const RAMP =
  "the run disagrees with itself: its output tokens/s is 26-34 % below users × each user's speed (prompt queueing at the start and end of a short run of 8k-token prompts)";

const INFERENCEX_ROWS: readonly InferenceXRow[] = [
  [H200_SGLANG_FP8_TP8_EP1, 4, 1024, 1024, 97.26, 45.93, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 4, 1024, 8192, 97.36, 47.8, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 4, 8192, 1024, 88.15, 41.6, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 8, 1024, 1024, 80.22, 77.05, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 8, 1024, 8192, 81.89, 79.77, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 8, 8192, 1024, 69.29, 66.01, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 16, 1024, 1024, 59.5, 115.97, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 16, 1024, 8192, 63.03, 123.03, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 16, 8192, 1024, 48.57, 92.07, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 32, 1024, 1024, 42.32, 165.78, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 32, 1024, 8192, 45.23, 176.93, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 32, 8192, 1024, 30.78, 118.69, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 64, 1024, 1024, 29.68, 234.47, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 64, 1024, 8192, 32.17, 255.02, '2026-03-25', SG9],
  [H200_SGLANG_FP8_TP8_EP1, 64, 8192, 1024, 19.38, 148.21, '2026-03-25', SG9],
  [H200_TRTLLM_FP8_TP8_EP8, 4, 1024, 1024, 72.29, 34.34, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 4, 1024, 8192, 72.92, 35.85, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 4, 8192, 1024, 66.51, 31.65, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 8, 1024, 1024, 61.16, 58.88, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 8, 1024, 8192, 62.69, 61.13, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 8, 8192, 1024, 53.38, 51.25, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 16, 1024, 1024, 49.84, 93.8, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 16, 1024, 8192, 51.05, 99.81, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 16, 8192, 1024, 39.51, 74.99, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 32, 1024, 1024, 38.57, 148.14, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 32, 1024, 8192, 39.43, 154.38, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 32, 8192, 1024, 27.49, 105.87, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 64, 1024, 1024, 30.19, 228.3, '2025-12-15', TRT11],
  [H200_TRTLLM_FP8_TP8_EP8, 64, 1024, 8192, 31.11, 241.82, '2025-12-15', TRT11],
  [B200_SGLANG_FP8_TP8_EP1, 16, 1024, 1024, 75.35, 143.8, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 16, 1024, 8192, 77.84, 151.49, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 16, 8192, 1024, 56.13, 74.61, '2025-12-31', SG6, RAMP],
  [B200_SGLANG_FP8_TP8_EP1, 32, 1024, 1024, 58.82, 223.89, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 32, 1024, 8192, 59.56, 231.85, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 32, 8192, 1024, 37.95, 111.63, '2025-12-31', SG6, RAMP],
  [B200_SGLANG_FP8_TP8_EP1, 64, 1024, 1024, 44.71, 332.81, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 64, 1024, 8192, 45.38, 354.02, '2026-03-25', SG9],
  [B200_SGLANG_FP8_TP8_EP1, 64, 8192, 1024, 23.95, 179.15, '2025-12-31', SG6],
  [B200_TRTLLM_FP8_TP8_EP8, 64, 1024, 8192, 38.91, 302.8, '2025-12-15', TRT11],
  [B200_TRTLLM_FP8_TP8_EP8, 64, 8192, 1024, 23.36, 181.69, '2025-12-15', TRT11],
  [B200_SGLANG_FP4_TP4_EP1, 4, 1024, 1024, 109.82, 102.36, '2025-11-10', 'image not stated'],
  [B200_SGLANG_FP4_TP4_EP4, 4, 1024, 1024, 110.95, 105.43, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 4, 1024, 8192, 114.19, 112.52, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 4, 8192, 1024, 108.85, 102.92, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 8, 1024, 1024, 95.65, 184.37, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 8, 1024, 8192, 92.69, 181.64, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 8, 8192, 1024, 85.76, 163.71, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 16, 1024, 1024, 76.98, 294.73, '2026-03-25', SG9],
  [B200_SGLANG_FP4_TP4_EP4, 16, 1024, 8192, 78.46, 305.57, '2026-03-25', SG9],
  [B200_TRTLLM_FP4_TP4_EP1, 4, 1024, 1024, 125.42, 120.01, '2026-02-03', TRT12],
  [B200_TRTLLM_FP4_TP4_EP1, 4, 1024, 8192, 127, 124.92, '2026-02-03', TRT12],
  [B200_TRTLLM_FP4_TP4_EP1, 4, 8192, 1024, 119.1, 113.18, '2026-02-03', TRT12],
  [B200_TRTLLM_FP4_TP8_EP8, 16, 1024, 1024, 80.94, 157.24, '2025-12-15', TRT11],
  [B200_TRTLLM_FP4_TP8_EP8, 32, 1024, 1024, 68.21, 262.62, '2025-12-15', TRT11],
  [B200_TRTLLM_FP4_TP8_EP8, 32, 1024, 8192, 72.28, 282.15, '2025-12-15', TRT11],
  [B200_TRTLLM_FP4_TP8_EP8, 64, 1024, 1024, 60.93, 473.41, '2026-02-03', TRT12],
  [B200_TRTLLM_FP4_TP8_EP8, 64, 1024, 8192, 60.58, 476.5, '2026-02-03', TRT12],
];

function inferenceX([
  [gpu, engine, prec, gpus, ep],
  users,
  inputTokens,
  outputTokens,
  perUser,
  perGpu,
  date,
  image,
  totalOutlier,
]: InferenceXRow): DecodeMeasurement {
  return {
    label: prec === 'fp8' ? 'DeepSeek-R1 FP8' : 'DeepSeek-R1 NVFP4',
    ...(prec === 'fp8' ? {} : { splitLabel: 'DeepSeek-R1 NVFP4 (as 4-bit weights)' }),
    model: 'deepseek-r1',
    prec,
    gpu,
    gpus,
    link: 'nvlink',
    users,
    inputTokens,
    outputTokens,
    tokensPerSecondPerUser: perUser,
    totalTokensPerSecond: perGpu * gpus,
    date,
    framework: `${engine} (${image}), TP${gpus} EP${ep}`,
    source: `${INFERENCEX}; run of ${date}`,
    ...(totalOutlier ? { totalOutlier } : {}),
  };
}

/**
 * InferenceX rows on AMD MI355X: SGLang, DeepSeek-R1 in MXFP4 on 4 GPUs (TP4, EP1), as [release,
 * users, in, out, median tokens/s per user, output tokens/s per GPU, run date]. The runs of
 * 2025-10-06 give only total (input and output) tokens/s per GPU: output is that × out ÷ (in + out).
 */
const MI355X_ROWS: readonly (readonly [
  AmdReleaseId,
  number,
  number,
  number,
  number,
  number,
  string,
])[] = [
  ['sglang-0.5.9-rocm7.0', 4, 1024, 1024, 93.93, 89.89, '2026-02-27'],
  ['sglang-0.5.9-rocm7.0', 8, 1024, 1024, 80.94, 156.39, '2026-02-27'],
  ['sglang-0.5.9-rocm7.0', 16, 1024, 1024, 66.07, 255.11, '2026-02-27'],
  ['sglang-0.5.9-rocm7.0', 32, 1024, 1024, 50.71, 393.36, '2026-02-27'],
  ['sglang-0.5.9-rocm7.0', 64, 1024, 1024, 37.48, 582.22, '2026-02-27'],
  ['sglang-rocm-2025-10', 4, 1024, 8192, 54.18, (60.46 * 8192) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 8, 1024, 8192, 40.75, (89.76 * 8192) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 16, 1024, 8192, 30.72, (134.74 * 8192) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 32, 1024, 8192, 24.01, (208.05 * 8192) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 4, 8192, 1024, 46.07, (382.57 * 1024) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 8, 8192, 1024, 31.55, (533.87 * 1024) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 16, 8192, 1024, 19.23, (670.67 * 1024) / 9216, '2025-10-06'],
  ['sglang-rocm-2025-10', 32, 8192, 1024, 10.92, (765.56 * 1024) / 9216, '2025-10-06'],
];

function mi355x([
  amd,
  users,
  inputTokens,
  outputTokens,
  perUser,
  perGpu,
  date,
]: (typeof MI355X_ROWS)[number]): DecodeMeasurement {
  const image =
    amd === 'sglang-0.5.9-rocm7.0' ? 'lmsysorg/sglang:v0.5.9-rocm700-mi35x' : 'image not stated';
  return {
    label: 'DeepSeek-R1 MXFP4',
    model: 'deepseek-r1',
    prec: 'fp4',
    gpu: 'mi355x-288gb',
    gpus: 4,
    link: 'nvlink',
    users,
    inputTokens,
    outputTokens,
    tokensPerSecondPerUser: perUser,
    totalTokensPerSecond: perGpu * 4,
    date,
    framework: `SGLang (${image}), TP4 EP1`,
    source: `${INFERENCEX}; run of ${date}`,
    amd,
  };
}

const TRT_H200 =
  'NVIDIA TensorRT-LLM docs (H200 launch tables, llm-throughput.csv), static batch: output tokens/s per GPU ÷ batch';
const TRT_V09 =
  'NVIDIA TensorRT-LLM 0.9.0 performance table (gptSessionBenchmark, llm-throughput.csv), static batch, 128 in / 128 out';

const NIM_LLAMA33 =
  'docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance (Llama-3.3-70b-instruct, NIM 1.8.0, 2×H100 80GB, FP8 TP2)';

/** A row measured as the total of a batch: each user's speed is the total ÷ the batch. */
function batched(
  m: Omit<DecodeMeasurement, 'tokensPerSecondPerUser' | 'totalTokensPerSecond'>,
  total: number,
): DecodeMeasurement {
  return { ...m, tokensPerSecondPerUser: total / m.users, totalTokensPerSecond: total };
}

/**
 * llama.cpp runs (Llama-3 on RunPod, May 2024, tg1024 after an empty prompt), as [GPU, model,
 * precision, tokens/s, the date where the row records it]: Q4_K_M counted as 4-bit weights.
 */
const LLAMA_CPP_ROWS: readonly (readonly [
  string,
  'llama-3.1-8b' | 'llama-3.1-70b',
  'fp16' | 'int4',
  number,
  string?,
])[] = [
  ['a100-80gb-sxm', 'llama-3.1-8b', 'fp16', 53.18],
  ['h100-80gb-pcie', 'llama-3.1-8b', 'fp16', 67.79],
  ['rtx-4090-24gb', 'llama-3.1-8b', 'fp16', 54.34],
  ['l40s-48gb', 'llama-3.1-8b', 'fp16', 43.42],
  ['a100-80gb-sxm', 'llama-3.1-70b', 'int4', 24.33],
  ['l40s-48gb', 'llama-3.1-70b', 'int4', 15.31],
  ['rtx-4090-24gb', 'llama-3.1-8b', 'int4', 127.74, '2024-05'],
  ['l40s-48gb', 'llama-3.1-8b', 'int4', 113.6, '2024-05'],
  ['a100-80gb-pcie', 'llama-3.1-8b', 'int4', 138.31, '2024-05'],
  ['a100-80gb-sxm', 'llama-3.1-8b', 'int4', 133.38, '2024-05'],
  ['h100-80gb-pcie', 'llama-3.1-8b', 'int4', 144.49, '2024-05'],
  ['a100-80gb-pcie', 'llama-3.1-8b', 'fp16', 54.56, '2024-05'],
  ['a100-80gb-pcie', 'llama-3.1-70b', 'int4', 22.11, '2024-05'],
  ['h100-80gb-pcie', 'llama-3.1-70b', 'int4', 25.01, '2024-05'],
];

function llamaCpp([
  gpu,
  model,
  prec,
  tps,
  date,
]: (typeof LLAMA_CPP_ROWS)[number]): DecodeMeasurement {
  const size = model === 'llama-3.1-8b' ? '8B' : '70B';
  return {
    label: prec === 'int4' ? `Llama-3-${size} (Q4_K_M)` : `Llama-3-${size}`,
    model,
    prec,
    gpu,
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: tps,
    ...(date === undefined ? {} : { date }),
    framework: prec === 'int4' ? 'llama.cpp Q4_K_M (4.8 bits per weight)' : 'llama.cpp F16',
    source: LLAMA_CPP,
    stack: 'llama.cpp',
  };
}

const INSTANCES = {
  'g5.12xlarge': ['a10g-24gb', 4, 'pcie'],
  'g5.48xlarge': ['a10g-24gb', 8, 'pcie'],
  'p4d.24xlarge': ['a100-40gb-sxm', 8, 'nvlink'],
} as const;

/**
 * More runs of the same TGI 1.0.3 benchmark (raw data `results/sagemaker.csv`, FP16, 50 tokens
 * out, sampling on), as [instance, model, users, output tokens/s of the instance]: each user's
 * speed is that ÷ users. The prompt length is not stated: 500 tokens assumed, as above. Left
 * out: the runs at 5-20 users on g5.48xlarge (eight A10G joined by PCIe only), where each
 * prompt's all-reduces (two per layer, 500 tokens × the hidden size × 2 bytes) cross PCIe: the
 * engine does not model that traffic, and they are 1.4-2.7× slower than it estimates, more so the more users.
 */
const TGI_ROWS: readonly (readonly [
  keyof typeof INSTANCES,
  'llama-2-7b' | 'llama-2-13b' | 'llama-2-70b',
  number,
  number,
])[] = [
  ['g5.12xlarge', 'llama-2-7b', 1, 61.46],
  ['g5.12xlarge', 'llama-2-7b', 5, 225.12],
  ['g5.12xlarge', 'llama-2-7b', 10, 348.53],
  ['g5.12xlarge', 'llama-2-7b', 20, 449.94],
  ['g5.12xlarge', 'llama-2-13b', 5, 160.23],
  ['g5.12xlarge', 'llama-2-13b', 10, 226.09],
  ['g5.48xlarge', 'llama-2-7b', 1, 56.5],
  ['g5.48xlarge', 'llama-2-13b', 1, 43.45],
  ['g5.48xlarge', 'llama-2-70b', 1, 17.0],
  ['p4d.24xlarge', 'llama-2-7b', 1, 42.71],
  ['p4d.24xlarge', 'llama-2-7b', 5, 149.2],
  ['p4d.24xlarge', 'llama-2-7b', 10, 269.16],
  ['p4d.24xlarge', 'llama-2-7b', 20, 496.16],
  ['p4d.24xlarge', 'llama-2-13b', 1, 47.67],
  ['p4d.24xlarge', 'llama-2-13b', 5, 199.84],
  ['p4d.24xlarge', 'llama-2-13b', 10, 366.94],
  ['p4d.24xlarge', 'llama-2-70b', 5, 102.07],
  ['p4d.24xlarge', 'llama-2-70b', 10, 186.13],
];

function tgi([instance, model, users, total]: (typeof TGI_ROWS)[number]): DecodeMeasurement {
  const [gpu, gpus, link] = INSTANCES[instance];
  const size = model.slice('llama-2-'.length).toUpperCase();
  return batched(
    {
      label: `Llama-2-${size}`,
      model,
      prec: 'fp16',
      gpu,
      gpus,
      link,
      users,
      inputTokens: 500,
      outputTokens: 50,
      date: '2023-09-26',
      framework:
        users === 1
          ? `HF TGI 1.0.3 (${instance}, TP${gpus})`
          : `HF TGI 1.0.3 (${instance}, TP${gpus}), ${users} concurrent users (500 in assumed)`,
      source: TGI,
      stack: 'tgi-1.0',
    },
    total,
  );
}

/** A TensorRT-LLM table's run on one GPU: `users` sequences of 128 tokens in and 128 out. */
const oneGpu128 = (label: string, model: string, prec: Precision, gpu: string, users: number) =>
  ({
    label,
    model,
    prec,
    gpu,
    gpus: 1,
    link: null,
    users,
    inputTokens: 128,
    outputTokens: 128,
  }) as const;

export const DECODE_MEASUREMENTS: readonly DecodeMeasurement[] = [
  {
    label: 'Llama-3.3-70B-Instruct',
    model: 'llama-3.3-70b',
    prec: 'fp8',
    gpu: 'h100-80gb-sxm',
    gpus: 2,
    link: 'nvlink',
    users: 1,
    inputTokens: 5000,
    outputTokens: 500,
    tokensPerSecondPerUser: 51.67,
    framework: 'NVIDIA NIM 1.8.0, TP2',
    source:
      'docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance (Llama-3.3-70b-instruct, 2×H100 80GB FP8 TP2, concurrency 1)',
    calibration: true,
  },
  ...(
    [
      ['h100-80gb-sxm', 'fp8', 185],
      ['a100-80gb-sxm', 'fp16', 111],
    ] as const
  ).map(([gpu, prec, tps]): DecodeMeasurement => ({
    ...oneGpu128('GPT-J-6B', 'gpt-j-6b', prec, gpu, 1),
    tokensPerSecondPerUser: tps,
    framework: 'TensorRT-LLM 0.5.0',
    source: TRT_BLOG,
  })),
  {
    label: 'Llama-2-7B',
    model: 'llama-2-7b',
    prec: 'fp16',
    gpu: 'a10g-24gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 500,
    outputTokens: 50,
    tokensPerSecondPerUser: 32.38,
    framework: 'HF TGI 1.0.3 (g5.2xlarge)',
    source: TGI,
    stack: 'tgi-1.0',
  },
  {
    label: 'Llama-2-7B GPTQ',
    model: 'llama-2-7b',
    prec: 'int4',
    gpu: 'a10g-24gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 500,
    outputTokens: 50,
    tokensPerSecondPerUser: 41.03,
    framework: 'HF TGI 1.0.3 (g5.2xlarge), GPTQ 4-bit',
    source: TGI,
    stack: 'tgi-1.0',
    outlier:
      '2023 GPTQ kernels dequantised at compute speed: 3.8× smaller weights gave only 1.27× the FP16 speed, where the estimate assumes decoding stays bandwidth-bound',
  },
  {
    label: 'Llama-2-7B',
    model: 'llama-2-7b',
    prec: 'fp16',
    gpu: 'a10g-24gb',
    gpus: 1,
    link: null,
    users: 20,
    inputTokens: 500,
    outputTokens: 50,
    tokensPerSecondPerUser: 313.53 / 20,
    framework:
      'HF TGI 1.0.3 (g5.2xlarge), 20 concurrent users (input length not stated: 500 assumed)',
    source: TGI,
    stack: 'tgi-1.0',
  },
  {
    label: 'Llama-2-13B',
    model: 'llama-2-13b',
    prec: 'fp16',
    gpu: 'a10g-24gb',
    gpus: 4,
    link: 'pcie',
    users: 1,
    inputTokens: 500,
    outputTokens: 50,
    tokensPerSecondPerUser: 47.16,
    framework: 'HF TGI 1.0.3 (g5.12xlarge, TP4)',
    source: TGI,
    stack: 'tgi-1.0',
  },
  {
    label: 'Llama-2-70B',
    model: 'llama-2-70b',
    prec: 'fp16',
    gpu: 'a100-40gb-sxm',
    gpus: 8,
    link: 'nvlink',
    users: 1,
    inputTokens: 500,
    outputTokens: 50,
    tokensPerSecondPerUser: 24.51,
    framework: 'HF TGI 1.0.3 (p4d.24xlarge, TP8)',
    source: TGI,
    stack: 'tgi-1.0',
  },
  {
    label: 'Mistral-7B (AWQ)',
    model: 'mistral-7b',
    prec: 'int4',
    gpu: 't4-16gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 128,
    outputTokens: 128,
    tokensPerSecondPerUser: 33.94,
    framework: 'AutoAWQ (GEMM kernels)',
    source: 'github.com/casper-hansen/AutoAWQ PR #92 comment (T4 benchmark, 2023-10-03)',
  },
  ...LLAMA_CPP_ROWS.map(llamaCpp),
  ...TGI_ROWS.map(tgi),
  ...INFERENCEX_ROWS.map(inferenceX),
  ...MI355X_ROWS.map(mi355x),
  ...BURST_ROWS.map(burstMeasurement),
  // A mixture of experts on a tuned server: vLLM's own benchmark, fixed batch of 8
  batched(
    {
      label: 'Mixtral-8x7B',
      model: 'mixtral-8x7b',
      prec: 'bf16',
      gpu: 'h200-141gb-sxm',
      gpus: 2,
      link: 'nvlink',
      users: 8,
      inputTokens: 32,
      outputTokens: 128,
      date: 'build 9515 (date not stated)',
      framework: 'vLLM, TP2, batch 8',
      source:
        'buildkite.com/vllm/performance-benchmark/builds/9515, latency test latency_mixtral8x7B_tp2 on H200: 32 tokens in, 128 out, fixed batch of 8, mean end-to-end latency 1,917.44 ms (each user: 128 tokens ÷ 1.917 s, the prompt included)',
    },
    (8 * 128) / 1.91744,
  ),
  // Dense models under load (llm-throughput.csv)
  ...[5, 10].map((users) =>
    batched(
      {
        label: 'Llama-2-7B',
        model: 'llama-2-7b',
        prec: 'fp16',
        gpu: 'a10g-24gb',
        gpus: 1,
        link: null,
        users,
        inputTokens: 500,
        outputTokens: 50,
        date: '2023-09-26',
        framework: `HF TGI 1.0.3 (g5.2xlarge), ${users} concurrent users (input length not stated: 500 assumed)`,
        source: TGI,
        stack: 'tgi-1.0',
      },
      users === 5 ? 131.29 : 220.06,
    ),
  ),
  ...(
    [
      ['g5.12xlarge', 'llama-2-13b', 20, 295.64],
      ['p4d.24xlarge', 'llama-2-13b', 20, 668.02],
      ['p4d.24xlarge', 'llama-2-70b', 20, 321.54],
    ] as const
  ).map(tgi),
  // NVIDIA NIM 1.8.0, Llama-3.3-70B FP8 on 2×H100 TP2: each user's speed is 1000 ÷ the table's
  // inter-token latency (ms), the total is the table's throughput (output tokens/s)
  ...(
    [
      [5000, 500, 5, 21.83, 218.48],
      [5000, 500, 25, 38.75, 623.4],
      [5000, 500, 50, 59.73, 814.37],
      [500, 2000, 1, 18.91, 52.85],
    ] as const
  ).map(([inputTokens, outputTokens, users, itlMs, total]): DecodeMeasurement => ({
    label: 'Llama-3.3-70B-Instruct',
    model: 'llama-3.3-70b',
    prec: 'fp8',
    gpu: 'h100-80gb-sxm',
    gpus: 2,
    link: 'nvlink',
    users,
    inputTokens,
    outputTokens,
    tokensPerSecondPerUser: 1000 / itlMs,
    totalTokensPerSecond: total,
    date: '2025 (NIM 1.8.0)',
    framework: `NVIDIA NIM 1.8.0, TP2, concurrency ${users}`,
    source: `${NIM_LLAMA33} (${inputTokens} input / ${outputTokens} output tokens, concurrency ${users}: ITL ${itlMs} ms, throughput ${total} tokens/s)`,
  })),
  batched(
    {
      label: 'Llama-3.3-70B-Instruct',
      model: 'llama-3.3-70b',
      prec: 'fp8',
      gpu: 'h100-80gb-sxm',
      gpus: 2,
      link: 'nvlink',
      users: 250,
      inputTokens: 5000,
      outputTokens: 500,
      date: '2025',
      framework: 'NVIDIA NIM 1.8.0, TP2, concurrency 250',
      source:
        'docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance (Llama-3.3-70b-instruct, 2×H100 80GB FP8 TP2, concurrency 250)',
    },
    920.12,
  ),
  ...(
    [
      ['h100-80gb-sxm', 'fp8', 10907],
      ['a100-80gb-sxm', 'fp16', 3679],
    ] as const
  ).map(([gpu, prec, total]) =>
    batched(
      {
        ...oneGpu128('GPT-J-6B', 'gpt-j-6b', prec, gpu, 64),
        date: '2023 (TensorRT-LLM 0.5.0)',
        framework: 'TensorRT-LLM 0.5.0, batch 64',
        source: TRT_BLOG.replace('batch 1', 'batch 64'),
      },
      total,
    ),
  ),
  ...(
    [
      [128, 128, 2048, 4750],
      [64, 2048, 128, 1349],
    ] as const
  ).map(([users, inputTokens, outputTokens, total]) =>
    batched(
      {
        label: 'Llama-2-13B',
        model: 'llama-2-13b',
        prec: 'fp8',
        gpu: 'h200-141gb-sxm',
        gpus: 1,
        link: null,
        users,
        inputTokens,
        outputTokens,
        date: '2023-11 (TensorRT-LLM 0.5.0)',
        framework: `TensorRT-LLM 0.5.0, batch ${users}`,
        source: TRT_H200,
      },
      total,
    ),
  ),
  ...(
    [
      ['h200-141gb-sxm', 'fp8', 896, 20618],
      ['h100-80gb-sxm', 'fp8', 896, 19854],
      ['l40s-48gb', 'fp8', 256, 5885],
      ['a100-80gb-sxm', 'fp16', 256, 5390],
    ] as const
  ).map(([gpu, prec, users, total]) =>
    batched(
      {
        ...oneGpu128('Llama-2-7B', 'llama-2-7b', prec, gpu, users),
        date: '2024 (TensorRT-LLM 0.9.0)',
        framework: `TensorRT-LLM 0.9.0, batch ${users}`,
        source: TRT_V09,
      },
      total,
    ),
  ),
];
