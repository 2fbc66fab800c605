import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { rank } from '../../../src/domain/engine';
import { applyQuotes, validateQuote } from '../../../src/domain/quotes';
import { DEFAULT_PROFILE } from '../../../src/domain/engine/profile';

const HUAWEI_A100 = 'huawei:p3.2xlarge.8@any';
const ctx = { ...catalog, today: catalog.asOf };
const options = { cur: 'CNY', fx: catalog.fx.cnyPerUsd, asOf: catalog.asOf } as const;

describe('a Huawei price the user was quoted', () => {
  it('ranks an instance the catalog lists without a price', () => {
    const listed = catalog.offers.find((o) => o.id === HUAWEI_A100);
    expect(listed).toMatchObject({ onDemand: null, gpu: 'a100-80gb-pcie' });
    const before = rank(DEFAULT_PROFILE, catalog, options);
    expect(before.excluded.find((e) => e.offerId === HUAWEI_A100)?.excludedBecause).toEqual([
      expect.objectContaining({ key: 'engine.excluded.no-price' }),
    ]);

    const check = validateQuote({ overrides: HUAWEI_A100, price: '28', currency: 'CNY' }, ctx);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    const { catalog: rest, extraOffers } = applyQuotes(catalog, [check.quote]);
    const after = rank(DEFAULT_PROFILE, rest, { ...options, extraOffers });
    const mine = after.ranked.find((e) => e.offerId === `quote:${check.quote.id}`);
    expect(mine).toMatchObject({
      provider: 'huawei',
      instanceType: 'p3.2xlarge.8',
      pricePerHour: 28,
    });
    const everywhere = [
      ...after.ranked.map((e) => e.offerId),
      ...after.excluded.map((e) => e.offerId),
    ];
    expect(everywhere).not.toContain(HUAWEI_A100);
  });
});
