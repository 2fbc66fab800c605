import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportCsv, exportJson, importQuotesFile, type Quote } from '../../../src/domain/quotes';
import { quotesArb } from './arbitraries';
import { bytes, ctx } from './fixtures';
import { propertyRuns } from '../property-runs';

const back = (text: string, name: string) =>
  importQuotesFile(bytes(text), name, ctx).valid.map((v) => v.quote);

describe('export: properties', () => {
  it('CSV and JSON both come back as the same quotes', () => {
    fc.assert(
      fc.property(
        quotesArb.filter((qs) => qs.length > 0),
        (quotes: Quote[]) => {
          expect(back(exportCsv(quotes), 'q.csv')).toEqual(quotes);
          expect(back(exportJson(quotes), 'q.json')).toEqual(quotes);
        },
      ),
      { numRuns: propertyRuns(150) },
    );
  });
});
