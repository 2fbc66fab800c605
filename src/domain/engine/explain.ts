/** Reasons, warnings and notices as message keys with values (rendered by `engine` messages). */
import type { Catalog } from '../catalog/types';
import { isDatedPrice, standingOf } from '../catalog/price-date';
import { billedHours } from './billing';
import type { Context } from './context';
import { interruptionsOf, type Evaluated } from './evaluate';
import { locationWarning } from './location';
import { gib, hours, money } from './messages';
import { architectureForSize } from '../models';
import { hasFp8 } from './speed';
import { slowestNamed } from './unknown-speed';
import {
  architectureOf,
  checkpointingSavesGib,
  fitNeedGib,
  isWeightOnly,
  kvBytesPerToken,
  precisionOf,
} from './memory';
import {
  budgetReading,
  budgetSpend,
  budgetSpendKind,
  priceUncertain,
  shardedFineTune,
  showsMonth,
  weighedCost,
  weighedKind,
} from './rules';
import { networkOf } from '../catalog/data/networks';
import { assumedGbps } from './scaling';
import { servingStackParams, stackNoticeParams } from './stacks';
import { SHAPE_COST, SHAPE_SPEED } from './serving';
import { hasFp4 } from './fp4';
import type { Scored } from './score';
import { commitmentReasons, commitmentWarnings } from './commitment-risk';
import type { EngineMessage, EngineNotice, ExcludedEntry, NoticeFigures } from './types';

/** What the nearest-miss notices read of an offer excluded for its cost or time. */
export type Miss = Pick<ExcludedEntry, 'offerId' | 'excludedBecause' | 'estimate'>;

type Msg = EngineMessage;
const m = (key: Msg['key'], values: Msg['values'] = {}): Msg => ({ key, values });
const pct = (x: number): number => Math.round(x * 100);

/** Compute capability below which a precision runs without tensor-core support. */
const MIN_BF16_CC = 8.0;

/** The fabric between instances as providers name it. */
const FABRIC_NAMES = { rdma: 'RDMA', infiniband: 'InfiniBand', efa: 'EFA', ethernet: 'Ethernet' };

/**
 * Why an entry ranks where it does. `below`: a lower-scored entry placed above it because it does
 * the same job at least as fast for clearly less (see `orderWithoutDominated`).
 */
