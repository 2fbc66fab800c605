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
  'max-model-len': null,
  'max-num-seqs': null,
  dtype: ['auto', 'half', 'float16', 'bfloat16', 'float', 'float32'],
  quantization: ['awq', 'gptq', 'fp8', 'bitsandbytes', 'compressed-tensors'],
  'kv-cache-dtype': ['auto', 'fp8', 'fp8_e4m3', 'fp8_e5m2'],
  'hf-overrides': null,
  'trust-remote-code': [],
  port: null,
};

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
