/**
 * Defaults that depend on other answers: a team's preset (`pt` for AI R&D) and the serving month
 * (`work=730` for `wl=infer`) read the same from a link that leaves them out as from one that
 * spells them, and are left out when written; `loc` is read and written as given.
 */
import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../../src/domain/share/codec';

const profile = (link: string) => decode(link).state.profile;

describe('defaults that follow another answer', () => {
  it('a link for AI R&D without pt requires whole GPUs, and writes none', () => {
    expect(profile('?v=1&team=rnd').pt).toBe(true);
    expect(encode(decode('?v=1&team=rnd&pt=1').state)).toBe('v=1&team=rnd');
  });

  it('an AI R&D link that allows vGPU shares says so', () => {
    const { state } = decode('?v=1&team=rnd&pt=0');
    expect(state.profile.pt).toBe(false);
    expect(encode(state)).toBe('v=1&team=rnd&pt=0');
  });

  it('other teams do not require whole GPUs nor a billing step', () => {
    for (const team of ['startup', 'hpc', 'individual', 'enterprise']) {
      expect(profile(`?v=1&team=${team}`)).toMatchObject({ pt: false, bill: 'any', ib: null });
    }
  });

  it('a refused pt falls back to the team preset', () => {
    expect(profile('?v=1&team=rnd&pt=maybe').pt).toBe(true);
  });

  it('serving runs a month (730 h) unless the link says otherwise', () => {
    expect(profile('?v=1&wl=infer').work).toBe(730);
    expect(profile('?v=1&wl=train').work).toBe(72);
    expect(encode(decode('?v=1&wl=infer&work=730').state)).toBe('v=1&wl=infer');
    expect(encode(decode('?v=1&wl=infer&work=72').state)).toBe('v=1&wl=infer&work=72');
  });

  it('reads and writes where the team is', () => {
    expect(profile('?v=1&loc=cn').loc).toBe('cn');
    expect(profile('?v=1&loc=global').loc).toBe('global');
    expect(profile('?v=1').loc).toBeNull();
    expect(decode('?v=1&loc=mars').notices.map((n) => n.param)).toEqual(['loc']);
    expect(encode(decode('?v=1&loc=cn').state)).toBe('v=1&loc=cn');
  });
});
