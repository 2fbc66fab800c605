/**
 * The replica's shape is a search (`serving.ts`): every split the server can run, the one that
 * serves the load on the fewest instances. Worked from vLLM's tensor-parallel rule and the
 * published Qwen3-235B-A22B config (64 attention heads, 4 KV heads, 128 experts).
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import { servingModelOf } from '../../../src/domain/engine/context';
import {
  decodeTokensPerSecond,
  expertParallel,
  expertsRead,
  planServing,
  SHAPE_COST,
  validShape,
  type ServingPlan,
} from '../../../src/domain/engine/serving';
import { rankLink } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { translateDynamic } from '../../../src/i18n';
import '../../../src/i18n/all';
import { validationRows } from './validation-table';

const a = resolveAssumptions(undefined);
const blank = (): ServingPlan => ({
  replicaGpus: 0,
  replicas: 0,
  instances: 0,
  userTps: 0,
  meetsTarget: false,
  why: -1,
  perReplica: 0,
  ep: 0,
});
const dense = (heads: number, kvHeads: number) => ({
  heads,
  kvHeads,
  experts: 0,
  expertWidth: 0,
  blockQuantised: false,
});

describe('replica shapes the server can run', () => {
  it('tensor parallelism divides the attention heads and the KV heads', () => {
    // Qwen3-235B-A22B: 64 heads, 4 KV heads, 128 experts
    const qwen = { heads: 64, kvHeads: 4, experts: 128, expertWidth: 1536, blockQuantised: true };
    const ok = [1, 2, 3, 4, 5, 6, 7, 8].filter((g) => validShape(qwen, g));
    expect(ok).toEqual([1, 2, 4, 8]);
    // Llama-3.1-70B: 64 heads, 8 KV heads; 16 GPUs replicate each KV head on two
    expect(validShape(dense(64, 8), 16)).toBe(true);
    // 40 heads and 8 KV heads (Llama-2-13B-like): 5 divides the heads, not the KV heads
    expect(validShape(dense(40, 8), 5)).toBe(false);
    // 28 heads, 4 KV heads (Qwen2.5-7B): TP 4 runs, TP 7 does not (4 KV heads over 7)
    expect(validShape(dense(28, 4), 4)).toBe(true);
    expect(validShape(dense(28, 4), 7)).toBe(false);
  });

  it('splits experts inside each expert where the slices are whole FP8 tiles, else spreads them whole', () => {
    // Qwen3-235B-A22B FP8: moe_intermediate_size 1,536 in 128-wide tiles; 128 experts
    const qwen = { experts: 128, expertWidth: 1536, blockQuantised: true };
    expect([1, 2, 4, 8].map((g) => expertParallel(qwen, g))).toEqual([1, 1, 1, 8]);
    // in BF16 there are no tiles: 1,536 ÷ 8 = 192 columns each, tensor parallel
    expect(expertParallel({ ...qwen, blockQuantised: false }, 8)).toBe(1);
    // DeepSeek-R1 FP8: 2,048 ÷ 8 = 256 = two tiles
    expect(expertParallel({ experts: 256, expertWidth: 2048, blockQuantised: true }, 8)).toBe(1);
  });

  it('with experts spread whole, a step waits for the GPU holding the most experts in use', () => {
    // DeepSeek-R1, 4 users, 8 GPUs: 256 × (1 − (1 − 8/256)^4) = 30.6 experts touched, 3.8 per
    // GPU on average; hypergeometric spread: variance 30.6 × 1/8 × 7/8 × (256 − 30.6)/255 = 2.96;
    // the busiest of 8 GPUs ≈ 3.8 + √(2 ln 8 × 2.96) = 7.3, so the step reads 8 × 7.3 = 58.6
    const touched = 256 * (1 - (1 - 8 / 256) ** 4);
    const variance = (touched * (1 / 8) * (7 / 8) * (256 - touched)) / 255;
    const busiest = touched / 8 + Math.sqrt(2 * Math.log(8) * variance);
    expect(expertsRead(touched, 256, 8)).toBeCloseTo(8 * busiest, 9);
    expect(8 * busiest).toBeCloseTo(58.6, 1);
    // at 64 users nearly every expert is touched: the GPUs even out
    const many = 256 * (1 - (1 - 8 / 256) ** 64);
    expect(expertsRead(many, 256, 8) / many).toBeLessThan(1.15);
    // split inside each expert, every GPU reads its slice of each: no wait
    expect(expertsRead(touched, 256, 1)).toBe(touched);
  });

  it('an instance of 3 or 6 GPUs never gets a 3- or 6-GPU copy of a 64-head model', () => {
    const profile = decode('?v=1&wl=infer&model=llama-3.1-70b&prec=fp8&users=200&tps=20').state
      .profile;
    const m = servingModelOf(profile, a, true);
    if (!m) throw new Error('no serving model');
    for (const count of [3, 6]) {
      const plan = blank();
      // H100-like GPUs: 80 GB, 3.35 TB/s, 1979 FP8 TFLOPS
      const usable = 74.5 * a.gpuMemoryUtilization - a.servingRuntimeGib;
      const ok = planServing(plan, m, count, usable, 3.35e12 * 0.89, 1979e12, 'nvlink', a);
      expect(ok).toBe(true);
      expect([1, 2, 4]).toContain(plan.replicaGpus);
      expect(64 % plan.replicaGpus).toBe(0);
    }
  });
});

describe('1,000 users of Qwen3-235B-A22B in FP8 at 8k context', () => {
  // 7,168 prompt tokens and 1,024 answer tokens each: the users' caches (96 KiB per token in FP8)
  // and their prompts decide the shape
  const link = '?v=1&wl=infer&model=qwen3-235b-a22b&prec=fp8&users=1000&tps=20&seq=8192&cur=USD';

  it('an 8×H200 instance serves it as two 4-GPU copies: an 8-GPU copy routes too many users per step', () => {
    const profile = decode(link).state.profile;
    const m = servingModelOf(profile, a, true);
    if (!m) throw new Error('no serving model');
    // H200: 141 GB = 131.3 GiB, 4.8 TB/s, 1979 FP8 TFLOPS
    const usable = 131.3 * a.gpuMemoryUtilization - a.servingRuntimeGib;
    const bandwidth = 4.8e12 * a.decodeBandwidthEfficiency;
    const plan = blank();
    planServing(plan, m, 8, usable, bandwidth, 1979e12, 'nvlink', a);
    expect(plan.replicaGpus).toBe(4);
    expect(plan.why).toBe(SHAPE_COST);
    expect(plan.meetsTarget).toBe(true);
    // one 8-GPU copy (experts spread whole, EP8) cannot keep the users of two 4-GPU copies at
    // 20 tokens/s: every user of its batch adds at least 0.25 ms to each step, whatever the GPUs
    const eight = decodeTokensPerSecond(
      m,
      8,
      bandwidth,
      1979e12,
      'nvlink',
      2 * plan.perReplica,
      a,
      8,
    );
    expect(eight).toBeLessThan(20);
    // 2-GPU copies leave ~12 GiB for caches: more instances
    const small = blank();
    planServing(small, m, 2, usable, bandwidth, 1979e12, 'nvlink', a);
    expect(small.replicaGpus).toBe(2);
    expect(small.instances * 2).toBeGreaterThan(plan.instances * 8);
  });

  it('as measured: two 4-GPU copies of Qwen3-235B FP8 on 8×H100 serve more than one 8-GPU copy, and the estimate agrees', () => {
    // GPUStack's ShareGPT runs on 8×H100 (vLLM 0.11.0): TP4 3,592.57 output tokens/s per copy,
    // TP8 with expert parallelism 3,856.59
    const rows = validationRows().filter(
      (r) => r.m.model === 'qwen3-235b-a22b' && r.m.gpu === 'h100-80gb-sxm' && r.m.prec === 'fp8',
    );
    const tp4 = rows.find((r) => r.m.gpus === 4 && /TP4, ShareGPT/.test(r.m.framework));
    const tp8 = rows.find((r) => r.m.gpus === 8 && /TP8 EP8, ShareGPT/.test(r.m.framework));
    if (!tp4 || !tp8) throw new Error('runs missing');
    expect(2 * tp4.measuredTotal).toBeGreaterThan(1.5 * tp8.measuredTotal);
    expect(2 * tp4.total).toBeGreaterThan(1.5 * tp8.total);
  });

  it('in the ranking, H200 copies of 4 GPUs come first, and say why', () => {
    const r = rankLink(link, catalog).result;
    const h200 = r.ranked.filter((e) => e.gpu === 'h200-141gb-sxm');
    const e = h200[0];
    if (!e) throw new Error('no H200 entry');
    expect(e.replicaGpus).toBe(4);
    const texts = e.reasons.map((m) => translateDynamic('en', m.key, m.values));
    expect(
      texts.some((t) =>
        /One copy of the model on 4 GPUs: this split needs the fewest instances.*a larger one serves fewer users per GPU/.test(
          t,
        ),
      ),
    ).toBe(true);
    const zh = e.reasons.map((m) => translateDynamic('zh', m.key, m.values));
    expect(zh.some((t) => t.includes('每份模型副本用 4 张卡'))).toBe(true);
  });
});
