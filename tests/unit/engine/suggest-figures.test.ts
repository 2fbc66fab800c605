/**
 * A suggestion is decided on the figures, not on the notice's text: the closest miss's hours
 * and cost are shown rounded to hundredths, and a deadline or budget read back from that text
 * can fall just short of the offer it means to bring in.
 */
import { describe, expect, it } from 'vitest';
import { rank, suggest } from '../../../src/domain/engine';
import { makeCatalog, OPTIONS, profile } from './fixtures';

// One A100 80GB SXM (the reference: one GPU-hour of work is one hour), billed by the second.
const catalog = (onDemand: number) =>
  makeCatalog([{ provider: 'aws', type: 'one-a100', gpu: 'a100-80gb-sxm', onDemand }]);

describe('suggestions carry the numbers', () => {
  it('a deadline suggestion covers the fastest miss’s hours, not their rounding', () => {
    // 10.004 h of work: the notice says 10 h; a deadline of 10 h would still rule it out
    const p = profile({ wl: 'train', mem: 40, work: 10.004, deadline: 8 });
    const c = catalog(2);
    const result = rank(p, c, OPTIONS);
    const notice = result.notices.find((n) => n.key === 'engine.notice.closest-deadline');
    expect(notice?.values.hours).toBe(10);
    const s = suggest(p, c, OPTIONS, result).find((x) => 'deadline' in x.change);
    expect(s?.change).toEqual({ deadline: 11 });
    expect(s?.offerId).toBe('aws:one-a100@r1');
    // the suggested link does rank the offer
    expect(rank(s!.profile, c, OPTIONS).ranked.map((e) => e.offerId)).toEqual(['aws:one-a100@r1']);
  });

  it('a budget suggestion covers the cheapest miss’s cost, not its rounding', () => {
    // 100 h at 13.00004 USD: 1,300.004 USD, shown as 1,300; a budget of 1,300 would rule it out
    const p = profile({ wl: 'train', mem: 40, work: 100, budget: 1000 });
    const c = catalog(13.00004);
    const result = rank(p, c, OPTIONS);
    const notice = result.notices.find((n) => n.key === 'engine.notice.closest-budget');
    expect(notice?.values.cost).toBe(1300);
    const s = suggest(p, c, OPTIONS, result).find((x) => 'budget' in x.change);
    expect(s?.change).toEqual({ budget: 1400 });
    const changed = rank(s!.profile, c, OPTIONS).ranked;
    expect(changed.map((e) => [e.offerId, e.withinBudget])).toEqual([['aws:one-a100@r1', true]]);
  });
});
