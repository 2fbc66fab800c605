/**
 * Every constant the engine assumes, in one place (docs/engine.md). Change a value only with a source,
 * and update the golden rankings in the same commit.
 */
import { TEAM_WEIGHTS, type TeamType, type Weights } from './profile';
import type { Assumptions } from './types';
import { HOURS_PER_MONTH } from '../units/money';

/** `TEAM_WEIGHTS[team]` as a switch (a record indexed by a changing key deoptimises `rank`). */
export function teamWeights(team: TeamType): Weights {
  switch (team) {
    case 'startup':
      return TEAM_WEIGHTS.startup;
    case 'rnd':
      return TEAM_WEIGHTS.rnd;
    case 'hpc':
      return TEAM_WEIGHTS.hpc;
    case 'individual':
      return TEAM_WEIGHTS.individual;
    default:
      return TEAM_WEIGHTS.enterprise;
  }
}

/**
 * Sources: 16 bytes per parameter of full training from "Transformer Math 101";
 * scaling from Lambda's A100 80GB SXM ResNet-50 runs (4 GPUs 3.84×, 8 GPUs 7.23×) rounded down
 * for LLM jobs; the reference throughput is TensorRT-LLM 0.14's Llama-3.1-8B FP16 maximum
 * throughput on one A100 SXM4 80GB (1000 in / 1000 out: 3,634 tokens/s, llm-throughput.csv).
 * Spec-to-achieved training efficiency: LLM Foundry H100 vs A100 (2.2×) against the dense BF16
 * ratio 3.17× (llm-throughput.md), rounded to 0.7.
 * Serving (`serving.ts`): the decode bandwidth and compute efficiencies, the prefill efficiency,
 * the tokens per expert at which a mixture of experts' prompt matmuls reach half of it
 * (`moeExpertHalfTokens`, over a prefill chunk of `moePrefillBatchTokens` = 8,192: vLLM's
 * `max_num_batched_tokens` on H100-class GPUs and SGLang's `chunked_prefill_size`; DeepSeek-R1's
 * 8 of 256 experts give 256 tokens per expert, 13.9 % of peak; Qwen3-235B's 8 of 128 give 512,
 * 23.0 %; Mixtral's 2 of 8 give 2,048, 45.7 %), the weight-only int8/int4 read efficiency, the per-layer step
 * times (one GPU, and more with tensor parallelism) and the least time a mixture of experts' step
 * takes per user of its batch (`moeMsPerSequence`, at most what the fastest fitted run of one took
 * per user: 0.25 ms, a replica's ceiling of 4,000 output tokens/s) are fitted
 * together on the fitted part of the published serving measurements (`models/measurements.ts`:
 * InferenceX DeepSeek-R1 runs on H200 and B200, GPUStack's vLLM and SGLang runs of Qwen3-235B-A22B
 * on 8×H100 and 8×A100 and of DeepSeek-R1 on 8×H200 at 60-650 users, TensorRT-LLM, NIM, TGI and
 * llama.cpp runs), by `tests/unit/engine/serving-fit.ts`:
 * the grid values with the least mean |log(estimate ÷ measured)| for each user's speed and the
 * replica's total, fitted together with the terms of the slower stacks (llama.cpp, TGI 1.0:
 * `stacks.ts`) applied to their own runs, so these stay a well-tuned server's; the held-out rows
 * are never read. Grid bounds: shares of peak up to 0.9
 * (bandwidth) and 0.7 (compute), at least 0.02 ms per layer.
 * AMD GPUs reach 0.75 of those efficiencies: the share of the newest ROCm release with runs
 * (`stacks.ts`, `AMD_RELEASES`: SGLang 0.5.9 on ROCm 7.0, fitted on its InferenceX MI355X runs
 * in the fitted part; the release of October 2025 reached 0.19, a quarter). Two same-method
 * comparisons agree within 0.1: InferenceX, SGLang, DeepSeek-R1 FP4 on 4 GPUs, 4 users, 1,024
 * in and out: MI355X 93.9 tokens/s per user (2026-02-27) against B200 109.8 (2025-11-10), over
 * their bandwidth ratio 8.0 ÷ 7.7 TB/s: 0.82; MLPerf Inference v4.1 Llama-2-70B Offline on 8
 * GPUs, FP8: MI300X 23,515 tokens/s against DGX H100 21,806, over their FP8 compute ratio
 * 2,610 ÷ 1,979 (a saturated server is compute-bound): 0.82.
 *
 * Memory from the model's architecture (`memory.ts`): a catalog model's own, or for a size in
 * billions the architecture of the catalog's dense grouped-query models of nearby size
 * (`architectureForSize`: 70 → Llama-3.1-70B's 80 layers of 8 KV heads × 128), said in a notice.
 * - KV cache: 2 (key, value) × layers × KV heads × head size × bytes per element per token per
 *   sequence, exact for grouped-query attention; multi-head latent attention caches the latent
 *   (kv_lora_rank 512 + qk_rope_head_dim 64 for DeepSeek-V3/R1) per layer. Elements are 16-bit,
 *   8-bit when serving in FP8 (FP8 KV cache), 32-bit for FP32. Sliding-window layers (Gemma 2)
 *   are counted as full attention: an upper bound there.
 * - Weights: every parameter at `prec`'s bytes (`bytesPerWeight`); a mixture of experts keeps all
 *   experts resident; a decode step reads the experts its batch touches and computes the active
 *   parameters per token (`serving.ts`). FP8 on a GPU without FP8 tensor cores runs
 *   as weight-only FP8 (vLLM: "FP8 models will run on compute capability >= 7.5 (Turing) as
 *   weight-only W8A16, utilizing FP8 Marlin", https://docs.vllm.ai/en/stable/features/quantization/fp8/):
 *   FP8 memory and weight reads, 16-bit compute.
 * - Serving, as vLLM allocates: the engine takes `gpuMemoryUtilization` (0.9, vLLM's default
 *   `gpu_memory_utilization`, "the fraction of GPU memory to be used for the model executor",
 *   https://docs.vllm.ai/en/stable/configuration/engine_args.html) of each GPU for weights,
 *   activations, runtime and KV cache, so a replica needs its allocation ÷ 0.9 of GPU memory.
 *   Runtime `servingRuntimeGib` (2 GiB per GPU): CUDA graphs, which vLLM's start-up log puts at
 *   "additional 1~3 GiB memory per GPU" (vllm/worker/model_runner.py), with the CUDA context;
 *   a replica over several GPUs holds it on each.
 *   Activations: the peak of one forward pass over the batched-token budget
 *   `prefillChunkTokens` (2,048: vLLM's default `max_num_batched_tokens` for its API server on
 *   A100s and GPUs under 70 GiB; 8,192 on H100-class GPUs, 0.5–2 GiB more for a 70B:
 *   vllm/engine/arg_utils.py, `get_batch_defaults`) at 34 bytes per hidden unit per token of
 *   one layer in 16-bit (Korthikanti et al., "Reducing Activation Recomputation in Large
 *   Transformer Models", 2022: 34·s·b·h without the attention-score term, which FlashAttention
 *   never stores). Llama-3.1-70B FP8 at 4k context, one user: (65.8 weights + 2 runtime + 0.5
 *   activations + 0.6 KV) ÷ 0.9 = 76.6 GiB, a tight fit on one 80 GB GPU, as vLLM serves it.
 * - Training keeps each layer's 2-byte input (gradient checkpointing, as LoRA/QLoRA and full
 *   training recipes switch on) and recomputes one layer in full.
 * - Fine-tuning (`ft`): full = 16 bytes per parameter (2 weights, 2 gradients, 12 FP32 master
 *   weights and Adam moments; "Transformer Math 101"). LoRA and QLoRA adapters of rank
 *   `loraRank` (16, common in published recipes; PEFT's default `r` is 8) on the projections
 *   adapters usually target (q, k, v, o, gate, up, down: PEFT's `all-linear`), counted from the
 *   architecture: rank × (inputs + outputs) per projection per layer (Llama-3.1-70B: 207 M
 *   parameters). LoRA: base weights at `prec`, adapters at 16 bytes (FP32 weight and gradient,
 *   AdamW's two FP32 moments). QLoRA (Dettmers et al., 2023, "QLoRA: Efficient Finetuning of
 *   Quantized LLMs", §3): NF4 base weights with double quantisation, 4 bits plus
 *   8/64 + 32/(64·256) = 0.127 bits of scales per parameter = 4.127 bits; adapters at 10 bytes
 *   (FP32 weight and gradient, paged 8-bit AdamW's two 1-byte moments, the `paged_adamw_8bit`
 *   of the Hugging Face QLoRA recipe, https://huggingface.co/blog/4bit-transformers-bitsandbytes);
 *   embeddings and output head counted at 4.127 bits too (kept in 16-bit, they add about 3 GB on
 *   a 70B). LoRA and QLoRA add the framework's own memory, `finetuneRuntimeGib` (1 GiB: the CUDA
 *   context, cuBLAS and attention workspaces, the caching allocator's slack; an assumption), and
 *   the loss's log-probabilities: every token of the sequence × the vocabulary (the model's
 *   config.json) × `logitsBytes` (4: the cross-entropy is computed in FP32; Wijmans et al., 2024,
 *   "Cut Your Losses in Large-Vocabulary Language Models", arXiv 2411.09009, §1: this matrix
 *   dominates the loss's memory at large vocabularies), in place of a flat 1.2 × the rest, which
 *   added ~3 GiB to an 8B LoRA and ~8 GiB to a 70B QLoRA whatever their vocabulary. Worked against
 *   LLaMA-Factory's hardware table (https://github.com/hiyouga/LLaMA-Factory, README "Hardware
 *   Requirement", its own estimates), 2,048 tokens: Llama-2-7B LoRA 12.55 + 0.60 + 0.77 + 1 +
 *   0.24 = 15.2 GiB (table: 16 GB = 14.9 GiB), QLoRA 5.6 GiB (6 GB = 5.6 GiB); Llama-3.1-70B QLoRA
 *   33.9 + 1.9 + 3.0 + 1 + 0.98 = 40.9 GiB (48 GB = 44.7 GiB).
 *
 * Multi-node jobs (docs/engine.md §3): a step computes 6 × parameters × `tokensPerStep` FLOPs (1M
 * tokens, e.g. 256 sequences of 4,096: a fine-tuning or small-cluster global batch; Llama 2 used
 * 4M on thousands of GPUs, Touvron et al. 2023 §2.2; a smaller batch moves the same gradients
 * per step, so it is the cautious choice) at `referenceTrainingTflops` per
 * A100 of relative speed (150 TFLOPS: 48 % of its 312 dense BF16, the model FLOPs utilisation
 * MosaicML's LLM Foundry reports for 7B-30B models on A100s), and all-reduces 2 bytes per trained
 * parameter (BF16) in a ring: each instance sends 2(n − 1)/n of it over its stated network. Up to
 * `commOverlap` of the step's compute hides it (the backward pass overlaps the gradient buckets).
 * Where no bandwidth is stated: 10 Gb/s Ethernet, or 100 Gb/s for a fabric sold as RDMA (EDR
 * InfiniBand, the slowest in the dataset) — both conservative, and said with every such entry.
 *
 * The value of an hour of waiting (docs/engine.md §5, "Score"): what a team loses while a result
 * is not there, the rate at which the score trades hours for money. An engineer's loaded hour is
 * about USD 90 (US software developers' median pay USD 133,080 a year, BLS Occupational Outlook
 * Handbook 15-1252, May 2024, × 1.4 for benefits and overhead ÷ 2,080 h); a wait blocks only part
 * of a team: enterprise 50, R&D 40, startup 25 (runway before payroll), HPC 15 (queued batch work),
 * an individual 1 (a learner's own evenings, paid by nobody). Assumptions, overridable with `vh`.
 * Setting up a sharded fine-tune (4 h) and the 5 % error of an undated or stale price: assumptions.
 *
 * Spot interruption rate, restart overhead, Ethernet multi-node efficiency without a model size,
 * the overlap share, the FP8 matmul share of a training step and the fit and age factors:
 * assumptions, no source.
 */
