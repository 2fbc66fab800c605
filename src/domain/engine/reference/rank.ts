/**
 * A plain ranking written for the reader, to check the fast one (`rank()`, written for the JIT:
 * columns, a reused scratch record, facts kept from one offer to the next, a grouper that
 * overwrites in place, packed excluded offers, trees for the dominance order).
 *
 * It does the obvious thing, following docs/engine.md: every offer is evaluated from scratch
 * from its own record with the engine's exported rule functions (memory need and fit, speed
 * index, scaling, serving plan, spot time, billing, commitment cost), every rule's outcome is
 * kept in a fresh object, offers are grouped with a map, and the order is built by sorting
 * everything and comparing every pair. What is not re-derived here is the text of reasons,
 * warnings, notices and the memory breakdown: the comparison covers what decides the order and
 * the numbers a reader compares (time, cost, fit, score, failures).
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
  resolveAssumptions,
  spotWallHours,
  type Assumptions,
  type CostEstimate,
  type EngineMessage,
  type MemoryFit,
  type MemoryNeed,
  type Pricing,
  type RankOptions,
  type SpeedEstimate,
} from '..';
import { teamWeights } from '../assumptions';
import { billingOrder } from '../billing';
import { servingModelOf } from '../context';
import {
  activeBillions,
  architectureOf,
  estimateMemoryNeed,
  fineTuneOf,
  fitNeedGib,
  loraParamsB,
  modelBillions,
  precisionOf,
} from '../memory';
import { gib, share as shareText } from '../messages';
import { unsizedModel } from '../model-check';
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
  commitmentCost,
  commitmentMonth,
  commitmentTerms,
  convert as convertMoney,
  figureScales,
  hasPrice,
  hourlyPrices,
  hourValue,
  jobFigure,
  memoryOnlyReplicaGpus,
  monthOfRunning,
  noPriceReason,
  priceUncertain,
  scoreOf,
  servingFigure,
  servingUsableGib,
  shardedFineTune,
  termHours,
  tflopsOrStandIn,
  weighedCost,
  weighedKind,
  weighsLess,
  weightsOf,
  type Figure,
} from '../rules';
import { dayNumber } from '../columns';
import { isDatedPrice } from '../../catalog/price-date';

/** The constants of the order rules, as docs/engine.md §5 states them. */
const THIN = 3;
const NEAR_BUDGET = 1.25;
const SERVING_SPEED_CAP = 1.5;
const TARGET_TOLERANCE = 0.75;
const DOMINANCE_SPEED_TOLERANCE = 1.02;
const DOMINANCE_COST_SHARE = 0.8;
const DOMINANCE_FAST_SPEEDUP = 2;
const DOMINANCE_FAST_COST_SHARE = 1.1;
const DISTINCT_HEAD = 3;
const VARIANT_SPEED_TOLERANCE = 1.05;
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

export interface RefRanked {
  rank: number;
  offerId: string;
  otherRegions: string[];
  nodes: number;
  gpuMemoryGb: number | null;
  pricing: Pricing;
  pricePerHour: number;
  estHours: number;
  billedHours: number;
  estCost: number;
  monthlyCost: number;
  commitment: CostEstimate['commitment'];
  alternative: CostEstimate | null;
  memoryFit: MemoryFit;
  withinBudget: boolean;
  score: number;
  scoreParts: { performance: number; cost: number; capability: number };
  effectiveGpus: number;
  replicaGpus: number;
  replicas: number;
  tokensPerSecondPerUser: number | null;
  speed: SpeedEstimate;
  /** A dearer box of an entry above it: whose, and whether it moved down for distinct choices. */
  variant: RefVariant | null;
}

export interface RefExcluded {
  offerId: string;
  nodes: number;
  gpuMemoryGb: number | null;
  excludedBecause: EngineMessage[];
  estimate: CostEstimate | null;
  memoryFit: MemoryFit | 'no';
}

export interface RefResult {
  ranked: RefRanked[];
  /** In the order of the offers given (catalog, then extra offers). */
  excluded: RefExcluded[];
  pareto: string[];
  memoryNeed: MemoryNeed | null;
  weights: [number, number, number];
}

