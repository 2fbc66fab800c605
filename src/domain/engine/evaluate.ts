/** One offer under one profile: memory fit, speed, time, cost, constraints (docs/engine.md §1–5). */
import type { Offer } from '../catalog/schema';
import { billedHours, billingOrder } from './billing';
import { FAST_FABRIC, PRICE_SUSPECT, RETIRED, SPEED_UNKNOWN, VGPU } from './columns';
import { listLookups, type Context } from './context';
import { memoryKey, msg } from './messages';
import { fitNeedGib, memoryFit } from './memory';
import { assumedGbps, gpuEfficiency, networkEfficiency, nodeFactor, NVLINK_PAIRS } from './scaling';
import { plannedServing } from './shape-cache';
import { servingSpan } from './span';
import { expectedInterruptions, spotWallHours } from './spot';
import type { Evaluated } from './evaluated';
import { InstanceFacts, NO_FAILURES, writeCosts } from './evaluated';
import type { Commitment } from '../catalog/schema';
import { capacityFrom } from './offer-facts';
import {
  budgetPerMonth,
  budgetSpend,
  commitmentCost,
  commitmentMonth,
  commitmentTerms,
  convertFlagged,
  hasPrice as priceFor,
  memoryOnlyReplicaGpus,
  monthOfRunning,
  noPriceReason,
  servingUsableGib,
  termHours as hoursOfTerm,
  weighsLess,
} from './rules';
import type { CommitmentTerms, CostEstimate, EngineMessage, SpeedEstimate } from './types';

export type { Evaluated } from './evaluated';
export { keep } from './evaluated';
export { interconnectOf } from './offer-facts';

/**
 * Time and cost of one pricing, written into `out` (one of the context's two reused records;
 * `keep` copies it). `e` supplies billing, minimum charge and interruption rate.
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
  const perMonth = monthOfRunning(price, e.instances, ctx.a);
  writeCosts(out, price, estHours, billed, billed * price * e.instances, perMonth);
  return out;
}

/** Whether spot is the cheaper pricing among those that meet the deadline (on-demand on a tie). */
function spotWins(od: CostEstimate, spot: CostEstimate, deadline: number | null): boolean {
  const odOk = deadline === null || od.estHours <= deadline;
  const spotOk = deadline === null || spot.estHours <= deadline;
  return odOk === spotOk ? spot.estCost < od.estCost : spotOk;
}

/**
 * The offer's cheapest commitment of at most `term` months (docs/engine.md §4, "Commitments"),
 * written into `out` (the context's reused record and its terms), or `null` when it has none.
 * A service (`infer`) runs around the clock for the whole term: its cost is the term's price
 * spread over its hours, per hour of service. A job pays every hour of as many terms as its wall
 * time spans (at least one), used or not.
 */
function commitmentInto(
  out: CostEstimate,
  e: Evaluated,
  ctx: Context,
  i: number,
  wall: number,
  usd: number,
): CostEstimate | null {
  const cols = ctx.list.cols;
  const from = cols.commitStart[i] as number;
  const to = cols.commitStart[i + 1] as number;
  const service = ctx.profile.wl === 'infer';
  let best = -1;
  let bestCost = Infinity;
  let bestTerms = 1;
  for (let k = from; k < to; k++) {
    const term = cols.commitTerm[k] as number;
    if (term > ctx.term) continue;
    const terms = commitmentTerms(wall, term, service);
    // per instance in the offer's currency: a service's month, a job's terms
    const cost = commitmentCost(cols.commitCost[k] as number, term, terms, service);
    if (cost < bestCost) {
      best = k;
      bestCost = cost;
      bestTerms = terms;
    }
  }
  if (best < 0) return null;
  const term = cols.commitTerm[best] as number;
  const termHours = hoursOfTerm(term);
  const effective = inCurrency(cols.commitCost[best] as number, usd, ctx) / termHours;
  const billed = service ? wall : bestTerms * termHours;
  const t = out.commitment as CommitmentTerms;
  t.row = cols.commitRow[best] as Commitment;
  t.upfrontPrice = inCurrency(cols.commitUpfront[best] as number, usd, ctx);
  t.hourly = inCurrency(cols.commitHourly[best] as number, usd, ctx);
  t.effectiveHourly = effective;
  t.terms = bestTerms;
  const perMonth = commitmentMonth(effective, e.instances);
  writeCosts(out, effective, wall, billed, billed * effective * e.instances, perMonth);
  return out;
}

