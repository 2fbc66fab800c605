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

  it('drops an unknown id with a notice naming the closest ids', () => {
    const d = decode('?v=1&model=llama-3-70b');
    expect(d.state.profile.model).toBeNull();
    expect(encode(d.state)).toBe('v=1');
    expect(d.notices).toHaveLength(1);
    const n = d.notices[0];
    expect(n?.param).toBe('model');
    expect(n?.code).toBe('unknown-model');
    expect(n?.reason).toMatch(/^not a model in the catalog; closest: .*llama-3\.1-70b/);
    expect(String(n?.values.closest)).toContain('llama-3.3-70b');
  });
});