export function reasonsFor(
  s: Scored,
  ctx: Context,
  onFrontier: boolean,
  below: Scored | null,
): Msg[] {
  const e = s.group.best;
  const c = e.chosen;
  if (!c) return [];
  const { profile } = ctx;
  const out: Msg[] = [];
  if (profile.wl === 'infer') {
    if (e.userTps > 0) {
      out.push(
        m('engine.reason.user-speed', { tokens: Math.round(e.userTps), gpus: e.replicaGpus }),
      );
    }
    if (e.userTps > 0) out.push(...shapeReasons(e, ctx));
    if (e.replicas > 1) {
      out.push(
        m('engine.reason.replicas', {
          replicas: e.replicas,
          gpus: e.replicaGpus,
          instances: e.instances,
          users: profile.users,
        }),
      );
    }
    // A replica no single instance holds spans several over the provider's fabric (span.ts).
    if (e.replicaGpus > e.offer.gpuCount && e.offer.fabric !== null) {
      out.push(
        m('engine.reason.span', {
          span: Math.ceil(e.replicaGpus / e.offer.gpuCount),
          fabric: FABRIC_NAMES[e.offer.fabric],
        }),
      );
    }
    if (e.replicaGpus * e.replicas < e.offer.gpuCount * e.instances) {
      out.push(m('engine.reason.spare-gpus', { gpus: e.replicaGpus, count: e.offer.gpuCount }));
    }
    const tps = tokensPerSecond(e, ctx);
    if (tps !== null) {
      // "When batched" only where a replica serves more than one user
      const one = e.userTps > 0 && profile.users === 1;
      out.push(
        m(one ? 'engine.reason.throughput-one' : 'engine.reason.throughput', {
          tokens: Math.round(tps),
          costPerMillion: money(costPerMillionTokens(e, ctx) ?? 0),
          cur: ctx.cur,
        }),
      );
    } else out.push(m('engine.reason.speed', { relative: money(e.effectiveGpus) }));
  } else {
    out.push(m('engine.reason.time', { hours: hours(c.estHours), gpus: money(e.effectiveGpus) }));
  }
  out.push(
    m('engine.reason.cost', { cost: money(c.estCost), cur: ctx.cur, billed: hours(c.billedHours) }),
  );
  if (showsMonth(profile)) {
    out.push(m('engine.reason.monthly', { cost: money(c.monthlyCost), cur: ctx.cur }));
  }
  if (profile.budget !== null && profile.budget > 0) {
    const spend = budgetSpend(c, profile.per);
    const percent = pct(spend / profile.budget);
    // under a monthly budget, a job that ends within the month is judged by its total
    if (budgetReading(c, profile) === 'total') {
      out.push(m('engine.reason.budget-job', { percent, cost: money(spend), cur: ctx.cur }));
    } else out.push(m('engine.reason.budget', { percent, cur: ctx.cur }));
  }
  if (ctx.need && e.capacity !== null && e.fit === 'fits') {
    let need = ctx.need.gib;
    let capacity = e.capacity;
    if (ctx.need.basis !== 'given' && profile.wl === 'infer') {
      // one replica: its weights and the KV cache of the users it serves, on its GPUs, with
      // the share the engine leaves free
      const batch = Math.ceil(profile.users / Math.max(1, e.replicas));
      need = ctx.need.minGib + (ctx.kvPerSequenceGib * (batch - 1)) / ctx.a.gpuMemoryUtilization;
      capacity = (e.capacity / Math.max(1, e.offer.gpuCount)) * e.replicaGpus;
    }
    out.push(m('engine.reason.memory', { need: gib(need), capacity: gib(capacity) }));
  }
  const alt = e.alternative;
  if (c.pricing === 'spot' && alt) {
    out.push(
      m('engine.reason.spot-saves', { saving: money(alt.estCost - c.estCost), cur: ctx.cur }),
    );
  }
  if (c.pricing === 'commitment') out.push(...commitmentReasons(c, alt, ctx));
  const billingCounts = profile.bill !== 'any' || e.wall < 24;
  if (billingCounts && (e.granularity === 'second' || e.granularity === 'minute')) {
    out.push(m(`engine.reason.billing-${e.granularity}`));
  }
  if (e.fastFabric && (ctx.nodes > 1 || ctx.ibRequired)) {
    out.push(m('engine.reason.fabric', { fabric: e.offer.fabric ?? '' }));
  }
  const net =
    ctx.nodes > 1 && e.instances > 1 ? networkOf(e.offer.provider, e.offer.instanceType) : null;
  if (net?.gbps != null) {
    const values = {
      nodes: e.instances,
      gbps: net.gbps,
      fabric: net.fabric,
      source: net.source,
      share: Math.round(e.networkShare * 100),
    };
    out.push(
      m(ctx.stepLoad === null ? 'engine.reason.network-flat' : 'engine.reason.network', values),
    );
  }
  if (profile.team === 'startup' && e.provider?.freeTrial.value === true) {
    out.push(m('engine.reason.trial'));
  }
  if (onFrontier) out.push(m('engine.reason.pareto'));
  if (below) {
    const x = below.group.best.chosen;
    const saving = x ? 1 - weighedCost(x, profile) / weighedCost(c, profile) : 0;
    const offer = below.group.best.offer.id;
    if (saving > 0.005) out.push(m('engine.reason.below', { offer, percent: pct(saving) }));
    else {
      const times = Math.round((below.perfRaw / s.perfRaw) * 10) / 10;
      out.push(m('engine.reason.below-faster', { offer, times, percent: pct(-saving) }));
    }
  }
  out.push(...figureReasons(s, ctx));
  out.push(
    m('engine.reason.score', {
      performance: pct(s.performance),
      cost: pct(s.cost),
      capability: pct(s.capability),
    }),
  );
  return out;
}

/**
 * The figure the score is built from, to check by hand: its terms, the best figure of the list
 * and the score, the best ÷ this one (docs/engine.md §5, "Score").
 */