/**
 * Whether a commitment beats the best pay-as-you-go pricing: meeting the deadline first, then
 * the cost the ranking weighs (the month's for a service under a monthly budget, else the
 * job's); pay-as-you-go on a tie.
 */
function commitmentWins(
  best: CostEstimate,
  cm: CostEstimate,
  deadline: number | null,
  monthBasis: boolean,
): boolean {
  const bestOk = deadline === null || best.estHours <= deadline;
  const cmOk = deadline === null || cm.estHours <= deadline;
  if (bestOk !== cmOk) return cmOk;
  return weighsLess(cm, best, monthBasis);
}

/**
 * Makes `offers` the list that `evaluate` reads by position: its columns (built once per list;
 * `keep` false: for this ranking only, see `columnsOf`) and this ranking's lookups by the
 * list's codes; the cursor starts again.
 */
export function startList(offers: readonly Offer[], ctx: Context, keep = true): void {
  ctx.list = listLookups(offers, ctx, ctx.lookups, keep);
  ctx.scratch.providerCode = -1;
}

/** A price of the list's currency `usd` (1: US dollars) in the ranking's currency. */
const inCurrency = (value: number, usd: number, ctx: Context): number =>
  convertFlagged(value, usd === 1, ctx.curUsd, ctx.fx);

/**
 * When the budget leaves fewer than three choices, offers over it by at most this factor (and
 * failing nothing else) are ranked after the others, marked over budget.
 */
export const NEAR_BUDGET = 1.25;

/**
 * Inference is sized, not maximised. With a model size: the serving plan for the load (replica
 * size, replicas, instances, each user's tokens/s; see `serving.ts`). With only the memory: one
 * replica on the fewest GPUs of the instance (1, 2, 4, 8…) that hold it with the fit margin.
 * Other workloads use every GPU of `nodes` instances.
 */
function sizeServing(
  e: Evaluated,
  ctx: Context,
  link: string | null,
  count: number,
  share: number,
  bandwidth: number,
  compute: number,
  span: number,
): void {
  e.replicas = 1;
  e.instances = ctx.nodes * span;
  e.meetsTarget = true;
  e.userTps = 0;
  e.replicaGpus = count * span;
  e.replicaWhy = 0;
  e.replicaEp = 1;
  const need = ctx.need;
  if (ctx.profile.wl !== 'infer' || need === null || e.capacity === null) return;
  const perGpu = e.capacity / count;
  const served = ctx.serving;
  if (served && bandwidth === bandwidth && e.speed) {
    const model = e.gpu?.fp8Tflops != null ? served.fp8 : served.noFp8;
    const plan = ctx.scratch.servingPlan;
    const c = compute * share;
    const usable = servingUsableGib(perGpu, ctx.a);
    // A replica spread over `span` instances is planned as one instance of all their GPUs.
    if (plannedServing(plan, model, count * span, usable, bandwidth * share, c, link, ctx.a)) {
      e.replicaGpus = plan.replicaGpus;
      e.replicaWhy = plan.why;
      e.replicaEp = plan.ep;
      e.replicas = plan.replicas;
      e.instances = plan.instances * span;
      e.userTps = plan.userTps;
      e.meetsTarget = plan.meetsTarget;
      return;
    }
  }
  // No plan: the fewest GPUs that hold it with the fit margin (the replica stays whole if none).
  const gpus = memoryOnlyReplicaGpus(need, count, perGpu, ctx.profile.wl, ctx.a);
  if (gpus < count) e.replicaGpus = gpus;
}

/**
 * The hard constraints an offer fails whatever its cost, in the order they are listed, into the
 * scratch's failure list (one buffer reused for every offer: no allocation for offers that pass).
 */
