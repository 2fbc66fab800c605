/** The memory bar of a ranked entry: what one instance (serving: one replica) holds, by part. */
import type { Context } from './context';
import type { Evaluated } from './evaluated';
import { MEMORY_PARTS } from './memory';
import type { MemoryBreakdown, MemorySlice } from './types';

/**
 * Serving: the replica's weights, runtime overhead and activations, and the KV cache of the
 * sequences it serves (the users spread over the replicas), against its GPUs' memory. Other
 * workloads: the need per instance against the instance's memory. `null` without a need.
 */
export function memoryBreakdown(e: Evaluated, ctx: Context): MemoryBreakdown | null {
  const need = ctx.need;
  if (!need) return null;
  const parts: MemorySlice[] = [];
  const serving = ctx.profile.wl === 'infer' && need.basis !== 'given';
  if (serving) {
    const batch = Math.ceil(ctx.profile.users / Math.max(1, e.replicas));
    for (const part of MEMORY_PARTS) {
      const gib = part === 'kvCache' ? ctx.kvPerSequenceGib * batch : need.parts[part];
      if (gib !== undefined && gib > 0) parts.push({ part, gib });
    }
    const perGpu = e.capacity === null ? null : e.capacity / Math.max(1, e.offer.gpuCount);
    return { parts, capacityGib: perGpu === null ? null : perGpu * e.replicaGpus };
  }
  const nodes = Math.max(1, ctx.profile.nodes);
  for (const part of MEMORY_PARTS) {
    const gib = need.parts[part];
    if (gib !== undefined && gib > 0) parts.push({ part, gib: gib / nodes });
  }
  return { parts, capacityGib: e.capacity };
}
