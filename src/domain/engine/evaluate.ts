/** One offer under one profile: memory fit, speed, time, cost, constraints (engine.md §1–5). */
import type { Gpu, Offer } from '../catalog/schema';
import { convert } from '../units/money';
import { billedHours, billingCapability, billingOrder } from './billing';
import type { Context } from './context';
import { dayNumber } from './context';
import { memoryFit } from './memory';
import { FAST_FABRICS, gpuEfficiency, nodeFactor } from './scaling';
import { planServing } from './serving';
import { offerSpeed, speedUnknown } from './speed';
import { expectedInterruptions, spotWallHours } from './spot';
import type { Evaluated } from './evaluated';
import { NO_FAILURES } from './evaluated';
import type { CostEstimate } from './types';

export type { Evaluated } from './evaluated';
export { keep } from './evaluated';

const INTERCONNECT = new Map<string, string>(
  ['nvlink', 'pcie', 'single', 'unknown'].flatMap((link) => [
    [`${link} none`, link],
    [`${link} ethernet`, link],
    ...['infiniband', 'efa', 'rdma'].map((f): [string, string] => [`${link} ${f}`, `${link}+${f}`]),
  ]),
);

const linkOf = (offer: Offer): string =>
  offer.gpuLink ?? (offer.gpuCount === 1 ? 'single' : 'unknown');

/** `nvlink`, `pcie`, `single` or `unknown`, plus `+infiniband`/`+efa`/`+rdma` between nodes. */
export function interconnectOf(offer: Offer): string {
  const link = linkOf(offer);
  if (offer.fabric === null || offer.fabric === 'ethernet') return link;
  return INTERCONNECT.get(`${link} ${offer.fabric}`) ?? link;
}

/** GPU memory of the instance in GiB: the offer's figure, else count × the GPU's; `null`: unknown. */
export function capacityOf(offer: Offer, gpu: Gpu | undefined): number | null {
  if (offer.gpuMemoryGiB !== null) return offer.gpuMemoryGiB;
  if (gpu?.memoryGiB == null) return null;
  return gpu.memoryGiB * offer.gpuCount * offer.gpuShare;
}

/**
 * Time and cost of one pricing, written into `out` (one of the context's two reused records;
 * `copyEstimate` keeps it). `e` supplies billing, minimum charge and interruption rate.
 */
function estimateInto(
  out: CostEstimate,
  e: Evaluated,
  ctx: Context,
  price: number,
  wall: number,
): CostEstimate {
  const estHours =
    out.pricing === 'spot' && ctx.profile.wl !== 'infer'
      ? spotWallHours(wall, e.irate, ctx.profile.ckpt, ctx.a.restartOverheadMinutes, ctx.nodes)
      : wall;
  const billed = billedHours(estHours, e.granularity ?? 'hour', e.minChargeMinutes);
  out.pricePerHour = price;
  out.estHours = estHours;
  out.billedHours = billed;
  out.estCost = billed * price * e.instances;
  out.monthlyCost = ctx.a.hoursPerMonth * price * e.instances;
  return out;
}

/** Whether spot is the cheaper pricing among those that meet the deadline (on-demand on a tie). */
function spotWins(od: CostEstimate, spot: CostEstimate, deadline: number | null): boolean {
  const odOk = deadline === null || od.estHours <= deadline;
  const spotOk = deadline === null || spot.estHours <= deadline;
  return odOk === spotOk ? spot.estCost < od.estCost : spotOk;
}

function staleDays(offer: Offer, ctx: Context): number {
  let day = ctx.dayCache.get(offer.asOf);
  if (day === undefined) {
    day = dayNumber(offer.asOf);
    ctx.dayCache.set(offer.asOf, day);
  }
  ctx.asOfOf = offer.asOf;
  return ctx.asOfDay - day;
}

/**
 * When the budget leaves fewer than three choices, offers over it by at most this factor (and
 * failing nothing else) are ranked after the others, marked over budget.
 */
export const NEAR_BUDGET = 1.25;

/** Hours under which billing granularity counts as a capability (rounding is visible). */
const SHORT_JOB_HOURS = 24;

/** A vGPU family (a slice, or a virtualised whole card), not a passed-through GPU. */
const isVgpu = (o: Offer): boolean =>
  o.gpuShare < 1 || (o.flags.length > 0 && o.flags.includes('vgpu-share'));

/**
 * The capability axis counts only what the job uses: a fast fabric when it spans nodes or asks
 * for one; billing granularity when the link asks or the job is short; whole GPUs when the link
 * asks for passthrough; spot availability when spot is allowed; a free trial for a startup.
 * With nothing to count, every offer scores the same (1).
 */
