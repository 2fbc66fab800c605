/**
 * Dead ends say what to change: for each constraint that empties or thins the list, the smallest
 * change of the profile that yields a ranked answer, with the offer it then ranks first. Runs only
 * when fewer than `THIN` entries are ranked, a few extra rankings (never on the hot path).
 */
import type { Catalog } from '../catalog/types';
import type { Precision, Profile } from './profile';
import { money, hours } from './messages';
import { precisionOf } from './memory';
import { firstChoice, THIN, type FirstChoice } from './rank';
import { budgetReading, budgetSpend } from './rules';
import { rankedSummary } from './ranked';
import type { EngineMessage, RankOptions, RankResult } from './types';

/** The most instances a deadline suggestion proposes. */
const MAX_NODES = 8;

export interface Suggestion {
  /** The profile fields that change (their link parameters have the same names). */
  change: Partial<Profile>;
  profile: Profile;
  /** The offer the changed profile ranks first, with its time and cost. */
  offerId: string;
  estHours: number;
  estCost: number;
  reason: EngineMessage;
}

type Key = EngineMessage['key'];

/**
 * The constraints that keep offers out on their own: keys that are some excluded offer's only
 * failure (a constraint failed only together with others is not what empties the list).
 */
function blockingKeys(result: RankResult): Set<Key> {
  const keys = new Set<Key>();
  for (const e of result.excluded) {
    const [only] = e.excludedBecause;
    if (e.excludedBecause.length === 1 && only) keys.add(only.key);
  }
  return keys;
}

/** Rounds a money amount up to two significant figures (a budget a person would type). */
export function roundUpBudget(x: number): number {
  if (!(x > 0)) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  return Math.ceil(x / step) * step;
}

/** Lighter weights to serve with, smallest step first (int8/int4: weight-only quantisation). */
const LOWER_PRECISION: Readonly<Record<string, readonly Precision[]>> = {
  fp32: ['bf16', 'fp8', 'int4'],
  bf16: ['fp8', 'int8', 'int4'],
  fp16: ['fp8', 'int8', 'int4'],
  fp8: ['int4'],
  int8: ['int4'],
};

/** The suggestions' messages, each with a month's wording (`-month`). */
type SuggestKey =
  | 'engine.suggest.nodes'
  | 'engine.suggest.deadline'
  | 'engine.suggest.spot'
  | 'engine.suggest.budget'
  | 'engine.suggest.prec'
  | 'engine.suggest.region'
  | 'engine.suggest.prov'
  | 'engine.suggest.bill'
  | 'engine.suggest.pt';

interface Candidate {
  change: Partial<Profile>;
  reason: SuggestKey;
}

function candidates(profile: Profile, result: RankResult, keys: Set<Key>): Candidate[][] {
  const groups: Candidate[][] = [];
  const training = profile.wl !== 'infer';
  if (keys.has('engine.excluded.deadline') && profile.deadline !== null) {
    const more: Candidate[] = [];
    if (training) {
      for (let n = profile.nodes + 1; n <= MAX_NODES; n++) {
        more.push({ change: { nodes: n }, reason: 'engine.suggest.nodes' });
      }
    }
    // the notice carries the fastest miss's hours as a number: its text rounds them
    const fastest = result.notices.find((n) => n.key === 'engine.notice.closest-deadline');
    const h = fastest?.figures?.hours ?? 0;
    if (h > 0) {
      more.push({ change: { deadline: Math.ceil(h) }, reason: 'engine.suggest.deadline' });
    }
    groups.push(more);
  }
  const overBudget = result.ranked.filter((e) => !e.withinBudget);
  const budgetKey =
    overBudget.length > 0 ||
    keys.has('engine.excluded.budget') ||
    keys.has('engine.excluded.budget-month');
  if (budgetKey && profile.budget !== null) {
    const more: Candidate[] = [];
    // Serving too: a spot instance that answers is worth naming (with its interruptions).
    if (!profile.spot) {
      more.push({ change: { spot: true }, reason: 'engine.suggest.spot' });
    }
    const cheapest = result.notices.find((n) => n.key.startsWith('engine.notice.closest-budget'));
    const cost = Math.min(
      cheapest?.figures?.cost ?? Infinity,
      ...overBudget.map((e) => budgetSpend(e, profile.per)),
    );
    if (cost > 0 && Number.isFinite(cost)) {
      more.push({ change: { budget: roundUpBudget(cost) }, reason: 'engine.suggest.budget' });
    }
    groups.push(more);
  }
  if (keys.has('engine.excluded.memory')) {
    const more: Candidate[] = [];
    for (const prec of LOWER_PRECISION[precisionOf(profile)] ?? []) {
      if (profile.wl === 'infer') more.push({ change: { prec }, reason: 'engine.suggest.prec' });
    }
    if (training && profile.mem === null) {
      for (let n = profile.nodes + 1; n <= MAX_NODES; n *= 2) {
        more.push({ change: { nodes: n }, reason: 'engine.suggest.nodes' });
      }
    }
    groups.push(more);
  }
  if (keys.has('engine.excluded.spot-only') && !profile.spot && training) {
    groups.push([{ change: { spot: true }, reason: 'engine.suggest.spot' }]);
  }
  if (keys.has('engine.excluded.region') && profile.region !== 'any') {
    groups.push([{ change: { region: 'any' }, reason: 'engine.suggest.region' }]);
  }
  if (keys.has('engine.excluded.provider') && profile.prov.length > 0) {
    groups.push([{ change: { prov: [] }, reason: 'engine.suggest.prov' }]);
  }
  if (keys.has('engine.excluded.billing') && profile.bill !== 'any') {
    groups.push([{ change: { bill: 'any' }, reason: 'engine.suggest.bill' }]);
  }
  if (keys.has('engine.excluded.vgpu') && profile.pt) {
    groups.push([{ change: { pt: false }, reason: 'engine.suggest.pt' }]);
  }
  return groups;
}

