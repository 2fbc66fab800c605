/** Several GPUs in an instance and several instances (engine.md §3). */
import type { Assumptions } from './types';

/** Fabrics that count as InfiniBand/RDMA between nodes. */
export const FAST_FABRICS: ReadonlySet<string> = new Set(['infiniband', 'efa', 'rdma']);

/**
 * Scaling efficiency of `gpus` GPUs in one instance (0..1): the assumed points for 1/2/4/8 GPUs,
 * interpolated on log2(gpus) between them, and the 8-GPU value above 8. Unknown links count as PCIe.
 */
export function gpuEfficiency(gpus: number, link: string | null, a: Assumptions): number {
  if (gpus <= 1) return 1;
  const nv = link === 'nvlink';
  const points = nv
    ? [1, a.nvlinkEfficiency2, a.nvlinkEfficiency4, a.nvlinkEfficiency8]
    : [1, a.pcieEfficiency2, a.pcieEfficiency4, a.pcieEfficiency8];
  const x = Math.min(Math.log2(gpus), 3);
  const i = Math.min(Math.floor(x), 2);
  const lo = points[i] ?? 1;
  const hi = points[i + 1] ?? lo;
  return lo + (hi - lo) * (x - i);
}

/** Multiplier for `nodes` instances working together: nodes × efficiency of their fabric. */
export function nodeFactor(nodes: number, fastFabric: boolean, a: Assumptions): number {
  if (nodes <= 1) return 1;
  return nodes * (fastFabric ? a.nodeEfficiency : a.nodeEfficiencyWithoutFabric);
}
