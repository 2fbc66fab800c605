/**
 * GPU memory need (docs/engine.md §1). GiB = 2^30 bytes; P in billions of parameters.
 * A model id (`model=llama-3.1-70b`) is sized from its architecture (layers, KV heads, head size,
 * MLA latent, experts; `src/domain/models`); a size (`model=70`) from a typical architecture of
 * that size (`architectureForSize`).
 */
import { architectureForSize, modelById, type ModelSpec } from '../models';
import { embeddingParamsB } from '../models/architecture';
import {
  answerTokens,
  defaultPrecision,
  promptTokens,
  type FineTune,
  type Precision,
  type Profile,
} from './profile';
import type { Assumptions, MemoryNeed } from './types';

/**
 * Bytes per weight. Weight-only int8/int4 (AWQ, GPTQ) carry one FP16 scale and zero point per
 * group of 128 weights: 4 / 128 = 0.03 bytes more per weight.
 */
export function bytesPerWeight(prec: Precision): number {
  switch (prec) {
    case 'fp32':
      return 4;
    case 'fp8':
      return 1;
    case 'fp4':
      // NVFP4: 4-bit values with one FP8 scale per 16 (MXFP4: one 8-bit scale per 32)
      return 0.5 + 1 / 16;
    case 'bf16':
    case 'fp16':
      return 2;
    default:
      return prec === 'int8' ? 1 + 4 / 128 : 0.5 + 4 / 128;
  }
}

/**
 * Bytes per cached key/value element: serving engines keep the KV cache in the compute precision
 * (16-bit with weight-only int8/int4 weights), in FP8 when the model is served in FP8 or FP4 (vLLM's
 * `kv_cache_dtype=fp8`, TensorRT-LLM's FP8 KV cache), in FP32 only for FP32.
 */
export function kvBytesOf(prec: Precision): number {
  if (prec === 'fp32') return 4;
  return prec === 'fp8' || prec === 'fp4' ? 1 : 2;
}

/**
 * Tokens of context one user holds on average while served: the prompt and half the answer
 * (the answer grows from none to all of it), at most the window `seq`.
 */
export const liveContextTokens = (p: Pick<Profile, 'seq' | 'in' | 'out'>): number =>
  Math.min(p.seq, promptTokens(p) + answerTokens(p) / 2);

/** The precision the profile uses: `prec`, else the workload's default. */
export const precisionOf = (p: Pick<Profile, 'prec' | 'wl'>): Precision =>
  p.prec === null || ((isWeightOnly(p.prec) || p.prec === 'fp4') && p.wl !== 'infer')
    ? defaultPrecision(p.wl)
    : p.prec;

/**
 * int8 and int4 are weight-only quantisation for serving; other workloads compute at BF16 (and
 * so does FP4, a serving precision).
 */
export const isWeightOnly = (prec: Precision): boolean => prec === 'int8' || prec === 'int4';

/** The model of the catalog the profile names by id; `null` for a size or an unknown id. */
export const resolveModel = (p: Pick<Profile, 'model'>): ModelSpec | null =>
  typeof p.model === 'string' ? (modelById(p.model) ?? null) : null;

/**
 * The architecture the profile is sized with: a catalog model's own, or for a size in billions
 * a typical architecture of that size (`architectureForSize`); `null` without a model or for
 * an id the catalog does not know.
 */
export const architectureOf = (p: Pick<Profile, 'model'>): ModelSpec | null =>
  typeof p.model === 'number' ? architectureForSize(p.model).spec : resolveModel(p);

/**
 * The model size in billions of parameters: the number given, or the catalog model's total
 * (every expert of a mixture of experts is resident).
 */
export const modelBillions = (p: Pick<Profile, 'model'>): number | null =>
  typeof p.model === 'number' ? p.model : (resolveModel(p)?.totalParamsB ?? null);

/**
 * Parameters read and computed per token, billions: a mixture of experts' active parameters,
 * else the whole model.
 */
export const activeBillions = (p: Pick<Profile, 'model'>): number | null =>
  typeof p.model === 'number' ? p.model : (resolveModel(p)?.activeParamsB ?? null);

/** The fine-tuning method of a training job: `ft`, else LoRA for finetune and full for train. */
export const fineTuneOf = (p: Pick<Profile, 'ft' | 'wl'>): FineTune =>
  p.ft ?? (p.wl === 'finetune' ? 'lora' : 'full');

