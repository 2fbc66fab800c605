/**
 * The reference ranking's first stage, written for the reader: one offer evaluated from its
 * own record with the rules (docs/engine.md §1–§5), every outcome kept in a fresh object.
 */
import type { Commitment, Gpu, Offer, Provider } from '../../catalog/schema';
import type { Catalog } from '../../catalog/types';
import { termCost } from '../../catalog/commitments';
import { networkOf } from '../../catalog/data/networks';
import {
  billedHours,
  gpuEfficiency,
  memoryFit,
  nodeFactor,
  spotWallHours,
  type Assumptions,
  type CostEstimate,
  type EngineMessage,
  type MemoryFit,
  type MemoryNeed,
  type RankOptions,
  type SpeedEstimate,
} from '..';
import { billingOrder } from '../billing';
import { servingModelOf } from '../context';
import {
  activeBillions,
  architectureOf,
  fineTuneOf,
  fitNeedGib,
  loraParamsB,
  modelBillions,
  precisionOf,
} from '../memory';
import { gib, share as shareText } from '../messages';
import { capacityOf } from '../offer-facts';
import { DEFAULT_INTENSITY, needsInfiniBand, type Precision, type Profile } from '../profile';
import {
  assumedGbps,
  FAST_FABRICS,
  NVLINK_PAIRS,
  networkEfficiency,
  type StepLoad,
} from '../scaling';
import { planServing, type ServingPlan } from '../serving';
import { servingSpan } from '../span';
import { speedIndex, speedUnknown } from '../speed';
import {
  bandwidthOrStandIn,
  budgetPerMonth,
  budgetSpend,
  capUnknownAtSiblings,
  statesTensorRate,
  commitmentCost,
  commitmentMonth,
  commitmentTerms,
  convert as convertMoney,
  hasPrice,
  hourlyPrices,
  memoryOnlyReplicaGpus,
  monthOfRunning,
  noPriceReason,
  servingUsableGib,
  termHours,
  tflopsOrStandIn,
  weighedKind,
  weighsLess,
} from '../rules';

/** The constants of the rules the evaluation applies, as docs/engine.md §1–§5 state them. */
const NEAR_BUDGET = 1.25;
const MIN_FP8_SERVING_CC = 7.5;

/** One offer, evaluated in full. */
export interface RefEvaluated {
  offer: Offer;
  index: number;
  gpu: Gpu | undefined;
  speed: SpeedEstimate | null;
  capacity: number | null;
  fit: MemoryFit | 'no';
  effectiveGpus: number;
  replicaGpus: number;
  replicas: number;
  instances: number;
  userTps: number;
  meetsTarget: boolean;
  scoreFactor: number;
  capability: number;
  chosen: CostEstimate | null;
  alternative: CostEstimate | null;
  failures: EngineMessage[];
  costFailure: boolean;
  nearBudget: boolean;
}

/** What the whole ranking shares: the profile's needs and the catalog's lookups, built plainly. */
export interface Setup {
  profile: Profile;
  a: Assumptions;
  options: RankOptions;
  prec: Precision;
  nodes: number;
  need: MemoryNeed | null;
  speeds: Map<string, SpeedEstimate>;
  gpus: Map<string, Gpu>;
  providers: Map<string, Provider>;
  stepLoad: StepLoad | null;
}

const ccOf = (gpu: Gpu | undefined): number => Number(gpu?.computeCapability ?? NaN);

/** A price of currency `from` in the ranking's currency (the link's `fx`, CNY per USD). */
const convert = (value: number, from: 'CNY' | 'USD', s: Setup): number =>
  convertMoney(value, from, s.options.cur, s.options.fx);

/** docs/engine.md §1, §5: score factor for a GPU's age (no tensor cores; FP16 only for BF16). */
function ageFactor(gpu: Gpu | undefined, s: Setup): number {
  const cc = ccOf(gpu);
  if (cc < 7) return s.a.legacyGpuFactor;
  const wantsBf16 = s.profile.wl !== 'hpc' && s.prec === 'bf16';
  if (cc < 8 && wantsBf16) return s.a.fp16OnlyFactor;
  return 1;
}

/** docs/engine.md §3: the link between an instance's GPUs. */
function gpuLinkOf(offer: Offer, gpu: Gpu | undefined): string | null {
  const text = `${gpu?.name ?? ''} ${gpu?.interconnect ?? ''}`;
  const meshOnly = /infinity fabric|\bsxm|\boam\b/i.test(text);
  const stated = offer.gpuLink ?? (gpu && meshOnly ? 'nvlink' : null);
  const bridged = /nvlink bridge/i.test(gpu?.interconnect ?? '') && !meshOnly;
  return stated === 'nvlink' && bridged ? NVLINK_PAIRS : stated;
}

