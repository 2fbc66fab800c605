/**
 * Own vs rent vs hybrid (the guide's section 1 and 3.2): cumulative cost by month.
 * All amounts in CNY; hours are GPU-hours. Pure: same input, same output.
 */
import { HOURS_PER_MONTH } from '../units/money';

export interface HybridInput {
  /** Price of the local machine for the base load, CNY (the guide: 2×RTX 3090 for 20,000). */
  localHardwareCny: number;
  /** Its power, space and upkeep per year, CNY. */
  localRunningCnyPerYear: number;
  /** GPUs in the local machine (capacity check only). */
  localGpus: number;
  /** Share of the monthly GPU-hours run locally, 0..1; the rest is rented in bursts. */
  localShare: number;
  /** GPUs per cloud burst (the guide: 8×A100). */
  burstGpus: number;
  /** Hours per cloud burst (the guide: 72 h). */
  burstHours: number;
}

export interface TcoInput {
  /** Purchase price of the owned hardware, CNY; bought again at the end of each life. */
  hardwareCny: number;
  /** Useful life of the hardware, years. */
  lifeYears: number;
  facilityCnyPerYear: number;
  powerCnyPerYear: number;
  staffCnyPerYear: number;
  /** GPUs in the owned hardware: full use is GPUs × 730 GPU-hours a month. */
  gpusOwned: number;
  /** GPU-hours used per month (the same work in every option). */
  gpuHoursPerMonth: number;
  /** Cloud price per GPU-hour, CNY, in the first year. */
  cloudCnyPerGpuHour: number;
  /** Cloud price change per year as a fraction (−0.25 = 25 % cheaper each year), applied yearly. */
  yearlyPriceChange: number;
  /** Length of one job, hours (the guide: 72 h), for the per-job figure. */
  jobHours: number;
  hybrid: HybridInput;
  /**
   * Share of the hardware price it sells for at the end of the 36 months (0..1; 0: not sold, as
   * the guide counts it). Counted for the owned hardware and the hybrid's local machine.
   */
  residualShare?: number;
}

export interface TcoMonth {
  /** 0 = the day the hardware is bought. */
  month: number;
  own: number;
  cloud: number;
  hybrid: number;
}

export type TcoOption = 'own' | 'cloud' | 'hybrid';
export type TcoWarning = 'use-above-capacity' | 'local-above-capacity';

export interface TcoResult {
  /** Cumulative cost at months 0..36. */
  series: TcoMonth[];
  /** Facility + power + staff per month, CNY. */
  ownRunningPerMonth: number;
  /** Cloud bill per month in the first year at the chosen use, CNY. */
  cloudPerMonthFirstYear: number;
  /** GPU-hours a month at full use of the owned hardware. */
  fullUseHours: number;
  /** Cumulative cost of owning after 12 months (the guide's "first year"). */
  firstYearOwn: number;
  /** One job of `jobHours` on one cloud GPU at the first-year price. */
  jobCost: number;
  /** One burst (`burstGpus` × `burstHours`) at the first-year price. */
  burstCost: number;
  /** Bursts per month the hybrid's cloud share amounts to. */
  burstsPerMonth: number;
  /** First month (1..36) in which owning has cost no more than renting; null: none. */
  breakEvenMonth: number | null;
  /** First month up to 240 in which owning has cost no more than renting; null: none. */
  breakEvenMonthExtended: number | null;
  /** The same at full use of the owned hardware. */
  fullUseBreakEvenMonth: number | null;
  /** GPU-hours a month at which owning and renting cost the same over 36 months; null: free cloud. */
  breakEvenHoursPerMonth: number | null;
  /** Whether that use fits the owned hardware (≤ full use). */
  breakEvenWithinCapacity: boolean;
  /** Cheapest option over the 36 months (ties: own, then hybrid, then cloud). */
  cheapest: TcoOption;
  warnings: TcoWarning[];
}

