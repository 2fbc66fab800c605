/**
 * Published serving runs of mixtures of experts beyond DeepSeek-R1, at many users: GPUStack's
 * performance lab (github:gpustack/gpustack docs/performance-lab/, Apache-2.0), which runs
 * `vllm bench serve` with every request sent at once (a burst: 500-1,000 prompts, all in flight
 * from the start) against vLLM 0.11.0 and SGLang 0.5.x on one 8-GPU node, and reports the run's
 * output tokens/s and each request's mean time per output token after the first (TPOT).
 *
 * A burst has no fixed number of users: it starts with all of them and drains. The users a row
 * states are those decoding on average over the run, by Little's law: output tokens/s × mean
 * TPOT (each decoding user makes one token per TPOT), so users × each user's speed is the run's
 * output tokens/s, and each of those users' prompts was processed once, as in a steady service.
 * Left out: the runs of 128-token prompts with 4-token answers (a TPOT over three tokens is
 * the prompt queue, not decoding), and runs whose users by that count exceed the requests sent
 * (their mean TPOT is dominated by requests with a few tokens stalled behind prompts).
 * Prompt and answer lengths are the run's means (ShareGPT's vary per request).
 * Also left out: runs whose users' live context fills 80 % or more of the cache room by the
 * engine's own memory rule (16-bit cache, vLLM's default, `kv_cache_dtype` auto), where vLLM
 * evicts and recomputes sequences, which the engine never plans (it sizes a replica's users
 * within its cache): Qwen3-14B on one H100 (ShareGPT, 83 %; 4,000-token prompts, 86 %) and one
 * A100 (4,000-token prompts, 92 %), Qwen3-32B in 16-bit on one H100 (ShareGPT, 90 %) and one A100
 * (ShareGPT, 113 %; 2,000-token prompts, 99 %), and Qwen3-235B FP8 on 4×A100 with 4,000-token
 * prompts (86 %).
 */
import type { DecodeMeasurement } from './measurements';

const GPUSTACK = 'GPUStack performance lab, github:gpustack/gpustack';

/** One page of the lab: model, GPU, its path and the first version of the page. */
interface LabPage {
  label: string;
  model: 'qwen3-235b-a22b' | 'deepseek-r1' | 'qwen3-14b' | 'qwen3-32b';
  gpu: 'h100-80gb-sxm' | 'a100-80gb-sxm' | 'h200-141gb-sxm';
  path: string;
  date: string;
  commit: string;
}

const QWEN_H100: LabPage = {
  label: 'Qwen3-235B-A22B-Instruct-2507',
  model: 'qwen3-235b-a22b',
  gpu: 'h100-80gb-sxm',
  path: 'docs/performance-lab/qwen3-235b-a22b/h100.md',
  date: '2025-11-12',
  commit: '47277d79f4a5bae12a2d25e9ecbed2a2177a5f2d',
};
const QWEN_A100: LabPage = {
  ...QWEN_H100,
  gpu: 'a100-80gb-sxm',
  path: 'docs/performance-lab/qwen3-235b-a22b/a100.md',
};
const R1_H200: LabPage = {
  label: 'DeepSeek-R1-0528',
  model: 'deepseek-r1',
  gpu: 'h200-141gb-sxm',
  path: 'docs/performance-lab/deepseek-r1/h200.md',
  date: '2025-10-15',
  commit: '47277d79f4a5bae12a2d25e9ecbed2a2177a5f2d',
};

const dense = (
  model: 'qwen3-14b' | 'qwen3-32b',
  gpu: 'h100-80gb-sxm' | 'a100-80gb-sxm',
): LabPage => {
  const size = model.slice('qwen3-'.length);
  return {
    label: `Qwen3-${size.toUpperCase()}`,
    model,
    gpu,
    path: `docs/performance-lab/${model}/${gpu.slice(0, 4)}.md`,
    date: '2025-11-13',
    commit: QWEN_H100.commit,
  };
};
const Q14_H100 = dense('qwen3-14b', 'h100-80gb-sxm');
const Q14_A100 = dense('qwen3-14b', 'a100-80gb-sxm');
const Q32_A100 = dense('qwen3-32b', 'a100-80gb-sxm');

/**
 * [page, engine and flags, precision, GPUs of the replica, dataset, requests, total input
 * tokens, total output tokens, output tokens/s, mean TPOT ms].
 */
type BurstRow = readonly [
  page: LabPage,
  engine: string,
  prec: 'bf16' | 'fp8' | 'int4',
  gpus: number,
  dataset: string,
  requests: number,
  inputTotal: number,
  outputTotal: number,
  outputPerSecond: number,
  tpotMs: number,
];

const V11 = 'vLLM 0.11.0';
const SG55 = 'SGLang 0.5.5.post1';
const SHAREGPT = 'ShareGPT, 1,000 prompts';

