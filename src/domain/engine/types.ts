/**
 * The decision engine's public contract (docs/engine.md, docs/product.md "The command line").
 * Money is in the caller's currency (`RankOptions.cur`), memory in GiB, time in hours.
 */
import type { Commitment, Offer } from '../catalog/schema';
import type { Currency } from '../units/money';
import type { MemoryPart } from './memory';

import type { EngineMessageKey } from './message-keys';

/** A message the UI renders in either language: a key of `src/i18n/messages/engine.ts`. */
export type { EngineMessageKey };

/** A reason, warning, exclusion or notice as a message key with its placeholder values. */
export interface EngineMessage {
  key: EngineMessageKey;
  values: Readonly<Record<string, string | number>>;
}

/** A result-level notice; `param` names the link parameter it concerns (`''` for none). */
export interface EngineNotice extends EngineMessage {
  param: string;
  value: string;
  /**
   * The exact figures of the offer a closest-miss notice names (its hours and the spend the
   * budget reads), for the decisions that follow from it (suggestions); `values` holds them
   * rounded for display and is never read back.
   */
  figures?: NoticeFigures;
}

/** An offer's exact hours and spend, carried beside a notice's display values. */
export interface NoticeFigures {
  hours: number;
  cost: number;
}

/**
 * Every constant the engine assumes (docs/engine.md's tables), flat so a caller can override any of
 * them with `Partial<Assumptions>`; each is reported back with its unit (`AssumptionReport`).
 */
