/** What the engine knows about one offer under one profile, once evaluated. */
import type { Commitment, Gpu, Granularity, Offer, Provider } from '../catalog/schema';
import type {
  CommitmentTerms,
  CostEstimate,
  EngineMessage,
  MemoryFit,
  SpeedEstimate,
} from './types';

export interface Evaluated {
  offer: Offer;
  gpu: Gpu | undefined;
  provider: Provider | undefined;
  speed: SpeedEstimate | null;
  /** Instance speed × nodes × efficiencies, in A100-80GB-SXM GPUs. */
  effectiveGpus: number;
  /** Several instances: the share of each step spent computing, not waiting on the network (1: one). */
  networkShare: number;
  capacity: number | null;
  fit: MemoryFit | 'no';
  /**
   * Inference: GPUs of one replica (the shape that serves the load on the fewest instances,
   * `serving.ts`); else the instance's.
   */
  replicaGpus: number;
  /** Serving: why the replica has that size (`SHAPE_SMALLEST`, `SHAPE_SPEED`, `SHAPE_COST`). */
  replicaWhy: number;
  /** Serving a mixture of experts: GPUs its experts are spread over whole (1: split). */
  replicaEp: number;
  /** Inference with a model size: one user's decode tokens/s on one replica (0: unknown). */
  userTps: number;
  /** Serving replicas for the load (1 otherwise). */
  replicas: number;
  /** Instances rented: the nodes of a job, or what the serving load needs. */
  instances: number;
  /** Serving: whether each user gets the target tokens/s. */
  meetsTarget: boolean;
  /** Score multiplier for fit and age (1: none). */
  scoreFactor: number;
  fastFabric: boolean;
  /** `null`: unknown (billed per hour). */
  granularity: Granularity | null;
  minChargeMinutes: number;
  /** Spot interruptions per 24 h for this offer (link, else provider, else assumption). */
  irate: number;
  /** Wall hours without interruptions (`Infinity` with unknown speed). */
  wall: number;
  chosen: CostEstimate | null;
  alternative: CostEstimate | null;
  staleDays: number;
  capability: number;
  failures: EngineMessage[];
  /** True when the offer fails the budget or the deadline (its estimate explains why). */
  costFailure: boolean;
  /** True when the budget is its only failure and it overshoots by at most `NEAR_BUDGET`. */
  nearBudget: boolean;
}

export const NO_FAILURES: EngineMessage[] = [];

const NO_SOURCE = { ref: 'none', date: null };

/**
 * The offer of a record not yet filled (the reused records before their first offer; the
 * records that settle the shapes): an unpriced offer of every field, never ranked or shown.
 */
export const NO_OFFER: Offer = {
  id: 'none:none@none',
  provider: 'none',
  instanceType: 'none',
  region: 'none',
  regionNote: null,
  regionGroup: 'global',
  zoneCount: null,
  gpu: 'none',
  gpuCount: 1,
  gpuShare: 0.5,
  gpuMemoryGiB: null,
  memoryNote: null,
  vcpus: null,
  ramGiB: null,
  gpuLink: null,
  fabric: null,
  billingGranularity: null,
  flags: [],
  asOf: '2000-01-01',
  asOfKind: 'undated-snapshot',
  source: NO_SOURCE,
  notes: null,
  currency: 'USD',
  onDemand: null,
  spot: null,
  monthly: null,
  commitments: [],
  priceHistory: [],
};

/** The commitment of a terms record not yet filled (the reused commitment estimate's). */
export const NO_COMMITMENT: Commitment = {
  kind: 'reserved',
  termMonths: 1,
  upfront: 'none',
  upfrontPrice: 0.5,
  hourly: 0.5,
  asOf: '2000-01-01',
  asOfKind: 'undated-snapshot',
  source: NO_SOURCE,
  note: null,
};