function figureReasons(s: Scored, ctx: Context): Msg[] {
  const f = s.figure;
  const e = s.group.best;
  const c = e.chosen;
  if (!c || !Number.isFinite(f.total)) return [];
  const { profile, a } = ctx;
  const cur = ctx.cur;
  const best = s.score * f.total;
  const score = Math.round(s.score * 1000) / 10;
  const out: Msg[] = [];
  if (profile.wl === 'infer') {
    out.push(
      m(
        weighedKind(profile) === 'month'
          ? 'engine.reason.figure-serving-month'
          : 'engine.reason.figure-serving',
        { total: money(f.total), cost: money(f.cost), best: money(best), score, cur },
      ),
    );
    const short = f.risk - (f.cost > 0 && f.risk > 0 ? uncertainShare(e, ctx) * f.cost : 0);
    if (short > 0.005) {
      out.push(m('engine.reason.figure-short', { risk: money(short), tps: profile.tps, cur }));
    }
  } else {
    const setup = shardedFineTune(profile.wl, ctx.need?.gib ?? null, e.capacity, e.offer.gpuCount)
      ? a.shardedSetupHours
      : 0;
    const waited = c.estHours + setup;
    out.push(
      m('engine.reason.figure', {
        total: money(f.total),
        cost: money(f.cost),
        hours: hours(waited),
        rate: money(waited > 0 ? f.waiting / waited : 0),
        best: money(best),
        score,
        cur,
      }),
    );
    if (setup > 0) out.push(m('engine.reason.figure-setup', { hours: setup }));
  }
  const uncertain = uncertainShare(e, ctx);
  if (uncertain > 0) {
    out.push(
      m('engine.reason.figure-uncertain', {
        risk: money(uncertain * f.cost),
        percent: pct(uncertain),
        cur,
      }),
    );
  }
  if (f.factor < 1) out.push(m('engine.reason.figure-factor', { factor: f.factor }));
  return out;
}

/** The share of the cost an uncertain price adds to the figure (0 for a current price). */
const uncertainShare = (e: Evaluated, ctx: Context): number =>
  priceUncertain(isDatedPrice(e.offer), e.staleDays, ctx.a.staleAfterDays)
    ? ctx.a.priceUncertainty
    : 0;

