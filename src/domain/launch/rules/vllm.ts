/**
 * vLLM's rules the serving recipes are written to (the recipes install `vllm==0.10.1.1`),
 * transcribed from vllm-project/vllm:
 * - tensor parallelism: `verify_with_parallel_config` in `vllm/config/model.py`
 *   @18ec6629253632af0a384f2ffbb8c6b28af322e7 ("Total number of attention heads (…) must be
 *   divisible by tensor parallel size"); key/value heads are split when TP divides them and
 *   replicated when they divide TP (`QKVParallelLinear`, `divide()` asserts either);
 * - pipeline parallelism (`--pipeline-parallel-size`) splits the layers, at most one stage per
 *   layer;
 * - dtype: "Bfloat16 is only supported on GPUs with compute capability of at least 8.0"
 *   (`_check_if_gpu_supports_dtype`); FP8 weights run from 7.5 as weight-only FP8 (Marlin) and
 *   with FP8 activations from 8.9 (`vllm/model_executor/layers/quantization/fp8.py`
 *   @1436674bcb3f46f4c960d09334cf7dd1534943ca; https://docs.vllm.ai/en/stable/features/quantization/fp8/);
 *   an FP8 KV cache is written only where FP8 is native (8.9);
 * - minimum compute capability of the other quantisations (`get_min_capability` of each
 *   `QuantizationConfig`): AWQ 7.5, GPTQ 6.0, bitsandbytes 7.0, INT8 weights and activations
 *   (W8A8, compressed-tensors) 7.5;
 * - `--max-model-len` at most the model's window unless `--hf-overrides` writes a RoPE scaling
 *   that lengthens it (`_get_and_verify_max_len`);
 * - the flags and their choices: `EngineArgs.add_cli_args` in `vllm/engine/arg_utils.py`
 *   @99d7eb5d6a512cfcc5a2b104f24ebf2d6cda772b (dtype, quantization and KV-cache dtype choices
 *   from the config literals it reads).
 * - several instances (multi-node serving): "multi-node inference currently requires Ray"; the
 *   tensor parallel size is the GPUs of one node and the pipeline parallel size the nodes, the
 *   Ray cluster started first (head, then workers joining its address) and `vllm serve` run on
 *   the head only (`docs/serving/distributed_serving.md` @494b01737b3cd268a514692718d671ab9ec93983,
 *   "Running vLLM on multiple nodes"); `--distributed-executor-backend ray` asks for Ray
 *   explicitly; Ray Compiled Graph (`ray[cgraph]`) is "required for pipeline parallelism in V1"
 *   (`requirements/cuda.txt` of the 0.10 releases), installed as SkyPilot's multi-node example
 *   installs Ray (skypilot-org/skypilot `llm/vllm/vllm-multinode.sky.yaml`
 *   @5e7c3db320f43d18011e4b89e8380be6c50dcb45: `ray>=2.48.0`, workers join
 *   `$HEAD_IP:6379`, the head serves);
 * The source files are the stored versions at those commits; the recipes pin a release that has
 * every flag used here (`--data-parallel-size` and `--hf-overrides` included).
 */

export const VLLM_VERSION = '0.10.1.1';

/**
 * AMD's ROCm build of the same vLLM release for MI300X (gfx942), as a container image: the pip
 * wheel is built for CUDA. Tag as listed on Docker Hub's `rocm/vllm` (cited in ROCm/amdgpu-docs
 * issue #88, https://github.com/ROCm/amdgpu-docs/issues/88).
 */
export const VLLM_ROCM_IMAGE = 'rocm/vllm:rocm6.4.1_vllm_0.10.1_20250909';
/** GPUs the ROCm image is built for. */
export const VLLM_ROCM_GPUS: ReadonlySet<string> = new Set(['mi300x-192gb']);

/** `vllm serve` flags the recipes write and their choices (`None`: any value). */
export const VLLM_FLAGS: Readonly<Record<string, readonly string[] | null>> = {
  'tensor-parallel-size': null,
  'pipeline-parallel-size': null,
  'data-parallel-size': null,
  'distributed-executor-backend': ['ray', 'mp'],
  'max-model-len': null,
  'max-num-seqs': null,
  dtype: ['auto', 'half', 'float16', 'bfloat16', 'float', 'float32'],
  quantization: ['awq', 'gptq', 'fp8', 'bitsandbytes', 'compressed-tensors'],
  'kv-cache-dtype': ['auto', 'fp8', 'fp8_e4m3', 'fp8_e5m2'],
  'hf-overrides': null,
  'trust-remote-code': [],
  port: null,
};

/** Port vLLM's OpenAI-compatible server listens on (its default). */
export const SERVE_PORT = 8000;

/** The Ray package a multi-node replica installs next to vLLM, and the port its head listens on. */
export const RAY_SPEC = 'ray[cgraph]>=2.48.0';
export const RAY_PORT = 6379;

/** Lowest compute capability (major.minor as a number) each dtype or method needs. */
export const VLLM_MIN_CC = {
  bfloat16: 8.0,
  fp8: 7.5,
  fp8Native: 8.9,
  awq: 7.5,
  gptq: 6.0,
  bitsandbytes: 7.0,
  int8Activations: 7.5,
} as const;

/** vLLM splits (or replicates) the KV heads over `tp` GPUs and the query heads evenly. */
export function tpFits(tp: number, heads: number, kvHeads: number): boolean {
  return heads % tp === 0 && (kvHeads % tp === 0 || tp % kvHeads === 0);
}

/**
 * The parallel shape for `gpus` GPUs of one replica: the largest tensor-parallel size that
 * divides the GPUs and fits the heads, the rest as pipeline stages (at most one per layer).
 */
export function parallelShape(
  gpus: number,
  heads: number | null,
  kvHeads: number | null,
  layers: number | null,
): { tp: number; pp: number } {
  if (heads === null || kvHeads === null) return { tp: gpus, pp: 1 };
  for (let tp = gpus; tp >= 1; tp--) {
    if (gpus % tp !== 0 || !tpFits(tp, heads, kvHeads)) continue;
    const pp = gpus / tp;
    if (layers === null || pp <= layers) return { tp, pp };
  }
  return { tp: 1, pp: gpus };
}

/**
 * The shape of a replica over `span` instances of `gpus` GPUs each: tensor parallel within an
 * instance (the largest size the heads allow), pipeline stages across the instances.
 */
export function spanShape(
  gpus: number,
  span: number,
  heads: number | null,
  kvHeads: number | null,
  layers: number | null,
): { tp: number; pp: number } {
  const inner = parallelShape(gpus, heads, kvHeads, layers === null ? null : layers / span);
  return { tp: inner.tp, pp: inner.pp * span };
}