/**
 * The records below are built by classes, not object literals: V8 may move every object a
 * literal builds straight into the old generation ("pretenuring") once it sees them outlive a
 * young-generation collection, as a ranking's kept records do when one runs mid-ranking. Kept
 * records, estimates and the groups that hold them then all start old, the young objects they
 * point to outlive the next collections too, and the ranking runs with the old generation's
 * slower writes. An object built by `new` always starts young.
 */
class EvaluatedRecord implements Evaluated {
  offer: Offer = NO_OFFER;
  gpu: Gpu | undefined = undefined;
  provider: Provider | undefined = undefined;
  speed: SpeedEstimate | null = null;
  // Fractional starting values: the fields hold fractions later (see `settleShapes`).
  effectiveGpus = 0.5;
  networkShare = 0.5;
  capacity: number | null = null;
  fit: MemoryFit | 'no' = 'unknown';
  replicaGpus = 1;
  replicaWhy = 0;
  replicaEp = 1;
  userTps = 0.5;
  replicas = 1;
  instances = 1;
  meetsTarget = true;
  scoreFactor = 0.5;
  fastFabric = false;
  granularity: Granularity | null = null;
  minChargeMinutes = 0.5;
  irate = 0.5;
  wall = Infinity;
  chosen: CostEstimate | null = null;
  alternative: CostEstimate | null = null;
  staleDays = 0.5;
  capability = 0.5;
  failures: EngineMessage[] = NO_FAILURES;
  costFailure = false;
  nearBudget = false;
}

/** A fresh record (the engine reuses one as scratch while it evaluates). */
export const blankEvaluated = (): Evaluated => new EvaluatedRecord();

class EstimateRecord implements CostEstimate {
  pricing: CostEstimate['pricing'];
  pricePerHour = 0.5;
  estHours = 0.5;
  billedHours = 0.5;
  estCost = 0.5;
  monthlyCost = 0.5;
  commitment: CommitmentTerms | null;

  constructor(pricing: CostEstimate['pricing']) {
    this.pricing = pricing;
    this.commitment = pricing === 'commitment' ? blankTerms() : null;
  }
}

/** A record for `estimateInto` to fill. */
export const blankEstimate = (pricing: CostEstimate['pricing']): CostEstimate =>
  new EstimateRecord(pricing);

class TermsRecord implements CommitmentTerms {
  row: Commitment = NO_COMMITMENT;
  upfrontPrice = 0.5;
  hourly = 0.5;
  effectiveHourly = 0.5;
  terms = 1;
}

/** A record for the commitment estimate's terms (the context's is reused for every offer). */
export const blankTerms = (): CommitmentTerms => new TermsRecord();

/** `into` made a copy of commitment terms (its own record reused when it has one). */
function copyTermsInto(
  into: CommitmentTerms | null,
  t: CommitmentTerms | null,
): CommitmentTerms | null {
  if (t === null) return null;
  const out = into ?? blankTerms();
  out.row = t.row;
  out.upfrontPrice = t.upfrontPrice;
  out.hourly = t.hourly;
  out.effectiveHourly = t.effectiveHourly;
  out.terms = t.terms;
  return out;
}

/**
 * Writes an estimate's figures: price per hour, hours, billed hours, the cost of those hours and
 * of a month (every estimate, a copy of one, is written here).
 */
export function writeCosts(
  out: CostEstimate,
  pricePerHour: number,
  estHours: number,
  billedHours: number,
  estCost: number,
  monthlyCost: number,
): void {
  out.pricePerHour = pricePerHour;
  out.estHours = estHours;
  out.billedHours = billedHours;
  out.estCost = estCost;
  out.monthlyCost = monthlyCost;
}

/** `into` made a copy of an estimate (a new record when `into` is `null`). */
function copyEstimateInto(into: CostEstimate | null, c: CostEstimate | null): CostEstimate | null {
  if (c === null) return null;
  const out = into ?? blankEstimate(c.pricing);
  out.pricing = c.pricing;
  writeCosts(out, c.pricePerHour, c.estHours, c.billedHours, c.estCost, c.monthlyCost);
  out.commitment = copyTermsInto(out.commitment, c.commitment);
  return out;
}

