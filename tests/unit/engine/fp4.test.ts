/**
 * FP4 serving (`prec=fp4`, NVFP4/MXFP4): memory, compute and the hardware rule, worked from the
 * NVIDIA HGX B200 datasheet (FP8 4.5, FP4 9 dense PFLOPS) and the NVFP4 format (4-bit values,
 * one FP8 scale per 16).
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { peakFlops } from '../../../src/domain/engine/context';
import { fp4Tflops, hasFp4 } from '../../../src/domain/engine/fp4';
import { bytesPerWeight, kvBytesOf, precisionOf } from '../../../src/domain/engine/memory';
import { rankLink } from '../../../src/domain/rank-link';
import { translateDynamic } from '../../../src/i18n';
import '../../../src/i18n/all';

const gpu = (id: string) => {
  const g = catalog.gpus.find((x) => x.id === id);
  if (!g) throw new Error(`no ${id}`);
  return g;
};

describe('FP4', () => {
  it('is 4.5 bits per weight with an FP8 KV cache', () => {
    expect(bytesPerWeight('fp4')).toBe(0.5625);
    expect(kvBytesOf('fp4')).toBe(1);
  });

  it('has FP4 tensor cores on Blackwell, not on Hopper or Ampere', () => {
    expect(hasFp4(gpu('b200-180gb'))).toBe(true);
    expect(hasFp4(gpu('b300-262gb'))).toBe(true);
    expect(hasFp4(gpu('rtx-pro-6000-96gb'))).toBe(true);
    expect(hasFp4(gpu('h200-141gb-sxm'))).toBe(false);
    expect(hasFp4(gpu('a100-80gb-sxm'))).toBe(false);
  });

  it('computes at twice the FP8 rate where it has them, at BF16 where it does not', () => {
    expect(fp4Tflops(gpu('b200-180gb'))).toBe(9000);
    expect(peakFlops(gpu('b200-180gb'), 'fp4', 0)).toBe(9000e12);
    // an H200 runs FP4 weights with 16-bit compute: its 989 dense BF16 TFLOPS
    expect(peakFlops(gpu('h200-141gb-sxm'), 'fp4', 0)).toBe(989e12);
  });

  it('is a serving precision: training with prec=fp4 computes in BF16', () => {
    expect(precisionOf({ prec: 'fp4', wl: 'finetune' })).toBe('bf16');
    expect(precisionOf({ prec: 'fp4', wl: 'infer' })).toBe('fp4');
  });

  it('warns where the GPU has no FP4 tensor cores, in both languages', () => {
    const r = rankLink(
      '?v=1&wl=infer&model=llama-3.1-70b&prec=fp4&users=16&cur=USD',
      catalog,
    ).result;
    const h100 = r.ranked.find((e) => e.gpu === 'h100-80gb-sxm');
    const b200 = r.ranked.find((e) => e.gpu === 'b200-180gb');
    if (!h100 || !b200) throw new Error('no H100 or B200 ranked');
    const warning = h100.warnings.find((w) => w.key === 'engine.warning.no-fp4');
    expect(warning).toBeDefined();
    expect(b200.warnings.map((w) => w.key)).not.toContain('engine.warning.no-fp4');
    const en = translateDynamic('en', 'engine.warning.no-fp4', { gpu: 'H100' });
    expect(en).toMatch(/no FP4 tensor cores.*4-bit weights with 16-bit compute/);
    expect(translateDynamic('zh', 'engine.warning.no-fp4', { gpu: 'H100' })).toMatch(/FP4/);
  });
});
