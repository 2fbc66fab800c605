/** A ranking's context: its inputs, the lookups it builds once, and the scratch of its loop. */
import { rateMemoryOnlyAtSlowest } from './unknown-speed';
import type { Gpu, Granularity, Offer, Provider } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import { needsInfiniBand, type Profile } from './profile';
import {
  bandwidthOrStandIn,
  capUnknownAtSiblings,
  statesTensorRate,
  tflopsOrStandIn,
  weighedKind,
} from './rules';
import type { Currency } from '../units/money';
import { resolveAssumptions } from './assumptions';
import { columnsOf, dayNumber, type OfferColumns } from './columns';
import { blankEstimate, blankEvaluated, type Evaluated, type InstanceFacts } from './evaluated';
import type { ModelSpec } from '../models';
import {
  activeBillions,
  architectureOf,
  bytesPerWeight,
  estimateMemoryNeed,
  fineTuneOf,
  fitNeedGib,
  kvBytesPerToken,
  liveContextTokens,
  loraParamsB,
  modelBillions,
  precisionOf,
  resolveModel,
} from './memory';
import { answerTokens, DEFAULT_INTENSITY, promptTokens, type Precision } from './profile';
import type { StepLoad } from './scaling';
import type { ServingModel, ServingPlan } from './serving';
import { blankServingPlan } from './shape-cache';
import { speedIndex } from './speed';
import { fp4Tflops } from './fp4';
import { embeddingParamsB } from '../models/architecture';
import { FailureList, gib, MEMORY_KEY, MessageCache, msg, share } from './messages';
import type {
  Assumptions,
  CostEstimate,
  EngineMessage,
  MemoryNeed,
  RankOptions,
  SpeedEstimate,
} from './types';

const NO_OFFERS: readonly Offer[] = [];

/** Exclusion messages of one ranking, shared by the offers that fail the same way. */
export interface ExclusionMessages {
  noPrice: EngineMessage;
  spotOnly: EngineMessage;
  retired: EngineMessage;
  priceSuspect: EngineMessage;
  fabric: EngineMessage;
  memoryUnknown: EngineMessage;
  budget: EngineMessage;
  budgetMonth: EngineMessage;
  deadline: EngineMessage;
  speedUnknown: MessageCache<string>;
  fp8Unsupported: MessageCache<string>;
  memory: MessageCache<number>;
  region: MessageCache<string>;
  provider: MessageCache<string>;
  vgpu: MessageCache<number>;
  billing: MessageCache<string>;
  /** The one-element failure list of a shared message, shared too. */
  alone: (m: EngineMessage) => EngineMessage[];
}

function exclusionMessages(
  profile: Profile,
  need: MemoryNeed | null,
  cur: Currency,
  a: Assumptions,
): ExclusionMessages {
  const needGib = gib(need?.minGib ?? 0);
  const lists = new Map<EngineMessage, EngineMessage[]>();
  return {
    noPrice: msg('engine.excluded.no-price'),
    spotOnly: msg('engine.excluded.spot-only'),
    retired: msg('engine.excluded.retired'),
    priceSuspect: msg('engine.excluded.price-suspect'),
    fabric: msg('engine.excluded.fabric'),
    memoryUnknown: msg('engine.excluded.memory-unknown', { need: needGib }),
    budget: msg('engine.excluded.budget', { budget: profile.budget ?? 0, cur }),
    budgetMonth: msg('engine.excluded.budget-month', { budget: profile.budget ?? 0, cur }),
    deadline: msg('engine.excluded.deadline', { deadline: profile.deadline ?? 0 }),
    speedUnknown: new MessageCache((gpu) => msg('engine.excluded.speed-unknown', { gpu })),
    fp8Unsupported: new MessageCache((gpu) => msg('engine.excluded.fp8-unsupported', { gpu })),
    memory: new MessageCache((key) => {
      const gpus = Math.floor(key / MEMORY_KEY);
      const capacity = key - gpus * MEMORY_KEY;
      const n = fitNeedGib(need, gpus, profile.wl, a) ?? 0;
      return msg('engine.excluded.memory', { need: gib(n), capacity: gib(capacity) });
    }),
    region: new MessageCache((region) =>
      msg('engine.excluded.region', { region, wanted: profile.region }),
    ),
    provider: new MessageCache((provider) => msg('engine.excluded.provider', { provider })),
    vgpu: new MessageCache((s) => msg('engine.excluded.vgpu', { share: share(s) })),
    billing: new MessageCache((granularity) =>
      msg('engine.excluded.billing', { granularity, wanted: profile.bill }),
    ),
    alone: (m) => {
      let list = lists.get(m);
      if (!list) {
        list = [m];
        lists.set(m, list);
      }
      return list;
    },
  };
}