/** docs/engine.md §2: the speed index, less GPUs that cannot be rated at load when serving. */
export function speedsFor(
  catalog: Catalog,
  profile: Profile,
  a: Assumptions,
): Map<string, SpeedEstimate> {
  const prec = precisionOf(profile);
  const speeds = speedIndex(catalog, profile.wl, prec, a, profile.ai ?? DEFAULT_INTENSITY);
  capUnknownAtSiblings(speeds, catalog.gpus, profile.wl);
  if (profile.wl === 'infer' && profile.users > 1) {
    for (const g of catalog.gpus) {
      if (!statesTensorRate(g, prec) && speeds.get(g.id)?.basis !== 'measured') {
        speeds.delete(g.id);
      }
    }
  }
  return speeds;
}

/** docs/engine.md §3: what a multi-node training step computes and all-reduces. */
export function stepLoadOf(profile: Profile, a: Assumptions): StepLoad | null {
  if (profile.nodes <= 1 || profile.wl === 'infer' || profile.wl === 'hpc') return null;
  const total = modelBillions(profile);
  const active = activeBillions(profile);
  if (total === null || active === null || !(total > 0)) return null;
  const arch = architectureOf(profile);
  const trained =
    fineTuneOf(profile) === 'full' || arch === null ? total : loraParamsB(arch, a.loraRank);
  return { flops: 6 * active * 1e9 * a.tokensPerStep, gradientBytes: 2 * trained * 1e9 };
}

/** docs/engine.md §3: serving size of one instance (replica GPUs, replicas, instances, speed). */
function sizeServing(e: RefEvaluated, link: string | null, s: Setup, span: number): void {
  const { profile, a } = s;
  const o = e.offer;
  e.replicaGpus = o.gpuCount * span;
  e.replicas = 1;
  e.instances = s.nodes * span;
  e.userTps = 0;
  e.meetsTarget = true;
  if (profile.wl !== 'infer' || s.need === null || e.capacity === null) return;
  const perGpu = e.capacity / o.gpuCount;
  const gpu = e.gpu;
  const served = gpu ? servingModelOf(profile, a, gpu.fp8Tflops != null) : null;
  const amd = gpu?.vendor === 'AMD' ? a.amdServingEfficiency : 1;
  const tbps = gpu ? bandwidthOrStandIn(gpu.bandwidthTBps, s.speeds.get(gpu.id)?.relative ?? 0) : 0;
  const bandwidth = tbps > 0 ? tbps * 1e12 * a.decodeBandwidthEfficiency * amd : NaN;
  if (served && gpu && !Number.isNaN(bandwidth) && e.speed) {
    const tflops =
      s.prec === 'fp8' && gpu.fp8Tflops !== null
        ? gpu.fp8Tflops
        : s.prec === 'fp32'
          ? gpu.fp32Tflops
          : gpu.bf16Tflops;
    const peak = tflopsOrStandIn(tflops, s.speeds.get(gpu.id)?.relative ?? 0) * 1e12;
    const compute = Math.max(0, peak * amd) * o.gpuShare;
    const usable = servingUsableGib(perGpu, a);
    const plan: ServingPlan = {
      replicaGpus: 1,
      replicas: 1,
      instances: 1,
      userTps: 0,
      meetsTarget: true,
      why: 0,
      perReplica: 1,
      ep: 1,
    };
    const ok = planServing(
      plan,
      served,
      o.gpuCount * span,
      usable,
      bandwidth * o.gpuShare,
      compute,
      link,
      a,
    );
    if (ok) {
      e.replicaGpus = plan.replicaGpus;
      e.replicas = plan.replicas;
      e.instances = plan.instances * span;
      e.userTps = plan.userTps;
      e.meetsTarget = plan.meetsTarget;
      return;
    }
  }
  // Memory only: one replica on the fewest GPUs (1, 2, 4…) that hold it with the margin.
  const gpus = memoryOnlyReplicaGpus(s.need, o.gpuCount, perGpu, profile.wl, a);
  if (gpus < o.gpuCount) e.replicaGpus = gpus;
}