function checkConstraints(e: Evaluated, ctx: Context, i: number, hasPrice: boolean): void {
  const { profile, list } = ctx;
  const { cols } = list;
  const m = ctx.lookups.messages;
  const { offer } = e;
  const flags = cols.flags[i] as number;
  const spot = cols.spot[i] as number;
  const failures = ctx.scratch.failures;
  failures.reset();
  if (!hasPrice)
    failures.push(noPriceReason(spot === spot) === 'spot-only' ? m.spotOnly : m.noPrice);
  if (flags & RETIRED) failures.push(m.retired);
  if (flags & PRICE_SUSPECT) failures.push(m.priceSuspect);
  const hardware = ctx.scratch;
  if (hardware.speedFailure !== null) failures.push(hardware.speedFailure);
  if (hardware.fp8Failure !== null) failures.push(hardware.fp8Failure);
  if (hardware.memoryFailure !== null) failures.push(hardware.memoryFailure);
  if (list.regionOk[cols.regionGroup[i] as number] === 0) {
    failures.push(m.region.get(cols.regions[cols.region[i] as number] as string));
  }
  const p = cols.provider[i] as number;
  if (list.providerOk[p] === 0) failures.push(m.provider.get(cols.providers[p] as string));
  if (ctx.ibRequired && !e.fastFabric) failures.push(m.fabric);
  if (profile.pt && flags & VGPU) failures.push(m.vgpu.get(offer.gpuShare));
  if (profile.bill !== 'any') {
    const g = e.granularity;
    const ok = g === null ? profile.bill === 'hour' : billingOrder(g) <= billingOrder(profile.bill);
    if (!ok) failures.push(m.billing.get(g ?? 'unknown'));
  }
}

/** The budget and the deadline, listed after the hard constraints, then the list kept. */
function checkCost(e: Evaluated, ctx: Context): void {
  const { profile } = ctx;
  const m = ctx.lookups.messages;
  const failures = ctx.scratch.failures;
  const c = e.chosen;
  // Budget and deadline messages are shared: the entry's estimate carries its cost and time.
  if (c && profile.deadline !== null && c.estHours > profile.deadline) {
    e.costFailure = true;
    failures.push(m.deadline);
  }
  if (c && profile.budget !== null) {
    const spend = budgetSpend(c, profile.per);
    if (spend > profile.budget) {
      e.costFailure = true;
      e.nearBudget = failures.count === 0 && spend <= NEAR_BUDGET * profile.budget;
      failures.push(budgetPerMonth(profile.per) ? m.budgetMonth : m.budget);
    }
  }
  if (failures.count > 0) e.failures = failures.list(m.alone);
}

/**
 * The facts of the instance, whatever its region and price: GPU, speed, capacity, memory fit,
 * serving size, fit and age factor. Written into `e`; the next offer with the same hardware
 * (most offers: an instance type's regions are listed together) keeps them.
 */
function evaluateInstance(e: Evaluated, offer: Offer, i: number, ctx: Context): void {
  const { a, list } = ctx;
  const { cols } = list;
  const g = cols.gpu[i] as number;
  const flags = cols.flags[i] as number;
  const count = cols.gpuCount[i] as number;
  const share = cols.gpuShare[i] as number;
  const stated = cols.memory[i] as number;
  const gpu = list.gpuAt[g];
  const capacity = capacityFrom(stated === stated ? stated : null, gpu, count, share);
  const fastFabric = (flags & FAST_FABRIC) !== 0;
  const speed = flags & SPEED_UNKNOWN ? null : (list.speedAt[g] as SpeedEstimate | null);
  const statedLink = cols.gpuLink[i] ?? list.platformLinkAt[g] ?? null;
  // NVLink bridges join pairs of PCIe cards: more than two of them meet over PCIe.
  const link = statedLink === 'nvlink' && list.bridgedAt[g] === 1 ? NVLINK_PAIRS : statedLink;
  e.offer = offer;
  e.gpu = gpu;
  e.speed = speed;
  const perNode = speed ? speed.relative * share * count * gpuEfficiency(count, link, a) : 0;
  const load = ctx.stepLoad;
  const nodes = ctx.nodes;
  const computing =
    load === null || nodes <= 1
      ? 1
      : networkEfficiency(
          nodes,
          perNode,
          assumedGbps(cols.netGbps[i] as number, fastFabric, a),
          load,
          a,
        );
  e.networkShare = computing;
  e.effectiveGpus =
    load === null || nodes <= 1
      ? perNode * nodeFactor(nodes, fastFabric, a)
      : perNode * nodes * a.nodeEfficiency * computing;
  e.capacity = capacity;
  // A model no instance holds may span a few instances joined by a fast fabric (span.ts); their
  // GPUs then meet over the network, rated as no faster than PCIe.
  const span = servingSpan(ctx.need, count, capacity, fastFabric, ctx.profile, !!ctx.serving, a);
  const held = capacity === null ? null : capacity * span;
  e.fit = memoryFit(held, fitNeedGib(ctx.need, count * span, ctx.profile.wl, a), a.fitMargin);
  const compute = list.decodeComputeAt[g] as number;
  const spanLink = span > 1 ? 'pcie' : link;
  sizeServing(e, ctx, spanLink, count, share, list.decodeBandwidthAt[g] as number, compute, span);
  e.scoreFactor = (e.fit === 'tight' ? a.tightFitFactor : 1) * (list.gpuFactorAt[g] as number);
  e.fastFabric = fastFabric;
  hardwareFailures(ctx, e, offer, list.fp8UnservableAt[g] === 1, count);
}

