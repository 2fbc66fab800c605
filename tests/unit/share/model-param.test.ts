import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../../src/domain/share/codec';

describe('model= takes a catalog id or a size', () => {
  it('keeps a known id, written lowercase', () => {
    const d = decode('?v=1&model=Llama-3.1-70B');
    expect(d.state.profile.model).toBe('llama-3.1-70b');
    expect(d.notices).toEqual([]);
    expect(encode(d.state)).toBe('v=1&model=llama-3.1-70b');
  });

  it('keeps a numeric size as before', () => {
    const d = decode('?v=1&model=70');
    expect(d.state.profile.model).toBe(70);
    expect(encode(d.state)).toBe('v=1&model=70');
  });

  it('keeps an unknown id as given, without a notice: the ranking says it is unknown', () => {
    const d = decode('?v=1&model=Llama-9-70B');
    expect(d.state.profile.model).toBe('llama-9-70b');
    expect(d.notices).toEqual([]);
    // whoever opens the link reads the same id, so sees the same refusal
    expect(encode(d.state)).toBe('v=1&model=llama-9-70b');
    expect(decode(encode(d.state)).state).toEqual(d.state);
  });

  it.each([
    ['0', 'zero'],
    ['-5', 'negative'],
    ['20000', 'too-large'],
    ['0.001', 'too-small'],
    ['llama 3!', 'bad-model'],
  ])('keeps an impossible size or malformed text (%s) as text, with a notice', (raw, code) => {
    const d = decode(`?v=1&model=${encodeURIComponent(raw)}`);
    expect(d.notices.map((n) => [n.param, n.code])).toEqual([['model', code]]);
    // kept as text, never as a number: nothing reads it as a size
    expect(d.state.profile.model).toBe(raw);
    const again = decode(encode(d.state));
    expect(again.state).toEqual(d.state);
    expect(again.notices.map((n) => n.code)).toEqual([code]);
  });

  it('an empty model is no model', () => {
    const d = decode('?v=1&model=');
    expect(d.state.profile.model).toBeNull();
    expect(encode(d.state)).toBe('v=1');
  });
});
