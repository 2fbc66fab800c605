/** What one ranking computes once, before looking at any offer. */
import type { Gpu, Provider } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import type { Profile } from '../share/profile';
import type { Currency } from '../units/money';
import { resolveAssumptions } from './assumptions';
import { blankEstimate, blankEvaluated, type Evaluated } from './evaluated';
import { estimateMemoryNeed } from './memory';
import { speedIndex } from './speed';
import { FailureList, gib, MessageCache, msg, share } from './messages';
import type {
  Assumptions,
  CostEstimate,
  EngineMessage,
  MemoryNeed,
  RankOptions,
  SpeedEstimate,
} from './types';

/** Exclusion messages of one ranking, shared by the offers that fail the same way. */
export interface ExclusionMessages {
  noPrice: EngineMessage;
  fabric: EngineMessage;
  memoryUnknown: EngineMessage;
  budget: EngineMessage;
  budgetMonth: EngineMessage;
  deadline: EngineMessage;
  speedUnknown: MessageCache<string>;
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
): ExclusionMessages {
  const needGib = gib(need?.gib ?? 0);
  const lists = new Map<EngineMessage, EngineMessage[]>();
  return {
    noPrice: msg('engine.excluded.no-price'),
    fabric: msg('engine.excluded.fabric'),
    memoryUnknown: msg('engine.excluded.memory-unknown', { need: needGib }),
    budget: msg('engine.excluded.budget', { budget: profile.budget ?? 0, cur }),
    budgetMonth: msg('engine.excluded.budget-month', { budget: profile.budget ?? 0, cur }),
    deadline: msg('engine.excluded.deadline', { deadline: profile.deadline ?? 0 }),
    speedUnknown: new MessageCache((gpu) => msg('engine.excluded.speed-unknown', { gpu })),
    memory: new MessageCache((capacity) =>
      msg('engine.excluded.memory', { need: needGib, capacity: gib(capacity) }),
    ),
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

export interface Context {
  profile: Profile;
  a: Assumptions;
  cur: Currency;
  fx: number;
  /** The as-of date in days since 1970-01-01 (NaN when unreadable: no staleness warnings). */
  asOfDay: number;
  need: MemoryNeed | null;
  speeds: ReadonlyMap<string, SpeedEstimate>;
  gpus: ReadonlyMap<string, Gpu>;
  providers: ReadonlyMap<string, Provider>;
  nodes: number;
  ibRequired: boolean;
  providerFilter: ReadonlySet<string> | null;
  /** Interruptions per 24 h from the link, overriding providers' figures. */
  irate: number | null;
  dayCache: Map<string, number>;
  messages: ExclusionMessages;
  /** Reused while evaluating each offer. */
  scratch: Evaluated;
  onDemandBuf: CostEstimate;
  spotBuf: CostEstimate;
  failures: FailureList;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date; NaN when unreadable. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

export function makeContext(profile: Profile, catalog: Catalog, options: RankOptions): Context {
  const a = resolveAssumptions(options.assumptions);
  if (profile.irate !== null) a.spotInterruptionsPerDay = profile.irate;
  const need = estimateMemoryNeed(profile, a);
  return {
    profile,
    a,
    cur: options.cur,
    fx: options.fx,
    asOfDay: dayNumber(options.asOf),
    need,
    speeds: speedIndex(catalog, profile.wl, a.specTrainingEfficiency),
    gpus: new Map(catalog.gpus.map((g) => [g.id, g])),
    providers: new Map(catalog.providers.map((p) => [p.id, p])),
    nodes: Math.max(1, profile.nodes),
    ibRequired: profile.ib ?? profile.nodes > 1,
    providerFilter: profile.prov.length > 0 ? new Set(profile.prov) : null,
    irate: profile.irate,
    dayCache: new Map(),
    messages: exclusionMessages(profile, need, options.cur),
    scratch: blankEvaluated(),
    onDemandBuf: blankEstimate('on-demand'),
    spotBuf: blankEstimate('spot'),
    failures: new FailureList(),
  };
}
