import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../../src/domain/share/codec';
import { DEFAULT_LINK_STATE } from '../../../src/domain/share/profile';
import { useLinkStore, withCurrency } from '../../../src/state/link-store';

const store = () => useLinkStore.getState();

describe('link store', () => {
  it('switching the currency converts the budget at the dataset rate (7.2 CNY per USD)', () => {
    store().patchProfile({ budget: 720 });
    store().setCurrency('USD');
    expect(store().link.cur).toBe('USD');
    expect(store().link.profile.budget).toBeCloseTo(100, 10);
    store().setCurrency('CNY');
    expect(store().link.profile.budget).toBeCloseTo(720, 10);
  });

  it('uses the link’s own rate when it has one', () => {
    store().setLink({ ...DEFAULT_LINK_STATE, fx: 8, cur: 'USD' });
    store().patchProfile({ budget: 50 });
    store().setCurrency('CNY');
    expect(store().link.profile.budget).toBe(400);
  });

  it('without a budget only the currency changes', () => {
    store().setCurrency('USD');
    expect(store().link.profile.budget).toBeNull();
    expect(encode(store().link)).toBe('v=1&cur=USD');
  });

  it('keeps a converted budget within the allowed range', () => {
    const link = { ...DEFAULT_LINK_STATE, cur: 'USD' as const };
    const big = withCurrency({ ...link, profile: { ...link.profile, budget: 1e9 } }, 'CNY');
    expect(big.profile.budget).toBe(1e9);
  });

  it('keeps the state normalised, so the link it writes reads back the same', () => {
    store().patchProfile({ prov: ['runpod', 'aws', 'aws'], prec: 'bf16', nodes: 2, ib: true });
    const { link } = store();
    expect(link.profile.prov).toEqual(['aws', 'runpod']);
    expect(link.profile.prec).toBeNull();
    expect(link.profile.ib).toBeNull();
    expect(decode(encode(link)).state).toEqual(link);
  });
});

describe('store reset between tests (__mocks__/zustand.ts)', () => {
  it('a test may change a store…', () => {
    store().setLang('zh');
    expect(store().link.lang).toBe('zh');
  });

  it('…and the next one starts from the initial state', () => {
    expect(store().link).toEqual(DEFAULT_LINK_STATE);
  });
});
