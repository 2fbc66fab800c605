import { describe, expect, it } from 'vitest';
import { rank } from '../../../src/domain/engine';
import { OPTIONS, makeCatalog, profile } from './fixtures';

/**
 * A LoRA fine-tune of Llama 3.1 8B needs about 19.6 GiB (15 GiB of BF16 weights, the adapters,
 * activations and runtime): more than one 16 GB T4 holds, so four T4s run it only sharded, while
 * one 24 GB A10 or 80 GB A100 holds it whole.
 */
const catalog = makeCatalog([
  { provider: 'hourly', type: 't4.4x', gpu: 't4-16gb', count: 4, onDemand: 1 },
  { provider: 'hourly', type: 'a10.1x', gpu: 'a10-24gb', onDemand: 1.2 },
  { provider: 'lambda', type: 'gpu_2x_a100', gpu: 'a100-80gb-sxm', count: 2, onDemand: 3.6 },
]);
const fineTune = profile({ wl: 'finetune', model: 'llama-3.1-8b', ft: 'lora', work: 10 });

const warned = (id: string, p = fineTune) =>
  rank(p, catalog, OPTIONS)
    .ranked.find((e) => e.offerId === id)
    ?.warnings.find((w) => w.key === 'engine.warning.sharded');

describe('a fine-tune no single GPU holds', () => {
  it('is said to run only sharded, with each GPU’s memory against the need', () => {
    const w = warned('hourly:t4.4x@r1');
    expect(w?.values).toMatchObject({ gpus: 4 });
    expect(Number(w?.values.capacity)).toBeLessThan(Number(w?.values.need));
    expect(Number(w?.values.need)).toBeGreaterThan(16);
  });

  it('is not said where one GPU holds the whole job', () => {
    expect(rank(fineTune, catalog, OPTIONS).ranked.map((e) => e.offerId)).toEqual(
      expect.arrayContaining(['hourly:a10.1x@r1', 'lambda:gpu_2x_a100@r1']),
    );
    expect(warned('hourly:a10.1x@r1')).toBeUndefined();
    expect(warned('lambda:gpu_2x_a100@r1')).toBeUndefined();
  });

  it('is not said for full training, where sharding is the norm', () => {
    const train = profile({ wl: 'train', model: 'llama-3.1-8b', work: 10 });
    const entries = rank(train, catalog, OPTIONS).ranked;
    expect(entries.some((e) => e.warnings.some((w) => w.key === 'engine.warning.sharded'))).toBe(
      false,
    );
  });
});
