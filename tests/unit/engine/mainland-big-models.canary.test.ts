/**
 * The big open models for a team in mainland China, mainland regions only. Worked example for
 * DeepSeek-V3 at FP8: 671B parameters at one byte are about 625 GiB of weights, so with the
 * runtime and KV cache a replica needs about 700 GiB — more than one 8 × A100 80GB instance
 * (640 GiB). Alibaba's sccgn7ex states an RDMA fabric, so a replica spans two of them (1,280
 * GiB); at 361.40 CNY an instance-hour (the fork's price) a month of 730 h costs
 * instances × 361.40 × 730.
 *
 * A canary of the live catalog (its mainland 8-GPU instances).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import { supplyVerdictCn } from '../../../src/domain/catalog/data/supply-cn';
import { rankLink } from '../../../src/domain/rank-link';

const DEEPSEEK =
  '?v=1&team=enterprise&wl=infer&model=deepseek-v3&prec=fp8&users=200&region=cn&loc=cn&cur=CNY';
const QWEN =
  '?v=1&team=enterprise&wl=infer&model=qwen3-235b-a22b&users=32&region=cn&loc=cn&cur=CNY';

const verdictOf = (gpu: string) => {
  const g = catalog.gpus.find((x) => x.id === gpu);
  return g ? supplyVerdictCn(g) : null;
};

describe('mainland answers for the big open models', () => {
  it('DeepSeek-V3 FP8 for 200 users: 8 × A100 boxes joined by RDMA, two per replica, costed', () => {
    const r = rankLink(DEEPSEEK, catalog).result;
    expect(r.ranked.length).toBeGreaterThan(0);
    const first = r.ranked[0]!;
    expect(first.offerId).toBe('aliyun:ecs.sccgn7ex.32xlarge@cn-beijing');
    expect(first.replicaGpus).toBe(16);
    expect(first.nodes).toBe(first.replicas! * 2);
    expect(first.pricePerHour).toBeCloseTo(361.4, 2);
    expect(first.monthlyCost).toBeCloseTo(first.nodes * 361.4 * 730, 0);
    expect(first.memoryFit).not.toBe('no');
    const reasons = first.reasons.map((m) => m.key);
    expect(reasons).toContain('engine.reason.span');
    expect(first.reasons.find((m) => m.key === 'engine.reason.span')?.values).toMatchObject({
      span: 2,
      fabric: 'RDMA',
    });
    for (const e of r.ranked) expect(e.regionGroup).toBe('cn');
    // The pick's GPU carries its dated supply verdict for a mainland team.
    expect(verdictOf(first.gpu)?.events.length).toBeGreaterThan(0);
  });

  it('an instance without a stated fabric is not joined to others: it still fails on memory', () => {
    const r = rankLink(DEEPSEEK, catalog).result;
    const l20n = r.excluded.find((e) => e.offerId === 'aliyun:ecs.gn9gc-8x.64xlarge@cn-beijing');
    expect(l20n?.excludedBecause.map((m) => m.key)).toContain('engine.excluded.memory');
  });

  it('Qwen3-235B-A22B for 32 users: ranked mainland options with cost and reasons', () => {
    const r = rankLink(QWEN, catalog).result;
    expect(r.ranked.length).toBeGreaterThanOrEqual(3);
    for (const e of r.ranked.slice(0, 3)) {
      expect(e.regionGroup).toBe('cn');
      expect(e.monthlyCost).toBeGreaterThan(0);
      expect(e.costPerMillionTokens).toBeGreaterThan(0);
      expect(e.reasons.map((m) => m.key)).toContain('engine.reason.throughput');
      expect(verdictOf(e.gpu)).not.toBeNull();
    }
  });
});
