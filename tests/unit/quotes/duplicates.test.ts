import { describe, expect, it } from 'vitest';
import { findDuplicates, mergeQuotes, type Quote } from '../../../src/domain/quotes';
import { huaweiQuote } from './fixtures';

const a: Quote = huaweiQuote;
const b: Quote = { ...huaweiQuote, id: 'desk', instanceType: 'desk box', gpu: 'rtx-3090-24gb' };
const sameId: Quote = { ...a, price: 55 };
const sameOffer: Quote = { ...a, id: 'huawei-again', price: 50 };
const fresh: Quote = { ...b, id: 'other', instanceType: 'other box' };

describe('duplicates', () => {
  it('finds quotes with the same id or for the same instance', () => {
    expect(findDuplicates([a, b], [sameId, sameOffer, fresh])).toEqual([
      { incoming: sameId, existing: a, reason: 'id' },
      { incoming: sameOffer, existing: a, reason: 'same-offer' },
    ]);
  });

  it('keep both: adds them, with a fresh id when theirs is taken', () => {
    expect(mergeQuotes([a, b], [sameId, sameOffer, fresh], () => 'keep-both')).toEqual([
      a,
      b,
      { ...sameId, id: `${a.id}-2` },
      sameOffer,
      fresh,
    ]);
  });

  it('replace: puts them in place of the existing quote, keeping its id', () => {
    expect(mergeQuotes([a, b], [sameOffer, fresh], () => 'replace')).toEqual([
      { ...sameOffer, id: a.id },
      b,
      fresh,
    ]);
  });

  it('skip: leaves existing quotes untouched and adds only new ones', () => {
    expect(mergeQuotes([a, b], [sameId, sameOffer, fresh], () => 'skip')).toEqual([a, b, fresh]);
  });

  it('asks once per duplicate', () => {
    const asked: string[] = [];
    mergeQuotes([a], [sameId, fresh], (d) => {
      asked.push(d.incoming.id);
      return 'skip';
    });
    expect(asked).toEqual([a.id]);
  });
});
