import { describe, expect, it } from 'vitest';
import {
  GUIDE_DEFAULTS,
  GUIDE_PARAMS,
  checkGuide,
  formatParam,
  guideEntries,
  guideLink,
  parseGuideParams,
} from '../../../src/domain/share/guide-params';
import { DEFAULT_LINK_STATE } from '../../../src/domain/share/profile';

const codes = (extra: Record<string, string>) =>
  parseGuideParams(extra).notices.map((n) => [n.param, n.value, n.code, n.fallback]);

describe('guide link parameters', () => {
  it('an empty link gives the guide’s defaults and no notices', () => {
    const { values, notices } = parseGuideParams({});
    expect(notices).toEqual([]);
    expect(values['g.hw']).toBe(100_000);
    expect(values['g.price']).toBe(12);
    expect(values['g.ttype']).toBe('weights');
    expect(values['g.tratio']).toBeNull();
  });

  it('reads valid values and replaces invalid ones by the default, with a notice each', () => {
    const extra = {
      'g.use': '100',
      'g.hw': 'lots',
      'g.gpus': '1.5',
      'g.trend': '-95',
      'g.share': '101',
      'g.ttype': 'video',
      'g.price': '1e3',
      'g.job': '1,000',
      'g.tgb': '２０',
      'g.cloud': '12.96',
      'b.sort': 'price',
    };
    const { values } = parseGuideParams(extra);
    expect(values['g.use']).toBe(100);
    expect(values['g.hw']).toBe(100_000);
    expect(values['g.price']).toBe(1000);
    expect(values['g.job']).toBe(1000);
    expect(values['g.tgb']).toBe(20);
    expect(codes(extra)).toEqual([
      ['g.hw', 'lots', 'not-a-number', '100000'],
      ['g.gpus', '1.5', 'not-an-integer', '1'],
      ['g.trend', '-95', 'too-small', '0'],
      ['g.share', '101', 'too-large', '50'],
      ['g.ttype', 'video', 'not-one-of', 'weights'],
      ['g.cloud', '12.96', 'unknown-param', undefined],
    ]);
  });

  it('months used beyond the term are refused', () => {
    const { values } = parseGuideParams({ 'g.sterm': '3', 'g.sused': '6' });
    expect(values['g.sused']).toBe(3);
    expect(codes({ 'g.sterm': '3', 'g.sused': '6' })).toEqual([['g.sused', '6', 'too-large', '3']]);
  });

  it('writes defaults as removals and numbers in short decimal form', () => {
    expect(guideEntries({ 'g.hw': 100_000 })).toEqual({ 'g.hw': null });
    expect(guideEntries({ 'g.hw': 250_000 })).toEqual({ 'g.hw': '250000' });
    expect(guideEntries({ 'g.trend': -25 })).toEqual({ 'g.trend': '-25' });
    expect(guideEntries({ 'g.tratio': null })).toEqual({ 'g.tratio': null });
    expect(formatParam(0.1 + 0.2)).toBe('0.3');
    expect(formatParam(0.0000001)).toBe('0');
  });

  it('other views open the guide through its own parameters', () => {
    const link = guideLink(
      { ...DEFAULT_LINK_STATE, extra: { 'g.src': 'a100', 'b.sort': 'spot' } },
      { 'g.price': 12.96, 'g.src': 'guide' },
    );
    expect(link.view).toBe('guide');
    expect(link.extra).toEqual({ 'b.sort': 'spot', 'g.price': '12.96' });
    expect(parseGuideParams(link.extra).values['g.price']).toBe(12.96);
  });

  it('defaults are within their own ranges', () => {
    for (const key of Object.keys(GUIDE_PARAMS) as (keyof typeof GUIDE_PARAMS)[]) {
      const def = GUIDE_DEFAULTS[key];
      if (def === null) continue;
      expect(checkGuide(key, formatParam(def)).ok, key).toBe(true);
    }
  });
});
