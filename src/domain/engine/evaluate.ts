/** One offer under one profile: memory fit, speed, time, cost, constraints (engine.md §1–5). */
import type { Gpu, Offer } from '../catalog/schema';
import { convert } from '../units/money';
import { BILLING_CAPABILITY, BILLING_ORDER, billedHours } from './billing';
import type { Context } from './context';
import { dayNumber } from './context';
import { memoryFit } from './memory';
import { money, hours } from './messages';
import { FAST_FABRICS, gpuEfficiency, nodeFactor } from './scaling';
import { expectedInterruptions, spotWallHours } from './spot';
import type { Evaluated } from './evaluated';
import { NO_FAILURES } from './evaluated';
import type { CostEstimate, EngineMessage, Pricing } from './types';

export type { Evaluated } from './evaluated';
export { keep } from './evaluated';

const INTERCONNECT: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  ['nvlink', 'pcie', 'single', 'unknown'].map((link) => [
    link,
    {
      none: link,
      ethernet: link,
      infiniband: `${link}+infiniband`,
      efa: `${link}+efa`,
      rdma: `${link}+rdma`,
    },
  ]),
);

/** `nvlink`, `pcie`, `single` or `unknown`, plus `+infiniband`/`+efa`/`+rdma` between nodes. */
export function interconnectOf(offer: Offer): string {
  const link = offer.gpuLink ?? (offer.gpuCount === 1 ? 'single' : 'unknown');
  return INTERCONNECT[link]?.[offer.fabric ?? 'none'] ?? link;
}

function capacityOf(offer: Offer, gpu: Gpu | undefined): number | null {
  if (offer.gpuMemoryGiB !== null) return offer.gpuMemoryGiB;
  if (gpu?.memoryGiB == null) return null;
  return gpu.memoryGiB * offer.gpuCount * offer.gpuShare;
}

/** Time and cost of one pricing; `e` supplies billing, minimum charge and interruption rate. */
function estimate(
  e: Evaluated,
  ctx: Context,
  pricing: Pricing,
  price: number,
  wall: number,
): CostEstimate {
  const estHours =
    pricing === 'spot' && ctx.profile.wl !== 'infer'
      ? spotWallHours(wall, e.irate, ctx.profile.ckpt, ctx.a.restartOverheadMinutes, ctx.nodes)
      : wall;
  const billed = billedHours(estHours, e.granularity ?? 'hour', e.minChargeMinutes);
  return {
    pricing,
    pricePerHour: price,
    estHours,
    billedHours: billed,
    estCost: billed * price * ctx.nodes,
    monthlyCost: ctx.a.hoursPerMonth * price * ctx.nodes,
  };
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
  return ctx.asOfDay - day;
}

function capabilityOf(e: Evaluated, ctx: Context): number {
  let sum = e.granularity ? BILLING_CAPABILITY[e.granularity] : 0;
  sum += e.offer.gpuShare < 1 ? 0.5 : 1;
  sum += e.fastFabric ? 1 : 0;
  let n = 3;
  if (ctx.profile.spot) {
    sum += e.offer.spot !== null ? 1 : 0;
    n++;
  }
  if (ctx.profile.team === 'startup') {
    sum += e.provider?.freeTrial.value === true ? 1 : 0;
    n++;
  }
  return sum / n;
}

function checkConstraints(e: Evaluated, ctx: Context, hasPrice: boolean): void {
  const { profile, messages: m } = ctx;
  const { offer } = e;
  // One buffer reused for every offer: no allocation for offers that pass.
  const failures = ctx.failBuf;
  failures.length = 0;
  if (!hasPrice) failures.push(m.noPrice);
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
  if (profile.pt && offer.gpuShare < 1) failures.push(m.vgpu.get(offer.gpuShare));
  if (profile.bill !== 'any') {
    const g = e.granularity;
    const ok =
      g === null ? profile.bill === 'hour' : BILLING_ORDER[g] <= BILLING_ORDER[profile.bill];
    if (!ok) failures.push(m.billing.get(g ?? 'unknown'));
  }
  const c = e.chosen;
  if (c && profile.deadline !== null && c.estHours > profile.deadline) {
    failures.push({
      key: 'engine.excluded.deadline',
      values: { hours: hours(c.estHours), deadline: profile.deadline },
    });
  }
  if (c && profile.budget !== null) {
    const monthly = profile.per === 'month';
    const spend = monthly ? c.monthlyCost : c.estCost;
    if (spend > profile.budget) {
      failures.push({
        key: monthly ? 'engine.excluded.budget-month' : 'engine.excluded.budget',
        values: { cost: money(spend), budget: profile.budget, cur: ctx.cur },
      });
    }
  }
  if (failures.length === 1) e.failures = m.alone(failures[0] as EngineMessage);
  else if (failures.length > 1) e.failures = failures.slice();
}

/**
 * Evaluates one offer into `ctx.scratch` (reused, so a failing offer allocates only its
 * excluded entry); `failures` lists every hard constraint it fails. Copy it to keep it.
 */
export function evaluate(offer: Offer, ctx: Context): Evaluated {
  const { profile, a } = ctx;
  const gpu = ctx.gpus.get(offer.gpu);
  const provider = ctx.providers.get(offer.provider);
  const capacity = capacityOf(offer, gpu);
  const fastFabric = offer.fabric !== null && FAST_FABRICS.has(offer.fabric);
  const speed =
    offer.flags.length > 0 && offer.flags.includes('speed-unknown')
      ? null
      : (ctx.speeds.get(offer.gpu) ?? null);
  const effectiveGpus = speed
    ? speed.relative *
      offer.gpuShare *
      offer.gpuCount *
      gpuEfficiency(offer.gpuCount, offer.gpuLink, a) *
      nodeFactor(ctx.nodes, fastFabric, a)
    : 0;
  const e = ctx.scratch;
  e.offer = offer;
  e.gpu = gpu;
  e.provider = provider;
  e.speed = speed;
  e.effectiveGpus = effectiveGpus;
  e.capacity = capacity;
  e.fit = memoryFit(capacity, ctx.need?.gib ?? null, a.fitMargin);
  e.fastFabric = fastFabric;
  e.granularity = offer.billingGranularity ?? provider?.billingGranularity.value ?? null;
  e.minChargeMinutes = provider?.minimumChargeMinutes.value ?? 0;
  e.irate = ctx.irate ?? provider?.spotInterruptionsPerDay.value ?? a.spotInterruptionsPerDay;
  e.wall = Infinity;
  e.chosen = null;
  e.alternative = null;
  e.staleDays = staleDays(offer, ctx);
  e.capability = 0;
  e.failures = NO_FAILURES;
  const onDemand =
    offer.onDemand === null ? null : convert(offer.onDemand, offer.currency, ctx.cur, ctx.fx);
  const spot =
    !profile.spot || offer.spot === null
      ? null
      : convert(offer.spot, offer.currency, ctx.cur, ctx.fx);
  if (effectiveGpus > 0) {
    const wall = profile.wl === 'infer' ? profile.work : profile.work / effectiveGpus;
    e.wall = wall;
    const od = onDemand === null ? null : estimate(e, ctx, 'on-demand', onDemand, wall);
    const sp = spot === null ? null : estimate(e, ctx, 'spot', spot, wall);
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
