/**
 * What the head of a ranking reads of its ranked entries (the first page, the counts, every
 * entry's chart figures) without building every entry's record: a ranking of hundreds of
 * entries builds the records of its first page only, the rest on first read of `ranked`.
 */
import type { RankedEntry, RankResult } from './types';

export interface RankedSummary {
  /** Ranked entries: within the budget, then any near misses. */
  readonly length: number;
  /** The records of entries `from` to `to` (the same records `ranked` holds). */
  slice(from: number, to: number): RankedEntry[];
  readonly offerIds: readonly string[];
  readonly providers: readonly string[];
  readonly instanceTypes: readonly string[];
  /** By entry: hours, job cost, month's cost and effective GPUs of its estimate. */
  readonly estHours: Float64Array;
  readonly estCost: Float64Array;
  readonly monthlyCost: Float64Array;
  readonly effectiveGpus: Float64Array;
  /** By entry: 1 within the budget. */
  readonly withinBudget: Uint8Array;
  /** By entry: how many other regions it stands for. */
  readonly otherRegions: Int32Array;
}

/** The fields of one entry a summary holds. */
export type SummaryRow = Pick<
  RankedEntry,
  | 'offerId'
  | 'provider'
  | 'instanceType'
  | 'estHours'
  | 'estCost'
  | 'monthlyCost'
  | 'effectiveGpus'
  | 'withinBudget'
> & {
  /** How many other regions the entry stands for (`otherRegions.length`). */
  otherRegionCount: number;
};

/** A summary of `n` entries, from each entry's figures and a builder of its record. */
export function summaryOf(
  n: number,
  row: (i: number) => SummaryRow,
  entry: (i: number) => RankedEntry,
): RankedSummary {
  const s = {
    length: n,
    slice: (from: number, to: number) => {
      const out: RankedEntry[] = [];
      for (let i = Math.max(0, from); i < Math.min(n, to); i++) out.push(entry(i));
      return out;
    },
    // filled by push: packed arrays (a holey one is copied between threads key by key)
    offerIds: [] as string[],
    providers: [] as string[],
    instanceTypes: [] as string[],
    estHours: new Float64Array(n),
    estCost: new Float64Array(n),
    monthlyCost: new Float64Array(n),
    effectiveGpus: new Float64Array(n),
    withinBudget: new Uint8Array(n),
    otherRegions: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const r = row(i);
    s.offerIds.push(r.offerId);
    s.providers.push(r.provider);
    s.instanceTypes.push(r.instanceType);
    s.estHours[i] = r.estHours;
    s.estCost[i] = r.estCost;
    s.monthlyCost[i] = r.monthlyCost;
    s.effectiveGpus[i] = r.effectiveGpus;
    s.withinBudget[i] = r.withinBudget ? 1 : 0;
    s.otherRegions[i] = r.otherRegionCount;
  }
  return s;
}

/** The summary of ranked entries already built. */
export const summaryOfEntries = (ranked: readonly RankedEntry[]): RankedSummary =>
  summaryOf(
    ranked.length,
    (i) => {
      const e = ranked[i] as RankedEntry;
      return {
        offerId: e.offerId,
        provider: e.provider,
        instanceType: e.instanceType,
        estHours: e.estHours,
        estCost: e.estCost,
        monthlyCost: e.monthlyCost,
        effectiveGpus: e.effectiveGpus,
        withinBudget: e.withinBudget,
        otherRegionCount: e.otherRegions.length,
      };
    },
    (i) => ranked[i] as RankedEntry,
  );

/**
 * A part of a ranking kept beside its result, built on first call (the compact excluded offers,
 * the ranked entries' summary): `keep` ties one to a result and returns the result.
 *
 * The part is a property of the result itself, under a symbol of its own and not enumerable
 * (copies, JSON and the copy between threads leave it behind), not the value of a module-wide
 * `WeakMap`: such a map lives in the old generation, and V8's young-generation collections
 * keep its values alive, so the rankings since the last full collection, all that their parts
 * reach, were copied and promoted at each one (0.3–0.6 MB a collection in the benchmark's
 * serving profile, against about 5 KB with the part on the result).
 */
export function resultParts<T>() {
  const key = Symbol('ranking part');
  type Holder = { readonly [key]?: () => T };
  return {
    keep: (part: () => T, result: RankResult): RankResult => {
      Object.defineProperty(result, key, { value: part, configurable: true });
      return result;
    },
    of: (result: RankResult): (() => T) | undefined => (result as Holder)[key],
  };
}

const summaries = resultParts<RankedSummary>();

/** `result` with its summary, for `rankedSummary` (a ranking of `rank` keeps one). */
export const keepSummary = summaries.keep;

/**
 * The summary of a ranking's entries: without building their records for a ranking of `rank`,
 * from the records for any other result (a posted one read again on the page).
 */
export function rankedSummary(result: RankResult): RankedSummary {
  const summary = summaries.of(result);
  return summary ? summary() : summaryOfEntries(result.ranked);
}