/** The failures of the hardware alone, for the offers that share it (`Scratch`). */
function hardwareFailures(
  ctx: Context,
  e: Evaluated,
  offer: Offer,
  fp8Unservable: boolean,
  count: number,
): void {
  const m = ctx.lookups.messages;
  const s = ctx.scratch;
  const name = e.gpu?.name ?? offer.gpu;
  s.speedFailure = e.speed ? null : m.speedUnknown.get(name);
  s.fp8Failure = fp8Unservable ? m.fp8Unsupported.get(name) : null;
  // keyed by GPU count and capacity: the need grows with the GPUs a replica spans
  const c = e.capacity;
  s.memoryFailure =
    e.fit !== 'no' ? null : c === null ? m.memoryUnknown : m.memory.get(memoryKey(count, c));
}

/**
 * The instance facts of offer `i` (new hardware: unlike the offer before), written into `e` and
 * the scratch: evaluated for the first offer of its kind of hardware in this list and ranking,
 * and copied for the others (a kind's facts depend only on what `sameHardware` compares and on
 * the ranking).
 */
function instanceFacts(e: Evaluated, offer: Offer, i: number, ctx: Context): void {
  const { list, scratch } = ctx;
  const kind = list.cols.hardware[i] as number;
  const known = list.instances[kind];
  if (known !== undefined) {
    e.offer = offer;
    known.writeInto(e);
    scratch.speedFailure = known.speedFailure;
    scratch.fp8Failure = known.fp8Failure;
    scratch.memoryFailure = known.memoryFailure;
    return;
  }
  evaluateInstance(e, offer, i, ctx);
  list.instances[kind] = new InstanceFacts(
    e,
    scratch.speedFailure,
    scratch.fp8Failure,
    scratch.memoryFailure,
  );
}

/**
 * The failures of an offer ruled out by a hard constraint in a ranking that does not say why
 * (`evaluate`'s `why` false): not kept, read only as not empty.
 */
const OUT: EngineMessage[] = [msg('engine.excluded.memory')];

/** `e` made the record of an offer ruled out by a hard constraint, without saying why. */
function ruledOut(e: Evaluated): Evaluated {
  e.failures = OUT;
  e.costFailure = false;
  e.nearBudget = false;
  return e;
}

/**
 * Evaluates offer `i` of the list given to `startList` into `ctx.scratch.record` (reused, as are its
 * estimates, so a failing offer allocates nothing); `failures` lists every hard constraint it
 * fails (`why` false: a ranking read for its first choice, which reads of an offer a hard
 * constraint rules out only that it is out; its failures are then a shared placeholder and its
 * other facts are not all the offer's). Keep it with `keep`, which copies the record and its estimates. Apart from its
 * hardware (read when it differs from the offer before) the offer's facts come from the list's
 * columns.
 */
