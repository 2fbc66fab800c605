import { describe, expect, it } from 'vitest';
import { memoryFit, memoryNeed, rank } from '../../../src/domain/engine';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { makeCatalog, OPTIONS, profile } from './fixtures';

const GIB = 2 ** 30;
/** KV cache of one token, bytes: 2 (key, value) × layers × KV heads × head size × bytes. */
const kvPerToken = (layers: number, kvHeads: number, headDim: number, bytes: number) =>
  2 * layers * kvHeads * headDim * bytes;

describe('memory need (docs/engine.md §1, worked examples)', () => {
  it('7B inference at seq 2048 needs about 17.3 GiB, sized as a 7B-class architecture', () => {
    // A size takes the architecture of the catalog's dense GQA models near it (7B: 32 layers,
    // hidden 4096, 8 KV heads × 128, as Mistral-7B, InternLM2.5-7B and Llama-3.1-8B have).
    // vLLM: weights 7e9 × 2 B = 13.0385 GiB, KV 2 × 32 × 8 × 128 × 2 B × 2048 = 0.25 GiB,
    // activations of a 2048-token batch 2048 × 4096 × 34 B = 0.2656 GiB, runtime 2 GiB; the
    // engine uses 90 % of the GPU: (13.0385 + 0.25 + 0.2656 + 2) ÷ 0.9 = 17.2824 GiB
    const need = memoryNeed(profile({ wl: 'infer', model: 7 }));
    const expected =
      ((7e9 * 2 + kvPerToken(32, 8, 128, 2) * 2048 + 2048 * 4096 * 34) / GIB + 2) / 0.9;
    expect(need?.gib).toBeCloseTo(expected, 6);
    expect(expected).toBeCloseTo(17.2824, 4);
    expect(need?.basis).toBe('estimated');
  });

  it('7B inference does not fit a 16 GB card and fits a 24 GB one', () => {
    expect(memoryFit(16, 17.2824, 1.1)).toBe('no');
    expect(memoryFit(24, 17.2824, 1.1)).toBe('fits');
  });

  it('70B full training needs about 1046 GiB: tight on 8×H200, not on 8×A100 80GB', () => {
    // 70e9 × 16 B / 2^30 = 1043.0813; activations with checkpointing on a 70B-class architecture
    // (80 layers, hidden 8192): 2048 tokens × 8192 × (2 B × 80 layers + 34 B) = 3.0313 GiB
    const need = memoryNeed(profile({ wl: 'train', model: 70 }));
    expect(need?.gib).toBeCloseTo((70e9 * 16 + 2048 * 8192 * (2 * 80 + 34)) / GIB, 6);
    expect(memoryFit(8 * 141, need?.gib ?? 0, 1.1)).toBe('tight');
    expect(memoryFit(8 * 80, need?.gib ?? 0, 1.1)).toBe('no');
    expect(memoryFit(8 * 192, need?.gib ?? 0, 1.1)).toBe('fits');
  });

  it('LoRA fine-tuning of 7B at seq 2048 needs about 16.1 GiB: rank-16 adapters on every projection', () => {
    // Adapters of rank 16 on q, k, v, o, gate, up, down of 32 layers (hidden 4096, 32 heads and
    // 8 KV heads × 128, feed-forward 14336): 16 × 32 × ((4096 + 4096) + 2 × (4096 + 1024) +
    // (4096 + 4096) + 3 × (4096 + 14336)) = 41.9 M parameters × 16 B = 0.625 GiB
    const adapters = 16 * 32 * (8192 + 2 * 5120 + 8192 + 3 * (4096 + 14336));
    const need = memoryNeed(profile({ wl: 'finetune', model: 7 }));
    expect(need?.parts.adapters).toBeCloseTo((adapters * 16) / GIB, 9);
    expect(need?.parts.adapters).toBeCloseTo(0.625, 9);
    // 13.0385 weights + 0.625 + activations 2048 × 4096 × (2 × 32 + 34) B = 0.7656, + 1 GiB of
    // framework + the loss's FP32 log-probabilities: 2048 tokens × 92,544 vocabulary entries
    // (InternLM2.5-7B's, the architecture a size of 7 takes) × 4 B = 0.706 GiB
    expect(need?.parts.overhead).toBeCloseTo(1 + (2048 * 92_544 * 4) / GIB, 9);
    expect(need?.gib).toBeCloseTo(
      (7e9 * 2 + adapters * 16 + 2048 * 4096 * 98 + 2048 * 92_544 * 4) / GIB + 1,
      6,
    );
  });

  it('fp8 halves the weights and the KV cache, fp32 doubles them', () => {
    const parts = (prec: 'bf16' | 'fp8' | 'fp32') =>
      memoryNeed(profile({ wl: 'infer', model: 7, prec }))?.parts ?? {};
    // a size of 7 takes InternLM2.5-7B's architecture, whose embedding and output head
    // (vocabulary 92,544 × hidden 4,096 each) an FP8 checkpoint keeps in 16-bit: 1 byte more each
    expect(parts('fp8').weights).toBeCloseTo((7e9 + 2 * 92_544 * 4096) / GIB, 9);
    expect(parts('fp8').kvCache).toBeCloseTo(0.125, 9);
    expect(parts('fp32').weights).toBeCloseTo((7e9 * 4) / GIB, 9);
    expect(parts('fp32').kvCache).toBeCloseTo(0.5, 9);
    expect(parts('bf16').overhead).toBe(2);
  });

  it('mem overrides the estimate, and several nodes split it', () => {
    const need = memoryNeed(profile({ wl: 'hpc', mem: 320, nodes: 2 }));
    expect(need).toMatchObject({ gib: 160, totalGib: 320, basis: 'given' });
    expect(memoryNeed(profile({ wl: 'train', model: 70, mem: 100 }))?.gib).toBe(100);
  });

  it('hpc without mem, or no model and no mem: unknown', () => {
    expect(memoryNeed(profile({ wl: 'hpc', model: 7 }))).toBeNull();
    expect(memoryNeed(profile({ wl: 'train' }))).toBeNull();
  });

  it('without model and mem the memory is not checked and a notice says so', () => {
    const r = rank(profile({ wl: 'train' }), makeCatalog(), OPTIONS);
    expect(r.memoryNeed).toBeNull();
    expect(r.ranked.length).toBeGreaterThan(0);
    expect(r.ranked.every((e) => e.memoryFit === 'unknown')).toBe(true);
    expect(r.notices).toContainEqual(
      expect.objectContaining({ param: 'model', key: 'engine.notice.memory-unknown' }),
    );
  });

  it('offers that do not fit are excluded with the need and the capacity', () => {
    const r = rank(profile({ wl: 'infer', model: 7 }), makeCatalog(), OPTIONS);
    const t4 = r.excluded.find((e) => e.offerId === 'hourly:t4.xl@r1');
    expect(t4?.memoryFit).toBe('no');
    expect(t4?.excludedBecause).toContainEqual({
      key: 'engine.excluded.memory',
      values: { need: 17.3, capacity: 16 },
    });
    const a10 = r.ranked.find((e) => e.offerId === 'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou');
    expect(a10?.memoryFit).toBe('fits');
    // a quarter vGPU slice of a 24 GB A10 has 6 GiB
    expect(r.excluded.find((e) => e.offerId.includes('sgn7i'))?.gpuMemoryGb).toBe(6);
  });

  it('70B training ranks only the 8×H200 instance, as tight', () => {
    const r = rank(profile({ wl: 'train', model: 70 }), makeCatalog(), OPTIONS);
    expect(r.ranked.map((e) => e.offerId)).toEqual(['lambda:gpu_8x_h200@r1']);
    expect(r.ranked[0]?.memoryFit).toBe('tight');
    expect(r.ranked[0]?.warnings.map((w) => w.key)).toContain('engine.warning.memory-tight');
  });
});

describe('one memory fit for ranked and excluded offers', () => {
  it('an offer shows the same fit whether ranked or excluded for another reason', () => {
    // Serving is checked on one replica holding one sequence (more replicas serve more users);
    // excluding the offer by region must not judge its memory against every user's KV cache.
    const link = '?v=1&wl=infer&model=llama-3.1-70b&users=32&seq=8192';
    const all = rankLink(link, catalog).result;
    const cn = rankLink(`${link}&region=cn`, catalog).result;
    const fitOf = new Map(cn.excluded.map((e) => [e.offerId, e.memoryFit]));
    const compared = all.ranked.filter((e) => fitOf.has(e.offerId));
    expect(compared.length).toBeGreaterThan(10);
    for (const e of compared)
      expect([e.offerId, fitOf.get(e.offerId)]).toEqual([e.offerId, e.memoryFit]);
    // and an offer excluded for its memory alone says so in its fit
    const memoryOnly = all.excluded.filter(
      (e) =>
        e.excludedBecause.length === 1 && e.excludedBecause[0]?.key === 'engine.excluded.memory',
    );
    expect(memoryOnly.length).toBeGreaterThan(0);
    expect(memoryOnly.every((e) => e.memoryFit === 'no')).toBe(true);
  });
});