function capabilityOf(e: Evaluated, ctx: Context): number {
  const { profile } = ctx;
  let sum = 0;
  let n = 0;
  if (ctx.nodes > 1 || profile.ib === true) {
    sum += e.fastFabric ? 1 : 0;
    n++;
  }
  if (profile.bill !== 'any' || e.wall < SHORT_JOB_HOURS) {
    sum += e.granularity ? billingCapability(e.granularity) : 0;
    n++;
  }
  if (profile.pt) {
    sum += isVgpu(e.offer) ? 0 : 1;
    n++;
  }
  if (profile.spot) {
    sum += e.offer.spot !== null ? 1 : 0;
    n++;
  }
  if (profile.team === 'startup') {
    sum += e.provider?.freeTrial.value === true ? 1 : 0;
    n++;
  }
  return n === 0 ? 1 : sum / n;
}

/**
 * Inference is sized, not maximised. With a model size: the serving plan for the load (replica
 * size, replicas, instances, each user's tokens/s; see `serving.ts`). With only the memory: one
 * replica on the fewest GPUs of the instance (1, 2, 4, 8…) that hold it with the fit margin.
 * Other workloads use every GPU of `nodes` instances.
 */
function sizeServing(e: Evaluated, ctx: Context, link: string | null): void {
  const { offer } = e;
  const count = offer.gpuCount;
  e.replicas = 1;
  e.instances = ctx.nodes;
  e.meetsTarget = true;
  e.userTps = 0;
  e.replicaGpus = count;
  const need = ctx.need?.minGib ?? null;
  if (ctx.profile.wl !== 'infer' || need === null || e.capacity === null) return;
  const perGpu = e.capacity / count;
  const served = ctx.serving;
  const bandwidth = ctx.decodeBandwidth?.get(offer.gpu);
  if (served && bandwidth !== undefined && e.speed) {
    const model = e.gpu?.fp8Tflops != null ? served.fp8 : served.noFp8;
    const plan = ctx.servingPlan;
    if (planServing(plan, model, count, perGpu, bandwidth * offer.gpuShare, link, ctx.a)) {
      e.replicaGpus = plan.replicaGpus;
      e.replicas = plan.replicas;
      e.instances = plan.instances;
      e.userTps = plan.userTps;
      e.meetsTarget = plan.meetsTarget;
      return;
    }
  }
  for (let g = 1; g < count; g *= 2) {
    if (g * perGpu >= ctx.a.fitMargin * need) {
      e.replicaGpus = g;
      return;
    }
  }
}

function checkConstraints(e: Evaluated, ctx: Context, hasPrice: boolean): void {
  const { profile, messages: m } = ctx;
  const { offer } = e;
  // One buffer reused for every offer: no allocation for offers that pass.
  const failures = ctx.failures;
  failures.reset();
  if (!hasPrice) failures.push(offer.spot !== null ? m.spotOnly : m.noPrice);
  if (offer.flags.length > 0 && offer.flags.includes('retired')) failures.push(m.retired);
  if (offer.flags.length > 0 && offer.flags.includes('price-suspect')) {
    failures.push(m.priceSuspect);
  }
  if (!e.speed) failures.push(m.speedUnknown.get(e.gpu?.name ?? offer.gpu));
  if (e.fit === 'no') {
    failures.push(e.capacity === null ? m.memoryUnknown : m.memory.get(e.capacity));
  }
  if (profile.region !== 'any' && offer.regionGroup !== profile.region) {
    failures.push(m.region.get(offer.region));
  }
  if (ctx.providerFilter && !ctx.providerFilter.has(offer.provider)) {
    failures.push(m.provider.get(offer.provider));
  }
  if (ctx.ibRequired && !e.fastFabric) failures.push(m.fabric);
  if (profile.pt && isVgpu(offer)) failures.push(m.vgpu.get(offer.gpuShare));
  if (profile.bill !== 'any') {
    const g = e.granularity;
    const ok = g === null ? profile.bill === 'hour' : billingOrder(g) <= billingOrder(profile.bill);
    if (!ok) failures.push(m.billing.get(g ?? 'unknown'));
  }
  const c = e.chosen;
  // Budget and deadline messages are shared: the entry's estimate carries its cost and time.
  if (c && profile.deadline !== null && c.estHours > profile.deadline) {
    e.costFailure = true;
    failures.push(m.deadline);
  }
  if (c && profile.budget !== null) {
    const monthly = profile.per === 'month';
    const spend = monthly ? c.monthlyCost : c.estCost;
    if (spend > profile.budget) {
      e.costFailure = true;
      e.nearBudget = failures.count === 0 && spend <= NEAR_BUDGET * profile.budget;
      failures.push(monthly ? m.budgetMonth : m.budget);
    }
  }
  if (failures.count > 0) e.failures = failures.list(m.alone);
}

/**
 * Whether two offers have the same hardware: everything the instance facts of `evaluate` read
 * (the GPU, how many and what share, memory, links, whether its speed is known).
 */