export function evaluate(offer: Offer, i: number, ctx: Context, why = true): Evaluated {
  const { profile, a, scratch } = ctx;
  const { cols } = ctx.list;
  const e = scratch.record;
  // The first offer of a list is always marked: the scratch record never keeps another list's.
  if (cols.newHardware[i] === 1) instanceFacts(e, offer, i, ctx);
  // Read for its first choice, a ranking asks of an offer its hardware rules out only that it
  // is out (it is no near miss either): nothing else of it is read.
  if (
    !why &&
    (scratch.speedFailure !== null || scratch.fp8Failure !== null || scratch.memoryFailure !== null)
  ) {
    return ruledOut(e);
  }
  // The scratch record still holds the previous offer's provider facts: most offers share them
  // with the one before (an instance type's regions are listed together).
  const p = cols.provider[i] as number;
  if (p !== scratch.providerCode) {
    const provider = ctx.list.providerAt[p];
    e.provider = provider;
    e.minChargeMinutes = provider?.minimumChargeMinutes.value ?? 0;
    e.irate = ctx.irate ?? provider?.spotInterruptionsPerDay.value ?? a.spotInterruptionsPerDay;
    scratch.providerGranularity = provider?.billingGranularity.value ?? null;
    scratch.providerCode = p;
  }
  e.offer = offer;
  e.granularity = cols.granularity[i] ?? scratch.providerGranularity;
  e.wall = Infinity;
  e.chosen = null;
  e.alternative = null;
  e.staleDays = ctx.asOfDay - (cols.day[i] as number);
  e.capability = 0;
  e.failures = NO_FAILURES;
  e.costFailure = false;
  e.nearBudget = false;
  const usd = cols.usd[i] as number;
  const odPrice = cols.onDemand[i] as number;
  const spotPrice = cols.spot[i] as number;
  // Prices as numbers with a flag, never `number | null`: a double that may be null is boxed.
  const hasOnDemand = odPrice === odPrice;
  const hasSpot = profile.spot && spotPrice === spotPrice;
  const onDemand = hasOnDemand ? inCurrency(odPrice, usd, ctx) : 0;
  const spot = hasSpot ? inCurrency(spotPrice, usd, ctx) : 0;
  const effectiveGpus = e.effectiveGpus;
  const wall = profile.wl === 'infer' ? profile.work : profile.work / effectiveGpus;
  // An offer priced only at a commitment has a price when it has one within the term.
  const commitment =
    !hasOnDemand &&
    !hasSpot &&
    effectiveGpus > 0 &&
    ctx.term > 0 &&
    commitmentInto(scratch.commitment, e, ctx, i, wall, usd) !== null;
  const hasPrice = priceFor(hasOnDemand, hasSpot, commitment);
  checkConstraints(e, ctx, i, hasPrice);
  if (!why && scratch.failures.count > 0) return ruledOut(e);
  // Without a budget or deadline an offer that fails a hard constraint needs no estimate: it is
  // ruled out whatever it costs, and its estimate is not kept (most offers of most rankings).
  const priced =
    scratch.failures.count === 0 || profile.budget !== null || profile.deadline !== null;
  if (priced && effectiveGpus > 0) {
    e.wall = wall;
    const od = hasOnDemand ? estimateInto(scratch.onDemand, e, ctx, onDemand, wall) : null;
    const sp = hasSpot ? estimateInto(scratch.spot, e, ctx, spot, wall) : null;
    if (od && sp && spotWins(od, sp, profile.deadline)) {
      e.chosen = sp;
      e.alternative = od;
    } else {
      e.chosen = od ?? sp;
      e.alternative = od && sp ? sp : null;
    }
    // Commitments only when the link says how long the team keeps the capacity.
    const cm = ctx.term > 0 ? commitmentInto(scratch.commitment, e, ctx, i, wall, usd) : null;
    if (cm) {
      const best = e.chosen;
      if (best === null || commitmentWins(best, cm, profile.deadline, ctx.monthBasis)) {
        e.alternative = best;
        e.chosen = cm;
      }
    }
  }
  checkCost(e, ctx);
  return e;
}

/** Expected interruptions of the chosen spot pricing (0 on demand). */
export const interruptionsOf = (e: Evaluated, ctx: Context): number =>
  e.chosen?.pricing === 'spot' ? expectedInterruptions(e.wall, e.irate, ctx.nodes) : 0;
