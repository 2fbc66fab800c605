/** One offer under one profile: memory fit, speed, time, cost, constraints (engine.md §1–5). */
import type { Gpu, Granularity, Offer, Provider } from '../catalog/schema';
import { convert } from '../units/money';
import { BILLING_CAPABILITY, BILLING_ORDER, billedHours } from './billing';
import type { Context } from './context';
import { dayNumber } from './context';
import { memoryFit } from './memory';
import { FAST_FABRICS, gpuEfficiency, nodeFactor } from './scaling';
import { expectedInterruptions, spotWallHours, type SpotInputs } from './spot';
import type {
  CostEstimate,
  EngineMessage,
  MemoryFit,
  OfferFacts,
  Pricing,
  SpeedEstimate,
} from './types';

export interface Evaluated {
  offer: Offer;
  facts: OfferFacts;
  gpu: Gpu | undefined;
  provider: Provider | undefined;
  speed: SpeedEstimate | null;
  /** Instance speed × nodes × efficiencies, in A100-80GB-SXM GPUs. */
  effectiveGpus: number;
  capacity: number | null;
  fit: MemoryFit | 'no';
  fastFabric: boolean;
  /** `null`: unknown (billed per hour). */
  granularity: Granularity | null;
  minChargeMinutes: number;
  /** Wall hours without interruptions (`Infinity` with unknown speed). */
  wall: number;
  chosen: CostEstimate | null;
  alternative: CostEstimate | null;
  spot: SpotInputs;
  staleDays: number;
  capability: number;
  failures: EngineMessage[];
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
export const money = (x: number): number => round(x, 2);
export const hours = (x: number): number => round(x, 2);
export const gib = (x: number): number => round(x, 1);

function interconnectOf(offer: Offer): string {
  const link = offer.gpuLink ?? (offer.gpuCount === 1 ? 'single' : 'unknown');
  return offer.fabric && offer.fabric !== 'ethernet' ? `${link}+${offer.fabric}` : link;
}

function capacityOf(offer: Offer, gpu: Gpu | undefined): number | null {
  if (offer.gpuMemoryGiB !== null) return offer.gpuMemoryGiB;
  if (gpu?.memoryGiB == null) return null;
  return gpu.memoryGiB * offer.gpuCount * offer.gpuShare;
}

function estimate(
  e: Evaluated,
  ctx: Context,
  pricing: Pricing,
  price: number,
  wall: number,
): CostEstimate {
  const trains = ctx.profile.wl !== 'infer';
  const estHours = pricing === 'spot' && trains ? spotWallHours(wall, e.spot) : wall;
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

/** Picks the cheaper pricing among those that meet the deadline (on-demand on a tie). */
function choose(
  candidates: CostEstimate[],
  deadline: number | null,
): [CostEstimate | null, CostEstimate | null] {
  const [first, second] = candidates;
  if (!first) return [null, null];
  if (!second) return [first, null];
  const meets = (c: CostEstimate) => deadline === null || c.estHours <= deadline;
  const firstOk = meets(first);
  const secondOk = meets(second);
  const pickSecond = firstOk === secondOk ? second.estCost < first.estCost : secondOk;
  return pickSecond ? [second, first] : [first, second];
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
  let sum =
    (e.granularity ? BILLING_CAPABILITY[e.granularity] : 0) + (e.offer.gpuShare < 1 ? 0.5 : 1);
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

const msg = (key: EngineMessage['key'], values: EngineMessage['values'] = {}): EngineMessage => ({
  key,
  values,
});

function checkConstraints(e: Evaluated, ctx: Context, hasPrice: boolean): void {
  const { profile } = ctx;
  const { offer, failures } = e;
  if (!hasPrice) failures.push(msg('engine.excluded.no-price'));
  if (!e.speed) failures.push(msg('engine.excluded.speed-unknown', { gpu: e.facts.gpuModel }));
  const need = ctx.need?.gib ?? 0;
  if (e.fit === 'no') {
    if (e.capacity === null)
      failures.push(msg('engine.excluded.memory-unknown', { need: gib(need) }));
    else
      failures.push(msg('engine.excluded.memory', { need: gib(need), capacity: gib(e.capacity) }));
  }
  if (profile.region !== 'any' && offer.regionGroup !== profile.region) {
    failures.push(msg('engine.excluded.region', { region: offer.region, wanted: profile.region }));
  }
  if (ctx.providerFilter && !ctx.providerFilter.has(offer.provider)) {
    failures.push(msg('engine.excluded.provider', { provider: offer.provider }));
  }
  if (ctx.ibRequired && !e.fastFabric) failures.push(msg('engine.excluded.fabric'));
  if (profile.pt && offer.gpuShare < 1) {
    failures.push(msg('engine.excluded.vgpu', { share: round(offer.gpuShare, 3) }));
  }
  if (profile.bill !== 'any') {
    const g = e.granularity;
    const ok =
      g === null ? profile.bill === 'hour' : BILLING_ORDER[g] <= BILLING_ORDER[profile.bill];
    if (!ok) {
      failures.push(
        msg('engine.excluded.billing', { granularity: g ?? 'unknown', wanted: profile.bill }),
      );
    }
  }
  const c = e.chosen;
  if (!c) return;
  if (profile.deadline !== null && c.estHours > profile.deadline) {
    failures.push(
      msg('engine.excluded.deadline', { hours: hours(c.estHours), deadline: profile.deadline }),
    );
  }
  if (profile.budget !== null) {
    const spend = profile.per === 'month' ? c.monthlyCost : c.estCost;
    if (spend > profile.budget) {
      failures.push(
        msg(profile.per === 'month' ? 'engine.excluded.budget-month' : 'engine.excluded.budget', {
          cost: money(spend),
          budget: profile.budget,
          cur: ctx.cur,
        }),
      );
    }
  }
}

/** Evaluates one offer; `failures` lists every hard constraint it fails. */
export function evaluate(offer: Offer, ctx: Context): Evaluated {
  const { profile, a } = ctx;
  const gpu = ctx.gpus.get(offer.gpu);
  const provider = ctx.providers.get(offer.provider);
  const capacity = capacityOf(offer, gpu);
  const fastFabric = offer.fabric !== null && FAST_FABRICS.has(offer.fabric);
  const speed = offer.flags.includes('speed-unknown') ? null : (ctx.speeds.get(offer.gpu) ?? null);
  const perInstance = speed
    ? speed.relative *
      offer.gpuShare *
      offer.gpuCount *
      gpuEfficiency(offer.gpuCount, offer.gpuLink, a)
    : 0;
  const effectiveGpus = perInstance * nodeFactor(ctx.nodes, fastFabric, a);
  const providerIrate = provider?.spotInterruptionsPerDay.value ?? null;
  const e: Evaluated = {
    offer,
    facts: {
      offerId: offer.id,
      provider: offer.provider,
      region: offer.region,
      regionGroup: offer.regionGroup,
      instanceType: offer.instanceType,
      gpuModel: gpu?.name ?? offer.gpu,
      gpu: offer.gpu,
      gpuCount: offer.gpuCount,
      gpuShare: offer.gpuShare,
      nodes: ctx.nodes,
      gpuMemoryGb: capacity,
      interconnect: interconnectOf(offer),
      currency: ctx.cur,
      asOf: offer.asOf,
    },
    gpu,
    provider,
    speed,
    effectiveGpus,
    capacity,
    fit: memoryFit(capacity, ctx.need?.gib ?? null, a.fitMargin),
    fastFabric,
    granularity: offer.billingGranularity ?? provider?.billingGranularity.value ?? null,
    minChargeMinutes: provider?.minimumChargeMinutes.value ?? 0,
    wall: Infinity,
    chosen: null,
    alternative: null,
    spot: {
      interruptionsPerDay: ctx.irate ?? providerIrate ?? a.spotInterruptionsPerDay,
      checkpointMinutes: profile.ckpt,
      restartMinutes: a.restartOverheadMinutes,
      nodes: ctx.nodes,
    },
    staleDays: staleDays(offer, ctx),
    capability: 0,
    failures: [],
  };
  const onDemand =
    offer.onDemand === null ? null : convert(offer.onDemand, offer.currency, ctx.cur, ctx.fx);
  const spot =
    !profile.spot || offer.spot === null
      ? null
      : convert(offer.spot, offer.currency, ctx.cur, ctx.fx);
  if (effectiveGpus > 0) {
    const wall = profile.wl === 'infer' ? profile.work : profile.work / effectiveGpus;
    e.wall = wall;
    const candidates: CostEstimate[] = [];
    if (onDemand !== null) candidates.push(estimate(e, ctx, 'on-demand', onDemand, wall));
    if (spot !== null) candidates.push(estimate(e, ctx, 'spot', spot, wall));
    [e.chosen, e.alternative] = choose(candidates, profile.deadline);
  }
  e.capability = capabilityOf(e, ctx);
  checkConstraints(e, ctx, onDemand !== null || spot !== null);
  return e;
}

/** Expected interruptions of the chosen spot pricing (0 on demand). */
export const interruptionsOf = (e: Evaluated): number =>
  e.chosen?.pricing === 'spot' ? expectedInterruptions(e.wall, e.spot) : 0;
