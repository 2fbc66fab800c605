/**
 * Serving a model no single instance holds (docs/engine.md §3, "Several GPUs and several
 * instances"): one replica spread over a few instances of the same type joined by the fabric the
 * provider states (InfiniBand, RDMA, EFA), as vLLM and SGLang do with pipeline parallelism across
 * nodes. Without a stated fast fabric, or for work other than serving a named model, an instance
 * must hold the job on its own.
 */
import { fitNeedGib, memoryFit } from './memory';
import type { Profile } from './profile';
import type { Assumptions, MemoryNeed } from './types';

/** The most instances one replica spans: beyond four nodes a mainland cloud sells a cluster. */
export const MAX_SERVING_SPAN = 4;

/**
 * Instances one replica spans: 1 when one instance holds it (or the replica cannot span), else
 * the fewest instances, up to `MAX_SERVING_SPAN`, whose GPUs hold it by the memory rule.
 */
export function servingSpan(
  need: MemoryNeed | null,
  gpus: number,
  capacity: number | null,
  fastFabric: boolean,
  profile: Pick<Profile, 'wl' | 'nodes'>,
  servesModel: boolean,
  a: Assumptions,
): number {
  if (profile.wl !== 'infer' || !servesModel || !fastFabric || profile.nodes > 1) return 1;
  if (need === null || need.basis === 'given' || capacity === null) return 1;
  const fits = (k: number) =>
    memoryFit(capacity * k, fitNeedGib(need, gpus * k, profile.wl, a), a.fitMargin) !== 'no';
  if (fits(1)) return 1;
  for (let k = 2; k <= MAX_SERVING_SPAN; k++) if (fits(k)) return k;
  return 1;
}