/**
 * A ranking's context, in four parts that change at different times:
 *
 * - its own fields (`RankInputs`): the profile, the options and what follows from them alone;
 *   fixed by `makeContext`, never written after;
 * - `lookups` (`RankLookups`): facts of the catalog's GPUs and providers for this profile, by id,
 *   and the exclusion messages; built once per ranking, read only;
 * - `list` (`ListLookups`): the columns of the list of offers being evaluated and the lookups by
 *   their codes; replaced by `startList` for each list (the catalog, then the extra offers), read
 *   only by the loop;
 * - `scratch` (`Scratch`): what the per-offer loop writes: the records it reuses for every
 *   offer and the cursor that lets an offer skip what it shares with the one before.
 */
export interface Context extends RankInputs {
  readonly lookups: RankLookups;
  list: ListLookups;
  readonly scratch: Scratch;
}

/** What the profile and the options fix for a whole ranking (never written after `makeContext`). */
export interface RankInputs {
  readonly profile: Profile;
  /** The assumptions in force (the defaults, the link's overrides, the link's `irate`). */
  readonly a: Assumptions;
  readonly cur: Currency;
  /** CNY per USD. */
  readonly fx: number;
  /** Whether `cur` is US dollars (prices in that currency are not converted). */
  readonly curUsd: boolean;
  /** The as-of date in days since 1970-01-01 (NaN when unreadable: no staleness warnings). */
  readonly asOfDay: number;
  /** Instances the job spans (at least 1). */
  readonly nodes: number;
  readonly ibRequired: boolean;
  /** Providers the link allows; `null`: all. */
  readonly providerFilter: ReadonlySet<string> | null;
  /** Interruptions per 24 h from the link, overriding providers' figures. */
  readonly irate: number | null;
  /** Longest commitment accepted, months (`term`); 0: none (pay-as-you-go and spot only). */
  readonly term: number;
  /** Whether the cost the ranking weighs is the month's (`weighedKind`), not the job's. */
  readonly monthBasis: boolean;
  /** The job's memory need; `null` without a model size or memory. */
  readonly need: MemoryNeed | null;
  /** The catalog model named by `model`, resolved once per ranking; `null` for a size. */
  readonly model: ModelSpec | null;
  /** Parameters read per token, billions (a mixture of experts' active ones); `null` unknown. */
  readonly activeB: number | null;
  /** Serving: one sequence's KV cache at `seq` tokens, GiB (0 without a model). */
  readonly kvPerSequenceGib: number;
  /** Inference with a model size: the model as served, on GPUs with and without FP8. */
  readonly serving: ServingModels | null;
  /**
   * A multi-node training job of known model size: what one step computes and all-reduces;
   * `null` otherwise (one node, serving, or no size: the flat node efficiencies apply).
   */
  readonly stepLoad: StepLoad | null;
}

/** The model as a replica serves it, on GPUs with and without FP8 tensor cores. */
export interface ServingModels {
  fp8: ServingModel;
  noFp8: ServingModel;
}

