/**
 * The head of the list holds distinct choices: the first pick again in a dearer box of the same
 * provider (more vCPUs, or GPUs the job does not use) waits until the head is full, and says so.
 */
import { describe, expect, it } from 'vitest';
import { rank } from '../../../src/domain/engine';
import { makeCatalog, OPTIONS, profile, type OfferSpec } from './fixtures';

const FIRST: OfferSpec = {
  provider: 'lambda',
  type: 'a100-small',
  gpu: 'a100-80gb-sxm',
  onDemand: 1.8,
};
// The same A100 in a box with more CPUs: 10 % dearer, no faster.
const BIGGER: OfferSpec = { ...FIRST, type: 'a100-big', onDemand: 1.98 };
const H100: OfferSpec = { provider: 'aws', type: 'h100-one', gpu: 'h100-80gb-sxm', onDemand: 4.5 };
// An A10 at 1.2 per hour: 0.4 of an A100's speed (124.8 / 312 TFLOPS), 250 h and 300 for the job.
const A10: OfferSpec = { provider: 'aws', type: 'a10-one', gpu: 'a10-24gb', onDemand: 1.2 };

// A 7B job told to need 20 GiB, so every fixture GPU (the A10 has 24) holds it.
const job = profile({ wl: 'train', model: 7, mem: 20, work: 100 });
const head = (specs: OfferSpec[]) => {
  const r = rank(job, makeCatalog(specs), OPTIONS);
  return r.ranked.map((e) => ({ id: e.offerId, keys: e.reasons.map((m) => m.key), e }));
};

describe('distinct choices first', () => {
  it('a dearer box with the same GPUs as #1 follows the next different choices, and says whose variant it is', () => {
    const list = head([FIRST, BIGGER, H100]);
    const ids = list.map((x) => x.id);
    // The H100 saves 54.5 h of waiting for 25 more: worth it at any value of an hour above 0.46.
    expect(ids[0]).toBe('aws:h100-one@r1');
    expect(ids.indexOf('lambda:a100-small@r1')).toBeLessThan(ids.indexOf('lambda:a100-big@r1'));
    // The A100 boxes cost 180 and 198 for 100 h; the H100 (2.2 times as fast, measured) finishes
    // in 45.5 h for 205, so the variant does not dominate it and it may come first.
    expect(ids.indexOf('lambda:a100-big@r1')).toBeGreaterThan(ids.indexOf('aws:h100-one@r1'));
    const variant = list.find((x) => x.id === 'lambda:a100-big@r1');
    expect(variant?.keys[0]).toBe('engine.reason.variant');
    expect(variant?.e.reasons[0]?.values).toMatchObject({
      offer: 'lambda:a100-small@r1',
      percent: 10,
    });
  });

  it('stays above a different choice it beats on both counts, and says why', () => {
    // The A10 takes 250 h for 300; the dearer A100 box does the job in 100 h for 198, at least
    // as fast for more than 20 % less, so it keeps its place above the A10.
    const list = head([FIRST, BIGGER, A10]);
    expect(list.map((x) => x.id)).toEqual([
      'lambda:a100-small@r1',
      'lambda:a100-big@r1',
      'aws:a10-one@r1',
    ]);
    expect(list[1]?.keys[0]).toBe('engine.reason.variant-kept');
  });

  it('a variant that waited past one different choice and stays above the next says it moved', () => {
    // Speed alone decides the score. The A100 boxes take 100 h (180 and 198); an A10 at 0.3 per
    // hour takes 250 h for 75, and another at 1.2 takes 250 h for 300. The dearer A100 box does not
    // beat the first A10 on cost (198 against 75), so that A10 goes past it; it beats the second
    // (as fast, 198 ≤ 0.8 × 300 = 240), so it stays above that one, in third place, and says it
    // was moved down.
    const cheapA10: OfferSpec = { ...A10, type: 'a10-cheap', onDemand: 0.3 };
    const dearA10: OfferSpec = { ...A10, provider: 'lambda', type: 'a10-dear', onDemand: 1.2 };
    const r = rank(
      profile({ ...job, w: [100, 0, 0] }),
      makeCatalog([FIRST, BIGGER, cheapA10, dearA10]),
      OPTIONS,
    );
    expect(r.ranked.map((e) => e.offerId)).toEqual([
      'lambda:a100-small@r1',
      'aws:a10-cheap@r1',
      'lambda:a100-big@r1',
      'lambda:a10-dear@r1',
    ]);
    expect(r.ranked[2]?.reasons[0]?.key).toBe('engine.reason.variant');
  });

  it('of two variants placed together, only the one a different choice went past has moved', () => {
    // Speed alone decides the score; a 10 GiB job fits every GPU here. The A100 boxes take 100 h
    // (180 and 198); A10s take 250 h, at 0.3 (75) and in a dearer box at 0.33 (82.5); a T4
    // (65 / 312 of an A100) takes 480 h at 0.6 an hour (288). The first A10 goes past the dearer
    // A100 box (198 against 75); the dearer A10 box waits behind the first A10 with nothing
    // going past it. Both beat the T4 on time and cost (198 and 82.5 ≤ 0.8 × 288 = 230.4), so
    // both stay above it: the A100 box has moved, the A10 box has kept its place.
    const cheapA10: OfferSpec = { ...A10, onDemand: 0.3 };
    const biggerA10: OfferSpec = { ...A10, type: 'a10-big', onDemand: 0.33 };
    const t4: OfferSpec = { provider: 'hourly', type: 't4.xl', gpu: 't4-16gb', onDemand: 0.6 };
    const r = rank(
      profile({ ...job, mem: 10, w: [100, 0, 0] }),
      makeCatalog([FIRST, BIGGER, cheapA10, biggerA10, t4]),
      OPTIONS,
    );
    expect(r.ranked.map((e) => [e.offerId, e.reasons[0]?.key])).toEqual([
      ['lambda:a100-small@r1', expect.not.stringMatching(/variant/)],
      ['aws:a10-one@r1', expect.not.stringMatching(/variant/)],
      ['lambda:a100-big@r1', 'engine.reason.variant'],
      ['aws:a10-big@r1', 'engine.reason.variant-kept'],
      ['hourly:t4.xl@r1', expect.not.stringMatching(/variant/)],
    ]);
  });

  it('a box with more GPUs that make the job faster is a different choice', () => {
    const two: OfferSpec = { ...FIRST, type: 'a100-two', count: 2, onDemand: 3.6 };
    const list = head([FIRST, two, H100]);
    const entry = list.find((x) => x.id === 'lambda:a100-two@r1');
    expect(entry?.keys.some((k) => k.startsWith('engine.reason.variant'))).toBe(false);
  });
});
