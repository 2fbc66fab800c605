import { describe, expect, it } from 'vitest';
import { OfferSchema, type OfferFlag } from '../../../src/domain/catalog/schema';
import { rank } from '../../../src/domain/engine';
import { makeCatalog, offerInput, OPTIONS, profile, type OfferSpec } from './fixtures';

/** Two same-speed A100 offers; the cheaper one carries `flags`. */
function ranked(flags: OfferFlag[]) {
  const spec = (type: string, onDemand: number, spot: number | null): OfferSpec => ({
    provider: 'lambda',
    type,
    gpu: 'a100-80gb-sxm',
    onDemand,
    spot,
  });
  const catalog = makeCatalog([spec('plain', 2, null)]);
  const marked = OfferSchema.parse({ ...offerInput(spec('marked', 1, 1.5)), flags });
  return rank(
    profile({ spot: true }),
    { ...catalog, offers: [...catalog.offers, marked] },
    OPTIONS,
  );
}

const reasonsOf = (r: ReturnType<typeof ranked>, id: string) =>
  r.excluded.find((x) => x.offerId === id)?.excludedBecause.map((m) => m.key);

describe('offers listed but kept out of the ranking', () => {
  it('ranks the cheaper offer when nothing marks it', () => {
    expect(ranked([]).ranked[0]?.offerId).toBe('lambda:marked@r1');
  });

  it('keeps a price-suspect row out, with the reason, and ranks the next one', () => {
    const r = ranked(['spot-above-on-demand', 'price-suspect']);
    expect(r.ranked.map((e) => e.offerId)).toEqual(['lambda:plain@r1']);
    expect(reasonsOf(r, 'lambda:marked@r1')).toEqual(['engine.excluded.price-suspect']);
  });

  it('ranks a row whose spot price is above on-demand once a dated source vouches for it', () => {
    const r = ranked(['spot-above-on-demand']);
    expect(r.ranked[0]?.offerId).toBe('lambda:marked@r1');
    expect(r.ranked[0]?.warnings.map((w) => w.key)).toContain('engine.warning.spot-above');
  });

  it('keeps a retired size out, with the reason', () => {
    const r = ranked(['retired']);
    expect(r.ranked.map((e) => e.offerId)).toEqual(['lambda:plain@r1']);
    expect(reasonsOf(r, 'lambda:marked@r1')).toEqual(['engine.excluded.retired']);
  });
});