/** Facts of the catalog for this profile, by GPU or provider id: built once per ranking. */
export interface RankLookups {
  readonly speeds: ReadonlyMap<string, SpeedEstimate>;
  readonly gpus: ReadonlyMap<string, Gpu>;
  readonly providers: ReadonlyMap<string, Provider>;
  /** Score multiplier by GPU id for its age (no BF16, no tensor cores); absent = 1. */
  readonly gpuFactor: ReadonlyMap<string, number>;
  /** GPUs that cannot serve this job's FP8 weights (compute capability below 7.5). */
  readonly fp8Unservable: ReadonlySet<string>;
  /**
   * The GPU link of boards that exist only with one (SXM modules on NVLink/NVSwitch, MI300X OAM
   * modules on an Infinity Fabric mesh), for offers whose source leaves the link unstated.
   */
  readonly platformLink: ReadonlyMap<string, 'nvlink'>;
  /** PCIe cards whose NVLink is a bridge between two cards (GPU ids). */
  readonly bridgedPairs: ReadonlySet<string>;
  /**
   * Inference: one GPU's effective decode bandwidth, bytes/s (memory bandwidth ×
   * `decodeBandwidthEfficiency`), and its peak FLOP/s at the served precision (FP8 only on GPUs
   * with FP8 tensor cores, else BF16), by GPU id, absent where unknown; `null` for other
   * workloads.
   */
  readonly decode: DecodeRates | null;
  /** The exclusion messages, built once and shared by the offers that fail the same way. */
  readonly messages: ExclusionMessages;
}

/** One GPU's decode bandwidth (bytes/s) and peak FLOP/s when serving, by GPU id. */
export interface DecodeRates {
  bandwidth: ReadonlyMap<string, number>;
  compute: ReadonlyMap<string, number>;
}

/**
 * The list of offers being evaluated: its columns (built once per list, `columns.ts`) and this
 * ranking's lookups by the columns' codes (`startList`), so that the loop reads arrays by code,
 * never a map by string. Replaced for each list; the loop only reads it.
 */
export interface ListLookups {
  readonly cols: OfferColumns;
  /** By provider code: the provider's record, and whether the link allows it (1). */
  readonly providerAt: readonly (Provider | undefined)[];
  readonly providerOk: Uint8Array;
  /** By GPU code: the GPU's record, its speed (`null`: unknown) and age factor. */
  readonly gpuAt: readonly (Gpu | undefined)[];
  readonly speedAt: readonly (SpeedEstimate | null)[];
  readonly gpuFactorAt: Float64Array;
  /** By GPU code: 1 where the GPU cannot serve the job's FP8 weights. */
  readonly fp8UnservableAt: Uint8Array;
  /** By GPU code: the link of a board that exists only with one (`platformLink`). */
  readonly platformLinkAt: readonly ('nvlink' | null)[];
  /** By GPU code: 1 when its NVLink joins pairs of cards only (`bridgedPairs`). */
  readonly bridgedAt: Uint8Array;
  /** By GPU code: decode bandwidth, bytes/s (NaN: none) and peak FLOP/s (0: unknown). */
  readonly decodeBandwidthAt: Float64Array;
  readonly decodeComputeAt: Float64Array;
  /** By region group code: whether the link's region allows it (1). */
  readonly regionOk: Uint8Array;
  /**
   * By kind of hardware (`OfferColumns.hardware`): its instance facts, once its first offer is
   * evaluated in this ranking (`evaluate.ts`).
   */
  readonly instances: (InstanceFacts | undefined)[];
}

/**
 * What the per-offer loop writes: records reused for every offer (so that an offer that fails
 * allocates nothing; `keep` copies what is kept) and the cursor over the list.
 */
export interface Scratch {
  /**
   * The offer being evaluated. Its instance facts (GPU, speed, capacity, fit, serving size) stay
   * from one offer to the next until the columns mark new hardware (`newHardware`).
   */
  readonly record: Evaluated;
  /** The estimates of the offer's on-demand and spot prices. */
  readonly onDemand: CostEstimate;
  readonly spot: CostEstimate;
  /** The estimate of an offer's cheapest accepted commitment (its terms record reused too). */
  readonly commitment: CostEstimate;
  /** Filled by `planServing` for every offer. */
  readonly servingPlan: ServingPlan;
  /** The failures of the offer being evaluated. */
  readonly failures: FailureList;
  /**
   * The failures of the record's hardware (unknown speed, FP8 not servable, memory), `null`
   * where it passes: set with the record's instance facts, kept with them.
   */
  speedFailure: EngineMessage | null;
  fp8Failure: EngineMessage | null;
  memoryFailure: EngineMessage | null;
  /**
   * Cursor: the provider code whose facts `record` holds (record, billing, interruptions):
   * consecutive offers mostly share it, and then skip them. -1 at the start of a list.
   */
  providerCode: number;
  /** Cursor: the provider's billing granularity for `providerCode`. */
  providerGranularity: Granularity | null;
}