export interface Assumptions {
  /**
   * Serving: the share of a GPU's memory the engine uses (vLLM's `gpu_memory_utilization`); the
   * rest stays free, so a replica needs its allocation ÷ this share (0..1).
   */
  gpuMemoryUtilization: number;
  /** Serving: CUDA context and CUDA graphs of a replica, GiB. */
  servingRuntimeGib: number;
  /** Serving: tokens of one batched forward pass (the engine's budget), whose activations a replica holds at once. */
  prefillChunkTokens: number;
  /** Activations of one transformer layer per token per hidden unit, 16-bit, bytes. */
  activationBytesPerHiddenPerToken: number;
  /** LoRA and QLoRA adapter rank. */
  loraRank: number;
  /** LoRA: bytes per adapter parameter with its gradient and optimizer states. */
  loraAdapterBytes: number;
  /** QLoRA: bits per base weight (NF4 with double-quantised scales). */
  qloraBitsPerWeight: number;
  /** QLoRA: bytes per adapter parameter with its gradient and paged 8-bit optimizer states. */
  qloraAdapterBytes: number;
  /** Fine-tuning: the framework's own memory (CUDA context, library workspaces, allocator), GiB. */
  finetuneRuntimeGib: number;
  /**
   * Fine-tuning: bytes per vocabulary entry per token of the loss's log-probabilities (FP32), held
   * at the peak with the step's other memory.
   */
  logitsBytes: number;
  /** Bytes per parameter for full mixed-precision AdamW training (weights, gradients, states). */
  trainBytesPerParam: number;
  /** Capacity ≥ margin × need is `fits`; need ≤ capacity below it is `tight` (×). */
  fitMargin: number;
  /** Scaling efficiency over NVLink/NVSwitch for 2, 4 and 8 GPUs (0..1). */
  nvlinkEfficiency2: number;
  nvlinkEfficiency4: number;
  nvlinkEfficiency8: number;
  /** Scaling efficiency over PCIe only for 2, 4 and 8 GPUs (0..1). */
  pcieEfficiency2: number;
  pcieEfficiency4: number;
  pcieEfficiency8: number;
  /** Efficiency of several nodes over InfiniBand/RDMA/EFA (0..1). */
  nodeEfficiency: number;
  /**
   * Efficiency of several nodes over plain Ethernet, when the link allows it (`ib=0`) and the
   * model's size is not known (no gradient size to move) (0..1).
   */
  nodeEfficiencyWithoutFabric: number;
  /**
   * Tokens per optimizer step of a multi-node job (the global batch): one step computes
   * 6 × parameters × these tokens and all-reduces the gradients once.
   */
  tokensPerStep: number;
  /** Share of a step's compute the gradient all-reduce can hide behind (0..1). */
  commOverlap: number;
  /** Achieved training TFLOPS of the reference A100 (relative speed 1). */
  referenceTrainingTflops: number;
  /** Inter-node bandwidth assumed where none is stated, Gb/s: Ethernet, and an RDMA fabric. */
  unknownEthernetGbps: number;
  unknownFabricGbps: number;
  /** Spot interruptions per 24 h when neither the link nor the provider gives a rate. */
  spotInterruptionsPerDay: number;
  /** Work lost per interruption on top of half a checkpoint interval, minutes. */
  restartOverheadMinutes: number;
  /**
   * Share of a spec-derived training speed ratio that training achieves (0..1): the one
   * same-method LLM measurement, H100 SXM in LLM Foundry, reaches 2.2× an A100 against a dense
   * BF16 ratio of 989 / 312 = 3.17×, i.e. 0.69.
   */
  specTrainingEfficiency: number;
  /** Hours in a billing month. */
  hoursPerMonth: number;
  /** An offer priced longer ago than this before the as-of date gets a warning, days. */
  staleAfterDays: number;
  /** Saturated inference output of one A100 80GB SXM on the reference model, tokens/s. */
  referenceTokensPerSecond: number;
  /** Size of that reference model, billions of parameters (throughput scales as its inverse). */
  referenceModelBillions: number;
  /** Share of peak memory bandwidth one decode stream reaches (0..1). */
  decodeBandwidthEfficiency: number;
  /**
   * Time one decode step spends per layer besides reading and computing (kernel launches,
   * synchronisation), ms: a catalog model's step takes layers × this more.
   */
  decodeStepMsPerLayer: number;
  /**
   * Serving on AMD GPUs (ROCm engines): share of the bandwidth and compute efficiencies fitted on
   * NVIDIA runs that they reach (0..1).
   */
  amdServingEfficiency: number;
  /** More time per layer of a decode step on several GPUs (tensor-parallel all-reduces), ms. */
  tensorParallelMsPerLayer: number;
  /**
   * A mixture of experts: the least time a decode step takes per sequence of its batch (routing
   * each token to its experts, sorting and gathering the tokens by expert), ms; the step takes the
   * longer of this and its reading and computing.
   */
  moeMsPerSequence: number;
  /** Share of peak compute (at the served precision) a batched decode step's matmuls reach (0..1). */
  decodeComputeEfficiency: number;
  /** Share of peak compute prompt processing (prefill) reaches (0..1). */
  prefillComputeEfficiency: number;
  /**
   * Mixture of experts: prompt tokens processed together (a prefill chunk: vLLM's
   * `max_num_batched_tokens` and SGLang's `chunked_prefill_size` on data-centre GPUs).
   */
  moePrefillBatchTokens: number;
  /**
   * Mixture of experts: tokens routed to one expert within a prefill chunk at which its grouped
   * matmul reaches half the dense prefill efficiency (fewer tokens, lower efficiency).
   */
  moeExpertHalfTokens: number;
  /** Weight-only int8/int4: share of the decode bandwidth efficiency their kernels keep (0..1). */
  weightOnlyReadEfficiency: number;
  /** Share of a training step spent in matmuls, which FP8 speeds up (0..1). */
  fp8MatmulShare: number;
  /** Score multiplier for a tight memory fit: no headroom for longer inputs or batches (×). */
  tightFitFactor: number;
  /** Score multiplier for GPUs with FP16 but no BF16 tensor cores (Volta, Turing) (×). */
  fp16OnlyFactor: number;
  /** Score multiplier for GPUs without tensor cores (before Volta) (×). */
  legacyGpuFactor: number;
  /** What an hour of waiting for a result is worth to a startup, USD per hour. */
  hourValueStartup: number;
  /** … to an R&D team, USD per hour. */
  hourValueRnd: number;
  /** … to an HPC team, USD per hour. */
  hourValueHpc: number;
  /** … to an individual (a learner's own time, not a payroll), USD per hour. */
  hourValueIndividual: number;
  /** … to an enterprise team, USD per hour. */
  hourValueEnterprise: number;
  /** Hours of setting up a fine-tune sharded over GPUs (FSDP, ZeRO-3) that one GPU cannot hold. */
  shardedSetupHours: number;
  /** Expected error of an undated or stale price, a share of its cost (decides near-ties). */
  priceUncertainty: number;
}