/** What the whole ranking shares: the profile's needs and the catalog's lookups, built plainly. */
interface Setup {
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
function speedsFor(catalog: Catalog, profile: Profile, a: Assumptions): Map<string, SpeedEstimate> {
  const prec = precisionOf(profile);
  const speeds = speedIndex(catalog, profile.wl, prec, a, profile.ai ?? DEFAULT_INTENSITY);
  capUnknownAtSiblings(speeds, catalog.gpus, profile.wl);
  if (profile.wl === 'infer' && profile.users > 1) {
    for (const g of catalog.gpus) {
      const known =
        prec === 'fp32'
          ? g.fp32Tflops !== null
          : g.bf16Tflops !== null || (prec === 'fp8' && g.fp8Tflops !== null);
      if (!known && speeds.get(g.id)?.basis !== 'measured') speeds.delete(g.id);
    }
  }
  return speeds;
}

/** docs/engine.md §3: what a multi-node training step computes and all-reduces. */
function stepLoadOf(profile: Profile, a: Assumptions): StepLoad | null {
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
function evaluateOffer(o: Offer, index: number, s: Setup): RefEvaluated {
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

/** One entry per provider, instance type and pricing (spot or not). */
interface RefGroup {
  best: RefEvaluated;
  others: RefEvaluated[];
  capability: number;
}

/** docs/engine.md §5 "Groups": how near a region is to the team (smaller is nearer). */
function distance(o: Offer, loc: Profile['loc']): number {
  const asia =
    /^(ap-|asia|me-|in-)|hongkong|singapore|tokyo|seoul|osaka|japan|korea|taiwan|^(HK|SG|JP|KR|TW|IN|AU)$/i;
  const northAmerica =
    /^(us|ca-|na-|northamerica|canada)|(east|west|central|northcentral|southcentral)us\d?$|^(US|CA|MX)$/i;
  if (loc === 'cn') return o.regionGroup === 'cn' ? 0 : asia.test(o.region) ? 1 : 2;
  return northAmerica.test(o.region) ? 0 : 1;
}

/** Best region first: cheapest, then fastest, then nearest, then offer id. */
function regionOrder(x: RefEvaluated, y: RefEvaluated, loc: Profile['loc']): number {
  const a = x.chosen as CostEstimate;
  const b = y.chosen as CostEstimate;
  if (a.estCost !== b.estCost) return a.estCost - b.estCost;
  if (a.estHours !== b.estHours) return a.estHours - b.estHours;
  const d = distance(x.offer, loc) - distance(y.offer, loc);
  if (d !== 0) return d;
  return x.offer.id < y.offer.id ? -1 : x.offer.id > y.offer.id ? 1 : 0;
}

function group(list: RefEvaluated[], loc: Profile['loc']): RefGroup[] {
  const byKey = new Map<string, RefEvaluated[]>();
  for (const e of list) {
    if (!e.chosen) continue;
    const key = JSON.stringify([
      e.offer.provider,
      e.offer.instanceType,
      e.chosen.pricing === 'spot',
    ]);
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  return [...byKey.values()].map((members) => {
    const sorted = [...members].sort((x, y) => regionOrder(x, y, loc));
    const best = sorted[0] as RefEvaluated;
    return {
      best,
      others: sorted.slice(1),
      capability: Math.max(...members.map((e) => e.capability)),
    };
  });
}

interface RefScored {
  group: RefGroup;
  perfRaw: number;
  costRaw: number;
  performance: number;
  cost: number;
  capability: number;
  score: number;
}

/**
 * docs/engine.md §5 "Score": each entry's money figure (rules.ts), the score the best figure ÷
 * its own, and the parts against the best of the list.
 */
function score(groups: RefGroup[], s: Setup, weights: readonly number[]): RefScored[] {
  const { profile, a } = s;
  const serving = profile.wl === 'infer';
  const value = hourValue(profile, a, s.options.cur, s.options.fx);
  const w = weights as [number, number, number];
  const scales = figureScales(profile.w === null ? null : w, teamWeights(profile.team));
  const today = dayNumber(s.options.asOf);
  const relative = (e: RefEvaluated) => (e.speed?.relative ?? 0) * e.offer.gpuShare * e.replicaGpus;
  const figures = groups.map(({ best: e }) => {
    const c = e.chosen as CostEstimate;
    const cost = weighedCost(c, profile);
    const uncertain = priceUncertain(
      isDatedPrice(e.offer),
      today - dayNumber(e.offer.asOf),
      a.staleAfterDays,
    );
    const f: Figure = { cost: 0, waiting: 0, risk: 0, factor: 1, total: 0 };
    if (serving)
      return servingFigure(
        f,
        cost,
        e.userTps,
        profile.tps,
        relative(e),
        uncertain,
        e.scoreFactor,
        a,
      );
    const sharded = shardedFineTune(profile.wl, s.need?.gib ?? null, e.capacity, e.offer.gpuCount);
    return jobFigure(
      f,
      cost,
      c.estHours,
      sharded ? a.shardedSetupHours : 0,
      uncertain,
      e.scoreFactor,
      value,
      scales,
      a,
    );
  });
  const best = Math.min(...figures.map((f) => f.total));
  const bestCost = Math.min(...figures.map((f) => f.cost));
  const bestWaiting = Math.min(...figures.map((f) => f.waiting));
  return groups.map((g, i) => {
    const e = g.best;
    const c = e.chosen as CostEstimate;
    const f = figures[i] as Figure;
    const plain = f.cost + f.waiting;
    return {
      group: g,
      perfRaw: serving
        ? e.userTps > 0
          ? Math.min(e.userTps, SERVING_SPEED_CAP * profile.tps)
          : relative(e)
        : 1 / c.estHours,
      costRaw: 1 / weighedCost(c, profile),
      performance: serving
        ? e.userTps > 0
          ? Math.min(1, e.userTps / profile.tps)
          : Math.min(1, relative(e))
        : f.waiting > 0
          ? bestWaiting / f.waiting
          : 1,
      cost: f.cost > 0 ? bestCost / f.cost : 1,
      capability: plain + f.risk > 0 ? (plain / (plain + f.risk)) * f.factor : f.factor,
      score: scoreOf(f.total, best),
    };
  });
}

/** Higher score, then faster, then lower cost, then offer id. */
function byScore(x: RefScored, y: RefScored): number {
  if (x.score !== y.score) return y.score - x.score;
  if (x.perfRaw !== y.perfRaw) return y.perfRaw - x.perfRaw;
  const cx = x.group.best.chosen?.estCost ?? Infinity;
  const cy = y.group.best.chosen?.estCost ?? Infinity;
  if (cx !== cy) return cx - cy;
  const a = x.group.best.offer.id;
  const b = y.group.best.offer.id;
  return a < b ? -1 : a > b ? 1 : 0;
}

const fitLevel = (e: RefEvaluated) => (e.fit === 'fits' || e.fit === 'unknown' ? 1 : 0);

/**
 * Whether `b` does `a`'s job clearly better: at least as fast (within 2 %) and at most 80 % of
 * the cost, or (when speed counts) at least twice as fast for at most 110 %, with a fit at
 * least as comfortable and a factor no lower.
 */
function dominates(b: RefScored, a: RefScored, speedCounts: boolean): boolean {
  const fastEnough = b.perfRaw * DOMINANCE_SPEED_TOLERANCE >= a.perfRaw;
  const cheaper = b.costRaw * DOMINANCE_COST_SHARE >= a.costRaw;
  const muchFaster =
    speedCounts &&
    b.perfRaw >= DOMINANCE_FAST_SPEEDUP * a.perfRaw &&
    b.costRaw * DOMINANCE_FAST_COST_SHARE >= a.costRaw;
  const plainly =
    b.perfRaw >= a.perfRaw &&
    b.costRaw >= a.costRaw &&
    (b.perfRaw > a.perfRaw || b.costRaw > a.costRaw);
  return (
    fastEnough &&
    (cheaper || muchFaster || plainly) &&
    fitLevel(b.group.best) >= fitLevel(a.group.best) &&
    b.group.best.scoreFactor >= a.group.best.scoreFactor
  );
}

const meetsTarget = (x: RefScored, tps: number) =>
  x.group.best.meetsTarget || x.group.best.userTps >= TARGET_TOLERANCE * tps;

/**
 * Score order; for serving, those that meet the target first (when some do and some do not);
 * then each place to the best remaining entry that no remaining entry dominates.
 */
function order(list: RefScored[], s: Setup, speedCounts: boolean): RefScored[] {
  let sorted = [...list].sort(byScore);
  const tps = s.profile.tps;
  const fast = sorted.filter((x) => meetsTarget(x, tps));
  if (fast.length > 0 && fast.length < sorted.length)
    sorted = [...fast, ...sorted.filter((x) => !meetsTarget(x, tps))];
  const remaining = [...sorted];
  const out: RefScored[] = [];
  while (remaining.length > 0) {
    const free = remaining.findIndex(
      (x) => !remaining.some((y) => y !== x && dominates(y, x, speedCounts)),
    );
    const at = free < 0 ? 0 : free;
    out.push(remaining[at] as RefScored);
    remaining.splice(at, 1);
  }
  return out;
}

/** Same provider, GPU and share, at least as many GPUs, same pricing, no faster, dearer. */
function variantOf(t: RefScored, x: RefScored): boolean {
  const a = t.group.best;
  const b = x.group.best;
  return (
    a.offer.provider === b.offer.provider &&
    a.offer.gpu === b.offer.gpu &&
    a.offer.gpuShare === b.offer.gpuShare &&
    b.offer.gpuCount >= a.offer.gpuCount &&
    a.chosen?.pricing === b.chosen?.pricing &&
    x.perfRaw <= t.perfRaw * VARIANT_SPEED_TOLERANCE &&
    x.costRaw < t.costRaw
  );
}

/** A variant in the head: whose, and whether a different choice went past it. */
interface RefVariant {
  of: string;
  moved: boolean;
}

/**
 * docs/engine.md §5 "Distinct first choices": walking the order, an entry that repeats one
 * already placed (not itself a variant) waits; a waiting entry is placed before the next
 * different one when it dominates it or meets the serving target it misses. Stops when three
 * different choices are placed; the waiting ones follow, then the rest in order. A variant
 * stays (is kept) only when it is placed above the next different choice with none gone past
 * it; otherwise it has moved (waited past different choices, or to the end of the head).
 */
function distinctFirst(
  list: RefScored[],
  s: Setup,
  speedCounts: boolean,
): { order: RefScored[]; variants: Map<RefScored, RefVariant> } {
  const tps = s.profile.tps;
  const head: RefScored[] = [];
  const variantOfWhom = new Map<RefScored, RefScored>();
  const released = new Set<RefScored>();
  let waiting: RefScored[] = [];
  let distinct = 0;
  let next = 0;
  while (next < list.length && distinct < DISTINCT_HEAD) {
    const x = list[next] as RefScored;
    next++;
    const of = head.find((t) => !variantOfWhom.has(t) && variantOf(t, x));
    if (of) {
      waiting.push(x);
      variantOfWhom.set(x, of);
      continue;
    }
    // The waiting entries up to the last one that must stay above `x` are placed first.
    const mustStay = waiting.map(
      (w) => (meetsTarget(w, tps) && !meetsTarget(x, tps)) || dominates(w, x, speedCounts),
    );
    const last = mustStay.lastIndexOf(true);
    for (const w of waiting.slice(0, last + 1)) released.add(w);
    head.push(...waiting.slice(0, last + 1), x);
    waiting = waiting.slice(last + 1);
    distinct++;
  }
  const order = [...head, ...waiting, ...list.slice(next)];
  const variants = new Map<RefScored, RefVariant>();
  for (const [v, of] of variantOfWhom) {
    variants.set(v, {
      of: of.group.best.offer.id,
      moved: !released.has(v) || order.indexOf(v) > list.indexOf(v),
    });
  }
  return { order, variants };
}

/** Entries on the speed–cost frontier, fastest first (ties: the better-ranked one). */
function pareto(list: RefScored[]): string[] {
  const byPerf = [...list].sort(
    (x, y) => y.perfRaw - x.perfRaw || y.costRaw - x.costRaw || byScore(x, y),
  );
  return byPerf
    .filter((x, i) => byPerf.slice(0, i).every((y) => y.costRaw < x.costRaw))
    .map((x) => x.group.best.offer.id);
}

const byId = (x: RefEvaluated, y: RefEvaluated) =>
  x.offer.id < y.offer.id ? -1 : x.offer.id > y.offer.id ? 1 : 0;

/** The plain ranking of every offer of `catalog` (and `options.extraOffers`) for `profile`. */
export function referenceRank(profile: Profile, catalog: Catalog, options: RankOptions): RefResult {
  const a = resolveAssumptions(options.assumptions);
  if (profile.irate !== null) a.spotInterruptionsPerDay = profile.irate;
  const weights = weightsOf(profile);
  const w: [number, number, number] = [weights[0], weights[1], weights[2]];
  // A model the engine cannot size ranks nothing and rules nothing out.
  if (unsizedModel(profile))
    return { ranked: [], excluded: [], pareto: [], memoryNeed: null, weights: w };
  const s: Setup = {
    profile,
    a,
    options,
    prec: precisionOf(profile),
    nodes: Math.max(1, profile.nodes),
    need: estimateMemoryNeed(profile, a),
    speeds: speedsFor(catalog, profile, a),
    gpus: new Map(catalog.gpus.map((g) => [g.id, g])),
    providers: new Map(catalog.providers.map((p) => [p.id, p])),
    stepLoad: stepLoadOf(profile, a),
  };
  const offers = [...catalog.offers, ...(options.extraOffers ?? [])];
  const all = offers.map((o, i) => evaluateOffer(o, i, s));
  const feasible = all.filter((e) => e.failures.length === 0);
  const near = all.filter((e) => e.nearBudget);
  const groups = group(feasible, profile.loc);
  const speedCounts = w[0] > 0;
  let ordered: RefScored[];
  let variants = new Map<RefScored, RefVariant>();
  const joined = new Set<RefEvaluated>();
  if (groups.length < THIN && near.length > 0) {
    // Near misses of the budget follow, on one scale with the rest, capped and scaled.
    const nearGroups = group(near, profile.loc);
    for (const e of near) joined.add(e);
    const scored = score([...groups, ...nearGroups], s, w);
    const within = scored.slice(0, groups.length);
    const over = scored.slice(groups.length);
    const floor = Math.min(...within.map((x) => x.score));
    for (const x of over) {
      const c = x.group.best.chosen as CostEstimate;
      const spend = budgetSpend(c, profile.per);
      const covered =
        profile.budget !== null && spend > 0 ? Math.min(1, profile.budget / spend) : 0;
      x.score = Math.min(x.score, floor) * covered;
    }
    ordered = [...order(within, s, speedCounts), ...order(over, s, speedCounts)];
  } else {
    const distinct = distinctFirst(order(score(groups, s, w), s, speedCounts), s, speedCounts);
    ordered = distinct.order;
    variants = distinct.variants;
  }
  const ranked = ordered.map((x, i): RefRanked => {
    const e = x.group.best;
    const c = e.chosen as CostEstimate;
    const spend = budgetSpend(c, profile.per);
    return {
      rank: i + 1,
      offerId: e.offer.id,
      otherRegions: [...x.group.others].sort(byId).map((o) => o.offer.id),
      nodes: e.instances,
      gpuMemoryGb: e.capacity,
      pricing: c.pricing,
      pricePerHour: c.pricePerHour,
      estHours: c.estHours,
      billedHours: c.billedHours,
      estCost: c.estCost,
      monthlyCost: c.monthlyCost,
      commitment: c.commitment,
      alternative: e.alternative,
      memoryFit: e.fit === 'no' ? 'unknown' : e.fit,
      withinBudget: profile.budget === null || spend <= profile.budget,
      score: x.score,
      scoreParts: { performance: x.performance, cost: x.cost, capability: x.capability },
      effectiveGpus: e.effectiveGpus,
      replicaGpus: e.replicaGpus,
      replicas: e.replicas,
      tokensPerSecondPerUser: e.userTps > 0 ? e.userTps : null,
      speed: e.speed ?? { relative: 0, basis: 'specs', method: '' },
      variant: variants.get(x) ?? null,
    };
  });
  const excluded = all
    .filter((e) => e.failures.length > 0 && !joined.has(e))
    .map((e): RefExcluded => ({
      offerId: e.offer.id,
      nodes: s.nodes,
      gpuMemoryGb: e.capacity,
      excludedBecause: e.failures,
      estimate: e.costFailure ? e.chosen : null,
      memoryFit: e.fit,
    }));
  return {
    ranked,
    excluded,
    pareto: pareto(ordered),
    memoryNeed: s.need,
    weights: w,
  };
}