/** Compute capability as a number (NaN when unknown). */
const ccOf = (gpu: Gpu): number => Number(gpu.computeCapability ?? NaN);

/**
 * Age factors: GPUs without tensor cores (compute capability < 7) and, when the job wants BF16,
 * GPUs with FP16 tensor cores only (7.x) score lower; they also carry a warning.
 */
function gpuFactors(catalog: Catalog, profile: Profile, a: Assumptions): Map<string, number> {
  const out = new Map<string, number>();
  const wantsBf16 = profile.wl !== 'hpc' && precisionOf(profile) === 'bf16';
  for (const g of catalog.gpus) {
    const cc = ccOf(g);
    if (cc < 7) out.set(g.id, a.legacyGpuFactor);
    else if (cc < 8 && wantsBf16) out.set(g.id, a.fp16OnlyFactor);
  }
  return out;
}

/**
 * vLLM runs FP8 models from compute capability 7.5 (Turing) on, as weight-only FP8 where the GPU
 * has no FP8 tensor cores (https://docs.vllm.ai/en/stable/features/quantization/fp8/). Below it
 * (V100: 7.0) the FP8 weights cannot be served at all, so an FP8 serving job excludes those GPUs.
 */
const MIN_FP8_SERVING_CC = 7.5;

function fp8Unservable(catalog: Catalog, profile: Profile): Set<string> {
  const out = new Set<string>();
  if (profile.wl !== 'infer' || precisionOf(profile) !== 'fp8') return out;
  for (const g of catalog.gpus) if (ccOf(g) < MIN_FP8_SERVING_CC) out.add(g.id);
  return out;
}

const MESH_ONLY = /infinity fabric|\bsxm|\boam\b/i;

function platformLinks(catalog: Catalog): Map<string, 'nvlink'> {
  const out = new Map<string, 'nvlink'>();
  for (const g of catalog.gpus) {
    if (MESH_ONLY.test(`${g.name} ${g.interconnect ?? ''}`)) out.set(g.id, 'nvlink');
  }
  return out;
}

const BRIDGE = /nvlink bridge/i;

/** GPUs whose datasheet link is an NVLink bridge (two cards), not a mesh or switch. */
function bridgedPairs(catalog: Catalog): Set<string> {
  const out = new Set<string>();
  for (const g of catalog.gpus) {
    if (BRIDGE.test(g.interconnect ?? '') && !MESH_ONLY.test(`${g.name} ${g.interconnect ?? ''}`))
      out.add(g.id);
  }
  return out;
}

/**
 * What a step of a multi-node job computes (6 × active parameters × tokens per step) and
 * all-reduces (2 bytes per trained parameter: all of them, or LoRA's adapters, `loraParamsB`).
 */
function stepLoadOf(profile: Profile, a: Assumptions): StepLoad | null {
  if (profile.nodes <= 1 || profile.wl === 'infer' || profile.wl === 'hpc') return null;
  const total = modelBillions(profile);
  const active = activeBillions(profile);
  if (total === null || active === null || !(total > 0)) return null;
  const ft = fineTuneOf(profile);
  const arch = architectureOf(profile);
  const trained = ft === 'full' || arch === null ? total : loraParamsB(arch, a.loraRank);
  return { flops: 6 * active * 1e9 * a.tokensPerStep, gradientBytes: 2 * trained * 1e9 };
}

/**
 * Peak FLOP/s of one GPU serving at `prec`: FP4 tensor cores where the GPU has them and the
 * model is served in FP4 (`fp4.ts`), FP8 tensor cores where the GPU has them and the
 * model is served in FP8, else BF16 (weight-only int8/int4 compute in 16-bit), FP32 for FP32;
 * without the datasheet figure, the A100's 312 BF16 TFLOPS × the GPU's relative speed `relative`.
 */
export function peakFlops(gpu: Gpu, prec: Precision, relative: number): number {
  const fp4 = prec === 'fp4' ? fp4Tflops(gpu) : null;
  if (fp4 !== null) return fp4 * 1e12;
  const tflops =
    prec === 'fp8' && gpu.fp8Tflops !== null
      ? gpu.fp8Tflops
      : prec === 'fp32'
        ? gpu.fp32Tflops
        : gpu.bf16Tflops;
  return tflopsOrStandIn(tflops, relative) * 1e12;
}

