/**
 * The engine's rules (`rules.ts`), each checked on worked examples written from its definition
 * in docs/engine.md (§1–§5) and from the sources it cites: the dataset's dated exchange rate,
 * the providers' 730-hour month, the A100 80GB SXM datasheet.
 */
import { describe, expect, it } from 'vitest';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import type { MemoryNeed } from '../../../src/domain/engine/types';
import {
  statesTensorRate,
  bandwidthOrStandIn,
  budgetPerMonth,
  budgetReading,
  budgetSpend,
  commitmentCost,
  commitmentMonth,
  commitmentTerms,
  convert,
  convertFlagged,
  dominates,
  fitNeedGib,
  hasPrice,
  hourValue,
  memoryFit,
  memoryOnlyReplicaGpus,
  monthOfRunning,
  noPriceReason,
  rateInForce,
  REFERENCE_GPU,
  REFERENCE_SPECS,
  servingUsableGib,
  showsMonth,
  spendOf,
  termHours,
  tflopsOrStandIn,
  weighedCost,
  weighedKind,
  weighsLess,
  weightsOf,
} from '../../../src/domain/engine/rules';
import { DATASET_FX } from '../../../src/domain/units/money';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';

const a = resolveAssumptions({});

describe('money: the rate in force and the conversion', () => {
  it('a dollar is the rate in yuan, and back', () => {
    expect(convert(100, 'USD', 'CNY', 7.2)).toBe(720);
    expect(convert(720, 'CNY', 'USD', 7.2)).toBe(100);
    expect(convert(3.5, 'CNY', 'CNY', 7.2)).toBe(3.5);
    expect(convert(3.5, 'USD', 'USD', 7.2)).toBe(3.5);
  });

  it('the ranking loop’s flagged form converts the same way', () => {
    expect(convertFlagged(100, true, false, 7.2)).toBe(720);
    expect(convertFlagged(720, false, true, 7.2)).toBe(100);
    expect(convertFlagged(9, true, true, 7.2)).toBe(9);
  });

  it('the link’s fx wins over the catalog’s dated rate', () => {
    expect(rateInForce(7.05, DATASET_FX)).toBe(7.05);
    expect(rateInForce(null, DATASET_FX)).toBe(7.2);
    expect(rateInForce(undefined, { cnyPerUsd: 6.9, asOf: '2024-01-02', source: 'x' })).toBe(6.9);
  });
});

describe('the month', () => {
  it('a month of running is hoursPerMonth × price × instances (730 h by default)', () => {
    expect(monthOfRunning(2, 3, a)).toBe(4380);
    expect(monthOfRunning(2, 3, resolveAssumptions({ hoursPerMonth: 720 }))).toBe(4320);
  });

  it('a commitment’s term is priced in 730-hour months: a year is 8,760 hours', () => {
    expect(termHours(12)).toBe(8760);
    expect(termHours(1)).toBe(730);
    // its month is the contract's, whatever month of running the link assumes
    expect(commitmentMonth(1.5, 2)).toBe(2190);
  });
});

describe('commitments', () => {
  it('a finite job pays every term its wall time spans, at least one', () => {
    expect(commitmentTerms(1000, 1, false)).toBe(2); // 1000 h > one 730 h month
    expect(commitmentTerms(1460, 1, false)).toBe(2); // exactly two months is two terms
    expect(commitmentTerms(5, 12, false)).toBe(1);
    expect(commitmentTerms(9000, 12, false)).toBe(2); // a year is 8,760 h
  });

  it('a service pays one term as it goes, compared by its month', () => {
    expect(commitmentTerms(1_000_000, 1, true)).toBe(1);
    expect(commitmentCost(12_000, 12, 1, true)).toBe(1000);
    expect(commitmentCost(12_000, 12, 2, false)).toBe(24_000);
  });
});

describe('has a price', () => {
  it('on demand, accepted spot or a commitment within the term each give a price', () => {
    expect(hasPrice(true, false, false)).toBe(true);
    expect(hasPrice(false, true, false)).toBe(true);
    expect(hasPrice(false, false, true)).toBe(true);
    expect(hasPrice(false, false, false)).toBe(false);
  });

  it('an offer with a spot price the link refuses is spot-only, else it has none', () => {
    expect(noPriceReason(true)).toBe('spot-only');
    expect(noPriceReason(false)).toBe('no-price');
  });
});