/**
 * Copies the scratch record into a kept one (a group's new best region overwrites its record,
 * allocating nothing). The estimates are copied into the kept record's own; a kept record
 * never carries failures.
 */
export function keepInto(into: Evaluated, e: Evaluated): void {
  into.offer = e.offer;
  into.gpu = e.gpu;
  into.provider = e.provider;
  into.speed = e.speed;
  into.effectiveGpus = e.effectiveGpus;
  into.networkShare = e.networkShare;
  into.capacity = e.capacity;
  into.fit = e.fit;
  into.replicaGpus = e.replicaGpus;
  into.replicaWhy = e.replicaWhy;
  into.replicaEp = e.replicaEp;
  into.userTps = e.userTps;
  into.replicas = e.replicas;
  into.instances = e.instances;
  into.meetsTarget = e.meetsTarget;
  into.scoreFactor = e.scoreFactor;
  into.fastFabric = e.fastFabric;
  into.granularity = e.granularity;
  into.minChargeMinutes = e.minChargeMinutes;
  into.irate = e.irate;
  into.wall = e.wall;
  into.chosen = copyEstimateInto(into.chosen, e.chosen);
  into.alternative = copyEstimateInto(into.alternative, e.alternative);
  into.staleDays = e.staleDays;
  into.capability = e.capability;
}

/**
 * An instance's facts, whatever its region and price (GPU, speed, capacity, memory fit, serving
 * size, fit and age factor, the hardware's failures), as `evaluateInstance` in `evaluate.ts`
 * wrote them into the scratch record: kept once per kind of hardware and ranking, and written
 * back into the record for every other offer of that kind.
 */
export class InstanceFacts {
  readonly gpu: Gpu | undefined;
  readonly speed: SpeedEstimate | null;
  readonly effectiveGpus: number;
  readonly networkShare: number;
  readonly capacity: number | null;
  readonly fit: MemoryFit | 'no';
  readonly replicaGpus: number;
  readonly replicaWhy: number;
  readonly replicaEp: number;
  readonly userTps: number;
  readonly replicas: number;
  readonly instances: number;
  readonly meetsTarget: boolean;
  readonly scoreFactor: number;
  readonly fastFabric: boolean;

  constructor(
    e: Evaluated,
    readonly speedFailure: EngineMessage | null,
    readonly fp8Failure: EngineMessage | null,
    readonly memoryFailure: EngineMessage | null,
  ) {
    this.gpu = e.gpu;
    this.speed = e.speed;
    this.effectiveGpus = e.effectiveGpus;
    this.networkShare = e.networkShare;
    this.capacity = e.capacity;
    this.fit = e.fit;
    this.replicaGpus = e.replicaGpus;
    this.replicaWhy = e.replicaWhy;
    this.replicaEp = e.replicaEp;
    this.userTps = e.userTps;
    this.replicas = e.replicas;
    this.instances = e.instances;
    this.meetsTarget = e.meetsTarget;
    this.scoreFactor = e.scoreFactor;
    this.fastFabric = e.fastFabric;
  }

  /** Writes the facts into `e` (the hardware's failures are the caller's to read). */
  writeInto(e: Evaluated): void {
    e.gpu = this.gpu;
    e.speed = this.speed;
    e.effectiveGpus = this.effectiveGpus;
    e.networkShare = this.networkShare;
    e.capacity = this.capacity;
    e.fit = this.fit;
    e.replicaGpus = this.replicaGpus;
    e.replicaWhy = this.replicaWhy;
    e.replicaEp = this.replicaEp;
    e.userTps = this.userTps;
    e.replicas = this.replicas;
    e.instances = this.instances;
    e.meetsTarget = this.meetsTarget;
    e.scoreFactor = this.scoreFactor;
    e.fastFabric = this.fastFabric;
  }
}

/** A copy of the scratch record and its estimates, to keep a feasible offer. */
export function keep(e: Evaluated): Evaluated {
  const kept = blankEvaluated();
  keepInto(kept, e);
  return kept;
}
