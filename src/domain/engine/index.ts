/**
 * The decision engine: profile + catalog in, ranked and explained offers out (engine.md).
 * Pure and deterministic; the as-of date and exchange rate are inputs.
 */
import type { Catalog } from '../catalog/types';
import type { WorkloadKind } from '../catalog/schema';
import type { Profile } from '../share/profile';
import type { MemoryNeed, RankOptions, RankResult, SpeedEstimate } from './types';

export * from './types';
export { DEFAULT_ASSUMPTIONS, ASSUMPTION_UNITS, resolveAssumptions } from './assumptions';

/** Ranks every offer of the catalog (plus `options.extraOffers`) for a profile. */
export function rank(_profile: Profile, _catalog: Catalog, options: RankOptions): RankResult {
  return {
    ranked: [],
    excluded: [],
    assumptions: [],
    notices: [],
    pareto: [],
    memoryNeed: null,
    weights: [25, 60, 15],
    currency: options.cur,
  };
}

/** Speed of one GPU relative to one A100 80GB SXM for a workload; `null` when unknown. */
export function relativeSpeed(
  _gpuId: string,
  _workload: WorkloadKind,
  _catalog: Catalog,
): SpeedEstimate | null {
  return null;
}

/** GPU memory need per instance for a profile; `null` without `model` and `mem`. */
export function memoryNeed(_profile: Profile): MemoryNeed | null {
  return null;
}
