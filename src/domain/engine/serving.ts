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
 * effective bytes/s per GPU, tensor parallelism over the instance's `link`. Returns `null` when
 * not even one sequence fits in the whole instance.
 */
export function planServing(
  m: ServingModel,
  count: number,
  gpuMemoryGib: number,
  bandwidth: number,
  link: string | null,
  a: Assumptions,
): ServingPlan | null {
  const kvBytes = m.kvGibPerSequence * GIB;
  let fallback: ServingPlan | null = null;
  for (let g = 1; g <= count; g = g * 2 > count && g < count ? count : g * 2) {
    const room = g * gpuMemoryGib - m.weightsGib * m.fitMargin;
    const byMemory = m.kvGibPerSequence > 0 ? Math.floor(room / m.kvGibPerSequence) : Infinity;
    if (byMemory < 1) continue;
    const bw = g * bandwidth * gpuEfficiency(g, link, a);
    const bySpeed = kvBytes > 0 ? Math.floor((bw / m.tps - m.weightBytesRead) / kvBytes) : Infinity;
    const perReplica = Math.min(byMemory, bySpeed, m.users);
    const plan = (b: number, meets: boolean): ServingPlan => {
      const replicas = Math.ceil(m.users / b);
      const perInstance = Math.max(1, Math.floor(count / g));
      const batch = Math.ceil(m.users / replicas);
      return {
        replicaGpus: g,
        replicas,
        instances: Math.ceil(replicas / perInstance),
        userTps: bw / (m.weightBytesRead + batch * kvBytes),
        meetsTarget: meets,
      };
    };
    if (perReplica >= 1) return plan(perReplica, true);
    // Even one sequence is slower than the target here: keep the fastest such plan.
    fallback = plan(1, false);
    if (g === count) break;
  }
  return fallback;
}
