/**
 * Serving load (inference): how many replicas of which size serve `users` concurrent sequences
 * at `tps` output tokens/s each, on one offer. A replica (one copy of the model) is
 * tensor-parallel inside one instance, over as many of its GPUs as the server can split the
 * model into (`validShape`), and batches its users: each decode step makes one token for every
 * sequence of the batch and takes the longer of
 *   - reading the weights the batch touches (a mixture of experts: the shared part and, per
 *     layer, about E·(1 − (1 − k/E)^b) of its E experts for b sequences with k experts each)
 *     and every sequence's KV cache, at the replica's effective memory bandwidth, and
 *   - the batch's FLOPs (2 × active parameters and the attention over the context, per token)
 *     at its effective compute,
 * and at least `minStepSeconds` (kernel launches). Prompts are processed too: each user's prompt
 * of `in` tokens once per answer of `out` tokens, compute-bound, so every output token of the
 * batch also waits b × prefill ÷ out. One user's speed is 1 ÷ (step + that share); the replica
 * serves as many users as keep that speed at the target and fit its memory.
 */
import { gpuEfficiency } from './scaling';
import type { Assumptions } from './types';

/** What one ranking knows about the model being served (per replica, whatever its size). */
export interface ServingModel {
  /** Weights in GiB with the runtime overhead (what a replica must hold). */
  weightsGib: number;
  /**
   * KV cache one user holds on average, GiB: the live context (`in` + `out` ÷ 2), as a paged
   * cache (vLLM's PagedAttention, SGLang's radix cache) allocates it block by block.
   */
  kvGibPerSequence: number;
  /**
   * KV cache of one sequence at the whole window `seq`, GiB: the server starts only if one
   * such sequence fits (vLLM refuses a `max_model_len` whose cache does not).
   */
  kvGibFullSequence: number;
  /**
   * Attention heads and key/value heads: a replica of g GPUs needs g to divide the attention
   * heads, and the KV heads to be a multiple of g or g a multiple of them (vLLM's tensor-parallel
   * rule); 0 when unknown (any power of two).
   */
  heads: number;
  kvHeads: number;
  /** A mixture of experts: one expert's width (`moe_intermediate_size`); 0 for a dense model. */
  expertWidth: number;
  /** Whether the weights are FP8 block-quantised in 128 × 128 tiles (FP8 checkpoints of MoEs). */
  blockQuantised: boolean;
  /** Bytes read per decode step for the weights every token uses (a dense model's all). */
  sharedBytes: number;
  /** Mixture of experts: bytes of one routed expert over all layers; 0 for a dense model. */
  expertBytes: number;
  /** Routed experts per layer and experts per token (0 and 0 for a dense model). */
  experts: number;
  activeExperts: number;
  /** KV cache one sequence reads per decode step, at its mean length (`in` + `out` ÷ 2), bytes. */
  kvBytesRead: number;
  /** FLOPs of one decoded token: 2 × active parameters + attention over the mean context. */
  flopsPerToken: number;
  /**
   * FLOPs of processing one prompt of `in` tokens, ÷ the share of peak compute prefill reaches
   * (`prefillComputeEfficiency`; for a mixture of experts lower by its tokens per expert).
   */
  prefillFlops: number;
  /** Output tokens of one answer (`out`). */
  outTokens: number;
  /**
   * Layers: a decode step spends layers × `decodeStepMsPerLayer` besides reading and computing,
   * and layers × `tensorParallelMsPerLayer` more on a replica of several GPUs (their all-reduces);
   * 0 for a model given by size (its layers are unknown).
   */
  layers: number;
  users: number;
  /** Output tokens/s each user should see. */
  tps: number;
}

/**
 * Why the plan's replica has its size: the smallest shape that holds the model (`SMALLEST`), a
 * larger one because smaller ones miss the speed target (`SPEED`), or because a larger one
 * serves the users on fewer instances, its pooled memory holding more users' caches and its
 * batch more users at the target (`COST`).
 */
export const SHAPE_SMALLEST = 0;
export const SHAPE_SPEED = 1;
export const SHAPE_COST = 2;

export interface ServingPlan {
  /** GPUs per replica. */
  replicaGpus: number;
  /** Replicas needed for all users. */
  replicas: number;
  /** Instances to rent (whole instances). */
  instances: number;
  /** Tokens/s one user gets with the users spread over the replicas. */
  userTps: number;
  /** Whether the target speed is met. */
  meetsTarget: boolean;
  /** Why the replica has `replicaGpus` GPUs: `SHAPE_SMALLEST`, `SHAPE_SPEED` or `SHAPE_COST`. */
  why: number;
  /** Users one replica serves at the target (at most `users`; 1 when not even one meets it). */
  perReplica: number;
  /** GPUs the experts are spread over whole (expert parallel); 1: split (tensor parallel). */
  ep: number;
}

