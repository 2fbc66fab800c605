/** What the engine knows about one offer under one profile, once evaluated. */
import type { Gpu, Granularity, Offer, Provider } from '../catalog/schema';
import type { CostEstimate, EngineMessage, MemoryFit, SpeedEstimate } from './types';

export interface Evaluated {
  offer: Offer;
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
  /** Spot interruptions per 24 h for this offer (link, else provider, else assumption). */
  irate: number;
  /** Wall hours without interruptions (`Infinity` with unknown speed). */
  wall: number;
  chosen: CostEstimate | null;
  alternative: CostEstimate | null;
  staleDays: number;
  capability: number;
  failures: EngineMessage[];
}

export const NO_FAILURES: EngineMessage[] = [];

/** A fresh record (the engine reuses one as scratch while it evaluates). */
export function blankEvaluated(): Evaluated {
  return {
    offer: null as unknown as Offer,
    gpu: undefined,
    provider: undefined,
    speed: null,
    effectiveGpus: 0,
    capacity: null,
    fit: 'unknown',
    fastFabric: false,
    granularity: null,
    minChargeMinutes: 0,
    irate: 0,
    wall: Infinity,
    chosen: null,
    alternative: null,
    staleDays: 0,
    capability: 0,
    failures: NO_FAILURES,
  };
}

/** A copy of the scratch record, to keep a feasible offer. */
export const keep = (e: Evaluated): Evaluated => ({
  offer: e.offer,
  gpu: e.gpu,
  provider: e.provider,
  speed: e.speed,
  effectiveGpus: e.effectiveGpus,
  capacity: e.capacity,
  fit: e.fit,
  fastFabric: e.fastFabric,
  granularity: e.granularity,
  minChargeMinutes: e.minChargeMinutes,
  irate: e.irate,
  wall: e.wall,
  chosen: e.chosen,
  alternative: e.alternative,
  staleDays: e.staleDays,
  capability: e.capability,
  failures: NO_FAILURES,
});