export function warningsFor(e: Evaluated, ctx: Context): Msg[] {
  const c = e.chosen;
  const out: Msg[] = [];
  const { profile, a } = ctx;
  if (e.fit === 'tight' && ctx.need && e.capacity !== null) {
    // the need the fit was judged on (`fitNeedGib`), not every user's KV cache
    const need = fitNeedGib(ctx.need, e.offer.gpuCount, profile.wl, a) ?? ctx.need.gib;
    out.push(m('engine.warning.memory-tight', { need: gib(need), capacity: gib(e.capacity) }));
  }
  // A fine-tune that no single GPU of the instance holds runs only sharded over its GPUs
  // (FSDP, DeepSpeed ZeRO-3): more setup than one card that holds it, and single-GPU recipes fail.
  if (ctx.need && e.capacity !== null) {
    const perGpu = e.capacity / e.offer.gpuCount;
    if (shardedFineTune(profile.wl, ctx.need.gib, e.capacity, e.offer.gpuCount)) {
      out.push(
        m('engine.warning.sharded', {
          gpu: e.gpu?.name ?? e.offer.gpu,
          capacity: gib(perGpu),
          need: gib(ctx.need.gib),
          gpus: e.offer.gpuCount,
        }),
      );
    }
  }
  if (e.speed?.basis === 'specs')
    out.push(m('engine.warning.speed-specs', { method: e.speed.method }));
  if (e.speed?.basis === 'unknown') {
    out.push(
      m('engine.warning.speed-unknown-memory-only', {
        gpu: e.gpu?.name ?? e.offer.gpu,
        memory: e.gpu?.memoryGiB ?? '',
        slowest: slowestNamed(e.speed.method) ?? '',
      }),
    );
  }
  if (e.granularity === null) out.push(m('engine.warning.billing-unknown'));
  if (
    c &&
    e.minChargeMinutes > 0 &&
    billedHours(c.estHours, e.granularity ?? 'hour', 0) < c.billedHours
  ) {
    out.push(m('engine.warning.minimum-charge', { minutes: e.minChargeMinutes }));
  }
  if (c && profile.budget !== null && profile.budget > 0) {
    const spend = budgetSpend(c, profile.per);
    if (spend > profile.budget) {
      out.push(
        m('engine.warning.over-budget', {
          percent: pct(spend / profile.budget - 1),
          budget: profile.budget,
          cur: ctx.cur,
        }),
      );
    }
  }
  if (ctx.nodes > 1 && e.instances > 1) {
    const net = networkOf(e.offer.provider, e.offer.instanceType);
    if (net?.gbps == null) {
      out.push(
        m('engine.warning.network-unknown', {
          gbps: assumedGbps(NaN, e.fastFabric, a),
          share: Math.round(e.networkShare * 100),
        }),
      );
    }
  }
  const standing = standingOf(isDatedPrice(e.offer), e.staleDays, a.staleAfterDays);
  if (standing === 'undated') out.push(m('engine.warning.undated', { asOf: e.offer.asOf }));
  else if (standing === 'stale') {
    out.push(m('engine.warning.stale', { asOf: e.offer.asOf, days: Math.floor(e.staleDays) }));
  }
  if (c?.pricing === 'spot') {
    const notice = e.provider?.spotNoticeMinutes.value ?? null;
    out.push(
      m(notice === null ? 'engine.warning.spot' : 'engine.warning.spot-notice', {
        interruptions: money(interruptionsOf(e, ctx)),
        ckpt: profile.ckpt,
        notice: notice ?? '',
      }),
    );
  }
  if (c?.pricing === 'spot' && profile.deadline !== null && profile.wl !== 'infer') {
    // Little slack: two interruptions more than expected (each costing half a checkpoint
    // interval and the restart) would pass the deadline.
    const perInterruption = (profile.ckpt / 2 + a.restartOverheadMinutes) / 60;
    const slack = profile.deadline - c.estHours;
    if (slack < 2 * perInterruption * Math.max(1, ctx.nodes)) {
      const od = e.alternative?.pricing === 'on-demand' ? e.alternative : null;
      out.push(
        m(od ? 'engine.warning.spot-deadline' : 'engine.warning.spot-deadline-only', {
          slack: hours(Math.max(0, slack)),
          deadline: profile.deadline,
          hours: od ? hours(od.estHours) : 0,
          cost: od ? money(od.estCost) : 0,
          cur: ctx.cur,
        }),
      );
    }
  }
  out.push(...commitmentWarnings(e, ctx));
  if (e.offer.flags.includes('spot-above-on-demand')) out.push(m('engine.warning.spot-above'));
  const where = locationWarning(profile.loc, e.offer.regionGroup);
  if (where) out.push(m(where));
  if (e.offer.gpuShare < 1) {
    out.push(m('engine.warning.vgpu', { share: `1/${Math.round(1 / e.offer.gpuShare)}` }));
  } else if (e.offer.flags.includes('vgpu-share')) out.push(m('engine.warning.vgpu-whole'));
  if (e.offer.flags.includes('arm-host')) out.push(m('engine.warning.arm-host'));
  const cc = Number(e.gpu?.computeCapability ?? NaN);
  const prec = precisionOf(profile);
  if (prec === 'bf16' && profile.wl !== 'hpc' && cc < MIN_BF16_CC) {
    out.push(m('engine.warning.no-bf16', { gpu: e.gpu?.name ?? e.offer.gpu }));
  }
  // the rule the speed and serving estimates use: FP8 tensor cores where an FP8 figure is known
  if (prec === 'fp8' && profile.wl !== 'hpc' && !hasFp8(e.gpu)) {
    out.push(m('engine.warning.no-fp8', { gpu: e.gpu?.name ?? e.offer.gpu }));
  }
  if (prec === 'fp4' && !hasFp4(e.gpu)) {
    out.push(m('engine.warning.no-fp4', { gpu: e.gpu?.name ?? e.offer.gpu }));
  }
  if (!e.meetsTarget) {
    out.push(
      m('engine.warning.below-target', {
        tokens: Math.round(e.userTps),
        tps: profile.tps,
        gpus: e.replicaGpus,
      }),
    );
  }
  if (e.gpu?.vendor === 'AMD') out.push(m('engine.warning.rocm'));
  if (cc < 7) out.push(m('engine.warning.legacy-gpu', { gpu: e.gpu?.name ?? e.offer.gpu }));
  const flags = e.offer.flags;
  if (flags.includes('catalog-anomaly')) out.push(m('engine.warning.catalog-anomaly'));
  if (flags.includes('gpu-model-unconfirmed')) out.push(m('engine.warning.gpu-unconfirmed'));
  if (ctx.nodes > 1 && !e.fastFabric) out.push(m('engine.warning.ethernet'));
  if (profile.data !== null && profile.data > 0) {
    out.push(m('engine.warning.transfer', { gb: profile.data }));
  }
  return out;
}