/**
 * Whether a replica of `g` GPUs is a shape the server runs: tensor parallelism splits the
 * attention heads evenly, and the KV heads evenly or each over a whole number of GPUs (vLLM
 * `_verify_args`: `num_attention_heads % tp == 0`; KV heads replicated when tp > KV heads, which
 * needs `tp % kv == 0`). A mixture of experts needs a split of its experts too
 * (`expertParallel`).
 */
export function validShape(
  m: Pick<ServingModel, 'heads' | 'kvHeads' | 'experts' | 'expertWidth' | 'blockQuantised'>,
  g: number,
) {
  if (g === 1) return true;
  if (m.heads === 0) return (g & (g - 1)) === 0;
  if (m.heads % g !== 0) return false;
  const kv = m.kvHeads;
  if (kv > 0 && (g <= kv ? kv % g !== 0 : g % kv !== 0)) return false;
  return expertParallel(m, g) > 0;
}

/** FP8 block-quantised checkpoints scale weights in tiles of this many columns. */
const QUANT_BLOCK = 128;

/**
 * How a replica of `g` GPUs splits a mixture of experts' experts: 1 (each expert's matmuls split
 * over the GPUs, tensor parallel: vLLM's default) where each GPU's slice of an expert is whole,
 * `moe_intermediate_size` ÷ g, and for FP8 block-quantised checkpoints (DeepSeek-V3, Qwen3 FP8:
 * 128 × 128 tiles) a whole number of tiles; else g (whole experts on each GPU, expert parallel,
 * `--enable-expert-parallel`) where the experts divide evenly; 0 where neither runs. A dense model:
 * 1. Qwen3-235B-A22B FP8 on 8 GPUs: 1,536 ÷ 8 = 192 columns, not whole tiles, so expert parallel.
 */
export function expertParallel(
  m: Pick<ServingModel, 'experts' | 'expertWidth' | 'blockQuantised'>,
  g: number,
): number {
  if (m.experts === 0 || g === 1) return 1;
  const w = m.expertWidth;
  const slice = w / g;
  if (w > 0 && w % g === 0 && (!m.blockQuantised || slice % QUANT_BLOCK === 0)) return 1;
  return m.experts % g === 0 ? g : 0;
}

/**
 * Sizes the service on an instance of `count` GPUs of `gpuMemoryGib` each (what the engine
 * allocates per GPU: its `gpu_memory_utilization` share less each GPU's runtime), with
 * `bandwidth` effective bytes/s and `compute` peak FLOP/s (at the served precision) per GPU,
 * tensor parallelism over the instance's `link`, into `out` (reused: this runs for every offer).
 * Every replica shape the server can run (`validShape`, up to the instance's GPUs) is tried: the
 * one that serves all users at the target on the fewest instances wins (the lowest monthly bill
 * for this offer); on a tie, the one whose instance serves more users at the target (more room
 * for the load to grow), then the smaller; when none meets the target, the fastest.
 * Returns false when not even one whole-window sequence fits any shape.
 */
export function planServing(
  out: ServingPlan,
  m: ServingModel,
  count: number,
  gpuMemoryGib: number,
  bandwidth: number,
  compute: number,
  link: string | null,
  a: Assumptions,
): boolean {
  let found = false;
  let smallest = 0;
  let firstMeeting = 0;
  for (let g = 1; g <= count; g++) {
    if (!validShape(m, g)) continue;
    const room = g * gpuMemoryGib - m.weightsGib;
    if (room < m.kvGibFullSequence || room <= 0) continue;
    if (smallest === 0) smallest = g;
    const byMemory = m.kvGibPerSequence > 0 ? Math.floor(room / m.kvGibPerSequence) : m.users;
    const most = Math.max(1, Math.min(byMemory, m.users));
    const ep = expertParallel(m, g);
    const perReplica = mostUsers(m, g, bandwidth, compute, link, most, a, ep);
    const meets = perReplica >= 1;
    if (meets && firstMeeting === 0) firstMeeting = g;
    const b = meets ? perReplica : 1;
    const replicas = Math.ceil(m.users / b);
    const instances = Math.ceil(replicas / Math.max(1, Math.floor(count / g)));
    const batch = Math.ceil(m.users / replicas);
    const tps = decodeTokensPerSecond(m, g, bandwidth, compute, link, batch, a, ep);
    // Users one instance serves at the target with this shape: on a tie in instances, the shape
    // with more room to spare (capped at the load, so an idle instance favours the smaller).
    const served = meets ? b * Math.floor(count / g) : 0;
    const better = !found
      ? true
      : meets !== out.meetsTarget
        ? meets
        : meets
          ? instances < out.instances ||
            (instances === out.instances &&
              served > out.perReplica * Math.floor(count / out.replicaGpus))
          : tps > out.userTps;
    if (better) {
      out.replicaGpus = g;
      out.replicas = replicas;
      out.instances = instances;
      out.userTps = tps;
      out.meetsTarget = meets;
      out.perReplica = b;
      out.ep = ep;
      found = true;
    }
  }
  if (found) {
    const g = out.replicaGpus;
    out.why = g === smallest ? SHAPE_SMALLEST : g === firstMeeting ? SHAPE_SPEED : SHAPE_COST;
  }
  return found;
}

