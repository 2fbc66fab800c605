import { describe, expect, it } from 'vitest';
import { decodeQuotesParam, encodeQuotesParam, type Quote } from '../../../src/domain/quotes';
import { MAX_QUOTES_LENGTH } from '../../../src/domain/share/params';
import { fromBase64url, toBase64url } from '../../../src/domain/quotes/base64url';
import { ALIYUN_A100, huaweiQuote } from './fixtures';

const encoded = (quotes: readonly Quote[]) => {
  const e = encodeQuotesParam(quotes);
  if (!e.ok) throw new Error('too long');
  return e.q;
};
const withoutNotes = (quotes: readonly Quote[]) => quotes.map((q) => ({ ...q, note: '' }));

describe('base64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
    // UTF-8 E4 B8 AD
    ['中', '5Lit'],
    // 3F 3F 3F / 3F 3F 3E: standard base64 would end in / and +
    ['???', 'Pz8_'],
    ['??>', 'Pz8-'],
  ])('%j ⇄ %j', (text, b64) => {
    expect(toBase64url(text)).toBe(b64);
    expect(fromBase64url(b64)).toBe(text);
  });

  it('refuses letters outside the alphabet, a lone last letter and invalid UTF-8', () => {
    expect(fromBase64url('Zm9v!')).toBeNull();
    expect(fromBase64url('Zm9vY')).toBeNull();
    expect(fromBase64url('_w')).toBeNull();
  });
});

describe('quotes in the link', () => {
  it('writes a short versioned value that leaves out notes and default ids', () => {
    const q = encoded([huaweiQuote]);
    expect(q).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const json = fromBase64url(q.slice(2));
    expect(JSON.parse(json ?? '')).toEqual([
      [
        0,
        'Huawei Cloud',
        'huawei',
        'p2v.8xlarge.8',
        'v100-32gb-sxm2',
        4,
        60,
        'h',
        'C',
        0,
        'n',
        0,
        'c',
        0,
        0,
        0,
        20250601,
      ],
    ]);
    expect(decodeQuotesParam(q)).toEqual({ quotes: withoutNotes([huaweiQuote]), notices: [] });
  });

  it('carries re-priced catalog offers', () => {
    const mine = {
      ...huaweiQuote,
      id: 'mine',
      overrides: ALIYUN_A100,
      spot: 3.5,
      billing: 'second' as const,
    };
    expect(decodeQuotesParam(encoded([mine])).quotes).toEqual(withoutNotes([mine]));
  });

  it('refuses too many quotes with their size and the limit', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...huaweiQuote,
      id: `quote-number-${i}`,
    }));
    const e = encodeQuotesParam(many);
    expect(e.ok).toBe(false);
    if (!e.ok) {
      expect(e.count).toBe(40);
      expect(e.max).toBe(MAX_QUOTES_LENGTH);
      expect(e.length).toBeGreaterThan(MAX_QUOTES_LENGTH);
    }
  });

  it('reports unreadable values', () => {
    const reason = (q: string) => decodeQuotesParam(q).notices.map((n) => n.code);
    expect(reason('2.W10')).toEqual(['quotes-version']);
    expect(reason('nothing')).toEqual(['quotes-unreadable']);
    expect(reason('1.%%%')).toEqual(['quotes-unreadable']);
    expect(reason(`1.${toBase64url('{"a":1}')}`)).toEqual(['quotes-unreadable']);
    expect(reason(`1.${'A'.repeat(MAX_QUOTES_LENGTH)}`)).toEqual(['too-long']);
  });

  it('drops invalid or repeated quotes and keeps the rest', () => {
    const good = JSON.parse(fromBase64url(encoded([huaweiQuote]).slice(2)) ?? '[]')[0];
    const bad = [...good];
    bad[6] = -5;
    const q = `1.${toBase64url(JSON.stringify([bad, good, good]))}`;
    const { quotes, notices } = decodeQuotesParam(q);
    expect(quotes).toEqual(withoutNotes([huaweiQuote]));
    expect(notices.map((n) => [n.param, n.value, n.code, n.reason])).toEqual([
      ['q', '#1', 'invalid-quote', 'not a valid quote'],
      ['q', huaweiQuote.id, 'repeated-id', 'a quote with this id came earlier'],
    ]);
  });
});