/**
 * Serving several users is bound by compute as well as memory bandwidth (`serving.ts`): a GPU
 * with no published tensor-compute figure for the served precision and no measured serving
 * speed cannot be sized at load (standing in a bandwidth-derived speed for its FLOP/s rated
 * Alibaba's "H 96GB" at twice an A100's compute). Its speed is left unknown, so its offers are
 * ruled out as "speed unknown" rather than ranked on a guess; at one user, decoding is
 * bandwidth-bound and it is rated as before.
 */
function withoutComputeAtLoad(
  speeds: Map<string, SpeedEstimate>,
  catalog: Catalog,
  profile: Profile,
): void {
  const prec = precisionOf(profile);
  for (const g of catalog.gpus) {
    if (!statesTensorRate(g, prec) && speeds.get(g.id)?.basis !== 'measured') speeds.delete(g.id);
  }
}

/**
 * Serving: each GPU's effective decode bandwidth (its memory bandwidth, or the reference's ×
 * its relative speed, × `decodeBandwidthEfficiency`) and peak FLOP/s at the profile's precision,
 * both × the AMD stack's share on AMD; `null` for other workloads.
 */
function decodeRates(
  catalog: Catalog,
  profile: Profile,
  a: Assumptions,
  speeds: ReadonlyMap<string, SpeedEstimate>,
): DecodeRates | null {
  if (profile.wl !== 'infer') return null;
  const prec = precisionOf(profile);
  const bandwidth = new Map<string, number>();
  const compute = new Map<string, number>();
  for (const g of catalog.gpus) {
    const relative = speeds.get(g.id)?.relative ?? 0;
    const stack = g.vendor === 'AMD' ? a.amdServingEfficiency : 1;
    const bw = bandwidthOrStandIn(g.bandwidthTBps, relative);
    if (bw > 0) bandwidth.set(g.id, bw * 1e12 * a.decodeBandwidthEfficiency * stack);
    const flops = peakFlops(g, prec, relative) * stack;
    if (flops > 0) compute.set(g.id, flops);
  }
  return { bandwidth, compute };
}

const GIB = 2 ** 30;

/**
 * The served model from the memory estimate (weights and one batched pass's activations, one
 * sequence's KV cache) and the load. Decoding reads the active parameters per token (a mixture
 * of experts' routed share). FP8 on a GPU without FP8 tensor cores runs as weight-only FP8
 * (W8A16: vLLM's FP8 Marlin kernels, https://docs.vllm.ai/en/stable/features/quantization/fp8/):
 * the weights take FP8 memory and are read as FP8 bytes, the matmuls compute at 16 bits (no
 * FP8 speed-up of batched throughput, `speed.ts`); the `no-fp8` warning says the same.
 */