/**
 * The most users (≤ `most`) one replica serves at the target speed, 0 when not even one: each
 * user's speed falls as the batch grows, so a bisection over the batch finds it.
 */
function mostUsers(
  m: ServingModel,
  g: number,
  bandwidth: number,
  compute: number,
  link: string | null,
  most: number,
  a: Assumptions,
  ep: number,
): number {
  if (decodeTokensPerSecond(m, g, bandwidth, compute, link, most, a, ep) >= m.tps) return most;
  if (decodeTokensPerSecond(m, g, bandwidth, compute, link, 1, a, ep) < m.tps) return 0;
  let lo = 1;
  let hi = most;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (decodeTokensPerSecond(m, g, bandwidth, compute, link, mid, a, ep) >= m.tps) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * One user's speed on a replica of `gpus` GPUs of `bandwidth` effective bytes/s and `compute`
 * peak FLOP/s each (tensor-parallel over `link`) serving `batch` sequences, output tokens/s.
 */
export function decodeTokensPerSecond(
  m: Pick<
    ServingModel,
    | 'sharedBytes'
    | 'expertBytes'
    | 'experts'
    | 'activeExperts'
    | 'kvBytesRead'
    | 'flopsPerToken'
    | 'prefillFlops'
    | 'outTokens'
    | 'layers'
  >,
  gpus: number,
  bandwidth: number,
  compute: number,
  link: string | null,
  batch: number,
  a: Assumptions,
  ep = 1,
): number {
  const scale = gpus * gpuEfficiency(gpus, link, a);
  const touched =
    m.experts > 0 ? m.experts * (1 - Math.pow(1 - m.activeExperts / m.experts, batch)) : 0;
  const bytes =
    m.sharedBytes + expertsRead(touched, m.experts, ep) * m.expertBytes + batch * m.kvBytesRead;
  const read = bytes / (scale * bandwidth);
  const flops =
    compute > 0 ? (batch * m.flopsPerToken) / (scale * compute * a.decodeComputeEfficiency) : 0;
  const perLayerMs = a.decodeStepMsPerLayer + (gpus > 1 ? a.tensorParallelMsPerLayer : 0);
  // A mixture of experts' step takes at least `moeMsPerSequence` per user of the batch (routing
  // each token to its experts, sorting and gathering them, beside the GPUs' reading and computing)
  const routing = m.experts > 0 ? (batch * a.moeMsPerSequence) / 1000 : 0;
  const step = Math.max(Math.max(read, flops) + (m.layers * perLayerMs) / 1000, routing);
  const prefill =
    compute > 0 && m.outTokens > 0 ? (batch * m.prefillFlops) / (scale * compute * m.outTokens) : 0;
  return 1 / (step + prefill);
}

/**
 * Experts a decode step reads, in units of the time one expert takes spread over every GPU: the
 * `touched` experts themselves with their matmuls split over the GPUs (tensor parallel), or, with
 * expert parallelism over `ep` GPUs (whole experts on each), as many as the GPU with the most
 * touched experts holds times `ep`, since the step waits for it. That GPU holds the mean
 * touched ÷ ep plus about √(2 ln ep) standard deviations of a draw without replacement (the
 * expected largest of ep such counts), at most its share of the experts: at a few users most
 * experts idle and the touched ones crowd unevenly (DeepSeek-R1, 4 users, 8 GPUs: 31 of 256
 * experts, the busiest GPU about 7 where the mean is 3.8), at many users nearly all are touched
 * and the GPUs even out.
 */
export function expertsRead(touched: number, experts: number, ep: number): number {
  if (ep <= 1 || touched <= 0) return touched;
  const mean = touched / ep;
  const variance =
    (touched * (1 / ep) * (1 - 1 / ep) * (experts - touched)) / Math.max(1, experts - 1);
  const busiest = Math.min(experts / ep, touched, mean + Math.sqrt(2 * Math.log(ep) * variance));
  return busiest * ep;
}
