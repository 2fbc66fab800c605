/** Spot expected time (engine.md §4): interruptions lose half a checkpoint plus a restart. */

export interface SpotInputs {
  /** Interruptions per 24 h per instance. */
  interruptionsPerDay: number;
  /** Checkpoint interval, minutes. */
  checkpointMinutes: number;
  /** Restart overhead per interruption, minutes. */
  restartMinutes: number;
  /** Instances whose interruption stops the job. */
  nodes: number;
}

/** Expected interruptions during `wallHours` (any node's interruption stops the job). */
export const expectedInterruptions = (wallHours: number, s: SpotInputs): number =>
  (s.interruptionsPerDay / 24) * wallHours * Math.max(1, s.nodes);

/** Expected wall hours of a job that takes `wallHours` without interruption. */
export function spotWallHours(wallHours: number, s: SpotInputs): number {
  const lostHours = (s.checkpointMinutes / 2 + s.restartMinutes) / 60;
  return wallHours + expectedInterruptions(wallHours, s) * lostHours;
}