/** Cloud price per GPU-hour in month `m` (1-based): the price changes once a year. */
export function cloudPriceInMonth(input: TcoInput, m: number): number {
  const years = Math.floor((m - 1) / 12);
  return input.cloudCnyPerGpuHour * Math.pow(1 + input.yearlyPriceChange, years);
}

/** Hardware bought by month `m`: once at the start, again after each full life. */
export function purchasesBy(m: number, lifeYears: number): number {
  return 1 + Math.floor(Math.max(m - 1, 0) / (lifeYears * 12));
}

/** Facility, power and staff per month, CNY. */
export const ownRunningPerMonth = (i: TcoInput): number =>
  (i.facilityCnyPerYear + i.powerCnyPerYear + i.staffCnyPerYear) / 12;

/** Cumulative cost of owning by month `m`, CNY. */
export function ownCost(i: TcoInput, m: number): number {
  return i.hardwareCny * purchasesBy(m, i.lifeYears) + ownRunningPerMonth(i) * m;
}

/** Sum of the cloud price per GPU-hour over months 1..m (cost = hours per month × this). */
function priceSum(i: TcoInput, m: number): number {
  let sum = 0;
  for (let k = 1; k <= m; k++) sum += cloudPriceInMonth(i, k);
  return sum;
}

/** Cumulative cost of renting all the GPU-hours by month `m`, CNY. */
export const cloudCost = (i: TcoInput, m: number): number => i.gpuHoursPerMonth * priceSum(i, m);

/** Cumulative cost of the hybrid by month `m`: local machine for the base load, cloud for the rest. */
export function hybridCost(i: TcoInput, m: number): number {
  const h = i.hybrid;
  const local =
    h.localHardwareCny * purchasesBy(m, i.lifeYears) + (h.localRunningCnyPerYear / 12) * m;
  return local + (1 - h.localShare) * cloudCost(i, m);
}

function firstBreakEven(i: TcoInput, until: number): number | null {
  for (let m = 1; m <= until; m++) if (ownCost(i, m) <= cloudCost(i, m)) return m;
  return null;
}

/** The chart's horizon: 36 months (docs/product.md: "over 1 to 36 months"). */
export const TCO_HORIZON_MONTHS = 36;
/** How far past the horizon a break-even month is still searched for (20 years). */
export const TCO_SEARCH_MONTHS = 240;

/** Runs the own vs rent vs hybrid comparison over 36 months. */
export function compareOwnRentHybrid(i: TcoInput): TcoResult {
  const series: TcoMonth[] = [];
  for (let m = 0; m <= TCO_HORIZON_MONTHS; m++) {
    series.push({ month: m, own: ownCost(i, m), cloud: cloudCost(i, m), hybrid: hybridCost(i, m) });
  }
  // Sold at the end of the horizon: the last month counts the resale.
  const resale = i.residualShare ?? 0;
  const end = series[TCO_HORIZON_MONTHS] as TcoMonth;
  end.own -= resale * i.hardwareCny;
  end.hybrid -= resale * i.hybrid.localHardwareCny;
  const fullUseHours = i.gpusOwned * HOURS_PER_MONTH;
  const extended = firstBreakEven(i, TCO_SEARCH_MONTHS);
  const sum = priceSum(i, TCO_HORIZON_MONTHS);
  const breakEvenHours = sum > 0 ? end.own / sum : null;
  const last = series[series.length - 1] as TcoMonth;
  const options: readonly TcoOption[] = ['own', 'hybrid', 'cloud'];
  const cheapest = options.reduce((best, o) => (last[o] < last[best] ? o : best));
  const warnings: TcoWarning[] = [];
  if (i.gpuHoursPerMonth > fullUseHours) warnings.push('use-above-capacity');
  if (i.hybrid.localShare * i.gpuHoursPerMonth > i.hybrid.localGpus * HOURS_PER_MONTH) {
    warnings.push('local-above-capacity');
  }
  const burstGpuHours = i.hybrid.burstGpus * i.hybrid.burstHours;
  return {
    series,
    ownRunningPerMonth: ownRunningPerMonth(i),
    cloudPerMonthFirstYear: i.gpuHoursPerMonth * i.cloudCnyPerGpuHour,
    fullUseHours,
    firstYearOwn: ownCost(i, 12),
    jobCost: i.jobHours * i.cloudCnyPerGpuHour,
    burstCost: burstGpuHours * i.cloudCnyPerGpuHour,
    burstsPerMonth:
      burstGpuHours > 0 ? ((1 - i.hybrid.localShare) * i.gpuHoursPerMonth) / burstGpuHours : 0,
    breakEvenMonth: extended !== null && extended <= TCO_HORIZON_MONTHS ? extended : null,
    breakEvenMonthExtended: extended,
    fullUseBreakEvenMonth: firstBreakEven(
      { ...i, gpuHoursPerMonth: fullUseHours },
      TCO_SEARCH_MONTHS,
    ),
    breakEvenHoursPerMonth: breakEvenHours,
    breakEvenWithinCapacity: breakEvenHours !== null && breakEvenHours <= fullUseHours,
    cheapest,
    warnings,
  };
}