describe('the budget and the cost weighed', () => {
  const shortJob = { estCost: 500, monthlyCost: 2000 }; // ends within a month
  const longJob = { estCost: 9000, monthlyCost: 2000 }; // runs for months
  const service = { estCost: 1000, monthlyCost: 1000 }; // a month around the clock

  it('per=job reads the job’s total; per=month the smaller of the total and a month', () => {
    expect(budgetSpend(longJob, 'job')).toBe(9000);
    expect(budgetSpend(longJob, 'month')).toBe(2000);
    expect(budgetSpend(shortJob, 'month')).toBe(500);
    expect(budgetPerMonth('month')).toBe(true);
    expect(budgetPerMonth('job')).toBe(false);
  });

  it('names what the budget read: a job, a month, or a short job’s total under a month', () => {
    expect(budgetReading(longJob, { per: 'job', wl: 'train' })).toBe('job');
    expect(budgetReading(longJob, { per: 'month', wl: 'train' })).toBe('month');
    expect(budgetReading(shortJob, { per: 'month', wl: 'train' })).toBe('total');
    expect(budgetReading(service, { per: 'month', wl: 'infer' })).toBe('month');
  });

  it('the ranking weighs a month only for a service under a monthly budget', () => {
    expect(weighedKind({ per: 'month', wl: 'infer' })).toBe('month');
    expect(weighedKind({ per: 'month', wl: 'train' })).toBe('job');
    expect(weighedKind({ per: 'job', wl: 'infer' })).toBe('job');
    expect(weighedCost(longJob, { per: 'month', wl: 'infer' })).toBe(2000);
    expect(weighedCost(longJob, { per: 'month', wl: 'train' })).toBe(9000);
    expect(spendOf(longJob, 'month')).toBe(2000);
    expect(spendOf(longJob, 'job')).toBe(9000);
    expect(weighsLess(shortJob, longJob, false)).toBe(true);
    expect(weighsLess(shortJob, longJob, true)).toBe(false); // equal months: not less
  });

  it('an entry states its month under a monthly budget or for a service', () => {
    expect(showsMonth({ per: 'month', wl: 'train' })).toBe(true);
    expect(showsMonth({ per: 'job', wl: 'infer' })).toBe(true);
    expect(showsMonth({ per: 'job', wl: 'hpc' })).toBe(false);
  });

  it('an hour of waiting: the link’s vh as given, else the team’s dollars at the rate', () => {
    // a startup's hour is worth 25 USD (assumptions.ts): 180 CNY at 7.2
    expect(hourValue({ vh: null, team: 'startup' }, a, 'USD', 7.2)).toBe(25);
    expect(hourValue({ vh: null, team: 'startup' }, a, 'CNY', 7.2)).toBe(180);
    expect(hourValue({ vh: 60, team: 'startup' }, a, 'CNY', 7.2)).toBe(60);
  });

  it('the link’s weights win over the team’s', () => {
    expect(weightsOf({ w: [10, 80, 10], team: 'startup' })).toEqual([10, 80, 10]);
    expect(weightsOf({ w: null, team: 'hpc' })).toEqual([50, 25, 25]);
  });
});

describe('memory fit and the replica that holds a model', () => {
  const need = (minGib: number, basis: MemoryNeed['basis']): MemoryNeed => ({
    gib: minGib,
    totalGib: minGib,
    minGib,
    basis,
    parts: {},
  });

  it('fits with 10 % headroom, tight without it, else no; unknown without a need', () => {
    expect(memoryFit(111, 100, 1.1)).toBe('fits');
    expect(memoryFit(105, 100, 1.1)).toBe('tight');
    expect(memoryFit(99, 100, 1.1)).toBe('no');
    expect(memoryFit(null, 100, 1.1)).toBe('no');
    expect(memoryFit(80, null, 1.1)).toBe('unknown');
  });

  it('a served model spread over g GPUs adds each further GPU’s runtime within the share used', () => {
    // 40 GiB + 3 × 2 GiB ÷ 0.9
    expect(fitNeedGib(need(40, 'architecture'), 4, 'infer', a)).toBeCloseTo(40 + 6 / 0.9, 12);
    expect(fitNeedGib(need(40, 'given'), 4, 'infer', a)).toBe(40);
    expect(fitNeedGib(need(40, 'architecture'), 4, 'train', a)).toBe(40);
  });

  it('a replica may use 90 % of a GPU less its 2 GiB runtime', () => {
    expect(servingUsableGib(80, a)).toBe(70);
  });

  it('by memory alone, the fewest GPUs (1, 2, 4…) that hold the need with the margin', () => {
    // 100 GiB given: one 80 GiB GPU is short, two (160 ≥ 110) hold it
    expect(memoryOnlyReplicaGpus(need(100, 'given'), 8, 80, 'infer', a)).toBe(2);
    expect(memoryOnlyReplicaGpus(need(50, 'given'), 8, 80, 'infer', a)).toBe(1);
    // none smaller than the instance holds it: the replica is the whole instance
    expect(memoryOnlyReplicaGpus(need(500, 'given'), 8, 80, 'infer', a)).toBe(8);
  });
});