/** Tokens per second of the instance(s) for inference: an estimate from saturated throughput. */
/**
 * Serving: tokens/s of the whole service. With a serving plan, every user at the speed the plan
 * gives them; otherwise an estimate of the instances' saturated, batched output.
 */
export function tokensPerSecond(e: Evaluated, ctx: Context): number | null {
  if (e.userTps > 0) return e.userTps * ctx.profile.users;
  const P = ctx.activeB;
  if (ctx.profile.wl !== 'infer' || P === null || P <= 0 || e.effectiveGpus <= 0) return null;
  return ctx.a.referenceTokensPerSecond * (ctx.a.referenceModelBillions / P) * e.effectiveGpus;
}

/** Cost of a million output tokens at `tokensPerSecond`, all instances paid. */
export function costPerMillionTokens(e: Evaluated, ctx: Context): number | null {
  const tps = tokensPerSecond(e, ctx);
  const c = e.chosen;
  if (tps === null || !c) return null;
  return ((c.pricePerHour * e.instances) / (tps * 3600)) * 1e6;
}

const ONLY_BUDGET_OR_TIME = new Set([
  'engine.excluded.budget',
  'engine.excluded.budget-month',
  'engine.excluded.deadline',
]);

/**
 * The nearest miss by the measure of the constraint that failed: among offers failing only the
 * budget or the deadline, the least by `measure`, then by `then`, then by offer id.
 */
function closestMiss(
  excluded: readonly Miss[],
  failedKey: (key: string) => boolean,
  measure: (e: Miss) => number,
  then: (e: Miss) => number,
): Miss | null {
  let best: Miss | null = null;
  for (const e of excluded) {
    if (!e.estimate || !e.excludedBecause.every((m) => ONLY_BUDGET_OR_TIME.has(m.key))) continue;
    if (!e.excludedBecause.some((m) => failedKey(m.key))) continue;
    const better =
      best === null ||
      measure(e) - measure(best) ||
      then(e) - then(best) ||
      (e.offerId < best.offerId ? -1 : 1);
    if (best === null || (better as number) < 0) best = e;
  }
  return best;
}