/**
 * Owning the GPUs of a pick: hardware, machine room and power given per GPU, so every cost
 * scales with the number of GPUs; operations staff is one yearly amount. The hybrid's local
 * machine is the same GPUs, as many as its share of the use needs at full load
 * (⌈share × GPU-hours ÷ 730⌉), at the same price and running cost per GPU, with the same staff.
 */
export interface PerGpuTcoInput {
  gpus: number;
  hardwarePerGpu: number;
  facilityPerGpuYear: number;
  powerPerGpuYear: number;
  staffPerYear: number;
  lifeYears: number;
  gpuHoursPerMonth: number;
  cloudPerGpuHour: number;
  yearlyPriceChange: number;
  jobHours: number;
  /** Share of the GPU-hours the hybrid runs locally, 0..1. */
  localShare: number;
  burstGpus: number;
  burstHours: number;
  residualShare: number;
}

/**
 * GPU-hours a month from the hours a year the GPUs are used: bought GPUs earn their price only
 * through the hours they run, so a 3-hour job run once a year is 3 ÷ 12 h a month per GPU, not
 * the 730 h of a machine busy all year (at most 730 h a month per GPU).
 */
export const gpuHoursPerMonthFromYear = (gpus: number, hoursPerYear: number): number =>
  gpus * Math.min(HOURS_PER_MONTH, Math.max(0, hoursPerYear) / 12);

/** GPUs the hybrid's local machine needs to run its share of the use at full load. */
export const hybridLocalGpus = (p: PerGpuTcoInput): number =>
  Math.ceil((p.localShare * p.gpuHoursPerMonth) / HOURS_PER_MONTH - 1e-9);

/** The comparison's input for GPUs priced one by one (see `PerGpuTcoInput`). */
export function perGpuTcoInput(p: PerGpuTcoInput): TcoInput {
  const local = hybridLocalGpus(p);
  const runningPerGpu = p.facilityPerGpuYear + p.powerPerGpuYear;
  return {
    hardwareCny: p.gpus * p.hardwarePerGpu,
    lifeYears: p.lifeYears,
    facilityCnyPerYear: p.gpus * p.facilityPerGpuYear,
    powerCnyPerYear: p.gpus * p.powerPerGpuYear,
    staffCnyPerYear: p.staffPerYear,
    gpusOwned: p.gpus,
    gpuHoursPerMonth: p.gpuHoursPerMonth,
    cloudCnyPerGpuHour: p.cloudPerGpuHour,
    yearlyPriceChange: p.yearlyPriceChange,
    jobHours: p.jobHours,
    residualShare: p.residualShare,
    hybrid: {
      localHardwareCny: local * p.hardwarePerGpu,
      localRunningCnyPerYear: local > 0 ? local * runningPerGpu + p.staffPerYear : 0,
      localGpus: Math.max(local, 1),
      localShare: p.localShare,
      burstGpus: p.burstGpus,
      burstHours: p.burstHours,
    },
  };
}
