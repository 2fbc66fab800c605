/**
 * A team in mainland China that did not limit the region keeps the overall order, and is told
 * which mainland choice is best and what choosing it costs in time and money against the first.
 */
import { describe, expect, it } from 'vitest';
import { runRecommend } from '../../../cli/recommend';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';

const link = '?v=1&team=startup&wl=finetune&model=qwen2.5-14b&work=50&loc=cn&cur=CNY&budget=3000';

describe('a mainland team is shown its best mainland choice next to the overall best', () => {
  it('names the first mainland entry with its hours and cost, and the differences to #1', () => {
    const r = rankLink(link, catalog).result;
    const first = r.ranked[0]!;
    expect(first.regionGroup).not.toBe('cn');
    const best = r.ranked.find((e) => e.regionGroup === 'cn' && e.withinBudget)!;
    const n = r.notices.find((x) => x.key === 'engine.notice.mainland-best');
    expect(n?.param).toBe('loc');
    expect(n?.values.offer).toBe(best.offerId);
    expect(n?.values.rank).toBe(best.rank);
    expect(Number(n?.values.hours)).toBeCloseTo(best.estHours, 1);
    const dh = Number(String(n?.values.dHours).replace('−', '-'));
    const dc = Number(String(n?.values.dCost).replace('−', '-'));
    expect(dh).toBeCloseTo(best.estHours - first.estHours, 1);
    expect(dc).toBeCloseTo(best.estCost - first.estCost, 1);
  });

  it('keeps the order: the same link without loc ranks the same offers in the same places', () => {
    // Entries (provider, instance type, pricing) keep their places; a tie between regions of
    // one entry goes to the one nearer the team, so only headline regions may differ.
    const entry = (e: { provider: string; instanceType: string; pricing: string }) =>
      `${e.provider}:${e.instanceType} ${e.pricing}`;
    const withLoc = rankLink(link, catalog).result.ranked.map(entry);
    const without = rankLink(link.replace('&loc=cn', ''), catalog).result.ranked.map(entry);
    expect(withLoc).toEqual(without);
  });

  it('the CLI’s JSON carries it', () => {
    let out = '';
    runRecommend([link, '--json'], catalog, { stdout: (s) => (out += s), stderr: () => {} });
    const json = JSON.parse(out) as { notices: { param: string; reason: string }[] };
    const n = json.notices.find((x) => x.param === 'loc');
    expect(n?.reason).toMatch(/mainland China: #\d+ \S+/);
  });

  it('says nothing when the team limited the region, or the first pick is already in the mainland', () => {
    const limited = rankLink(`${link}&region=cn`, catalog).result;
    expect(limited.notices.some((x) => x.key.startsWith('engine.notice.mainland'))).toBe(false);
  });
});
