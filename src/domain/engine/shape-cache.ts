/**
 * The serving plans of one ranking, each searched once. A plan (`planServing`) depends only on
 * the served model, the GPUs an instance (or a replica's span of instances) holds, each GPU's
 * usable memory, bandwidth and compute, the link between them and the assumptions; a catalog
 * lists the same GPU in the same count under many instance types and providers, so a ranking
 * of 10,000 offers asks for a few hundred distinct plans a thousand times.
 *
 * The plans are kept per served model object: a ranking's context builds its own
 * (`makeContext`), so the plans live and go with the ranking. Every other input is compared
 * exactly (the numbers as `Object.is` compares doubles, the link and the assumptions by
 * identity), so a cached plan is the plan the search would return, bit for bit.
 */
import { planServing, type ServingModel, type ServingPlan } from './serving';
import type { Assumptions } from './types';

/** One search's inputs besides the model, and what it wrote. */
interface Searched {
  count: number;
  gpuMemoryGib: number;
  bandwidth: number;
  compute: number;
  link: string | null;
  a: Assumptions;
  found: boolean;
  plan: ServingPlan;
}

/** Per served model: the searches by the GPUs' bandwidth (most GPU kinds differ in it). */
const searches = new WeakMap<ServingModel, Map<number, Searched[]>>();

/** The same double (`Object.is`: NaN is NaN, 0 is not −0), without a call that boxes. */
const same = (x: number, y: number): boolean =>
  x === y ? x !== 0 || 1 / x === 1 / y : x !== x && y !== y;

const copyPlan = (to: ServingPlan, from: ServingPlan): void => {
  to.replicaGpus = from.replicaGpus;
  to.replicas = from.replicas;
  to.instances = from.instances;
  to.userTps = from.userTps;
  to.meetsTarget = from.meetsTarget;
  to.why = from.why;
  to.perReplica = from.perReplica;
  to.ep = from.ep;
};

/**
 * `planServing` with the same arguments and result, searched once per distinct instance of a
 * ranking: `out` receives the same plan (untouched when none is found).
 */
export function plannedServing(
  out: ServingPlan,
  m: ServingModel,
  count: number,
  gpuMemoryGib: number,
  bandwidth: number,
  compute: number,
  link: string | null,
  a: Assumptions,
): boolean {
  let byBandwidth = searches.get(m);
  if (byBandwidth === undefined) {
    byBandwidth = new Map();
    searches.set(m, byBandwidth);
  }
  let list = byBandwidth.get(bandwidth);
  if (list === undefined) {
    list = [];
    byBandwidth.set(bandwidth, list);
  }
  for (let i = 0; i < list.length; i++) {
    const s = list[i] as Searched;
    if (
      s.count === count &&
      same(s.gpuMemoryGib, gpuMemoryGib) &&
      same(s.bandwidth, bandwidth) &&
      same(s.compute, compute) &&
      s.link === link &&
      s.a === a
    ) {
      if (s.found) copyPlan(out, s.plan);
      return s.found;
    }
  }
  const found = planServing(out, m, count, gpuMemoryGib, bandwidth, compute, link, a);
  const plan: ServingPlan = {
    replicaGpus: 1,
    replicas: 1,
    instances: 1,
    userTps: 0.5,
    meetsTarget: true,
    why: 0,
    perReplica: 1,
    ep: 1,
  };
  if (found) copyPlan(plan, out);
  list.push({ count, gpuMemoryGib, bandwidth, compute, link, a, found, plan });
  return found;
}
