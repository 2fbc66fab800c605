/**
 * A serving plan kept from an earlier search (`shape-cache.ts`) is the plan the search returns:
 * for the same model, instance and assumptions, on the first ask and every later one, in a
 * ranking of its own or another one; and never a plan searched under other assumptions.
 */
import { describe, expect, it } from 'vitest';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import { servingModelOf } from '../../../src/domain/engine/context';
import { planServing, type ServingPlan } from '../../../src/domain/engine/serving';
import { plannedServing } from '../../../src/domain/engine/shape-cache';
import type { Assumptions } from '../../../src/domain/engine/types';
import { decode } from '../../../src/domain/share/codec';

const blank = (): ServingPlan => ({
  replicaGpus: 0,
  replicas: 0,
  instances: 0,
  userTps: 0,
  meetsTarget: false,
  why: -1,
  perReplica: 0,
  ep: 0,
});

const profile = decode('?v=1&wl=infer&model=qwen2.5-72b&prec=int4&seq=8192&users=50').state.profile;

/** Instances of 1 to 32 GPUs (a replica across four 8-GPU instances), of three GPU kinds. */
const INSTANCES = [1, 2, 4, 8, 16, 32].flatMap((count) =>
  [
    // usable GiB per GPU, bytes/s, FLOP/s
    [70, 3.0e12, 1.0e15],
    [38, 1.6e12, 3.1e14],
    [20, 0.9e12, 1.2e14],
  ].flatMap(([memory, bandwidth, compute]) =>
    ['nvlink', 'pcie', null].map((link) => ({
      count,
      memory: memory as number,
      bandwidth: bandwidth as number,
      compute: compute as number,
      link,
    })),
  ),
);

/** What the search itself writes and returns. */
function searched(a: Assumptions, i: (typeof INSTANCES)[number]) {
  const m = servingModelOf(profile, a, false)!;
  const plan = blank();
  const found = planServing(plan, m, i.count, i.memory, i.bandwidth, i.compute, i.link, a);
  return { found, plan };
}

/** What the kept plans give for a model built as a ranking builds its own. */
function kept(a: Assumptions, i: (typeof INSTANCES)[number]) {
  const m = servingModelOf(profile, a, false)!;
  const plan = blank();
  const found = plannedServing(plan, m, i.count, i.memory, i.bandwidth, i.compute, i.link, a);
  return { found, plan };
}

describe('kept serving plans', () => {
  it('are the searched plans, on the first ask and the next, with new model objects', () => {
    const a = resolveAssumptions(undefined);
    let found = 0;
    for (let round = 0; round < 3; round++) {
      for (const i of INSTANCES) {
        const want = searched(a, i);
        const got = kept(round === 2 ? resolveAssumptions(undefined) : a, i);
        expect(got, JSON.stringify(i)).toEqual(want);
        if (want.found) found++;
      }
    }
    // the comparison is not vacuous: most instances hold the model, some do not
    expect(found).toBeGreaterThan(INSTANCES.length);
    expect(found).toBeLessThan(3 * INSTANCES.length);
  });

  it('are searched again under other assumptions', () => {
    const a = resolveAssumptions(undefined);
    const slower = resolveAssumptions({
      decodeStepMsPerLayer: a.decodeStepMsPerLayer * 4,
      tensorParallelMsPerLayer: a.tensorParallelMsPerLayer * 4,
    });
    let differ = 0;
    for (const i of INSTANCES) {
      const first = kept(a, i);
      const other = kept(slower, i);
      expect(first).toEqual(searched(a, i));
      expect(other, JSON.stringify(i)).toEqual(searched(slower, i));
      if (JSON.stringify(first) !== JSON.stringify(other)) differ++;
    }
    // slower steps change some plans, so a plan kept from the first would have been caught
    expect(differ).toBeGreaterThan(0);
  });
});
