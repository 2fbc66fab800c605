import { describe, expect, it } from 'vitest';
import { A100_80GB_IDS, cheapestGpuHour } from '../../../src/domain/calculators/cheapest';
import type { Offer } from '../../../src/domain/catalog/schema';

const offer = (o: Partial<Offer> & Pick<Offer, 'id' | 'gpu' | 'currency'>): Offer =>
  ({
    provider: o.id.split(':')[0],
    instanceType: 'x',
    region: 'r',
    regionNote: null,
    regionGroup: 'global',
    zoneCount: null,
    gpuCount: 1,
    gpuShare: 1,
    gpuMemoryGiB: null,
    memoryNote: null,
    vcpus: null,
    ramGiB: null,
    gpuLink: null,
    fabric: null,
    billingGranularity: null,
    flags: [],
    asOf: '2025-01-01',
    source: { ref: 'test', date: null },
    notes: null,
    onDemand: null,
    spot: null,
    monthly: null,
    priceHistory: [],
    ...o,
  }) as Offer;

describe('cheapest A100 80GB per GPU-hour', () => {
  const offers = [
    offer({ id: 'runpod:a@any', gpu: 'a100-80gb-pcie', currency: 'USD', onDemand: 1.64 as never }),
    offer({
      id: 'aws:b@us',
      gpu: 'a100-80gb-sxm',
      currency: 'USD',
      onDemand: 32.77 as never,
      gpuCount: 8,
    }),
    offer({ id: 'aliyun:c@hz', gpu: 'a100-80gb-sxm', currency: 'CNY', onDemand: 34.83 as never }),
    offer({ id: 'lambda:d@us', gpu: 'a100-40gb-sxm', currency: 'USD', onDemand: 1.29 as never }),
    offer({ id: 'huawei:e@cn', gpu: 'a100-80gb-sxm', currency: 'CNY' }),
  ];

  it('converts at the given rate, divides by GPUs and skips other GPUs and missing prices', () => {
    // RunPod 1.64 × 7.2 = 11.808; AWS 32.77 / 8 × 7.2 = 29.49; Alibaba 34.83
    const best = cheapestGpuHour(offers, A100_80GB_IDS, 7.2);
    expect(best?.offerId).toBe('runpod:a@any');
    expect(best?.cnyPerGpuHour).toBeCloseTo(11.808, 9);
  });

  it('returns null when no offer has a price', () => {
    expect(cheapestGpuHour(offers.slice(4), A100_80GB_IDS, 7.2)).toBeNull();
  });
});
