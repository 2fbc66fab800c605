import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_DEFAULTS,
  GUIDE_PARAMS,
  formatParam,
  parseGuideParams,
  toExtra,
  validate,
} from '../../../src/state/guide-params';

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
    const { values, notices } = parseGuideParams({
      'g.use': '100',
      'g.hw': 'lots',
      'g.gpus': '1.5',
      'g.trend': '-95',
      'g.share': '101',
      'g.ttype': 'video',
      'g.price': '1e3',
      'b.sort': 'price',
    });
    expect(values['g.use']).toBe(100);
    expect(values['g.hw']).toBe(100_000);
    expect(values['g.price']).toBe(12);
    expect(notices).toEqual([
      { param: 'g.hw', value: 'lots', problem: { reason: 'number' } },
      { param: 'g.gpus', value: '1.5', problem: { reason: 'int' } },
      { param: 'g.price', value: '1e3', problem: { reason: 'number' } },
      { param: 'g.trend', value: '-95', problem: { reason: 'min', bound: -90 } },
      { param: 'g.share', value: '101', problem: { reason: 'max', bound: 100 } },
      { param: 'g.ttype', value: 'video', problem: { reason: 'choice' } },
    ]);
  });

  it('months used beyond the term are refused', () => {
    const { values, notices } = parseGuideParams({ 'g.sterm': '3', 'g.sused': '6' });
    expect(values['g.sused']).toBe(3);
    expect(notices).toEqual([
      { param: 'g.sused', value: '6', problem: { reason: 'max', bound: 3 } },
    ]);
  });

  it('writes defaults as removals and numbers in short decimal form', () => {
    expect(toExtra('g.hw', 100_000)).toEqual({ 'g.hw': null });
    expect(toExtra('g.hw', 250_000)).toEqual({ 'g.hw': '250000' });
    expect(toExtra('g.trend', -25)).toEqual({ 'g.trend': '-25' });
    expect(toExtra('g.tratio', null)).toEqual({ 'g.tratio': null });
    expect(formatParam(0.1 + 0.2)).toBe('0.3');
    expect(formatParam(0.0000001)).toBe('0');
  });

  it('every value in range survives a write and a read', () => {
    const numeric = Object.entries(GUIDE_PARAMS).filter(([, s]) => s.kind !== 'choice');
    fc.assert(
      fc.property(
        fc.constantFrom(...numeric),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([key, spec], t) => {
          const s = spec as { min: number; max: number; int?: boolean };
          let v = s.min + (s.max - s.min) * t;
          v = s.int ? Math.round(v) : Number(v.toFixed(6));
          const r = validate(key as 'g.hw', formatParam(v));
          expect(r).toEqual({ ok: true, value: v });
        },
      ),
    );
  });

  it('defaults are within their own ranges', () => {
    for (const [key, spec] of Object.entries(GUIDE_PARAMS)) {
      const def = GUIDE_DEFAULTS[key as keyof typeof GUIDE_DEFAULTS];
      if (def === null) continue;
      expect(validate(key as 'g.hw', formatParam(def)).ok, key).toBe(true);
      expect(spec.def).toBe(def);
    }
  });
});