const sameHardware = (a: Offer, b: Offer): boolean =>
  a.gpu === b.gpu &&
  a.gpuCount === b.gpuCount &&
  a.gpuShare === b.gpuShare &&
  a.gpuMemoryGiB === b.gpuMemoryGiB &&
  a.gpuLink === b.gpuLink &&
  a.fabric === b.fabric &&
  speedUnknown(a) === speedUnknown(b);

/**
 * The facts of the instance, whatever its region and price: GPU, speed, capacity, memory fit,
 * serving size, fit and age factor. Written into `e`; the next offer with the same hardware
 * (most offers: an instance type's regions are listed together) keeps them.
 */
function evaluateInstance(e: Evaluated, offer: Offer, ctx: Context): void {
  const { a } = ctx;
  const gpu = ctx.gpus.get(offer.gpu);
  const capacity = capacityOf(offer, gpu);
  const fastFabric = offer.fabric !== null && FAST_FABRICS.has(offer.fabric);
  const speed = offerSpeed(offer, ctx.speeds);
  const link = offer.gpuLink ?? ctx.platformLink.get(offer.gpu) ?? null;
  e.offer = offer; // sizeServing reads it
  e.gpu = gpu;
  e.speed = speed;
  e.effectiveGpus = speed
    ? speed.relative *
      offer.gpuShare *
      offer.gpuCount *
      gpuEfficiency(offer.gpuCount, link, a) *
      nodeFactor(ctx.nodes, fastFabric, a)
    : 0;
  e.capacity = capacity;
  e.fit = memoryFit(capacity, ctx.need?.minGib ?? null, a.fitMargin);
  sizeServing(e, ctx, link);
  e.scoreFactor = (e.fit === 'tight' ? a.tightFitFactor : 1) * (ctx.gpuFactor.get(offer.gpu) ?? 1);
  e.fastFabric = fastFabric;
  ctx.instanceOf = offer;
}

/**
 * Evaluates one offer into `ctx.scratch` (reused, as are its estimates, so a failing offer
 * allocates only its excluded entry); `failures` lists every hard constraint it fails.
 * Keep it with `keep`, which copies the record and its estimates.
 */
export function evaluate(offer: Offer, ctx: Context): Evaluated {
  const { profile, a } = ctx;
  const e = ctx.scratch;
  const last = ctx.instanceOf;
  if (last === null || !sameHardware(offer, last)) evaluateInstance(e, offer, ctx);
  // The scratch record still holds the previous offer's provider and staleness: most offers
  // share them with the one before (an instance type's regions are listed together).
  let provider = e.provider;
  if (offer.provider !== ctx.providerOf) {
    provider = ctx.providers.get(offer.provider);
    ctx.providerOf = offer.provider;
  }
  e.offer = offer;
  e.provider = provider;
  e.granularity = offer.billingGranularity ?? provider?.billingGranularity.value ?? null;
  e.minChargeMinutes = provider?.minimumChargeMinutes.value ?? 0;
  e.irate = ctx.irate ?? provider?.spotInterruptionsPerDay.value ?? a.spotInterruptionsPerDay;
  e.wall = Infinity;
  e.chosen = null;
  e.alternative = null;
  if (offer.asOf !== ctx.asOfOf) e.staleDays = staleDays(offer, ctx);
  e.capability = 0;
  e.failures = NO_FAILURES;
  e.costFailure = false;
  e.nearBudget = false;
  const onDemand =
    offer.onDemand === null ? null : convert(offer.onDemand, offer.currency, ctx.cur, ctx.fx);
  const spot =
    !profile.spot || offer.spot === null
      ? null
      : convert(offer.spot, offer.currency, ctx.cur, ctx.fx);
  const effectiveGpus = e.effectiveGpus;
  if (effectiveGpus > 0) {
    const wall = profile.wl === 'infer' ? profile.work : profile.work / effectiveGpus;
    e.wall = wall;
    const od = onDemand === null ? null : estimateInto(ctx.onDemandBuf, e, ctx, onDemand, wall);
    const sp = spot === null ? null : estimateInto(ctx.spotBuf, e, ctx, spot, wall);
    if (od && sp && spotWins(od, sp, profile.deadline)) {
      e.chosen = sp;
      e.alternative = od;
    } else {
      e.chosen = od ?? sp;
      e.alternative = od && sp ? sp : null;
    }
  }
  e.capability = capabilityOf(e, ctx);
  checkConstraints(e, ctx, onDemand !== null || spot !== null);
  return e;
}

/** Expected interruptions of the chosen spot pricing (0 on demand). */
export const interruptionsOf = (e: Evaluated, ctx: Context): number =>
  e.chosen?.pricing === 'spot' ? expectedInterruptions(e.wall, e.irate, ctx.nodes) : 0;