/** One assumption as reported back with a result. */
export interface AssumptionReport {
  name: keyof Assumptions | 'checkpointMinutes' | 'weights' | 'hourValue' | 'fx';
  value: number | string;
  unit: string;
  /** True when the caller (or the link) overrode the default. */
  overridden: boolean;
}

export interface RankOptions {
  /** Currency of every amount in the result and of the profile's budget. */
  cur: Currency;
  /** CNY per USD. */
  fx: number;
  /** YYYY-MM-DD; offers priced more than `staleAfterDays` before it get a warning. */
  asOf: string;
  assumptions?: Partial<Assumptions>;
  /** The user's own quotes, ranked with the catalog. */
  extraOffers?: readonly Offer[];
}

/** `unknown`: a memory-only GPU rated at the slowest speed ranked (`unknown-speed.ts`). */
export type SpeedBasis = 'measured' | 'specs' | 'unknown';

/** One GPU's speed relative to one A100 80GB SXM (= 1) for a workload. */
export interface SpeedEstimate {
  relative: number;
  basis: SpeedBasis;
  /** How it was obtained (benchmark name or the spec ratio used). */
  method: string;
}

/** Estimated GPU memory need per instance. */
export interface MemoryNeed {
  /** GiB per instance (the state split over `nodes`; serving: every user's KV cache). */
  gib: number;
  /** GiB for the whole job (all nodes). */
  totalGib: number;
  /**
   * GiB one instance must hold at least: serving, one replica with one sequence (more replicas
   * serve more users); otherwise `gib`. Offers are checked against it.
   */
  minGib: number;
  /**
   * `given`: `mem` from the link; `architecture`: from a catalog model's layers, KV heads and
   * experts; `estimated`: from a size in billions by the per-billion formulas.
   */
  basis: 'given' | 'architecture' | 'estimated';
  /** GiB by part (`MemoryPart`: weights, kvCache, activations, adapters, gradients, …). */
  parts: Readonly<Partial<Record<MemoryPart, number>>>;
}

/** One part of a memory bar, GiB. */
export interface MemorySlice {
  part: MemoryPart;
  gib: number;
}

/**
 * What one instance (serving: one replica) holds, part by part, against the memory it has: a
 * bar the results can draw. Serving: the replica's weights and the KV cache of the sequences it
 * serves.
 */
export interface MemoryBreakdown {
  parts: readonly MemorySlice[];
  /** GiB of the GPUs holding it (the replica's GPUs for serving); `null` when unknown. */
  capacityGib: number | null;
}

export type MemoryFit = 'fits' | 'tight' | 'unknown';
/**
 * How the offer is paid: by the hour (`on-demand`), at the spot price, or through one of its
 * commitments (a subscription, reservation, savings plan or committed-use discount) when the link
 * says how long the team keeps the capacity (`term`).
 */
export type Pricing = 'on-demand' | 'spot' | 'commitment';

/**
 * The commitment an estimate is priced at (docs/engine.md §4, "Commitments"), in the ranking's
 * currency, per instance.
 */
export interface CommitmentTerms {
  /** The catalog's row: kind, term, upfront, its prices in the offer's currency, source, date. */
  row: Commitment;
  /** Paid at the start of each term, per instance. */
  upfrontPrice: number;
  /** Charged per instance-hour for every hour of the term, used or not. */
  hourly: number;
  /** Cost of one term per instance-hour of the term (upfront spread over it). */
  effectiveHourly: number;
  /** Terms bought one after another: a job longer than the term renews it (1 for a service). */
  terms: number;
}

/** The offer's facts as the result lists them (docs/product.md's JSON contract). */
export interface OfferFacts {
  offerId: string;
  provider: string;
  region: string;
  regionGroup: 'cn' | 'global';
  instanceType: string;
  /** GPU display name. */
  gpuModel: string;
  /** GPU id in the catalog. */
  gpu: string;
  /** GPUs per instance (a vGPU slice counts 1). */
  gpuCount: number;
  /** 1 for whole GPUs, 1/n for a vGPU slice. */
  gpuShare: number;
  nodes: number;
  /** GiB, total per instance; `null` when unknown. */
  gpuMemoryGb: number | null;
  /** `nvlink`, `pcie`, or `unknown`, plus the fabric between nodes when there is one. */
  interconnect: string;
  currency: Currency;
  /** The offer's price date. */
  asOf: string;
}

