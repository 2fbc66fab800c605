import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { DOMESTIC_FIGURES, DOMESTIC_GPU_IDS } from '../../../src/domain/catalog/data/gpus-domestic';
import { supplyVerdictCn } from '../../../src/domain/catalog/data/supply-cn';

/**
 * Domestic accelerators, with the figures their sources print: Ascend 910B 64 GB and 313 TFLOPS
 * FP16 for the plain "910B" (llm-cal, community); Kunlunxin P800 96 GB and 345 TFLOPS (llm-cal,
 * "partially inferred"); Hygon K100 64 GB, FP16 100 TFLOPS with no BF16, measured 32.9 TFLOPS in
 * rocBLAS (hblas-bench); Cambricon MLU370-X8 96 BF16/FP16 TFLOPS at 614.4 GB/s (launch reports).
 */
const row = (id: string) => {
  const g = catalog.gpus.find((x) => x.id === id);
  if (!g) throw new Error(`no GPU ${id}`);
  return g;
};

const NUMERIC = [
  'memoryGiB',
  'bandwidthTBps',
  'fp32Tflops',
  'tf32Tflops',
  'bf16Tflops',
  'fp8Tflops',
  'fp64VectorTflops',
  'fp64TensorTflops',
  'tdpW',
] as const;

describe('domestic accelerators in the GPU table', () => {
  it('Ascend 910B, Kunlunxin P800 and Hygon K100 carry the figures their sources print', () => {
    expect(row('ascend-910b-64gb')).toMatchObject({ memoryGiB: 64, bf16Tflops: 313 });
    expect(row('kunlunxin-p800-96gb')).toMatchObject({ memoryGiB: 96, bf16Tflops: 345 });
    expect(row('hygon-k100-64gb')).toMatchObject({
      memoryGiB: 64,
      bf16Tflops: 100,
      bf16IsFp16: true,
      bandwidthTBps: null,
    });
    expect(row('hygon-k100-64gb').notes).toMatch(/32\.9 TFLOPS/);
  });

  it('MLU370-X8 is 96 BF16/FP16 TFLOPS, as Cambricon launched it, not the ~48 a table guessed', () => {
    expect(row('cambricon-mlu370-x8-48gb')).toMatchObject({
      memoryGiB: 48,
      bandwidthTBps: 0.6144,
      bf16Tflops: 96,
      fp32Tflops: 32,
    });
  });

  it('the 910C is a two-die card: 128 GB, compute left unknown where sources conflict', () => {
    expect(row('ascend-910c-128gb')).toMatchObject({ memoryGiB: 128, bf16Tflops: null });
    expect(row('ascend-910c-128gb').notes).toMatch(/two dies|2 dies/);
  });

  it('Ascend speed stays unrated: no first-party bandwidth, and the runs quoted say they decoded speculatively', () => {
    // SGLang's Ascend best practice, Qwen3-32B W8A8 2K/2K on an A2 server: bench_serving prints
    // 2,048.10 output tokens/s for one --tp-size 4 replica launched with --base-gpu-id 4 and
    // --speculative-algorithm EAGLE3; 2,048 / 4 cards = 512 per card, the figure its table gives.
    expect(row('ascend-910b-64gb').bandwidthTBps).toBeNull();
    expect(row('ascend-910c-128gb').bandwidthTBps).toBeNull();
    const b = row('ascend-910b-64gb').notes;
    expect(b).toMatch(/2,048 output tokens\/s from one 4-card/);
    expect(b).toMatch(/512 per card/);
    expect(b).toMatch(/EAGLE3 speculative decoding/);
    for (const id of ['ascend-910b-64gb', 'ascend-910c-128gb']) {
      for (const f of (DOMESTIC_FIGURES[id] ?? []).filter((x) => x.field === 'measured')) {
        expect(f.value, id).toMatch(/speculative decoding/);
      }
    }
    // On A3 a card is two dies; the runs without speculative decoding are stated as such.
    expect(row('ascend-910c-128gb').notes).toMatch(/per card = per two dies/);
    expect(row('ascend-910c-128gb').notes).toMatch(/Without it: Qwen3-Coder-480B-A35B/);
  });

  it('every stated figure is graded vendor, community or measured, with a source', () => {
    expect(DOMESTIC_GPU_IDS.size).toBeGreaterThanOrEqual(3);
    for (const id of DOMESTIC_GPU_IDS) {
      const g = row(id);
      const figures = DOMESTIC_FIGURES[id] ?? [];
      for (const field of NUMERIC) {
        if (g[field] === null) continue;
        const f = figures.find((x) => x.field === field);
        expect(f, `${id}.${field}`).toBeDefined();
        expect(['vendor', 'community', 'measured']).toContain(f?.grade);
        expect(f?.source.ref.length).toBeGreaterThan(10);
      }
    }
  });

  it('each states its software stack and is a domestic supply in mainland China', () => {
    for (const id of DOMESTIC_GPU_IDS) {
      expect(row(id).notes, id).toMatch(/Software: /);
      expect(supplyVerdictCn(row(id))?.status).toBe('domestic');
    }
    expect(row('ascend-910b-64gb').notes).toMatch(/CANN/);
    expect(row('hygon-k100-64gb').notes).toMatch(/DTK/);
  });

  it('the Huawei ModelArts Ascend pool is listed at price on request, never with an invented price', () => {
    const offer = catalog.offers.find((o) => o.gpu === 'ascend-910b-64gb');
    expect(offer).toMatchObject({ provider: 'huawei', regionGroup: 'cn', gpuCount: 8 });
    expect(offer?.onDemand).toBeNull();
    expect(offer?.notes).toMatch(/price on request/);
  });
});
