/**
 * Published serving measurements the estimates are checked against (the README's validation
 * table, `tests/unit/engine/validation.test.ts`): one user's (or each of a few users') decode
 * speed on a stated setup. Rows copied from the project's reference table of LLM throughput
 * (`llm-throughput.csv`), each with its source and setup. `model` is a catalog id, or a size in
 * billions for models outside the catalog (then the per-billion KV estimate applies).
 */
import type { Precision } from '../engine/profile';

export interface DecodeMeasurement {
  /** Model as published. */
  label: string;
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
  framework: string;
  source: string;
  /** Whether the engine's decode efficiency was fitted to this row (it then proves nothing). */
  calibration?: true;
  /** A known miss, and why: the row is shown, and expected outside the tolerance. */
  outlier?: string;
}

const TRT_BLOG =
  'NVIDIA TensorRT-LLM docs/source/blogs/H100vsA100.md (TensorRT-LLM 0.5.0), batch 1, 128 tokens in';
const TGI =
  "Hugging Face blog 'Llama 2 on Amazon SageMaker a Benchmark' (2023-09-26), raw data philschmid/text-generation-inference-tests results/sagemaker.csv; 50 tokens out";
const LLAMA_CPP =
  'github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference README (llama.cpp on RunPod, 2024-05), tg1024 single stream';

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
  {
    label: 'GPT-J-6B',
    model: 6.05,
    prec: 'fp8',
    gpu: 'h100-80gb-sxm',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 128,
    outputTokens: 128,
    tokensPerSecondPerUser: 185,
    framework: 'TensorRT-LLM 0.5.0',
    source: TRT_BLOG,
  },
  {
    label: 'GPT-J-6B',
    model: 6.05,
    prec: 'fp16',
    gpu: 'a100-80gb-sxm',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 128,
    outputTokens: 128,
    tokensPerSecondPerUser: 111,
    framework: 'TensorRT-LLM 0.5.0',
    source: TRT_BLOG,
  },
  {
    label: 'Llama-2-7B',
    model: 6.74,
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
  },
  {
    label: 'Llama-2-7B GPTQ',
    model: 6.74,
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
    outlier:
      '2023 GPTQ kernels dequantised at compute speed: 3.8× smaller weights gave only 1.27× the FP16 speed, where the estimate assumes decoding stays bandwidth-bound',
  },
  {
    label: 'Llama-2-7B',
    model: 6.74,
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
  },
  {
    label: 'Llama-2-13B',
    model: 13,
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
  },
  {
    label: 'Llama-2-70B',
    model: 69,
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
  {
    label: 'Llama-3-8B',
    model: 'llama-3.1-8b',
    prec: 'fp16',
    gpu: 'a100-80gb-sxm',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 53.18,
    framework: 'llama.cpp F16',
    source: LLAMA_CPP,
  },
  {
    label: 'Llama-3-8B',
    model: 'llama-3.1-8b',
    prec: 'fp16',
    gpu: 'h100-80gb-pcie',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 67.79,
    framework: 'llama.cpp F16',
    source: LLAMA_CPP,
  },
  {
    label: 'Llama-3-8B',
    model: 'llama-3.1-8b',
    prec: 'fp16',
    gpu: 'rtx-4090-24gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 54.34,
    framework: 'llama.cpp F16',
    source: LLAMA_CPP,
  },
  {
    label: 'Llama-3-8B',
    model: 'llama-3.1-8b',
    prec: 'fp16',
    gpu: 'l40s-48gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 43.42,
    framework: 'llama.cpp F16',
    source: LLAMA_CPP,
  },
  {
    label: 'Llama-3-70B (Q4_K_M)',
    model: 'llama-3.1-70b',
    prec: 'int4',
    gpu: 'a100-80gb-sxm',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 24.33,
    framework: 'llama.cpp Q4_K_M (4.8 bits per weight)',
    source: LLAMA_CPP,
  },
  {
    label: 'Llama-3-70B (Q4_K_M)',
    model: 'llama-3.1-70b',
    prec: 'int4',
    gpu: 'l40s-48gb',
    gpus: 1,
    link: null,
    users: 1,
    inputTokens: 16,
    outputTokens: 1024,
    tokensPerSecondPerUser: 15.31,
    framework: 'llama.cpp Q4_K_M (4.8 bits per weight)',
    source: LLAMA_CPP,
  },
];
