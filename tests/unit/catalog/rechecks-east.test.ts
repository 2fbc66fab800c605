/**
 * The re-check of Nebius, Verda and Tencent prices against independent dated copies: every row
 * names an offer of the catalog in its currency, and is within 10 % of the offer's on-demand
 * price, or the offer says its dated sources disagree.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { eastRechecks } from '../../../src/domain/catalog/data/rechecks/east';

const byId = new Map(catalog.offers.map((o) => [o.id, o]));

describe('the east re-check', () => {
  it('has at least 20 dated rows, each naming a priced offer in its own currency', () => {
    expect(eastRechecks.length).toBeGreaterThanOrEqual(20);
    for (const r of eastRechecks) {
      expect(r.asOf, r.offerId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.source.length, r.offerId).toBeGreaterThan(0);
      const o = byId.get(r.offerId);
      expect(o, r.offerId).toBeDefined();
      expect(o!.currency, r.offerId).toBe(r.currency);
      expect(o!.onDemand, r.offerId).not.toBeNull();
    }
  });

  it.each(eastRechecks.map((r) => [r.offerId, r] as const))(
    '%s: within 10 % of the offer or flagged sources-disagree',
    (_, r) => {
      const o = byId.get(r.offerId)!;
      const gap = Math.abs(o.onDemand! - r.value) / r.value;
      if (gap > 0.1) expect(o.flags).toContain('sources-disagree');
      else expect(gap).toBeLessThanOrEqual(0.1);
    },
  );

  it('names the rows more than 10 % off: two older Verda prices, both flagged above', () => {
    const off = eastRechecks
      .filter((r) => {
        const o = byId.get(r.offerId)!;
        return Math.abs(o.onDemand! - r.value) / r.value > 0.1;
      })
      .map((r) => r.offerId);
    // Verda's H200 and B200 moved from 3.39 and 4.89 (2026-03-22) to 4.00 and 6.11 (2026-08-18).
    expect(off).toEqual(['verda:1H200.141S.44V@FIN-02', 'verda:1B200.30V@FIN-03']);
  });
});