/**
 * A multi-node training job that one instance does for less (within every other constraint):
 * the single-instance ranking's first pick, when it costs less than this ranking's first.
 */
function oneNode(
  profile: Profile,
  catalog: Catalog,
  options: RankOptions,
  result: RankResult,
): Suggestion[] {
  if (profile.nodes <= 1 || profile.wl === 'infer') return [];
  // read on the summary: the ranking's records are not built for one figure
  const ranked = rankedSummary(result);
  const at = ranked.withinBudget.indexOf(1);
  const first = at < 0 ? null : { estCost: ranked.estCost[at] as number };
  const changed: Profile = { ...profile, nodes: 1, ib: null };
  const top = firstChoice(changed, catalog, options);
  if (!top || (first && top.estCost >= first.estCost)) return [];
  return [
    {
      change: { nodes: 1, ib: null },
      profile: changed,
      offerId: top.offerId,
      estHours: top.estHours,
      estCost: top.estCost,
      reason: {
        key: 'engine.suggest.one-node',
        values: {
          offer: top.offerId,
          hours: hours(top.estHours),
          cost: money(top.estCost),
          cur: options.cur,
          base: first ? money(first.estCost) : '—',
          nodes: profile.nodes,
        },
      },
    },
  ];
}

/**
 * Spot for a service only when its replicas hide an interruption: on one replica every
 * interruption (about one a day) is an outage of the whole service.
 */
const spotServes = (profile: Profile, top: FirstChoice): boolean =>
  profile.wl !== 'infer' || top.pricing !== 'spot' || top.replicas >= 2;

/**
 * The message of a suggestion, by the spend it names: a month of running (`-month`: the month
 * and the job's total) or the job's total; a budget raised for a job that ends within a month
 * says that the whole job fits the monthly budget (`budget-job`).
 */
function spendKey(reason: SuggestKey, top: FirstChoice, profile: Profile): Key {
  const reading = budgetReading(top, profile);
  if (reading === 'month') return `${reason}-month`;
  return reading === 'total' && reason === 'engine.suggest.budget'
    ? 'engine.suggest.budget-job'
    : reason;
}

/**
 * Suggestions for a result with fewer than `THIN` entries within every constraint: per failed
 * constraint, the first change (smallest first) that brings an offer in, and the best such offer
 * (the changed ranking's first that was not already an answer).
 */
export function suggest(
  profile: Profile,
  catalog: Catalog,
  options: RankOptions,
  result: RankResult,
): Suggestion[] {
  const single = oneNode(profile, catalog, options, result);
  const within = rankedSummary(result).withinBudget.reduce((n, x) => n + x, 0);
  if (within >= THIN) return single;
  // The offers that already answer: a suggestion names an offer it brings in, never one of these.
  const answering = new Set<string>();
  for (const e of result.ranked) {
    if (!e.withinBudget) continue;
    answering.add(e.offerId);
    for (const id of e.otherRegions) answering.add(id);
  }
  const out: Suggestion[] = [...single];
  const seen = new Set<string>();
  for (const group of candidates(profile, result, blockingKeys(result))) {
    for (const c of group) {
      const changed: Profile = { ...profile, ...c.change };
      // The best choice the change brings within every constraint; none: it changes no answer.
      const top = firstChoice(changed, catalog, options, answering);
      if (!top) continue;
      if (!spotServes(changed, top)) continue;
      const id = JSON.stringify(c.change);
      if (seen.has(id)) break;
      seen.add(id);
      out.push({
        change: c.change,
        profile: changed,
        offerId: top.offerId,
        estHours: top.estHours,
        estCost: top.estCost,
        reason: {
          key: spendKey(c.reason, top, changed),
          values: {
            offer: top.offerId,
            hours: hours(top.estHours),
            // the month when the budget reads a month of running, else the whole job's total
            cost: money(budgetSpend(top, changed.per)),
            total: money(top.estCost),
            cur: options.cur,
            ...Object.fromEntries(
              Object.entries(c.change).map(([k, v]) => [k, Array.isArray(v) ? '' : String(v)]),
            ),
          },
        },
      });
      break;
    }
  }
  return out;
}
