import { describe, expect, it } from 'vitest';
import { OfferSchema } from '../../../src/domain/catalog/schema';
import type { Catalog } from '../../../src/domain/catalog/types';
import { DATASET_FX } from '../../../src/domain/units/money';
import { applyQuotes, combineQuotes, quoteToOffer, type Quote } from '../../../src/domain/quotes';
import { ALIYUN_A100, ctx, huaweiQuote } from './fixtures';

const offerCtx = { gpus: ctx.gpus, offers: ctx.offers, cnyPerUsd: 7.2 };

describe('quoteToOffer', () => {
  it('ranks a quote as a valid offer under quote:<id>', () => {
    const offer = quoteToOffer(huaweiQuote, offerCtx);
    expect(OfferSchema.safeParse(offer).success).toBe(true);
    expect(offer).toMatchObject({
      id: 'quote:huawei-cloud-p2v-8xlarge-8',
      provider: 'huawei',
      instanceType: 'p2v.8xlarge.8',
      region: 'any',
      regionGroup: 'cn',
      gpu: 'v100-32gb-sxm2',
      gpuCount: 4,
      gpuShare: 1,
      // 4 × 32 GiB
      gpuMemoryGiB: 128,
      gpuLink: 'nvlink',
      currency: 'CNY',
      onDemand: 60,
      spot: null,
      monthly: null,
      asOf: '2025-06-01',
      notes: 'negotiated, valid to December',
    });
    expect(offer.source.note).toBe('Huawei Cloud');
  });

  it('turns a monthly price into an hourly one over 730 hours', () => {
    const box: Quote = { ...huaweiQuote, id: 'desk', price: 3650, per: 'month' };
    const offer = quoteToOffer(box, offerCtx);
    // 3650 / 730 = 5
    expect([offer.onDemand, offer.monthly]).toEqual([5, 3650]);
  });

  it('flags a spot price above on-demand', () => {
    const offer = quoteToOffer({ ...huaweiQuote, spot: 70 }, offerCtx);
    expect(offer.flags).toEqual(['spot-above-on-demand']);
  });

  it('re-prices a catalog offer keeping its facts, its spot price in the quote currency', () => {
    const mine: Quote = {
      ...huaweiQuote,
      id: 'my-aliyun',
      provider: 'Alibaba Cloud',
      providerId: 'aliyun',
      instanceType: 'ecs.gn7e-c16g1.4xlarge',
      gpu: 'a100-80gb-sxm',
      gpuCount: 1,
      gpuLink: null,
      region: 'cn-hangzhou',
      price: 4,
      currency: 'USD',
      overrides: ALIYUN_A100,
    };
    const offer = quoteToOffer(mine, offerCtx);
    // catalog spot 7.2 CNY / 7.2 CNY per USD = 1 USD
    expect(offer).toMatchObject({ onDemand: 4, spot: 1, vcpus: 16, ramGiB: 125, zoneCount: 3 });
  });
});

describe('applyQuotes', () => {
  const catalog = {
    offers: ctx.offers,
    gpus: ctx.gpus,
    fx: DATASET_FX,
  } as unknown as Catalog;

  it('leaves the catalog alone without quotes', () => {
    expect(applyQuotes(catalog, [])).toEqual({ catalog, extraOffers: [] });
  });

  it('adds quotes as extra offers and removes the catalog offers they re-price', () => {
    const override: Quote = { ...huaweiQuote, id: 'cheaper-a100', overrides: ALIYUN_A100 };
    const { catalog: next, extraOffers } = applyQuotes(catalog, [huaweiQuote, override]);
    expect(extraOffers.map((o) => o.id)).toEqual([
      'quote:huawei-cloud-p2v-8xlarge-8',
      'quote:cheaper-a100',
    ]);
    expect(next.offers).toEqual([]);
    expect(catalog.offers).toHaveLength(1);
  });
});

describe('combineQuotes', () => {
  it('ranks own quotes and the shared ones with other ids', () => {
    const own = [huaweiQuote];
    const shared = [
      { ...huaweiQuote, price: 1 },
      { ...huaweiQuote, id: 'theirs' },
    ];
    expect(combineQuotes(own, [])).toBe(own);
    expect(combineQuotes(own, shared)).toEqual([huaweiQuote, { ...huaweiQuote, id: 'theirs' }]);
  });
});