function servingModels(
  profile: Profile,
  need: MemoryNeed | null,
  a: Assumptions,
  spec: ModelSpec | null,
  activeB: number | null,
  kvGibPerSequence: number,
): ServingModels | null {
  const p = need?.parts;
  if (profile.wl !== 'infer' || !p || p.weights === undefined || activeB === null || activeB <= 0)
    return null;
  // What a replica allocates besides the KV cache and each GPU's runtime; the runtime and the
  // share the engine leaves free are taken off each GPU's memory where a replica is sized
  // (`sizeServing`).
  const weightsGib = p.weights + (p.activations ?? 0);
  const prec = precisionOf(profile);
  const inTokens = promptTokens(profile);
  const outTokens = answerTokens(profile);
  const meanContext = inTokens + outTokens / 2;
  const kvPerToken = spec
    ? kvBytesPerToken(spec, prec)
    : (kvGibPerSequence * GIB) / Math.max(1, liveContextTokens(profile));
  // QKᵀ and AV: 4 FLOPs per head dimension per token of context per layer (unknown for a size)
  const attention = spec ? 4 * spec.layers * spec.attentionHeads * spec.headDim : 0;
  // A mixture of experts: total = shared + E × expert, active = shared + k × expert
  const e = spec?.experts ?? null;
  const expertB = e ? (spec!.totalParamsB - spec!.activeParamsB) / (e.total - e.active) : 0;
  const sharedB = e ? spec!.totalParamsB - e.total * expertB : (spec?.totalParamsB ?? activeB);
  const weightOnly = prec === 'int8' || prec === 'int4';
  // Quantised checkpoints keep the output head in 16-bit; every step reads all of it.
  const bytesPer = bytesPerWeight(prec);
  const head = spec && bytesPer < 2 ? embeddingParamsB(spec.id, spec.hiddenSize).head : 0;
  const headExtra = head * (2 - bytesPer) * 1e9;
  // A mixture of experts processes a prompt chunk of `moePrefillBatchTokens` tokens as one
  // grouped matmul per expert, each over the chunk's tokens routed to it (k of E experts per
  // token): the fewer tokens per expert, the further below the dense efficiency
  // (`moeExpertHalfTokens` tokens per expert reach half of it).
  const perExpert = e ? (a.moePrefillBatchTokens * e.active) / e.total : 0;
  const prefillEfficiency = e
    ? (a.prefillComputeEfficiency * perExpert) / (perExpert + a.moeExpertHalfTokens)
    : a.prefillComputeEfficiency;
  // A paged cache holds each user's live context: on average the prompt and half the answer.
  const liveKvGib = (kvPerToken * Math.min(profile.seq, meanContext)) / GIB;
  const fullKvGib = (kvPerToken * profile.seq) / GIB;
  const model = (bytes: number): ServingModel => {
    const read = (weightOnly ? bytes / a.weightOnlyReadEfficiency : bytes) * 1e9;
    return {
      weightsGib,
      kvGibPerSequence: liveKvGib,
      kvGibFullSequence: fullKvGib,
      heads: spec?.attentionHeads ?? 0,
      kvHeads: spec?.kvHeads ?? 0,
      expertWidth: e ? spec!.intermediateSize : 0,
      blockQuantised: e !== null && prec === 'fp8',
      sharedBytes: sharedB * read + headExtra,
      expertBytes: expertB * read,
      experts: e ? e.total : 0,
      activeExperts: e ? e.active : 0,
      kvBytesRead: kvPerToken * meanContext,
      flopsPerToken: 2 * activeB * 1e9 + attention * meanContext,
      prefillFlops:
        (2 * activeB * 1e9 * inTokens + (attention * inTokens * inTokens) / 2) / prefillEfficiency,
      outTokens,
      layers: spec?.layers ?? 0,
      users: profile.users,
      tps: profile.tps,
    };
  };
  // Weight-only FP8 reads the same bytes; the two differ only where compute counts.
  return { fp8: model(bytesPer), noFp8: model(bytesPer) };
}

/** What the job needs and serves: its memory, the parameters read per token, the KV cache. */
interface JobFacts {
  need: MemoryNeed | null;
  activeB: number | null;
  /** One sequence's KV cache: the need's total over the users, GiB. */
  kvPerSequenceGib: number;
  serving: ServingModels | null;
}

/** The job's facts for a profile whose model's architecture is `arch` (`null`: a size only). */
function jobFacts(profile: Profile, a: Assumptions, arch: ModelSpec | null): JobFacts {
  const need = estimateMemoryNeed(profile, a, arch);
  const activeB = arch ? arch.activeParamsB : activeBillions(profile);
  const kvGib = (need?.parts.kvCache ?? 0) / Math.max(1, profile.users);
  const serving = servingModels(profile, need, a, arch, activeB, kvGib);
  return { need, activeB, kvPerSequenceGib: kvGib, serving };
}

/**
 * The model as a replica serves it, for a profile on its own (the validation table, tools):
 * what `makeContext` derives, on a GPU with (`fp8`) or without FP8 tensor cores.
 */
export function servingModelOf(
  profile: Profile,
  a: Assumptions,
  fp8: boolean,
): ServingModel | null {
  const s = jobFacts(profile, a, architectureOf(profile)).serving;
  return s === null ? null : fp8 ? s.fp8 : s.noFp8;
}

