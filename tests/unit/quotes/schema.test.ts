import { describe, expect, it } from 'vitest';
import {
  QuoteSchema,
  defaultQuoteId,
  isQuoteOfferId,
  providerIdFor,
  quoteOfferId,
  slugify,
  uniqueId,
  validateQuote,
} from '../../../src/domain/quotes';
import { decode } from '../../../src/domain/share/codec';
import { ALIYUN_A100, ctx, huaweiQuote } from './fixtures';

describe('QuoteSchema', () => {
  it('accepts a complete quote', () => {
    expect(QuoteSchema.parse(huaweiQuote)).toEqual(huaweiQuote);
  });

  it.each([
    ['id', 'Huawei_1'],
    ['id', ''],
    ['provider', ''],
    ['provider', 'two\nlines'],
    ['providerId', '9lives'],
    ['instanceType', ' '],
    ['gpu', 'V100'],
    ['gpuCount', 0],
    ['gpuCount', 1.5],
    ['gpuCount', 65],
    ['price', 0],
    ['price', -1],
    ['price', 10_000_001],
    ['per', 'week'],
    ['currency', 'EUR'],
    ['spot', 0],
    ['gpuLink', 'sxm'],
    ['fabric', 'roce'],
    ['regionGroup', 'eu'],
    ['region', 'two\nlines'],
    ['billing', 'day'],
    ['overrides', 'not an id'],
    ['asOf', '2025-6-1'],
    ['note', 'x'.repeat(501)],
  ])('rejects %s = %j', (field, value) => {
    expect(QuoteSchema.safeParse({ ...huaweiQuote, [field]: value }).success).toBe(false);
  });

  it('names quote offers quote:<id>', () => {
    expect(quoteOfferId('my-box')).toBe('quote:my-box');
    expect(isQuoteOfferId('quote:my-box')).toBe(true);
    expect(isQuoteOfferId(ALIYUN_A100)).toBe(false);
  });
});

describe('slugs and provider ids', () => {
  it('slugs text to lower-case ASCII words joined by dashes', () => {
    expect(slugify('  Huawei Cloud / p2v.8xlarge.8 ')).toBe('huawei-cloud-p2v-8xlarge-8');
    expect(slugify('Café Über')).toBe('cafe-uber');
    expect(slugify('华为云')).toBe('');
  });

  it('adds the region to default ids unless it is any', () => {
    expect(defaultQuoteId('Huawei', 'p3.2xlarge.8')).toBe('huawei-p3-2xlarge-8');
    expect(defaultQuoteId('Huawei', 'p3.2xlarge.8', 'cn-north-4')).toBe(
      'huawei-p3-2xlarge-8-cn-north-4',
    );
    expect(defaultQuoteId('华为', '机器')).toMatch(/^q-[a-z0-9]+$/);
  });

  it('makes ids unique with -2, -3', () => {
    expect(uniqueId('box', new Set())).toBe('box');
    expect(uniqueId('box', new Set(['box', 'box-2']))).toBe('box-3');
  });

  it('maps catalog provider names in either language to their id', () => {
    expect(providerIdFor('Huawei Cloud', ctx.providers)).toBe('huawei');
    expect(providerIdFor('华为云', ctx.providers)).toBe('huawei');
    expect(providerIdFor('ALIYUN', ctx.providers)).toBe('aliyun');
    expect(providerIdFor('My Desk Box', ctx.providers)).toBe('my-desk-box');
    expect(providerIdFor('42 Lab', ctx.providers)).toMatch(/^custom-[a-z0-9]+$/);
    expect(providerIdFor('实验室的机器', ctx.providers)).toMatch(/^custom-[a-z0-9]+$/);
  });
});

const draft = {
  provider: 'Huawei Cloud',
  instanceType: 'p2v.8xlarge.8',
  gpu: 'v100-32gb-sxm2',
  gpuCount: '4',
  price: '60',
  currency: 'CNY',
  regionGroup: 'cn',
  gpuLink: 'nvlink',
  asOf: '2025-06-01',
  note: 'negotiated, valid to December',
};