/** GiB of `billions` × 10^9 values of `bytes` bytes each. */
const gibOf = (billions: number, bytes: number): number => (billions * 1e9 * bytes) / 2 ** 30;

const GIB = 2 ** 30;

/**
 * KV cache of one token of one sequence, bytes: 2 (key and value) × layers × KV heads × head
 * size × bytes per element; with multi-head latent attention (DeepSeek-V3/R1) the compressed
 * latent (kv_lora_rank + qk_rope_head_dim) per layer instead.
 */
export function kvBytesPerToken(m: ModelSpec, prec: Precision): number {
  const bytes = kvBytesOf(prec);
  if (m.mlaLatentDim !== null) return m.layers * m.mlaLatentDim * bytes;
  return 2 * m.layers * m.kvHeads * m.headDim * bytes;
}

/**
 * Weights a server holds, GiB: every parameter at `prec`, except that quantised checkpoints (FP8,
 * int8, int4, FP4) keep the embedding and the output head in 16-bit (`embeddingParamsB`).
 */
export function servedWeightsGib(m: ModelSpec, prec: Precision): number {
  const bytes = bytesPerWeight(prec);
  const embed = bytes < 2 ? embeddingParamsB(m.id, m.hiddenSize).all : 0;
  return gibOf(m.totalParamsB, bytes) + gibOf(embed, 2 - bytes);
}

/** The parts of a memory need, in the order a bar draws them. */
export const MEMORY_PARTS = [
  'weights',
  'kvCache',
  'activations',
  'adapters',
  'gradients',
  'optimizer',
  'overhead',
  'reserve',
  'given',
] as const;
export type MemoryPart = (typeof MEMORY_PARTS)[number];

type Parts = Partial<Record<MemoryPart, number>>;

const sum = (parts: Parts): number => {
  let t = 0;
  for (const k of MEMORY_PARTS) t += parts[k] ?? 0;
  return t;
};

/**
 * Serving, as vLLM allocates a replica: the weights at `prec` (all experts); the runtime (CUDA
 * context and CUDA graphs, `servingRuntimeGib`); the activation peak of one forward pass at the
 * batched-token budget (`prefillChunkTokens`, one layer at a time); the KV cache of `users`
 * sequences at their live context (`liveContextTokens`: the cache is paged, so each user holds
 * what it has read and written so far, not the whole window), at least one sequence of the
 * whole window (vLLM starts only if one fits); and what the engine leaves free:
 * it uses `gpuMemoryUtilization` of the GPU, so the GPU needs the sum ÷ that share. `min`: one
 * replica with one sequence of the whole window `seq` (the server starts only if one fits).
 */
function inferFromArchitecture(m: ModelSpec, p: Profile, a: Assumptions) {
  const prec = precisionOf(p);
  const weights = servedWeightsGib(m, prec);
  const perToken = kvBytesPerToken(m, prec);
  const kvPerSequence = (perToken * p.seq) / GIB;
  const kvLive = (perToken * liveContextTokens(p)) / GIB;
  const chunk = Math.min(p.seq * p.users, a.prefillChunkTokens);
  const activations = (chunk * m.hiddenSize * a.activationBytesPerHiddenPerToken) / GIB;
  const overhead = a.servingRuntimeGib;
  const fixed = weights + overhead + activations;
  const free = 1 / a.gpuMemoryUtilization - 1;
  // the pool holds every user's live context, and at least one whole-window sequence
  const kvCache = Math.max(kvPerSequence, kvLive * p.users);
  const parts: Parts = {
    weights,
    kvCache,
    activations,
    overhead,
    reserve: (fixed + kvCache) * free,
  };
  return { parts, min: (fixed + kvPerSequence) * (1 + free), kvPerSequence };
}

/**
 * LoRA adapter parameters, billions: rank × (inputs + outputs) of each projection adapters
 * usually target (PEFT's `all-linear`: q, k, v, o, gate, up, down) on every layer; a mixture of
 * experts adapts every expert's gate, up and down. Multi-head latent attention is counted as
 * its heads' q, k, v, o (an approximation: its projections go through the latent).
 */
export function loraParamsB(m: ModelSpec, rank: number): number {
  const h = m.hiddenSize;
  const q = m.attentionHeads * m.headDim;
  const kv = m.kvHeads * m.headDim;
  const attention = h + q + 2 * (h + kv) + (q + h);
  const mlp = (m.experts?.total ?? 1) * 3 * (h + m.intermediateSize);
  return (rank * m.layers * (attention + mlp)) / 1e9;
}

