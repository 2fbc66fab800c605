/**
 * Own vs rent from a pick: bought GPUs earn their price only through the hours they run, so the
 * comparison starts from the hours a year this job uses them, never from a machine busy all year.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import {
  compareOwnRentHybrid,
  gpuHoursPerMonthFromYear,
} from '../../../src/domain/calculators/tco';
import { rankLink } from '../../../src/domain/rank-link';
import { parseGuideParams, type GuideValues } from '../../../src/domain/share/guide-params';
import { tcoInput } from '../../../src/features/guide/inputs';
import { ownVsRentValues } from '../../../src/features/results/own-vs-rent';

describe('own vs rent for a short job', () => {
  // a 70B QLoRA fine-tune of 24 A100-hours: an 8×A100 box does it in about 3 hours
  const link = '?v=1&team=enterprise&wl=finetune&model=70&ft=qlora&work=24&cur=CNY';
  const r = rankLink(link, catalog).result;
  const a100 = r.ranked.find((e) => /^A100/.test(e.gpuModel) && e.gpuCount === 8)!;

  it('uses the GPUs for the job’s hours a year (3 h ÷ 12 a month per GPU), not 730 h a month', () => {
    expect(a100).toBeDefined();
    expect(a100.estHours).toBeLessThan(8);
    const v = ownVsRentValues(a100, catalog.fx.cnyPerUsd);
    expect(v['g.use']).toBeCloseTo((8 * a100.estHours) / 12, 1);
    expect(v['g.use']).toBeLessThan(8 * 730);
  });

  it('never calls buying the 8×A100 cheapest for a job it cannot pay back', () => {
    const values: GuideValues = {
      ...parseGuideParams({}).values,
      ...ownVsRentValues(a100, catalog.fx.cnyPerUsd),
    };
    const result = compareOwnRentHybrid(tcoInput(values, null));
    expect(result.cheapest).not.toBe('own');
    expect(result.breakEvenMonth).toBeNull();
  });

  it('hours a year become GPU-hours a month, at most 730 per GPU', () => {
    expect(gpuHoursPerMonthFromYear(8, 3)).toBe(2);
    expect(gpuHoursPerMonthFromYear(2, 8760)).toBe(1460);
    expect(gpuHoursPerMonthFromYear(2, 100_000)).toBe(1460);
  });
});
