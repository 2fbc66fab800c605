import { describe, expect, it } from 'vitest';
import { readStoredQuotes, writeStoredQuotes } from '../../../src/domain/quotes';
import { huaweiQuote } from './fixtures';

describe('stored quotes', () => {
  it('reads back what it wrote', () => {
    expect(readStoredQuotes(writeStoredQuotes([huaweiQuote]))).toEqual({
      status: 'ok',
      quotes: [huaweiQuote],
    });
  });

  it('reads nothing stored as empty', () => {
    expect(readStoredQuotes(null)).toEqual({ status: 'empty', quotes: [] });
  });

  it.each([
    ['not JSON', '{"version":1,"quotes":['],
    ['no version', '{"quotes":[]}'],
    ['quotes not a list', '{"version":1,"quotes":{}}'],
    ['an unknown older version', '{"version":0,"quotes":[]}'],
    ['a list', '[]'],
  ])('calls %s corrupted', (_name, raw) => {
    expect(readStoredQuotes(raw)).toEqual({ status: 'corrupted', quotes: [] });
  });

  it('keeps the valid quotes and counts the others', () => {
    const raw = JSON.stringify({
      version: 1,
      quotes: [huaweiQuote, { ...huaweiQuote, id: 'x', price: 'free' }, huaweiQuote],
    });
    expect(readStoredQuotes(raw)).toEqual({ status: 'partial', quotes: [huaweiQuote], dropped: 2 });
  });

  it('leaves data of a newer app version alone', () => {
    expect(readStoredQuotes('{"version":7,"quotes":[]}')).toEqual({
      status: 'newer',
      quotes: [],
      version: 7,
    });
  });
});
