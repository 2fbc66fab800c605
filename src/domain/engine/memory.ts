/**
 * GPU memory need (engine.md §1). GiB = 2^30 bytes; P in billions of parameters.
 * A model id (`model=llama-3.1-70b`) is sized from its architecture (layers, KV heads, head size,
 * MLA latent, experts; `src/domain/models`); a number keeps the per-billion estimate.
 */
import { modelById, type ModelSpec } from '../models';
import { defaultPrecision, type FineTune, type Precision, type Profile } from './profile';
import type { Assumptions, MemoryNeed } from './types';
import type { MemoryFit } from './types';

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
    case 'bf16':
    case 'fp16':
      return 2;
    default:
      return prec === 'int8' ? 1 + 4 / 128 : 0.5 + 4 / 128;
  }
}

/**
 * Bytes per cached key/value element: serving engines keep the KV cache in the compute precision
 * (16-bit with weight-only int8/int4 weights), in FP8 when the model is served in FP8 (vLLM's
 * `kv_cache_dtype=fp8`, TensorRT-LLM's FP8 KV cache), in FP32 only for FP32.
 */
export function kvBytesOf(prec: Precision): number {
  if (prec === 'fp32') return 4;
  return prec === 'fp8' ? 1 : 2;
}

/** The precision the profile uses: `prec`, else the workload's default. */
export const precisionOf = (p: Pick<Profile, 'prec' | 'wl'>): Precision =>
  p.prec === null || (isWeightOnly(p.prec) && p.wl !== 'infer') ? defaultPrecision(p.wl) : p.prec;

/** int8 and int4 are weight-only quantisation for serving; other workloads compute at BF16. */
export const isWeightOnly = (prec: Precision): boolean => prec === 'int8' || prec === 'int4';

/** The model of the catalog the profile names by id; `null` for a size or an unknown id. */
export const resolveModel = (p: Pick<Profile, 'model'>): ModelSpec | null =>
  typeof p.model === 'string' ? (modelById(p.model) ?? null) : null;

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

/** The parts of a memory need, in the order a bar draws them. */
export const MEMORY_PARTS = [
  'weights',
  'kvCache',
  'activations',
  'adapters',
  'gradients',
  'optimizer',
  'overhead',
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
 * Inference from the architecture: the weights at `prec` (all experts), the KV cache of `users`
 * sequences of `seq` tokens, one prefill chunk's activations (one layer at a time), and the
 * runtime's overhead on the weights. `minGib`: one replica with one sequence.
 */
function inferFromArchitecture(m: ModelSpec, p: Profile, a: Assumptions) {
  const prec = precisionOf(p);
  const weights = gibOf(m.totalParamsB, bytesPerWeight(prec));
  const kvPerSequence = (kvBytesPerToken(m, prec) * p.seq) / GIB;
  const chunk = Math.min(p.seq * p.users, a.prefillChunkTokens);
  const activations = (chunk * m.hiddenSize * a.activationBytesPerHiddenPerToken) / GIB;
  const overhead = weights * (a.inferOverhead - 1);
  const parts: Parts = { weights, kvCache: kvPerSequence * p.users, activations, overhead };
  return { parts, min: weights + overhead + activations + kvPerSequence, kvPerSequence };
}

/**
 * Training from the architecture. Activations with gradient checkpointing (what LoRA, QLoRA and
 * full-training recipes switch on): each layer's 16-bit input kept (2 bytes per hidden unit per
 * token) plus one layer recomputed in full (`activationBytesPerHiddenPerToken`).
 * Full: 16-bit weights and gradients, FP32 master weights and Adam moments (the 16 bytes per
 * parameter of mixed-precision AdamW). LoRA: base weights at `prec`; QLoRA: 4-bit base weights;
 * both with 16-bit adapters and their gradients and FP32 optimizer states.
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
  const baseBytes = bytesPerWeight(method === 'qlora' ? 'int4' : precisionOf(p));
  const weights = gibOf(P, baseBytes);
  const adapters = gibOf(a.loraAdapterFraction * P, a.loraAdapterBytes);
  const overhead = (weights + adapters + activations) * (a.finetuneOverhead - 1);
  return { weights, adapters, activations, overhead };
}

/** The per-billion estimate for a size (`model=70`): the formulas links had before model ids. */
function fromSize(P: number, p: Profile, a: Assumptions): Parts {
  const kTokens = p.seq / 1000;
  if (p.wl === 'infer') {
    const weights = gibOf(P, bytesPerWeight(precisionOf(p)));
    return {
      weights,
      overhead: weights * (a.inferOverhead - 1),
      kvCache: a.kvCacheGibPerBillionPerKTokens * P * kTokens,
    };
  }
  const activations = a.activationGibPerBillionPerKTokens * P * kTokens;
  const method = fineTuneOf(p);
  if (method === 'full') {
    return {
      weights: gibOf(P, 2),
      gradients: gibOf(P, 2),
      optimizer: gibOf(P, a.trainBytesPerParam - 4),
      activations,
    };
  }
  const weights = gibOf(P, bytesPerWeight(method === 'qlora' ? 'int4' : precisionOf(p)));
  const adapters = gibOf(a.loraAdapterFraction * P, a.loraAdapterBytes);
  const overhead = (weights + adapters + activations) * (a.finetuneOverhead - 1);
  return { weights, adapters, activations, overhead };
}

/**
 * Memory the job needs: `mem` when given, else estimated from `model` (hpc: only from `mem`).
 * Per instance it is the total split over `nodes`. `null` when neither is known. `model` is the
 * profile's catalog model, resolved once by the caller (`resolveModel`).
 * Inference: `totalGib` holds every user's KV cache; `minGib` is what one instance must hold at
 * least (one replica with one sequence; more replicas serve more users).
 */
export function estimateMemoryNeed(
  profile: Profile,
  a: Assumptions,
  model: ModelSpec | null = resolveModel(profile),
): MemoryNeed | null {
  const nodes = Math.max(1, profile.nodes);
  const done = (parts: Parts, basis: MemoryNeed['basis'], minTotal?: number): MemoryNeed => {
    const totalGib = sum(parts);
    const gib = totalGib / nodes;
    return { gib, totalGib, minGib: minTotal === undefined ? gib : minTotal / nodes, basis, parts };
  };
  if (profile.mem !== null) return done({ given: profile.mem }, 'given');
  if (profile.wl === 'hpc') return null;
  if (model !== null) {
    if (profile.wl === 'infer') {
      const r = inferFromArchitecture(model, profile, a);
      return done(r.parts, 'architecture', r.min);
    }
    return done(trainFromArchitecture(model, profile, a), 'architecture');
  }
  const P = typeof profile.model === 'number' ? profile.model : null;
  if (P === null) return null;
  return done(fromSize(P, profile, a), 'estimated');
}

/** `fits` at ≥ margin × need, `tight` at ≥ need, `no` below; `unknown` without a need. */
export function memoryFit(
  capacityGib: number | null,
  needGib: number | null,
  margin: number,
): MemoryFit | 'no' {
  if (needGib === null) return 'unknown';
  if (capacityGib === null) return 'no';
  if (capacityGib >= margin * needGib) return 'fits';
  return capacityGib >= needGib ? 'tight' : 'no';
}