export const DEFAULT_ASSUMPTIONS: Readonly<Assumptions> = {
  gpuMemoryUtilization: 0.9,
  servingRuntimeGib: 2,
  prefillChunkTokens: 2048,
  activationBytesPerHiddenPerToken: 34,
  loraRank: 16,
  loraAdapterBytes: 16,
  qloraBitsPerWeight: 4.127,
  qloraAdapterBytes: 10,
  finetuneRuntimeGib: 1,
  logitsBytes: 4,
  trainBytesPerParam: 16,
  fitMargin: 1.1,
  nvlinkEfficiency2: 0.98,
  nvlinkEfficiency4: 0.96,
  nvlinkEfficiency8: 0.9,
  pcieEfficiency2: 0.9,
  pcieEfficiency4: 0.8,
  pcieEfficiency8: 0.7,
  nodeEfficiency: 0.9,
  nodeEfficiencyWithoutFabric: 0.7,
  tokensPerStep: 1_048_576,
  commOverlap: 0.5,
  referenceTrainingTflops: 150,
  unknownEthernetGbps: 10,
  unknownFabricGbps: 100,
  spotInterruptionsPerDay: 1,
  restartOverheadMinutes: 10,
  specTrainingEfficiency: 0.7,
  hoursPerMonth: HOURS_PER_MONTH,
  staleAfterDays: 180,
  referenceTokensPerSecond: 3634,
  referenceModelBillions: 8,
  decodeBandwidthEfficiency: 0.87,
  decodeStepMsPerLayer: 0.09,
  tensorParallelMsPerLayer: 0.03,
  moeMsPerSequence: 0.25,
  amdServingEfficiency: 0.75,
  decodeComputeEfficiency: 0.22,
  prefillComputeEfficiency: 0.68,
  moePrefillBatchTokens: 8192,
  moeExpertHalfTokens: 1000,
  weightOnlyReadEfficiency: 1,
  fp8MatmulShare: 0.6,
  tightFitFactor: 0.8,
  fp16OnlyFactor: 0.85,
  legacyGpuFactor: 0.5,
  hourValueStartup: 25,
  hourValueRnd: 40,
  hourValueHpc: 15,
  hourValueIndividual: 1,
  hourValueEnterprise: 50,
  shardedSetupHours: 4,
  priceUncertainty: 0.05,
};