function estimate(
  pricing: 'on-demand' | 'spot',
  price: number,
  wall: number,
  instances: number,
  granularity: 'second' | 'minute' | 'hour',
  minimumMinutes: number,
  irate: number,
  s: Setup,
): CostEstimate {
  const { profile, a } = s;
  const estHours =
    pricing === 'spot' && profile.wl !== 'infer'
      ? spotWallHours(wall, irate, profile.ckpt, a.restartOverheadMinutes, s.nodes)
      : wall;
  const billed = billedHours(estHours, granularity, minimumMinutes);
  return {
    pricing,
    pricePerHour: price,
    estHours,
    billedHours: billed,
    estCost: billed * price * instances,
    monthlyCost: monthOfRunning(price, instances, a),
    commitment: null,
  };
}

/** docs/engine.md §4 "Commitments": the cheapest commitment of at most `term` months. */
function cheapestCommitment(
  o: Offer,
  wall: number,
  instances: number,
  s: Setup,
): CostEstimate | null {
  const term = s.profile.term ?? 0;
  if (term <= 0) return null;
  const service = s.profile.wl === 'infer';
  let best: { row: Commitment; cost: number; terms: number } | null = null;
  for (const row of o.commitments) {
    if (row.termMonths > term) continue;
    const terms = commitmentTerms(wall, row.termMonths, service);
    const cost = commitmentCost(termCost(row), row.termMonths, terms, service);
    if (best === null || cost < best.cost) best = { row, cost, terms };
  }
  if (best === null) return null;
  const { row, terms } = best;
  const hours = termHours(row.termMonths);
  const effective = convert(termCost(row), o.currency, s) / hours;
  const billed = service ? wall : terms * hours;
  return {
    pricing: 'commitment',
    pricePerHour: effective,
    estHours: wall,
    billedHours: billed,
    estCost: billed * effective * instances,
    monthlyCost: commitmentMonth(effective, instances),
    commitment: {
      row,
      upfrontPrice: convert(row.upfrontPrice, o.currency, s),
      hourly: convert(row.hourly, o.currency, s),
      effectiveHourly: effective,
      terms,
    },
  };
}

const meetsDeadline = (c: CostEstimate, deadline: number | null) =>
  deadline === null || c.estHours <= deadline;

