/**
 * Fits the serving efficiencies (`assumptions.ts`) on the fitted part of the measurements only
 * (`isHeldOut` false): coordinate descent over a grid of each, minimising the mean |log| of
 * estimate ÷ measured, per user and in total. A well-tuned server's efficiencies are fitted on
 * the runs of tuned servers (no `stack`); then each other stack's terms (`stacks.ts`) on its own
 * runs, with those efficiencies fixed. Prints the best values; the held-out rows are never read.
 * `npx tsx tests/unit/engine/serving-fit.ts`
 */
import { DEFAULT_ASSUMPTIONS } from '../../../src/domain/engine/assumptions';
import type { Assumptions } from '../../../src/domain/engine/types';
import {
  AMD_RELEASES,
  SERVING_STACKS,
  type AmdRelease,
  type AmdReleaseId,
  type ServingStack,
  type ServingStackId,
} from '../../../src/domain/engine/stacks';
import {
  DECODE_MEASUREMENTS,
  isHeldOut,
  type DecodeMeasurement,
} from '../../../src/domain/models/measurements';
import { isMoe, validationRows } from './validation-table';

export const FITTED = [
  'decodeBandwidthEfficiency',
  'decodeComputeEfficiency',
  'prefillComputeEfficiency',
  'moeExpertHalfTokens',
  'weightOnlyReadEfficiency',
  'decodeStepMsPerLayer',
  'tensorParallelMsPerLayer',
  'moeMsPerSequence',
] as const satisfies readonly (keyof Assumptions)[];

/**
 * The most time per user a mixture of experts' step may take whatever the GPUs
 * (`moeMsPerSequence`): no more than any fitted run of one took per user of its batch (its time
 * per output token ÷ its users), or that run could not have been as fast as it was. Rounded down
 * to 0.01 ms.
 */
const FLOOR_CEILING =
  Math.floor(
    Math.min(
      ...DECODE_MEASUREMENTS.filter((m) => !isHeldOut(m) && !m.outlier && isMoe(m)).map(
        (m) => 100000 / (m.tokensPerSecondPerUser * m.users),
      ),
    ),
  ) / 100;

/**
 * The values tried: shares of peak no higher than engines report reaching (bandwidth 0.9,
 * matmuls 0.7), and a step of at least 0.02 ms per layer (a kernel launch).
 */
export const GRID: Record<(typeof FITTED)[number], number[]> = {
  decodeBandwidthEfficiency: steps(0.3, 0.9, 0.01),
  decodeComputeEfficiency: steps(0.1, 0.7, 0.02),
  prefillComputeEfficiency: steps(0.1, 0.7, 0.02),
  moeExpertHalfTokens: [
    0, 50, 100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2400, 2800, 3200,
    4000, 5000, 6000, 8000,
  ],
  weightOnlyReadEfficiency: steps(0.4, 1, 0.02),
  decodeStepMsPerLayer: steps(0.02, 0.3, 0.01),
  tensorParallelMsPerLayer: steps(0, 0.3, 0.01),
  moeMsPerSequence: [0, ...steps(0.01, FLOOR_CEILING, 0.01)],
};

function steps(from: number, to: number, by: number): number[] {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += by) out.push(Math.round(x * 100) / 100);
  return out;
}

/** The terms fitted for a stack, and the values tried: shares of a tuned server's reading speed, ms per pass. */
export const STACK_FITTED = [
  'readShare',
  'maxReadTBps',
  'stepMs',
  'nvlinkStepMs',
  'pcieStepMs',
] as const;
export const STACK_GRID: Record<(typeof STACK_FITTED)[number], number[]> = {
  readShare: steps(0.3, 1, 0.02),
  maxReadTBps: [0, ...steps(0.5, 3, 0.05)],
  stepMs: steps(0, 30, 0.5),
  nvlinkStepMs: steps(0, 30, 0.5),
  pcieStepMs: steps(0, 30, 0.5),
};

const fitted = DECODE_MEASUREMENTS.filter((m) => !isHeldOut(m) && !m.outlier);
/** The fitted rows (AMD rows fit only their release's share), and those of one stack. */
export const FITTED_ROWS = fitted.filter((m) => m.amd === undefined);
export const stackFitted = (id: ServingStackId): DecodeMeasurement[] =>
  fitted.filter((m) => m.stack === id);

/** Mean |log(estimate ÷ measured)| over `measurements` (the fitted rows), per user and in total. */
export function loss(
  a: Assumptions,
  measurements: readonly DecodeMeasurement[] = FITTED_ROWS,
  stacks: Record<ServingStackId, ServingStack> = SERVING_STACKS,
): number {
  const rows = validationRows(a, measurements, stacks);
  let sum = 0;
  let n = 0;
  for (const r of rows) {
    sum += Math.abs(Math.log(r.ratio));
    n++;
    if (r.m.totalOutlier) continue;
    sum += Math.abs(Math.log(r.totalRatio));
    n++;
  }
  return sum / n;
}

