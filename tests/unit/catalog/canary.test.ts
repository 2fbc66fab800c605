import { describe, expect, it } from 'vitest';
import { catalog, DATASET_AS_OF, DATASET_VERSION } from '../../../src/domain/catalog';

/**
 * The one place that pins the dataset's identity. A data refresh must update these figures on
 * purpose (and the version), or this test fails loudly.
 */
describe('dataset canary', () => {
  it('is version 2026.11.1, prices as of 2026-11-09', () => {
    expect(DATASET_VERSION).toBe('2026.11.1');
    expect(DATASET_AS_OF).toBe('2026-11-09');
    expect(catalog.version).toBe('2026.11.1');
    expect(catalog.asOf).toBe('2026-11-09');
  });

  it('converts at 7.20 CNY per USD, dated 2025-04-30', () => {
    expect(catalog.fx.cnyPerUsd).toBe(7.2);
    expect(catalog.fx.asOf).toBe('2025-04-30');
  });

  it('has the 9 providers of this refresh', () => {
    expect(catalog.providers.map((p) => p.id)).toEqual([
      'aliyun',
      'tencent',
      'huawei',
      'aws',
      'azure',
      'gcp',
      'lambda',
      'runpod',
      'baidu',
    ]);
  });
});