describe('the reference GPU', () => {
  it('is the A100 80GB SXM, with its datasheet figures as the catalog’s row states them', () => {
    const row = fixtureCatalog.gpus.find((g) => g.id === REFERENCE_GPU);
    expect(row?.name).toBe('A100 80GB SXM4');
    expect(REFERENCE_SPECS.bandwidthTBps).toBe(row?.bandwidthTBps);
    expect(REFERENCE_SPECS.bf16Tflops).toBe(row?.bf16Tflops);
    expect(REFERENCE_SPECS.fp64VectorTflops).toBe(row?.fp64VectorTflops);
  });

  it('stands in, × relative speed, for a figure a datasheet leaves out', () => {
    expect(bandwidthOrStandIn(null, 0.5)).toBeCloseTo(1.0195, 12);
    expect(bandwidthOrStandIn(3.35, 0.5)).toBe(3.35);
    expect(tflopsOrStandIn(null, 2)).toBe(624);
    expect(tflopsOrStandIn(989, 2)).toBe(989);
  });
});

describe('a GPU that states the tensor rate a serving precision runs at', () => {
  // Alibaba's "H 96GB" states memory and bandwidth only; an FP8 service also runs on an FP8
  // figure where the BF16 one is missing; FP32 asks for the FP32 figure.
  const none = { fp32Tflops: null, bf16Tflops: null, fp8Tflops: null };
  it('reads the figure of the precision served', () => {
    expect(statesTensorRate(none, 'bf16')).toBe(false);
    expect(statesTensorRate({ ...none, fp8Tflops: 1979 }, 'fp8')).toBe(true);
    expect(statesTensorRate({ ...none, fp8Tflops: 1979 }, 'bf16')).toBe(false);
    expect(statesTensorRate({ ...none, bf16Tflops: 989 }, 'int4')).toBe(true);
    expect(statesTensorRate({ ...none, bf16Tflops: 989 }, 'fp32')).toBe(false);
    expect(statesTensorRate({ ...none, fp32Tflops: 67 }, 'fp32')).toBe(true);
  });
});

describe("one choice doing another's job clearly better", () => {
  // docs/engine.md §5 "Order": as fast (within 2 %) for clearly less (at most 80 %), or, when
  // speed counts, at least twice as fast for at most 10 % more, or plainly beaten; never from a
  // tighter fit or an older GPU generation. costRaw is 1 / cost.
  const choice = (speed: number, cost: number, fit: 'fits' | 'tight' = 'fits', factor = 1) => ({
    group: { best: { fit, scoreFactor: factor } },
    perfRaw: speed,
    costRaw: 1 / cost,
  });
  const a = choice(100, 100);
  it('as fast for at most 80 % of the cost', () => {
    expect(dominates(choice(99, 80), a)).toBe(true); // 99 × 1.02 ≥ 100
    expect(dominates(choice(97, 80), a)).toBe(false); // 3 % slower
    expect(dominates(choice(99, 81), a)).toBe(false); // slower, and not clearly cheaper
  });
  it('twice as fast for at most 10 % more, when speed counts', () => {
    expect(dominates(choice(200, 110), a)).toBe(true);
    expect(dominates(choice(200, 111), a)).toBe(false);
    expect(dominates(choice(200, 110), a, false)).toBe(false);
  });
  it('plainly beaten: no slower, no dearer, better on one', () => {
    expect(dominates(choice(100, 99), a)).toBe(true);
    expect(dominates(choice(101, 100), a)).toBe(true);
    expect(dominates(choice(100, 100), a)).toBe(false);
  });
  it('never from a tighter fit or an older generation', () => {
    expect(dominates(choice(100, 50, 'tight'), a)).toBe(false);
    expect(dominates(choice(100, 50, 'fits', 0.9), a)).toBe(false);
    expect(dominates(choice(100, 50, 'fits', 1.1), choice(100, 100, 'tight'))).toBe(true);
  });
});