/** Coordinate descent from `start`. */
function descend(
  start: Assumptions,
  stacks: Record<ServingStackId, ServingStack>,
): { a: Assumptions; best: number } {
  const a: Assumptions = { ...start };
  let best = loss(a, FITTED_ROWS, stacks);
  for (let round = 0; round < 4; round++) {
    for (const name of FITTED) {
      for (const v of GRID[name]) {
        const trial = { ...a, [name]: v };
        const l = loss(trial, FITTED_ROWS, stacks);
        if (l < best - 1e-12) {
          best = l;
          a[name] = v;
        }
      }
    }
  }
  return { a, best };
}

/**
 * The best of descents from the defaults and from starts spread over the grid (a deterministic
 * sequence: the same fit every run).
 */
export function fit(stacks: Record<ServingStackId, ServingStack> = SERVING_STACKS): Assumptions {
  let winner = descend(DEFAULT_ASSUMPTIONS, stacks);
  for (let k = 1; k <= 12; k++) {
    const start: Assumptions = { ...DEFAULT_ASSUMPTIONS };
    FITTED.forEach((name, i) => {
      const grid = GRID[name];
      start[name] = grid[Math.floor(((k * (i + 3) * 0.618) % 1) * grid.length)] as number;
    });
    const d = descend(start, stacks);
    if (d.best < winner.best) winner = d;
  }
  return winner.a;
}

/** A stack's terms fitted on its own fitted rows, the tuned server's efficiencies `a` fixed. */
export function fitStack(
  id: ServingStackId,
  a: Assumptions,
  stacks: Record<ServingStackId, ServingStack> = SERVING_STACKS,
): ServingStack {
  const rows = stackFitted(id);
  const at = (s: ServingStack) => loss(a, rows, { ...stacks, [id]: s });
  const s: ServingStack = {
    ...SERVING_STACKS[id],
    readShare: 1,
    maxReadTBps: 0,
    stepMs: 0,
    nvlinkStepMs: 0,
    pcieStepMs: 0,
  };
  let best = at(s);
  for (let round = 0; round < 6; round++) {
    for (const name of STACK_FITTED) {
      for (const v of STACK_GRID[name]) {
        const l = at({ ...s, [name]: v });
        if (l < best - 1e-12) {
          best = l;
          s[name] = v;
        }
      }
    }
  }
  return s;
}

/**
 * The tuned server's efficiencies and every stack's terms together: each fitted with the others
 * fixed, in turn, until neither moves.
 */
export function fitAll(): { a: Assumptions; stacks: Record<ServingStackId, ServingStack> } {
  let a = DEFAULT_ASSUMPTIONS;
  let stacks = SERVING_STACKS;
  for (let round = 0; round < 5; round++) {
    const next = { ...stacks };
    for (const id of Object.keys(stacks) as ServingStackId[]) next[id] = fitStack(id, a, next);
    const b = fit(next);
    const same =
      JSON.stringify(next) === JSON.stringify(stacks) &&
      FITTED.every((name) => a[name] === b[name]);
    a = b;
    stacks = next;
    if (same) break;
  }
  return { a, stacks };
}

/** The values an AMD release's share is tried at. */
export const AMD_GRID = steps(0.1, 1, 0.01);

/** The fitted rows of one AMD release. */
export const amdFitted = (id: AmdReleaseId): DecodeMeasurement[] =>
  fitted.filter((m) => m.amd === id);

/** Mean |log(estimate ÷ measured)| of an AMD release's fitted rows at `share`. */
export function amdLoss(id: AmdReleaseId, share: number, a: Assumptions = DEFAULT_ASSUMPTIONS) {
  const releases: Record<AmdReleaseId, AmdRelease> = {
    ...AMD_RELEASES,
    [id]: { ...AMD_RELEASES[id], share },
  };
  const rows = validationRows(a, amdFitted(id), SERVING_STACKS, releases);
  let sum = 0;
  for (const r of rows) sum += Math.abs(Math.log(r.ratio)) + Math.abs(Math.log(r.totalRatio));
  return sum / (2 * rows.length);
}

/** Each AMD release's share on its own fitted rows, the tuned efficiencies fixed. */
export function fitAmd(a: Assumptions = DEFAULT_ASSUMPTIONS): Record<AmdReleaseId, number> {
  const out = {} as Record<AmdReleaseId, number>;
  for (const id of Object.keys(AMD_RELEASES) as AmdReleaseId[]) {
    let best = Infinity;
    for (const v of AMD_GRID) {
      const l = amdLoss(id, v, a);
      if (l < best - 1e-12) {
        best = l;
        out[id] = v;
      }
    }
  }
  return out;
}

if (process.argv.includes('--amd')) {
  for (const [id, share] of Object.entries(fitAmd()))
    console.log(id, share, amdFitted(id as AmdReleaseId).length, 'runs');
}

if (process.argv[1]?.endsWith('serving-fit.ts') && !process.argv.includes('--amd')) {
  const { a, stacks } = fitAll();
  console.log(
    'loss',
    loss(a, FITTED_ROWS, stacks).toFixed(4),
    'defaults',
    loss(DEFAULT_ASSUMPTIONS).toFixed(4),
  );
  for (const name of FITTED) console.log(name, a[name]);
  for (const id of Object.keys(stacks) as ServingStackId[])
    console.log(id, stackFitted(id).length, 'runs', JSON.stringify(stacks[id]));
}
