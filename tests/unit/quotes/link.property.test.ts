import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeQuotesParam, encodeQuotesParam, type Quote } from '../../../src/domain/quotes';
import { quotesArb } from './arbitraries';
import { propertyRuns } from '../property-runs';

const withoutNotes = (quotes: readonly Quote[]) => quotes.map((q) => ({ ...q, note: '' }));
const byId = (quotes: readonly Quote[]) => [...quotes].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('quotes in the link: properties', () => {
  it('round-trips any quotes but their notes, whatever their order', () => {
    fc.assert(
      fc.property(quotesArb, (quotes) => {
        const e = encodeQuotesParam(quotes);
        fc.pre(e.ok);
        if (!e.ok) return;
        expect(decodeQuotesParam(e.q)).toEqual({ quotes: byId(withoutNotes(quotes)), notices: [] });
        const reversed = encodeQuotesParam([...quotes].reverse());
        expect(reversed.ok && reversed.q).toBe(e.q);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => decodeQuotesParam(s)).not.toThrow();
      }),
    );
  });
});
