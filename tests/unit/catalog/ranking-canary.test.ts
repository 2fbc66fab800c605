/**
 * Data canaries for the rankings: what must hold on the live catalog, whatever a data refresh
 * changes, without naming offers. The engine's own goldens rank a frozen copy of real rows
 * (tests/fixtures/golden) and do not follow the data; these checks do: a refresh that leaves a
 * canonical profile without a sensible first pick fails here, and the fix is in the data.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { CANONICAL, type CanonicalName } from '../../fixtures/golden/canonical';

const first = (name: CanonicalName) => {
  const { result } = rankLink(CANONICAL[name], catalog);
  return { result, top: result.ranked[0] };
};

const FAST_FABRIC = /\+(infiniband|efa|rdma)$/;

describe('each canonical profile has a first pick on the live catalog', () => {
  it.each(Object.keys(CANONICAL) as CanonicalName[])(
    '%s: a first pick that holds the job, priced and of known speed',
    (name) => {
      const { result, top } = first(name);
      expect(top).toBeDefined();
      expect(top!.memoryFit).toBe('fits');
      expect(top!.gpuMemoryGb ?? 0).toBeGreaterThanOrEqual(result.memoryNeed?.gib ?? 0);
      expect(top!.pricePerHour).toBeGreaterThan(0);
      expect(top!.estCost).toBeGreaterThan(0);
      expect(top!.speed.relative).toBeGreaterThan(0);
      // enough choices to compare: the page's first screen is not a single row
      expect(result.ranked.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('startup: the fine-tune fits its 500 CNY budget, on spot as allowed', () => {
    const { top } = first('startup');
    expect(top!.withinBudget).toBe(true);
    expect(top!.estCost).toBeLessThanOrEqual(500);
    expect(['spot', 'on-demand']).toContain(top!.pricing);
  });

  it('rnd: 2,000 A100-hours of training within 200,000 CNY, in well under a month', () => {
    const { top } = first('rnd');
    expect(top!.withinBudget).toBe(true);
    expect(top!.estCost).toBeLessThanOrEqual(200_000);
    expect(top!.estHours).toBeLessThan(730);
  });

  it('hpc: two instances joined by a fast fabric, each holding half of the 320 GiB', () => {
    const { top } = first('hpc');
    expect(top!.nodes).toBe(2);
    expect(top!.interconnect).toMatch(FAST_FABRIC);
    expect(top!.gpuMemoryGb ?? 0).toBeGreaterThanOrEqual(160);
  });

  it('individual: a 7B service for a whole month has a pick within 300 USD a month', () => {
    const link = '?v=1&team=individual&wl=infer&model=7&work=730&budget=300&per=month&cur=USD';
    const within = rankLink(link, catalog).result.ranked.filter((e) => e.withinBudget);
    expect(within.length).toBeGreaterThanOrEqual(1);
    expect(within[0]!.monthlyCost).toBeLessThanOrEqual(300);
    expect(within[0]!.gpuMemoryGb ?? 0).toBeGreaterThanOrEqual(16);
  });
});
