import { describe, expect, it } from 'vitest';
import { fixture, ok, offer } from './helpers';

const result = ok('tencent', fixture('tencent-rules.csv'));

describe('Tencent Cloud catalog (the fork, USD converted from CNY)', () => {
  it('gives the id the curated offers use for the same instance and region', () => {
    expect(offer(result, 'tencent:GT4.4XLARGE96@ap-beijing')).toMatchObject({
      gpu: 'a100-40gb-sxm',
      gpuMemoryGiB: 40,
      zoneCount: 2,
      currency: 'CNY',
      onDemand: 28.69, // 3.95922 / 0.138, the cheaper of the two zones
      spot: null,
      regionGroup: 'cn',
    });
  });

  it('groups mainland regions (also -fsi ones) as cn and Hong Kong as global', () => {
    expect(offer(result, 'tencent:GN7.2XLARGE32@ap-shanghai-fsi').regionGroup).toBe('cn');
    expect(offer(result, 'tencent:GN7.2XLARGE32@ap-hongkong')).toMatchObject({
      regionGroup: 'global',
      regionNote:
        'Hong Kong is outside the mainland network border: grouped with the global regions.',
      onDemand: 8.73, // 1.20474 / 0.138
    });
    expect(offer(result, 'tencent:GN10Xp.2XLARGE40@ap-nanjing')).toMatchObject({
      gpu: 'v100-32gb-sxm2',
      onDemand: 12.03, // 1.66014 / 0.138
      regionGroup: 'cn',
    });
  });

  it('marks several PCIe-only cards in one machine as linked over PCIe', () => {
    expect(offer(result, 'tencent:GNV4.24XLARGE352@ap-beijing')).toMatchObject({
      gpu: 'a10-24gb',
      gpuCount: 8,
      gpuMemoryGiB: 192,
      gpuLink: 'pcie',
      onDemand: 70.26, // 9.69588 / 0.138
    });
    expect(offer(result, 'tencent:GT4.4XLARGE96@ap-beijing').gpuLink).toBeNull();
  });

  it('skips the Zixiao inference chip as a non-GPU accelerator', () => {
    expect(result.file.offers.some((o) => o.instanceType.startsWith('PTX1'))).toBe(false);
    expect(result.report.skipped).toEqual([
      { reason: 'not a GPU: Tencent Zixiao inference chip (Tencent Zixiao C100)', rows: 1 },
    ]);
  });
});
