/**
 * GPUs of which only the memory is known (`Gpu.memoryOnly`: a provider's own label for a GPU it
 * does not name) are ranked on memory fit, never on a speed made up for them: each is rated at
 * the slowest speed the ranking knows for the workload, so it never wins on speed, and its
 * speed is shown as unknown (`docs/engine.md` §2). Once per ranking.
 */
import type { Gpu } from '../catalog/schema';
import type { SpeedEstimate } from './types';

/** The method text of a speed-unknown GPU's rating: names the GPU whose speed it borrows. */
export const SLOWEST_PREFIX = 'speed unknown: rated as the slowest GPU ranked, ';

/**
 * Adds a `basis: 'unknown'` speed for every memory-only GPU that has none: the lowest relative
 * speed in `speeds` (the slowest GPU ranked for this workload and precision). Changes `speeds`
 * in place; nothing when no GPU has a speed.
 */
export function rateMemoryOnlyAtSlowest(
  speeds: Map<string, SpeedEstimate>,
  gpus: readonly Gpu[],
): void {
  let slowest: { id: string; speed: SpeedEstimate } | null = null;
  for (const [id, speed] of speeds) {
    if (slowest === null || speed.relative < slowest.speed.relative) slowest = { id, speed };
  }
  if (slowest === null) return;
  const name = gpus.find((g) => g.id === slowest.id)?.name ?? slowest.id;
  for (const gpu of gpus) {
    if (!gpu.memoryOnly || gpu.memoryGiB === null || speeds.has(gpu.id)) continue;
    speeds.set(gpu.id, {
      relative: slowest.speed.relative,
      basis: 'unknown',
      method: `${SLOWEST_PREFIX}${name}`,
    });
  }
}

/** The GPU whose speed a memory-only GPU was rated at (for the explanation), or `null`. */
export const slowestNamed = (method: string): string | null =>
  method.startsWith(SLOWEST_PREFIX) ? method.slice(SLOWEST_PREFIX.length) : null;
