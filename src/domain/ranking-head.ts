/**
 * The head of a ranking: what the results view shows before the reader asks for anything (the
 * first page of ranked entries, the counts, the notices and suggestions, every ranked entry's time
 * and cost for the charts, the ruled-out offers counted per reason), and how it is built from a
 * ranking. The ranking worker posts it (`src/worker/protocol.ts`); the page reads it. Built on the
 * engine's compact forms only, so the page that reads a head loads no ranking code.
 */
import type {
  AssumptionReport,
  EngineMessage,
  EngineNotice,
  MemoryNeed,
  RankedEntry,
  RankResult,
} from './engine';
// the compact form's own module, not the engine's index: the page loads no ranking code
import { packedExcluded, type PackedExcluded } from './engine/excluded';
import { rankedSummary, summaryOfEntries, type RankedSummary } from './engine/ranked';
import type { LinkSuggestion } from './rank-link';

/** How many ranked entries the head carries (the list's first page), and each later page. */
export const FIRST_PAGE = 10;

/** The ruled-out offers that fail one constraint first: a group of the "ruled out" list. */
export interface ExcludedCount {
  /** The first failed constraint's message key; the group's title. */
  key: string;
  /** The values every offer of the group shares (the others vary per offer). */
  values: Readonly<Record<string, string | number>>;
  count: number;
}

/**
 * Every ranked entry's figures for the charts, in rank order: its names as strings, its numbers
 * as one typed array of `POINT_WIDTH` per entry (hours, cost of the job, cost of a month, speed
 * in A100-80GB equivalents).
 */
export interface RankedPoints {
  offerIds: readonly string[];
  providers: readonly string[];
  instanceTypes: readonly string[];
  numbers: Float64Array;
}

export const POINT_WIDTH = 4;

/** The part of a ranking the page shows first, posted as soon as it is ranked. */
export interface RankingHead {
  /** The first `FIRST_PAGE` ranked entries. */
  top: readonly RankedEntry[];
  /** Ranked choices that meet every constraint, the budget included. */
  rankedCount: number;
  /** Offers (instance type, pricing and region) behind those choices: each choice's regions. */
  rankedOffers: number;
  /** Choices just over the budget, listed after the others for comparison. */
  overBudgetCount: number;
  excludedCount: number;
  notices: readonly EngineNotice[];
  suggestions: readonly LinkSuggestion[];
  /** The ruled-out offers by their first failed constraint, largest group first. */
  groups: readonly ExcludedCount[];
  points: RankedPoints;
  assumptions: readonly AssumptionReport[];
  /** Offer ids of ranked entries on the wall-time vs cost frontier, fastest first. */
  pareto: readonly string[];
  memoryNeed: MemoryNeed | null;
  weights: readonly [number, number, number];
  currency: RankResult['currency'];
}

/** Every ranked entry, in rank order: ranked and over the budget alike. */
export const rankedTotal = (head: RankingHead): number => head.rankedCount + head.overBudgetCount;

/** The values two messages share (all of `a` when they are the same). */
function common(a: ExcludedCount['values'], b: ExcludedCount['values']): ExcludedCount['values'] {
  let same = true;
  for (const k in a) if (b[k] !== a[k]) same = false;
  if (same) return a;
  const out: Record<string, string | number> = {};
  for (const k in a) if (b[k] === a[k]) out[k] = a[k] as string | number;
  return out;
}

/** The first failed constraint of a list of failures. */
export const firstKey = (failures: readonly EngineMessage[]): string =>
  failures[0]?.key ?? 'engine.unknown';

/**
 * Ruled-out offers counted by the first constraint each fails, largest group first: counted on
 * the compact form's failure lists (shared by the offers that fail alike), no record built.
 */
export function excludedCounts(packed: PackedExcluded): ExcludedCount[] {
  const perList = new Int32Array(packed.lists.length);
  const ids = packed.listIds;
  for (let i = 0; i < ids.length; i++)
    perList[ids[i] as number] = (perList[ids[i] as number] as number) + 1;
  const groups = new Map<string, ExcludedCount>();
  for (let id = 0; id < perList.length; id++) {
    const count = perList[id] as number;
    if (count === 0) continue;
    const list = packed.lists[id] ?? [];
    const key = firstKey(list);
    const values = list[0]?.values ?? {};
    const group = groups.get(key);
    if (group) {
      group.count += count;
      group.values = common(group.values, values);
    } else groups.set(key, { key, values, count });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Every ranked entry's names and chart figures, compact. */
export const rankedPoints = (ranked: readonly RankedEntry[]): RankedPoints =>
  pointsOf(summaryOfEntries(ranked));

function pointsOf(r: RankedSummary): RankedPoints {
  const numbers = new Float64Array(r.length * POINT_WIDTH);
  for (let i = 0; i < r.length; i++) {
    const k = i * POINT_WIDTH;
    numbers[k] = r.estHours[i] as number;
    numbers[k + 1] = r.estCost[i] as number;
    numbers[k + 2] = r.monthlyCost[i] as number;
    numbers[k + 3] = r.effectiveGpus[i] as number;
  }
  return {
    offerIds: r.offerIds,
    providers: r.providers,
    instanceTypes: r.instanceTypes,
    numbers,
  };
}

/** The head of a ranking. */
export function headOf(result: RankResult, suggestions: readonly LinkSuggestion[]): RankingHead {
  // counted on the compact forms: the records are not built for a count
  const packed = packedExcluded(result);
  const ranked = rankedSummary(result);
  let rankedCount = 0;
  let rankedOffers = 0;
  for (let i = 0; i < ranked.length; i++) {
    if (ranked.withinBudget[i] === 0) continue;
    rankedCount++;
    rankedOffers += 1 + (ranked.otherRegions[i] as number);
  }
  return {
    top: ranked.slice(0, FIRST_PAGE),
    rankedCount,
    rankedOffers,
    overBudgetCount: ranked.length - rankedCount,
    excludedCount: packed.positions.length,
    notices: result.notices,
    suggestions,
    groups: excludedCounts(packed),
    points: pointsOf(ranked),
    assumptions: result.assumptions,
    pareto: result.pareto,
    memoryNeed: result.memoryNeed,
    weights: result.weights,
    currency: result.currency,
  };
}
