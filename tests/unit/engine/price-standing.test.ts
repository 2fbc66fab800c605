/**
 * One rule for a price's standing (`price-date.ts`, `standingOf`), undated first: the ranking's
 * warnings, browse's column and the CLI say the same of every price on any day.
 */
import { describe, expect, it } from 'vitest';
import { priceStanding, standingOf } from '../../../src/domain/catalog/price-date';
import { DEFAULT_ASSUMPTIONS } from '../../../src/domain/engine/assumptions';
import { rankLink } from '../../../src/domain/rank-link';
import { offerById } from '../../../src/domain/catalog';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';

const STALE_AFTER = DEFAULT_ASSUMPTIONS.staleAfterDays;
const LINKS = [
  '?v=1&team=startup&wl=finetune&model=7&cur=USD',
  '?v=1&team=enterprise&wl=infer&model=llama-3.1-70b&users=50&cur=CNY',
  '?v=1&team=hpc&wl=hpc&mem=40&cur=USD',
];

describe('a price’s standing', () => {
  it('is undated before it is old: an undated price is never also stale', () => {
    expect(standingOf(false, 10_000, STALE_AFTER)).toBe('undated');
    expect(standingOf(true, STALE_AFTER + 1, STALE_AFTER)).toBe('stale');
    expect(standingOf(true, STALE_AFTER, STALE_AFTER)).toBe('current');
  });

  for (const day of ['2026-12-04', '2027-08-01', '2029-01-01']) {
    it(`on ${day}: each pick carries at most one of undated and stale, as browse shows it`, () => {
      let checked = 0;
      for (const link of LINKS) {
        const { result } = rankLink(link, fixtureCatalog, { asOf: day });
        for (const e of result.ranked) {
          const keys = new Set(e.warnings.map((w) => w.key));
          const shown = keys.has('engine.warning.undated')
            ? 'undated'
            : keys.has('engine.warning.stale')
              ? 'stale'
              : 'current';
          expect(keys.has('engine.warning.undated') && keys.has('engine.warning.stale')).toBe(
            false,
          );
          const offer =
            fixtureCatalog.offers.find((o) => o.id === e.offerId) ?? offerById(e.offerId);
          if (!offer) continue; // a commitment row's or a quote's id
          expect(shown, e.offerId).toBe(priceStanding(offer, day, STALE_AFTER));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});
