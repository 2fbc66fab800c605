/**
 * The serving plans, each searched once. A plan (`planServing`) depends only on the served
 * model, the GPUs an instance (or a replica's span of instances) holds, each GPU's usable
 * memory, bandwidth and compute, the link between them and the assumptions; a catalog lists the
 * same GPU in the same count under many instance types and providers, so a ranking of 10,000
 * offers asks for about 2,000 plans of which about 280 differ.
 *
 * The plans are kept by the values of every field of the model and of the assumptions, for the
 * last few models served: a ranking after a change that serves the same model (the budget, the
 * currency, a filter, another keystroke in the same field) searches none again. Every other
 * input is compared exactly (the numbers as `Object.is` compares doubles, the link as a
 * string), so a kept plan is the plan the search would return, bit for bit.
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
  found: boolean;
  plan: ServingPlan;
}

/** A model's searches, by the GPUs' bandwidth (most GPU kinds differ in it). */
type Searches = Map<number, Searched[]>;

/** Models served lately whose searches are kept. */
const KEPT = 4;

/** The searches by the model's and the assumptions' values, the most recently used last. */
const byValues = new Map<string, Searches>();

/** Each model object's searches, found by its values once (a ranking builds its own models). */
const byModel = new WeakMap<ServingModel, { a: Assumptions; searches: Searches }>();

/** A number as text that tells every two doubles apart (−0 too); anything else as JSON. */
const text = (v: unknown): string =>
  typeof v === 'number' ? (Object.is(v, -0) ? '-0' : String(v)) : JSON.stringify(v);

/** Every field of the model and of the assumptions, named, as text. */
function valuesKey(m: ServingModel, a: Assumptions): string {
  let key = '';
  for (const [k, v] of Object.entries(m)) key += `${k}=${text(v)};`;
  key += '|';
  for (const [k, v] of Object.entries(a)) key += `${k}=${text(v)};`;
  return key;
}

/** The searches for `m` served under `a`, kept for the last `KEPT` models' values. */
function searchesOf(m: ServingModel, a: Assumptions): Searches {
  const held = byModel.get(m);
  if (held !== undefined && held.a === a) return held.searches;
  const key = valuesKey(m, a);
  let searches = byValues.get(key);
  if (searches === undefined) {
    searches = new Map();
    if (byValues.size >= KEPT) byValues.delete(byValues.keys().next().value as string);
  } else byValues.delete(key);
  byValues.set(key, searches);
  byModel.set(m, { a, searches });
  return searches;
}

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

/** A plan record to write into (its numbers typed as doubles from the start). */
export const blankServingPlan = (): ServingPlan => ({
  replicaGpus: 1,
  replicas: 1,
  instances: 1,
  userTps: 0.5,
  meetsTarget: true,
  why: 0,
  perReplica: 1,
  ep: 1,
});

/**
 * `planServing` with the same arguments and result, searched once per distinct instance and
 * model: `out` receives the same plan (untouched when none is found).
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
  const byBandwidth = searchesOf(m, a);
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
      s.link === link
    ) {
      if (s.found) copyPlan(out, s.plan);
      return s.found;
    }
  }
  const found = planServing(out, m, count, gpuMemoryGib, bandwidth, compute, link, a);
  const plan = blankServingPlan();
  if (found) copyPlan(plan, out);
  list.push({ count, gpuMemoryGib, bandwidth, compute, link, found, plan });
  return found;
}