export const BURST_ROWS: readonly BurstRow[] = [
  [QWEN_H100, `${V11}, TP8`, 'bf16', 8, SHAREGPT, 984, 212894, 193865, 4015.36, 147.56],
  [QWEN_H100, `${SG55}, TP8`, 'bf16', 8, SHAREGPT, 984, 214137, 193829, 3644.72, 178.35],
  [QWEN_H100, `${V11}, TP8 EP8`, 'fp8', 8, SHAREGPT, 984, 211761, 192350, 3856.59, 169.52],
  [QWEN_H100, `${V11}, TP4`, 'fp8', 4, SHAREGPT, 984, 212992, 194446, 3592.57, 169.2],
  [QWEN_H100, `${V11}, TP4 EP4`, 'fp8', 4, SHAREGPT, 984, 214311, 192752, 3376.99, 190.24],
  [QWEN_H100, `${V11}, TP8`, 'bf16', 8, 'random 4,000 / 200', 500, 1997942, 92185, 931.21, 68.94],
  [QWEN_H100, `${V11}, TP8`, 'bf16', 8, 'random 2,000 / 100', 500, 998175, 49500, 1127.26, 101.08],
  [
    QWEN_H100,
    `${V11}, TP4, max-num-batched-tokens 16384`,
    'fp8',
    4,
    'random 4,000 / 200',
    500,
    1997942,
    90966,
    717.6,
    89.52,
  ],
  [
    QWEN_H100,
    `${V11}, TP4, max-num-batched-tokens 16384`,
    'fp8',
    4,
    'random 2,000 / 100',
    500,
    998175,
    49471,
    894.84,
    125.93,
  ],
  [QWEN_A100, `${V11}, TP8`, 'bf16', 8, SHAREGPT, 1000, 217393, 196004, 1798.14, 123.36],
  [QWEN_A100, `${SG55}, TP8`, 'bf16', 8, SHAREGPT, 1000, 217393, 196763, 2202.21, 235.1],
  [QWEN_A100, `${V11}, TP8 EP8`, 'fp8', 8, SHAREGPT, 1000, 217393, 196648, 1776.73, 115.74],
  [QWEN_A100, `${V11}, TP4`, 'fp8', 4, SHAREGPT, 1000, 217393, 195140, 1428.16, 150.72],
  [QWEN_A100, `${V11}, TP4 EP4`, 'fp8', 4, SHAREGPT, 1000, 217393, 195590, 1332.94, 161.49],
  [QWEN_A100, `${V11}, TP8`, 'bf16', 8, 'random 4,000 / 200', 500, 1997942, 91352, 357.26, 205.64],
  [QWEN_A100, `${V11}, TP8`, 'bf16', 8, 'random 2,000 / 100', 500, 998175, 49632, 442.54, 190.79],
  [QWEN_A100, `${V11}, TP4`, 'fp8', 4, 'random 2,000 / 100', 500, 998175, 49495, 251.99, 342.39],
  // dense models on one GPU, vLLM only (the lab's SGLang and TensorRT-LLM runs of these pages
  // disagree with themselves: more users by the count above than requests sent)
  [Q14_H100, V11, 'bf16', 1, 'random 2,000 / 100', 500, 998175, 50000, 505.51, 206.51],
  [Q14_A100, V11, 'bf16', 1, SHAREGPT, 1000, 217393, 201605, 1887.31, 114.34],
  [Q14_A100, `${V11}, Qwen3-14B-FP8`, 'fp8', 1, SHAREGPT, 1000, 217393, 201655, 1604.75, 146.36],
  [Q14_A100, `${V11}, Qwen3-14B-AWQ`, 'int4', 1, SHAREGPT, 1000, 217393, 201461, 1801.74, 129.77],
  [Q14_A100, V11, 'bf16', 1, 'random 2,000 / 100', 500, 998175, 50000, 284.64, 301.73],
  [Q32_A100, `${V11}, Qwen3-32B-FP8`, 'fp8', 1, SHAREGPT, 1000, 217393, 201218, 751.46, 339.76],
  [Q32_A100, `${V11}, Qwen3-32B-AWQ`, 'int4', 1, SHAREGPT, 1000, 217393, 201832, 850.81, 302.45],
  [R1_H200, `${V11}, TP8`, 'fp8', 8, SHAREGPT, 1000, 219171, 200752, 2621.05, 227.45],
  [R1_H200, `${V11}, TP8`, 'fp8', 8, 'ShareGPT, 4 at a time', 100, 22836, 21338, 196.81, 19.36],
  [R1_H200, `${V11}, TP8`, 'fp8', 8, 'random 4,000 / 200', 500, 1997530, 100000, 753.67, 164.23],
  [R1_H200, `${V11}, TP8`, 'fp8', 8, 'random 2,000 / 100', 500, 998393, 50000, 843.71, 237.02],
];

/** A lab run as a measurement: the users decoding on average (Little's law), their speed. */
export function burstMeasurement([
  page,
  engine,
  prec,
  gpus,
  dataset,
  requests,
  inputTotal,
  outputTotal,
  outputPerSecond,
  tpotMs,
]: BurstRow): DecodeMeasurement {
  const fixed = dataset.includes('at a time');
  const outlier =
    fixed && page.model === 'deepseek-r1'
      ? "vLLM 0.11.0's DeepSeek-R1 path: half the speed SGLang 0.5.9 reaches on the same 8×H200 at the same 4 users (51.7 against 97.3 tokens/s per user, InferenceX), the release's kernels rather than the GPUs"
      : undefined;
  const users = fixed ? 4 : Math.round((outputPerSecond * tpotMs) / 1000);
  return {
    label: page.label,
    model: page.model,
    prec,
    gpu: page.gpu,
    gpus,
    link: gpus > 1 ? 'nvlink' : null,
    users,
    inputTokens: Math.round(inputTotal / requests),
    outputTokens: Math.round(outputTotal / requests),
    tokensPerSecondPerUser: 1000 / tpotMs,
    totalTokensPerSecond: outputPerSecond,
    date: page.date,
    framework: `${engine}, ${dataset}${fixed ? '' : ` sent at once (${users} decoding on average)`}`,
    ...(outlier ? { outlier } : {}),
    source: `${GPUSTACK} ${page.path} @${page.commit.slice(0, 8)} (page of ${page.date}): ${dataset}, output ${outputPerSecond} tokens/s, mean TPOT ${tpotMs} ms`,
  };
}
