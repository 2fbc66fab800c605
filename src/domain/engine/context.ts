/** What one ranking computes once, before looking at any offer. */
import type { Gpu, Provider } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import type { Profile } from '../share/profile';
import type { Currency } from '../units/money';
import { resolveAssumptions } from './assumptions';
import { estimateMemoryNeed } from './memory';
import { speedIndex } from './speed';
import type { Assumptions, MemoryNeed, RankOptions, SpeedEstimate } from './types';

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
  return {
    profile,
    a,
    cur: options.cur,
    fx: options.fx,
    asOfDay: dayNumber(options.asOf),
    need: estimateMemoryNeed(profile, a),
    speeds: speedIndex(catalog, profile.wl),
    gpus: new Map(catalog.gpus.map((g) => [g.id, g])),
    providers: new Map(catalog.providers.map((p) => [p.id, p])),
    nodes: Math.max(1, profile.nodes),
    ibRequired: profile.ib ?? profile.nodes > 1,
    providerFilter: profile.prov.length > 0 ? new Set(profile.prov) : null,
    irate: profile.irate,
    dayCache: new Map(),
  };
}
