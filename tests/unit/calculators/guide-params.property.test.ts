import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUIDE_PARAMS, checkGuide, formatParam } from '../../../src/domain/share/guide-params';

describe('guide link parameters: properties', () => {
  it('every value in range survives a write and a read', () => {
    const numeric = Object.entries(GUIDE_PARAMS).filter(([, row]) => row.range !== undefined);
    fc.assert(
      fc.property(
        fc.constantFrom(...numeric),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([key, row], t) => {
          const s = row.range!;
          let v = s.min + (s.max - s.min) * t;
          v = s.integer ? Math.round(v) : Number(v.toFixed(6));
          expect(checkGuide(key as 'g.hw', formatParam(v))).toEqual({ ok: true, value: v });
        },
      ),
    );
  });
});