export function makeContext(profile: Profile, catalog: Catalog, options: RankOptions): Context {
  const a = resolveAssumptions(options.assumptions);
  if (profile.irate !== null) a.spotInterruptionsPerDay = profile.irate;
  const model = resolveModel(profile);
  const job = jobFacts(profile, a, model ?? architectureOf(profile));
  const speeds = speedIndex(
    catalog,
    profile.wl,
    precisionOf(profile),
    a,
    profile.ai ?? DEFAULT_INTENSITY,
  );
  capUnknownAtSiblings(speeds, catalog.gpus, profile.wl);
  if (profile.wl === 'infer' && profile.users > 1) withoutComputeAtLoad(speeds, catalog, profile);
  rateMemoryOnlyAtSlowest(speeds, catalog.gpus);
  const lookups: RankLookups = {
    speeds,
    gpus: new Map(catalog.gpus.map((g) => [g.id, g])),
    providers: new Map(catalog.providers.map((p) => [p.id, p])),
    gpuFactor: gpuFactors(catalog, profile, a),
    fp8Unservable: fp8Unservable(catalog, profile),
    platformLink: platformLinks(catalog),
    bridgedPairs: bridgedPairs(catalog),
    decode: decodeRates(catalog, profile, a, speeds),
    messages: exclusionMessages(profile, job.need, options.cur, a),
  };
  const providerFilter = profile.prov.length > 0 ? new Set(profile.prov) : null;
  return {
    profile,
    a,
    cur: options.cur,
    fx: options.fx,
    curUsd: options.cur === 'USD',
    asOfDay: dayNumber(options.asOf),
    nodes: Math.max(1, profile.nodes),
    ibRequired: needsInfiniBand(profile),
    providerFilter,
    irate: profile.irate,
    term: profile.term ?? 0,
    monthBasis: weighedKind(profile) === 'month',
    need: job.need,
    model,
    activeB: job.activeB,
    kvPerSequenceGib: job.kvPerSequenceGib,
    serving: job.serving,
    stepLoad: stepLoadOf(profile, a),
    lookups,
    list: listLookups(NO_OFFERS, { profile, providerFilter }, lookups),
    scratch: {
      record: blankEvaluated(),
      onDemand: blankEstimate('on-demand'),
      spot: blankEstimate('spot'),
      commitment: blankEstimate('commitment'),
      servingPlan: blankServingPlan(),
      failures: new FailureList(),
      speedFailure: null,
      fp8Failure: null,
      memoryFailure: null,
      providerCode: -1,
      providerGranularity: null,
    },
  };
}

/**
 * The lookups of a list of offers for this ranking: its columns (built once per list, or for
 * this ranking only when `keep` is false: see `columnsOf`) and the provider records, filters
 * and GPU facts by the columns' provider, region and GPU codes.
 */
export function listLookups(
  offers: readonly Offer[],
  inputs: Pick<RankInputs, 'profile' | 'providerFilter'>,
  lookups: RankLookups,
  keep = true,
): ListLookups {
  const cols = columnsOf(offers, keep);
  const { providerFilter, profile } = inputs;
  const ids = cols.gpuIds;
  const decode = lookups.decode;
  return {
    cols,
    providerAt: cols.providers.map((id) => lookups.providers.get(id)),
    providerOk: Uint8Array.from(cols.providers, (id) =>
      providerFilter === null || providerFilter.has(id) ? 1 : 0,
    ),
    gpuAt: ids.map((id) => lookups.gpus.get(id)),
    speedAt: ids.map((id) => lookups.speeds.get(id) ?? null),
    gpuFactorAt: Float64Array.from(ids, (id) => lookups.gpuFactor.get(id) ?? 1),
    fp8UnservableAt: Uint8Array.from(ids, (id) => (lookups.fp8Unservable.has(id) ? 1 : 0)),
    platformLinkAt: ids.map((id) => lookups.platformLink.get(id) ?? null),
    bridgedAt: Uint8Array.from(ids, (id) => (lookups.bridgedPairs.has(id) ? 1 : 0)),
    decodeBandwidthAt: Float64Array.from(ids, (id) => decode?.bandwidth.get(id) ?? NaN),
    decodeComputeAt: Float64Array.from(ids, (id) => decode?.compute.get(id) ?? 0),
    regionOk: Uint8Array.from(cols.regionGroups, (g) =>
      profile.region === 'any' || g === profile.region ? 1 : 0,
    ),
    instances: new Array<InstanceFacts | undefined>(cols.hardwareKinds),
  };
}
