/**
 * Serving load (inference): how many replicas of which size serve `users` concurrent sequences
 * at `tps` output tokens/s each, on one offer. A replica is tensor-parallel inside one instance
 * (1, 2, 4 or 8 of its GPUs); decoding is bandwidth-bound: each step reads the weights once for
 * the whole batch and every sequence's KV cache, so one replica serves
 *   b ≤ (bandwidth × efficiency ÷ tps − weight bytes) ÷ KV bytes per sequence
 * sequences at the target speed, and no more than its memory left after the weights holds.
 */
import { gpuEfficiency } from './scaling';
import type { Assumptions } from './types';

/** What one ranking knows about the model being served (per replica, whatever its size). */
export interface ServingModel {
  /** Weights in GiB with the runtime overhead (what a replica must hold). */
  weightsGib: number;
  /** KV cache of one sequence at `seq` tokens, GiB. */
  kvGibPerSequence: number;
  /** Bytes read per decode step for the weights (active parameters for MoE). */
  weightBytesRead: number;
  /**
   * Shortest decode step, seconds: layers × `decodeStepSecondsPerLayer` (kernel launches and
   * synchronisation); 0 for a model given by size (its layers are unknown).
   */
  minStepSeconds: number;
  users: number;
  /** Output tokens/s each user should see. */
  tps: number;
  fitMargin: number;
}

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
}

const GIB = 2 ** 30;

/**
 * Sizes the service on an instance of `count` GPUs of `gpuMemoryGib` each, with `bandwidth`
 * effective bytes/s per GPU, tensor parallelism over the instance's `link`, into `out` (reused:
 * this runs for every offer). Returns false when not even one sequence fits the instance.
 */
export function planServing(
  out: ServingPlan,
  m: ServingModel,
  count: number,
  gpuMemoryGib: number,
  bandwidth: number,
  link: string | null,
  a: Assumptions,
): boolean {
  const kvBytes = m.kvGibPerSequence * GIB;
  let found = false;
  // With the fit margin first; a replica that holds a sequence only without it is a tight fit
  // (the memory check already warns of it), still sized for the whole load.
  for (let pass = 0; pass < 2 && !found; pass++) {
    const margin = pass === 0 ? m.fitMargin : 1;
    for (let g = 1; g <= count; g = g * 2 > count && g < count ? count : g * 2) {
      const room = (g * gpuMemoryGib) / margin - m.weightsGib;
      const byMemory = m.kvGibPerSequence > 0 ? Math.floor(room / m.kvGibPerSequence) : m.users;
      if (byMemory < 1) continue;
      const bw = g * bandwidth * gpuEfficiency(g, link, a);
      const bySpeed =
        kvBytes > 0 ? Math.floor((bw / m.tps - m.weightBytesRead) / kvBytes) : m.users;
      const perReplica = Math.min(byMemory, bySpeed, m.users);
      const meets = perReplica >= 1;
      // Even one sequence is slower than the target here: keep going for a bigger replica, and
      // keep this (the fastest so far) in case none meets it.
      const b = meets ? perReplica : 1;
      const replicas = Math.ceil(m.users / b);
      const batch = Math.ceil(m.users / replicas);
      out.replicaGpus = g;
      out.replicas = replicas;
      out.instances = Math.ceil(replicas / Math.max(1, Math.floor(count / g)));
      out.userTps = decodeTokensPerSecond(m, g, bandwidth, link, batch, a);
      out.meetsTarget = meets;
      found = true;
      if (meets) return true;
    }
  }
  return found;
}

/**
 * One sequence's decode speed on a replica of `gpus` GPUs of `bandwidth` effective bytes/s each
 * (tensor-parallel over `link`) serving `batch` sequences: each step reads the weights read per
 * token once and every sequence's KV cache, and takes at least `minStepSeconds`, tokens/s.
 */
export function decodeTokensPerSecond(
  m: Pick<ServingModel, 'weightBytesRead' | 'kvGibPerSequence' | 'minStepSeconds'>,
  gpus: number,
  bandwidth: number,
  link: string | null,
  batch: number,
  a: Assumptions,
): number {
  const bw = gpus * bandwidth * gpuEfficiency(gpus, link, a);
  const seconds = (m.weightBytesRead + batch * m.kvGibPerSequence * GIB) / bw;
  return 1 / Math.max(seconds, m.minStepSeconds);
}