/** The time and money estimate of one offer under one pricing. */
export interface CostEstimate {
  pricing: Pricing;
  /** Per instance, in `currency` (a commitment: its effective hourly rate). */
  pricePerHour: number;
  /** Wall time of the job, hours (spot: expected). */
  estHours: number;
  /** Hours paid for: billed hours; a job on a commitment, every hour of its terms. */
  billedHours: number;
  /** The job's billed cost for all nodes (spot: expected). */
  estCost: number;
  /** 730 h × price × nodes. */
  monthlyCost: number;
  /** The commitment of a `commitment` pricing; `null` for the others. */
  commitment: CommitmentTerms | null;
}

/** An estimate's own figures, as a ranked entry carries them beside the offer's facts. */
export const costFieldsOf = (c: CostEstimate): CostEstimate => ({
  pricing: c.pricing,
  pricePerHour: c.pricePerHour,
  estHours: c.estHours,
  billedHours: c.billedHours,
  estCost: c.estCost,
  monthlyCost: c.monthlyCost,
  commitment: c.commitment,
});

export interface RankedEntry extends OfferFacts, CostEstimate {
  /** 1..n. */
  rank: number;
  /** The other feasible regions of this instance type and pricing (offer ids, sorted). */
  otherRegions: readonly string[];
  memoryFit: MemoryFit;
  /** Whether the job's (or, with a monthly budget, the month's) cost is within the budget; true without one. */
  withinBudget: boolean;
  /** 0..1. */
  score: number;
  scoreParts: { performance: number; cost: number; capability: number };
  /**
   * The pricing it is compared with: spot against on-demand when the link allows spot, and
   * pay-as-you-go (on-demand, else spot) when a commitment is chosen.
   */
  alternative: CostEstimate | null;
  speed: SpeedEstimate;
  /** Instance speed × nodes × efficiency, in A100-80GB-SXM GPUs. */
  effectiveGpus: number;
  /** Several instances: the network between them the estimate assumed; `null` on one. */
  network: NodeNetwork | null;
  /** GPUs of one serving replica (inference: the fewest that hold the model); else all of them. */
  replicaGpus: number;
  /** Serving replicas for the load (`users` at `tps`); 1 otherwise. */
  replicas: number;
  /** Inference with a model size: one user's decode tokens/s on one replica (estimate). */
  tokensPerSecondPerUser: number | null;
  /**
   * Inference: tokens/s of the whole service (users × each user's speed, or the saturated
   * output when only memory is known) and the cost per million tokens at that rate (estimates).
   */
  tokensPerSecond: number | null;
  costPerMillionTokens: number | null;
  /** Memory per instance (serving: per replica) by part, with its capacity; `null` without a need. */
  memory: MemoryBreakdown | null;
  reasons: readonly EngineMessage[];
  warnings: readonly EngineMessage[];
}

/** The network between the instances of a multi-node entry, as the estimate read it. */
export interface NodeNetwork {
  /** Bandwidth per instance to the others, Gb/s: stated, or assumed when `source` is `null`. */
  gbps: number;
  /** What carries it, as the source names it; `null`: not stated. */
  fabric: string | null;
  /** Where the bandwidth is stated; `null`: the provider states none (the assumption applies). */
  source: string | null;
  /**
   * Share of each step spent computing rather than waiting on the gradient all-reduce (0..1);
   * `null` when the model's size is unknown (a flat node efficiency applied).
   */
  computeShare: number | null;
}

export interface ExcludedEntry extends OfferFacts {
  /** Every failed hard constraint. */
  excludedBecause: readonly EngineMessage[];
  /**
   * The estimate, when the offer fails the budget or the deadline (it tells by how much);
   * `null` when it fails only other constraints (kept light: thousands of offers may fail).
   */
  estimate: CostEstimate | null;
  memoryFit: MemoryFit | 'no';
}

export interface RankResult {
  ranked: readonly RankedEntry[];
  excluded: readonly ExcludedEntry[];
  assumptions: readonly AssumptionReport[];
  notices: readonly EngineNotice[];
  /** Offer ids of ranked entries on the wall-time vs cost frontier, fastest first. */
  pareto: readonly string[];
  memoryNeed: MemoryNeed | null;
  /** The weights used, percent (performance, cost, capability). */
  weights: readonly [number, number, number];
  currency: Currency;
}
