/**
 * The decision engine: profile + catalog in, ranked and explained offers out (docs/engine.md).
 * Pure and deterministic; the as-of date and exchange rate are inputs.
 */
import type { Profile } from './profile';
import { resolveAssumptions } from './assumptions';
import { estimateMemoryNeed } from './memory';
import type { Assumptions, MemoryNeed } from './types';

export * from './types';
export { resolveAssumptions } from './assumptions';
export { rank, THIN } from './rank';
export { packedExcluded } from './excluded';
export { unsizedModel, closestIdsOf, isModelRefusal } from './model-check';
export { suggest } from './suggest';
export { relativeSpeed, speedIndex, offerSpeed, SPEC_FOR } from './speed';
export { memoryFit } from './memory';
export { billedHours } from './billing';
export { gpuEfficiency, nodeFactor } from './scaling';
export { spotWallHours } from './spot';

/**
 * GPU memory need per instance for a profile (GiB), with the default assumptions unless given;
 * `null` without `model` and `mem` (or for hpc without `mem`).
 */
export function memoryNeed(
  profile: Profile,
  assumptions?: Partial<Assumptions>,
): MemoryNeed | null {
  return estimateMemoryNeed(profile, resolveAssumptions(assumptions));
}
