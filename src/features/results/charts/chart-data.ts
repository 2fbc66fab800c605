import type { CostEstimate, OfferFacts } from '../../../domain/engine/types';
import { spendOf } from '../../../domain/engine/rules';
import { POINT_WIDTH, type RankingHead } from '../../../domain/ranking-head';
import type { CostName } from '../labels';
import type { ChartsData, PricePoint } from './types';

export interface ChartsInput {
  workload: 'train' | 'finetune' | 'infer' | 'hpc';
  per: 'job' | 'month';
  /** What the cost is called (a month's for a service running a month). */
  costName: CostName;
  spot: boolean;
  /** How many of the ranked entries count as picks (highlighted, in the bar charts). */
  top: number;
  label: (entry: Pick<OfferFacts, 'offerId' | 'provider' | 'instanceType'>) => string;
}

/** What the charts read of a ranking: its head (the picks, every entry's figures, the frontier). */
export type ChartsSource = Pick<RankingHead, 'top' | 'points' | 'pareto' | 'currency'>;

/** Offers that no other offer beats on both cost (lower) and speed (higher). */
function speedFrontier(points: readonly Pick<PricePoint, 'id' | 'cost' | 'perf'>[]) {
  const sorted = [...points].sort((a, b) => a.cost - b.cost || b.perf - a.perf);
  const ids = new Set<string>();
  let best = -Infinity;
  for (const p of sorted) {
    if (p.perf > best) {
      ids.add(p.id);
      best = p.perf;
    }
  }
  return ids;
}

/** The three charts' data from one ranking: nothing is recomputed, only picked and relabelled. */
export function chartsDataFrom(source: ChartsSource, input: ChartsInput): ChartsData {
  const costOf = (e: Pick<CostEstimate, 'estCost' | 'monthlyCost'>) => spendOf(e, input.per);
  const speedAxis = input.workload === 'infer';
  const pareto = new Set(source.pareto);
  const { offerIds, providers, instanceTypes, numbers } = source.points;
  const raw = offerIds.map((offerId, i) => {
    const k = i * POINT_WIDTH;
    return {
      id: offerId,
      label: input.label({
        offerId,
        provider: providers[i] as string,
        instanceType: instanceTypes[i] as string,
      }),
      cost: costOf({ estCost: numbers[k + 1] as number, monthlyCost: numbers[k + 2] as number }),
      perf: (speedAxis ? numbers[k + 3] : numbers[k]) as number,
      pick: i < input.top,
    };
  });
  const frontier = speedAxis ? speedFrontier(raw) : pareto;
  const picks = source.top.slice(0, input.top);
  return {
    currency: source.currency,
    costBasis: input.per,
    costName: input.costName,
    perfAxis: speedAxis ? 'speed' : 'hours',
    points: raw.map((p) => ({ ...p, frontier: frontier.has(p.id) })),
    costs: picks.map((e) => ({
      id: e.offerId,
      label: input.label(e),
      tick: `${e.rank}. ${input.label(e)}`,
      cost: costOf(e),
    })),
    spot: picks.map((e) => {
      const spot =
        e.pricing === 'spot' ? e : e.alternative?.pricing === 'spot' ? e.alternative : null;
      const onDemand =
        e.pricing === 'on-demand'
          ? e
          : e.alternative?.pricing === 'on-demand'
            ? e.alternative
            : null;
      return {
        id: e.offerId,
        label: input.label(e),
        tick: `${e.rank}. ${input.label(e)}`,
        onDemand: onDemand ? costOf(onDemand) : null,
        spot: spot ? costOf(spot) : null,
      };
    }),
    spotAllowed: input.spot,
  };
}
