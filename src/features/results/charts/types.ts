import type { CostName } from '../labels';
type ChartCurrency = 'CNY' | 'USD';

/** One feasible offer on the price-vs-performance chart. */
export interface PricePoint {
  id: string;
  label: string;
  /** Cost of the job (or of a month, see `ChartsData.costBasis`), in `currency`. */
  cost: number;
  /** Vertical value: wall time in hours, or speed in A100-80GB equivalents (`ChartsData.perfAxis`). */
  perf: number;
  pick: boolean;
  frontier: boolean;
}

interface CostBar {
  id: string;
  label: string;
  /** The label beside the bar: rank and offer ("1. RunPod 1x_RTX4090_SECURE · CA"). */
  tick: string;
  cost: number;
}

interface SpotPair {
  id: string;
  label: string;
  tick: string;
  onDemand: number | null;
  spot: number | null;
}

/** Everything the three charts draw; built from a ranking by `chartsDataFrom`. */
export interface ChartsData {
  currency: ChartCurrency;
  costBasis: 'job' | 'month';
  /** What the cost is called on the axes. */
  costName: CostName;
  /** `hours`: lower is better (training jobs); `speed`: higher is better (a service). */
  perfAxis: 'hours' | 'speed';
  points: readonly PricePoint[];
  costs: readonly CostBar[];
  spot: readonly SpotPair[];
  spotAllowed: boolean;
}
