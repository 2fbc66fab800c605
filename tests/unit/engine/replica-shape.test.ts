/**
 * The replica's shape is a search (`serving.ts`): every split the server can run, the one that
 * serves the load on the fewest instances. Worked from vLLM's tensor-parallel rule and the
 * published Qwen3-235B-A22B config (64 attention heads, 4 KV heads, 128 experts).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import { servingModelOf } from '../../../src/domain/engine/context';
import {
  planServing,
  SHAPE_COST,
  validShape,
  type ServingPlan,
} from '../../../src/domain/engine/serving';
import { rankLink } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { translateDynamic } from '../../../src/i18n';
import '../../../src/i18n/all';

const a = resolveAssumptions(undefined);
const blank = (): ServingPlan => ({
  replicaGpus: 0,
  replicas: 0,
  instances: 0,
  userTps: 0,
  meetsTarget: false,
  why: -1,
  perReplica: 0,
});

describe('replica shapes the server can run', () => {
  it('tensor parallelism divides the attention heads and the KV heads', () => {
    // Qwen3-235B-A22B: 64 heads, 4 KV heads, 128 experts
    const qwen = { heads: 64, kvHeads: 4, experts: 128 };
    const ok = [1, 2, 3, 4, 5, 6, 7, 8].filter((g) => validShape(qwen, g));
    expect(ok).toEqual([1, 2, 4, 8]);
    // Llama-3.1-70B: 64 heads, 8 KV heads; 16 GPUs replicate each KV head on two
    expect(validShape({ heads: 64, kvHeads: 8, experts: 0 }, 16)).toBe(true);
    // 40 heads and 8 KV heads (Llama-2-13B-like): 5 divides the heads, not the KV heads
    expect(validShape({ heads: 40, kvHeads: 8, experts: 0 }, 5)).toBe(false);
    // 28 heads, 4 KV heads (Qwen2.5-7B): TP 4 runs, TP 7 does not (4 KV heads over 7)
    expect(validShape({ heads: 28, kvHeads: 4, experts: 0 }, 4)).toBe(true);
    expect(validShape({ heads: 28, kvHeads: 4, experts: 0 }, 7)).toBe(false);
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

describe('1,000 users of Qwen3-235B-A22B in FP8', () => {
  const link = '?v=1&wl=infer&model=qwen3-235b-a22b&prec=fp8&users=1000&tps=20&cur=USD';

  it('an 8×H200 instance serves it as copies on all 8 GPUs, fewer instances than 2-GPU copies', () => {
    const profile = decode(link).state.profile;
    const m = servingModelOf(profile, a, true);
    if (!m) throw new Error('no serving model');
    // H200: 141 GB = 131.3 GiB, 4.8 TB/s, 1979 FP8 TFLOPS
    const usable = 131.3 * a.gpuMemoryUtilization - a.servingRuntimeGib;
    const plan = blank();
    planServing(plan, m, 8, usable, 4.8e12 * a.decodeBandwidthEfficiency, 1979e12, 'nvlink', a);
    expect(plan.replicaGpus).toBe(8);
    expect(plan.why).toBe(SHAPE_COST);
    expect(plan.meetsTarget).toBe(true);
    // the smallest copy that holds the ~219 GiB of weights (2 GPUs) has ~16 GiB left for caches
    const two = blank();
    planServing(two, m, 2, usable, 4.8e12 * a.decodeBandwidthEfficiency, 1979e12, 'nvlink', a);
    expect(two.replicaGpus).toBe(2);
    expect(two.instances * 2).toBeGreaterThan(plan.instances * 8);
  });

  it('in the ranking, 8-GPU H200 copies come before smaller H200 copies, and say why', () => {
    const r = rankLink(link, catalog).result;
    const h200 = r.ranked.filter((e) => e.gpu === 'h200-141gb-sxm');
    const first8 = h200.findIndex((e) => e.replicaGpus === 8);
    const firstSmaller = h200.findIndex((e) => e.replicaGpus < 8);
    expect(first8).toBeGreaterThanOrEqual(0);
    expect(first8).toBeLessThan(firstSmaller < 0 ? Infinity : firstSmaller);
    const e = h200[first8];
    if (!e) throw new Error('no 8-GPU H200 entry');
    const texts = e.reasons.map((m) => translateDynamic('en', m.key, m.values));
    expect(
      texts.some((t) => /One copy of the model on 8 GPUs: smaller splits fit fewer users/.test(t)),
    ).toBe(true);
    expect(texts.some((t) => /128 experts are spread over the 8 GPUs/.test(t))).toBe(true);
    const zh = e.reasons.map((m) => translateDynamic('zh', m.key, m.values));
    expect(zh.some((t) => t.includes('每份模型副本用 8 张卡'))).toBe(true);
  });
});