/**
 * Training from the architecture. Activations with gradient checkpointing (what LoRA, QLoRA and
 * full-training recipes switch on): each layer's 16-bit input kept (2 bytes per hidden unit per
 * token) plus one layer recomputed in full (`activationBytesPerHiddenPerToken`).
 * Full: 16-bit weights and gradients, FP32 master weights and Adam moments (the 16 bytes per
 * parameter of mixed-precision AdamW). LoRA: base weights at `prec`, adapters of rank
 * `loraRank` (`loraParamsB`) with `loraAdapterBytes` each; QLoRA: NF4 base weights with double
 * quantisation (`qloraBitsPerWeight`), adapters with `qloraAdapterBytes` each (paged 8-bit
 * AdamW). Both add the framework's own memory (`finetuneRuntimeGib`) and the loss's FP32
 * log-probabilities over the vocabulary for every token of the sequence (`logitsBytes`; a model
 * without a known vocabulary: none).
 */
function trainFromArchitecture(m: ModelSpec, p: Profile, a: Assumptions): Parts {
  const tokens = p.seq;
  const activations =
    (tokens * m.hiddenSize * (2 * m.layers + a.activationBytesPerHiddenPerToken)) / GIB;
  const method = fineTuneOf(p);
  const P = m.totalParamsB;
  if (method === 'full') {
    const weights = gibOf(P, 2);
    return {
      weights,
      gradients: gibOf(P, 2),
      optimizer: gibOf(P, a.trainBytesPerParam - 4),
      activations,
    };
  }
  const qlora = method === 'qlora';
  const weights = gibOf(P, qlora ? a.qloraBitsPerWeight / 8 : bytesPerWeight(precisionOf(p)));
  const adapterBytes = qlora ? a.qloraAdapterBytes : a.loraAdapterBytes;
  const adapters = gibOf(loraParamsB(m, a.loraRank), adapterBytes);
  const vocab =
    m.hiddenSize > 0 ? (embeddingParamsB(m.id, m.hiddenSize).head * 1e9) / m.hiddenSize : 0;
  const overhead = a.finetuneRuntimeGib + (tokens * vocab * a.logitsBytes) / GIB;
  return { weights, adapters, activations, overhead };
}

/**
 * Memory the job needs: `mem` when given, else estimated from `model` (hpc: only from `mem`).
 * Per instance it is the total split over `nodes`. `null` when neither is known. `model` is the
 * architecture the profile is sized with (`architectureOf`), resolved once by the caller.
 * Inference: `totalGib` holds every user's KV cache; `minGib` is what one instance must hold at
 * least (one replica with one sequence; more replicas serve more users).
 */
export function estimateMemoryNeed(
  profile: Profile,
  a: Assumptions,
  model: ModelSpec | null = architectureOf(profile),
): MemoryNeed | null {
  const nodes = Math.max(1, profile.nodes);
  const done = (parts: Parts, basis: MemoryNeed['basis'], minTotal?: number): MemoryNeed => {
    const totalGib = sum(parts);
    const gib = totalGib / nodes;
    return { gib, totalGib, minGib: minTotal === undefined ? gib : minTotal / nodes, basis, parts };
  };
  if (profile.mem !== null) return done({ given: profile.mem }, 'given');
  if (profile.wl === 'hpc' || model === null) return null;
  const basis = typeof profile.model === 'number' ? 'estimated' : 'architecture';
  if (profile.wl === 'infer') {
    const r = inferFromArchitecture(model, profile, a);
    return done(r.parts, basis, r.min);
  }
  return done(trainFromArchitecture(model, profile, a), basis);
}

/** The memory fit's rules live with the engine's other rules. */
export { fitNeedGib, memoryFit } from './rules';

/**
 * GiB of activations that gradient checkpointing saves on `tokens` tokens: without it every layer
 * keeps its full activations (`activationBytesPerHiddenPerToken` per hidden unit per token,
 * Korthikanti et al.); with it, each layer's 16-bit input and one layer recomputed in full.
 */
export function checkpointingSavesGib(m: ModelSpec, tokens: number, a: Assumptions): number {
  const full = m.layers * a.activationBytesPerHiddenPerToken;
  const kept = 2 * m.layers + a.activationBytesPerHiddenPerToken;
  return (tokens * m.hiddenSize * (full - kept)) / GIB;
}