describe('validateQuote', () => {
  it('builds the quote from strings, with defaults for what is left out', () => {
    const result = validateQuote(draft, ctx);
    expect(result).toEqual({ ok: true, quote: huaweiQuote, warnings: [] });
  });

  it('takes today as the date when none is given', () => {
    const result = validateQuote({ ...draft, asOf: '' }, ctx);
    expect(result.ok && result.quote.asOf).toBe('2025-06-30');
  });

  it('accepts a GPU by its name and currency and period aliases', () => {
    const result = validateQuote(
      { ...draft, gpu: 'v100 32gb sxm2', currency: 'rmb', per: '月', price: '7300' },
      ctx,
    );
    expect(result.ok && [result.quote.gpu, result.quote.currency, result.quote.per]).toEqual([
      'v100-32gb-sxm2',
      'CNY',
      'month',
    ]);
  });

  it.each([
    ['provider', '', 'quotes.err.required'],
    ['provider', 'x'.repeat(61), 'quotes.err.tooLong'],
    ['instanceType', 'a\tb', 'quotes.err.oneLine'],
    ['gpu', 'h800', 'quotes.err.unknownGpu'],
    ['gpuCount', '2.5', 'quotes.err.integer'],
    ['gpuCount', '0', 'quotes.err.range'],
    ['price', 'abc', 'quotes.err.number'],
    ['price', '12,5', 'quotes.err.decimalComma'],
    ['price', '¥12', 'quotes.err.currencySymbol'],
    ['price', '12 元', 'quotes.err.currencySymbol'],
    ['price', '-3', 'quotes.err.positive'],
    ['price', '0', 'quotes.err.positive'],
    ['price', '1.2.3', 'quotes.err.number'],
    ['price', '20000000', 'quotes.err.max'],
    ['per', 'week', 'quotes.err.oneOf'],
    ['currency', 'EUR', 'quotes.err.oneOf'],
    ['spot', 'cheap', 'quotes.err.number'],
    ['regionGroup', '', 'quotes.err.required'],
    ['region', 'two\nlines', 'quotes.err.oneLine'],
    ['asOf', '2025-02-30', 'quotes.err.date'],
    ['asOf', '2025-07-01', 'quotes.err.futureDate'],
    ['id', 'My Id', 'quotes.err.slug'],
    ['providerId', 'Huawei', 'quotes.err.providerId'],
    ['overrides', 'aliyun:nothing@here', 'quotes.err.unknownOffer'],
    ['note', 'n'.repeat(501), 'quotes.err.tooLong'],
  ])('%s = %j fails with %s', (field, value, key) => {
    const result = validateQuote({ ...draft, [field]: value }, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ field, key })]);
  });

  it.each([
    ['price', '1,200.50', 1200.5],
    ['price', '１２．５', 12.5],
    ['price', ' 2,000 ', 2000],
    ['price', '1e3', 1000],
    ['spot', '１，５００', 1500],
    ['gpuCount', '８', 8],
  ])('%s = %j reads as %s (the one number grammar)', (field, value, expected) => {
    const result = validateQuote({ ...draft, [field]: value }, ctx);
    expect(result.ok && result.quote[field as 'price']).toBe(expected);
  });

  it('takes a region as free text on one line', () => {
    const result = validateQuote({ ...draft, region: 'Beijing office' }, ctx);
    expect(result.ok && result.quote.region).toBe('Beijing office');
  });

  it('reports every bad field at once', () => {
    const result = validateQuote({ ...draft, price: 'x', gpu: '', currency: 'EUR' }, ctx);
    expect(result.ok ? [] : result.errors.map((e) => e.field).sort()).toEqual([
      'currency',
      'gpu',
      'price',
    ]);
  });

  it('warns, without refusing, when spot costs more than on-demand', () => {
    const result = validateQuote({ ...draft, spot: '61' }, ctx);
    expect(result.ok && result.warnings.map((w) => w.key)).toEqual(['quotes.err.spotAbove']);
  });

  it('takes the facts of a re-priced catalog offer from the catalog', () => {
    const result = validateQuote({ overrides: ALIYUN_A100, price: '25', currency: 'CNY' }, ctx);
    expect(result.ok && result.quote).toEqual({
      id: 'alibaba-cloud-ecs-gn7e-c16g1-4xlarge-cn-hangzhou',
      provider: 'Alibaba Cloud',
      providerId: 'aliyun',
      instanceType: 'ecs.gn7e-c16g1.4xlarge',
      gpu: 'a100-80gb-sxm',
      gpuCount: 1,
      price: 25,
      per: 'hour',
      currency: 'CNY',
      spot: null,
      gpuLink: null,
      fabric: null,
      regionGroup: 'cn',
      region: 'cn-hangzhou',
      billing: null,
      overrides: ALIYUN_A100,
      asOf: '2025-06-30',
      note: '',
    });
  });
});

describe('quote ids in links', () => {
  it('keeps quote:<id> in sel, like catalog offer ids', () => {
    const { state, notices } = decode('v=1&sel=quote:huawei-p3,aliyun:a@b');
    expect(state.sel).toEqual(['aliyun:a@b', 'quote:huawei-p3']);
    expect(notices).toEqual([]);
    expect(decode('v=1&sel=quote:Not_A_Slug').state.sel).toEqual([]);
  });
});