/** docs/engine.md §1–5: one offer, from its own record. */
export function evaluateOffer(o: Offer, index: number, s: Setup): RefEvaluated {
  const { profile, a } = s;
  const gpu = s.gpus.get(o.gpu);
  const provider = s.providers.get(o.provider);
  const speed = speedUnknown(o) ? null : (s.speeds.get(o.gpu) ?? null);
  const capacity = capacityOf(o, gpu);
  const fastFabric = o.fabric !== null && FAST_FABRICS.has(o.fabric);
  const link = gpuLinkOf(o, gpu);
  // Speed of the instance, then of the nodes the job uses.
  const perNode = speed
    ? speed.relative * o.gpuShare * o.gpuCount * gpuEfficiency(o.gpuCount, link, a)
    : 0;
  let effectiveGpus: number;
  if (s.stepLoad === null || s.nodes <= 1)
    effectiveGpus = perNode * nodeFactor(s.nodes, fastFabric, a);
  else {
    const gbps = assumedGbps(networkOf(o.provider, o.instanceType)?.gbps ?? NaN, fastFabric, a);
    const computing = networkEfficiency(s.nodes, perNode, gbps, s.stepLoad, a);
    effectiveGpus = perNode * s.nodes * a.nodeEfficiency * computing;
  }
  // A replica no instance holds may span instances joined by a fast fabric, over PCIe speed.
  const servesModel = servingModelOf(profile, a, false) !== null;
  const span = servingSpan(s.need, o.gpuCount, capacity, fastFabric, profile, servesModel, a);
  const fit = memoryFit(
    capacity === null ? null : capacity * span,
    fitNeedGib(s.need, o.gpuCount * span, profile.wl, a),
    a.fitMargin,
  );
  const e: RefEvaluated = {
    offer: o,
    index,
    gpu,
    speed,
    capacity,
    fit,
    effectiveGpus,
    replicaGpus: o.gpuCount,
    replicas: 1,
    instances: s.nodes,
    userTps: 0,
    meetsTarget: true,
    scoreFactor: (fit === 'tight' ? a.tightFitFactor : 1) * ageFactor(gpu, s),
    capability: 0,
    chosen: null,
    alternative: null,
    failures: [],
    costFailure: false,
    nearBudget: false,
  };
  sizeServing(e, span > 1 ? 'pcie' : link, s, span);

  // Time and cost (§4): on demand, spot, then the cheapest commitment.
  const granularity = o.billingGranularity ?? provider?.billingGranularity.value ?? null;
  const minimum = provider?.minimumChargeMinutes.value ?? 0;
  const irate =
    profile.irate ?? provider?.spotInterruptionsPerDay.value ?? a.spotInterruptionsPerDay;
  const listed = hourlyPrices(o);
  const onDemand = listed.onDemand === null ? null : convert(listed.onDemand, o.currency, s);
  const spotPrice =
    profile.spot && listed.spot !== null ? convert(listed.spot, o.currency, s) : null;
  if (effectiveGpus > 0) {
    const wall = profile.wl === 'infer' ? profile.work : profile.work / effectiveGpus;
    const step = granularity ?? 'hour';
    const od =
      onDemand === null
        ? null
        : estimate('on-demand', onDemand, wall, e.instances, step, minimum, irate, s);
    const sp =
      spotPrice === null
        ? null
        : estimate('spot', spotPrice, wall, e.instances, step, minimum, irate, s);
    let chosen = od ?? sp;
    let alternative: CostEstimate | null = null;
    if (od && sp) {
      const odOk = meetsDeadline(od, profile.deadline);
      const spOk = meetsDeadline(sp, profile.deadline);
      const spotCheaper = odOk === spOk ? sp.estCost < od.estCost : spOk;
      chosen = spotCheaper ? sp : od;
      alternative = spotCheaper ? od : sp;
    }
    const cm = cheapestCommitment(o, wall, e.instances, s);
    if (cm) {
      let wins = chosen === null;
      if (chosen) {
        const bestOk = meetsDeadline(chosen, profile.deadline);
        const cmOk = meetsDeadline(cm, profile.deadline);
        const month = weighedKind(profile) === 'month';
        wins = bestOk !== cmOk ? cmOk : weighsLess(cm, chosen, month);
      }
      if (wins) {
        alternative = chosen;
        chosen = cm;
      }
    }
    e.chosen = chosen;
    e.alternative = alternative;
  }

  const vgpu = o.gpuShare < 1 || o.flags.includes('vgpu-share');

  // Hard constraints (§5), every reason.
  const f = e.failures;
  const m = (key: EngineMessage['key'], values: EngineMessage['values'] = {}) =>
    f.push({ key, values });
  const cur = s.options.cur;
  if (!hasPrice(onDemand !== null, spotPrice !== null, e.chosen !== null))
    m(`engine.excluded.${noPriceReason(listed.spot !== null)}`);
  if (o.flags.includes('retired')) m('engine.excluded.retired');
  if (o.flags.includes('price-suspect')) m('engine.excluded.price-suspect');
  const gpuName = gpu?.name ?? o.gpu;
  if (!speed) m('engine.excluded.speed-unknown', { gpu: gpuName });
  if (profile.wl === 'infer' && s.prec === 'fp8' && ccOf(gpu) < MIN_FP8_SERVING_CC)
    m('engine.excluded.fp8-unsupported', { gpu: gpuName });
  if (fit === 'no') {
    if (capacity === null) m('engine.excluded.memory-unknown', { need: gib(s.need?.minGib ?? 0) });
    else
      m('engine.excluded.memory', {
        need: gib(fitNeedGib(s.need, o.gpuCount, profile.wl, a) ?? 0),
        capacity: gib(capacity),
      });
  }
  if (profile.region !== 'any' && o.regionGroup !== profile.region)
    m('engine.excluded.region', { region: o.region, wanted: profile.region });
  if (profile.prov.length > 0 && !profile.prov.includes(o.provider))
    m('engine.excluded.provider', { provider: o.provider });
  if (needsInfiniBand(profile) && !fastFabric) m('engine.excluded.fabric');
  if (profile.pt && vgpu) m('engine.excluded.vgpu', { share: shareText(o.gpuShare) });
  if (profile.bill !== 'any') {
    const ok =
      granularity === null
        ? profile.bill === 'hour'
        : billingOrder(granularity) <= billingOrder(profile.bill);
    if (!ok)
      m('engine.excluded.billing', { granularity: granularity ?? 'unknown', wanted: profile.bill });
  }
  const c = e.chosen;
  if (c && profile.deadline !== null && c.estHours > profile.deadline) {
    e.costFailure = true;
    m('engine.excluded.deadline', { deadline: profile.deadline });
  }
  if (c && profile.budget !== null) {
    const spend = budgetSpend(c, profile.per);
    if (spend > profile.budget) {
      e.costFailure = true;
      e.nearBudget = f.length === 0 && spend <= NEAR_BUDGET * profile.budget;
      m(budgetPerMonth(profile.per) ? 'engine.excluded.budget-month' : 'engine.excluded.budget', {
        budget: profile.budget,
        cur,
      });
    }
  }
  return e;
}