/** Notices about the profile as a whole (memory unknown, unknown provider ids, caveats). */
export function noticesFor(
  ctx: Context,
  catalog: Catalog,
  rankedCount: number,
  costMisses: () => readonly Miss[],
): EngineNotice[] {
  const { profile } = ctx;
  const out: EngineNotice[] = [];
  const notice = (
    param: string,
    value: string,
    key: Msg['key'],
    values: Msg['values'] = {},
    figures: NoticeFigures | null = null,
  ) =>
    out.push(
      figures === null ? { param, value, key, values } : { param, value, key, values, figures },
    );
  if (!ctx.need) {
    if (profile.wl === 'hpc') notice('mem', '', 'engine.notice.memory-unknown-hpc');
    else notice('model', '', 'engine.notice.memory-unknown');
  }
  if (profile.wl === 'hpc' && profile.model !== null && profile.mem === null) {
    notice('model', String(profile.model), 'engine.notice.model-ignored-hpc');
  }
  const known = new Set(catalog.providers.map((p) => p.id));
  for (const id of profile.prov) {
    if (!known.has(id)) notice('prov', id, 'engine.notice.unknown-provider', { provider: id });
  }
  const model = ctx.model;
  if (model && profile.wl !== 'hpc' && profile.mem === null) {
    const kv = model.mlaLatentDim === null ? `${model.kvHeads}×${model.headDim}` : 'MLA';
    notice('model', model.id, 'engine.notice.model-architecture', {
      model: model.name.en,
      layers: model.layers,
      kv: model.mlaLatentDim === null ? kv : `${kv} ${model.mlaLatentDim}`,
      kib: Math.round((kvBytesPerToken(model, precisionOf(profile)) / 1024) * 10) / 10,
    });
    if (model.experts) {
      notice('model', model.id, 'engine.notice.model-moe', {
        total: model.totalParamsB,
        active: model.activeParamsB,
      });
    }
    if (profile.seq > model.maxContext) {
      notice('seq', String(profile.seq), 'engine.notice.context-too-long', {
        max: model.maxContext,
      });
    }
  }
  if (typeof profile.model === 'number' && profile.wl !== 'hpc' && profile.mem === null) {
    const { spec, like } = architectureForSize(profile.model);
    notice('model', String(profile.model), 'engine.notice.size-architecture', {
      like: like.name.en,
      layers: spec.layers,
      hidden: spec.hiddenSize,
      kv: spec.kvHeads,
      headDim: spec.headDim,
      kib: Math.round((kvBytesPerToken(spec, precisionOf(profile)) / 1024) * 10) / 10,
    });
  }
  if (profile.ft !== null && (profile.wl === 'infer' || profile.wl === 'hpc')) {
    notice('ft', profile.ft, 'engine.notice.ft-ignored');
  }
  if (profile.wl === 'infer') {
    if (ctx.serving) {
      notice('users', String(profile.users), 'engine.notice.serving-load', {
        users: profile.users,
        tps: profile.tps,
        ...stackNoticeParams(ctx.a),
      });
      notice('', '', 'engine.notice.serving-stack', servingStackParams());
    } else notice('wl', 'infer', 'engine.notice.batched-throughput');
  }
  const arch = architectureOf(profile);
  if ((profile.wl === 'train' || profile.wl === 'finetune') && arch && profile.mem === null) {
    notice('', '', 'engine.notice.checkpointing', {
      gib: gib(checkpointingSavesGib(arch, profile.seq, ctx.a)),
    });
  }
  if (profile.prec !== null && isWeightOnly(profile.prec)) {
    notice(
      'prec',
      profile.prec,
      profile.wl === 'infer' ? 'engine.notice.quantised' : 'engine.notice.quantised-serving-only',
    );
  }
  if (profile.nodes > 1 && profile.ib === false) {
    notice('ib', '0', 'engine.notice.multi-node-ethernet');
  }
  if (rankedCount === 0) {
    const excluded = costMisses();
    notice('', '', 'engine.notice.none-feasible');
    const costOf = (e: Miss) => (e.estimate ? budgetSpend(e.estimate, profile.per) : Infinity);
    const fastest = closestMiss(
      excluded,
      (k) => k === 'engine.excluded.deadline',
      (e) => e.estimate?.estHours ?? Infinity,
      costOf,
    );
    if (fastest?.estimate) {
      notice(
        'deadline',
        String(profile.deadline ?? ''),
        'engine.notice.closest-deadline',
        {
          offer: fastest.offerId,
          hours: hours(fastest.estimate.estHours),
          cost: money(costOf(fastest)),
          cur: ctx.cur,
          deadline: profile.deadline ?? 0,
        },
        { hours: fastest.estimate.estHours, cost: costOf(fastest) },
      );
    }
    const cheapest = closestMiss(
      excluded,
      (k) => k.startsWith('engine.excluded.budget'),
      costOf,
      (e) => e.estimate?.estHours ?? Infinity,
    );
    if (cheapest?.estimate) {
      const month = budgetSpendKind(cheapest.estimate, profile) === 'month';
      const key = month ? 'engine.notice.closest-budget-month' : 'engine.notice.closest-budget';
      notice(
        'budget',
        String(profile.budget ?? ''),
        key,
        {
          offer: cheapest.offerId,
          cost: money(costOf(cheapest)),
          total: money(cheapest.estimate.estCost),
          hours: hours(cheapest.estimate.estHours),
          cur: ctx.cur,
          budget: profile.budget ?? 0,
        },
        { hours: cheapest.estimate.estHours, cost: costOf(cheapest) },
      );
    }
  }
  return out;
}

/** Why the replica has its size, and how a mixture of experts spreads over it (`serving.ts`). */
function shapeReasons(e: Evaluated, ctx: Context): Msg[] {
  const gpus = e.replicaGpus;
  const key =
    e.replicaWhy === SHAPE_COST
      ? 'engine.shape.cost'
      : e.replicaWhy === SHAPE_SPEED
        ? 'engine.shape.speed'
        : 'engine.shape.smallest';
  const out = [m(key, { gpus, instances: e.instances })];
  const experts = ctx.model?.experts?.total ?? 0;
  if (experts > 0 && gpus > 1) {
    out.push(
      m(e.replicaEp > 1 ? 'engine.shape.experts' : 'engine.shape.experts-tp', { experts, gpus }),
    );
  }
  return out;
}