/** Unit of each assumption, as reported with a result. */
export const ASSUMPTION_UNITS: Readonly<Record<keyof Assumptions, string>> = {
  gpuMemoryUtilization: 'fraction',
  servingRuntimeGib: 'GiB per GPU',
  prefillChunkTokens: 'tokens',
  activationBytesPerHiddenPerToken: 'bytes per hidden unit per token',
  loraRank: 'rank',
  loraAdapterBytes: 'bytes per parameter',
  qloraBitsPerWeight: 'bits per weight',
  qloraAdapterBytes: 'bytes per parameter',
  finetuneRuntimeGib: 'GiB per job',
  logitsBytes: 'bytes per vocabulary entry per token',
  trainBytesPerParam: 'bytes per parameter',
  fitMargin: 'x',
  nvlinkEfficiency2: 'fraction',
  nvlinkEfficiency4: 'fraction',
  nvlinkEfficiency8: 'fraction',
  pcieEfficiency2: 'fraction',
  pcieEfficiency4: 'fraction',
  pcieEfficiency8: 'fraction',
  nodeEfficiency: 'fraction',
  nodeEfficiencyWithoutFabric: 'fraction',
  tokensPerStep: 'tokens',
  commOverlap: 'fraction',
  referenceTrainingTflops: 'trillion FLOP per second',
  unknownEthernetGbps: 'Gbit per second',
  unknownFabricGbps: 'Gbit per second',
  spotInterruptionsPerDay: 'per 24 h',
  restartOverheadMinutes: 'min',
  specTrainingEfficiency: 'fraction',
  hoursPerMonth: 'h',
  staleAfterDays: 'days',
  referenceTokensPerSecond: 'tokens/s',
  referenceModelBillions: 'billion parameters',
  decodeBandwidthEfficiency: 'fraction',
  decodeStepMsPerLayer: 'ms per layer',
  tensorParallelMsPerLayer: 'ms per layer',
  moeMsPerSequence: 'ms per sequence',
  amdServingEfficiency: 'fraction',
  decodeComputeEfficiency: 'fraction',
  prefillComputeEfficiency: 'fraction',
  moePrefillBatchTokens: 'tokens',
  moeExpertHalfTokens: 'tokens',
  weightOnlyReadEfficiency: 'fraction',
  fp8MatmulShare: 'fraction',
  tightFitFactor: 'x',
  fp16OnlyFactor: 'x',
  legacyGpuFactor: 'x',
  hourValueStartup: 'USD per hour',
  hourValueRnd: 'USD per hour',
  hourValueHpc: 'USD per hour',
  hourValueIndividual: 'USD per hour',
  hourValueEnterprise: 'USD per hour',
  shardedSetupHours: 'h',
  priceUncertainty: 'fraction',
};

/** What an hour of waiting is worth to `team`, USD per hour (a switch, as `teamWeights`). */
export function teamHourValue(team: TeamType, a: Assumptions): number {
  switch (team) {
    case 'startup':
      return a.hourValueStartup;
    case 'rnd':
      return a.hourValueRnd;
    case 'hpc':
      return a.hourValueHpc;
    case 'individual':
      return a.hourValueIndividual;
    default:
      return a.hourValueEnterprise;
  }
}

/** The defaults with the caller's overrides (non-finite or negative overrides are ignored). */
export function resolveAssumptions(overrides: Partial<Assumptions> | undefined): Assumptions {
  const out: Assumptions = { ...DEFAULT_ASSUMPTIONS };
  if (!overrides) return out;
  for (const name of Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[]) {
    const v = overrides[name];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[name] = v;
  }
  return out;
}
