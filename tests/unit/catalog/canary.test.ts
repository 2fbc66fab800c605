import { describe, expect, it } from 'vitest';
import { catalog, DATASET_AS_OF, DATASET_VERSION } from '../../../src/domain/catalog';
import { isDatedPrice } from '../../../src/domain/catalog/price-date';
import type { OfferFlag } from '../../../src/domain/catalog/schema';

/**
 * The one place that pins the dataset's identity. A data refresh must update these figures on
 * purpose (and the version), or this test fails loudly.
 */
describe('dataset canary', () => {
  // 2026.12.2: Lambda from SkyPilot's v8 file (undated, recorded 2026-12-04: B200 added, the
  // v7 prices replaced); the newest dated price is still 2026-11-09. 2026.12.3: RunPod's
  // contradicted dated rows dropped, GH200 flagged arm-host, billing steps from the providers.
  // 2026.12.4: OCI, Nebius, Verda and Hyperbolic from SkyPilot's v8 files (undated snapshots).
  it('is version 2026.12.4, prices as of 2026-12-04', () => {
    expect(DATASET_VERSION).toBe('2026.12.4');
    expect(DATASET_AS_OF).toBe('2026-12-04');
    expect(catalog.version).toBe('2026.12.4');
    expect(catalog.asOf).toBe('2026-12-04');
  });

  it('converts at 7.20 CNY per USD, dated 2025-04-30', () => {
    expect(catalog.fx.cnyPerUsd).toBe(7.2);
    expect(catalog.fx.asOf).toBe('2025-04-30');
  });

  // 377 dated: Azure NC96ads_A100_v4 went back to its undated Linux price (the dated file's figure
  // for it was the Windows price).
  // 2,139 offers: Lambda's v8 file adds 1×, 2× and 8× B200 and an 8× V100 with 88 vCPUs in 17
  // regions each (68 offers).
  // 281 dated: RunPod's H100 SXM and A100 80GB (PCIe and SXM) rows, 1×–8× in 8 regions each, went
  // back to undated snapshots (96 offers); 298 with Lambda's 8×B200 dated in its 17 regions.
  // 2,250 offers: OCI 42 (21 GPU shapes in us-phoenix-1 and us-sanjose-1), Nebius 21, Verda 45,
  // Hyperbolic 3, all undated; 2,251 with the ModelArts Ascend pool (price on request).
  // 2,184 dated: every imported file's prices are "listed on or before" the day it was read
  // (1,886), the 298 captured prices above staying captured; 66 undated (curated rows without a
  // dated source, which keep their place over an imported row recorded the same day).
  it('dates 2,186 of its 2,253 prices; no row is suspect, 2 sizes retired, 3 spot-only', () => {
    const dated = catalog.offers.filter(isDatedPrice);
    const flagged = (f: OfferFlag) => catalog.offers.filter((o) => o.flags.includes(f));
    // + RunPod's 1x B300 and AWS p6-b200 (both dated); RunPod's L40S rows, whose v7 file lists
    // spot above on-demand, now carry a dated Secure Cloud price and no spot price.
    expect([catalog.offers.length, dated.length]).toEqual([2253, 2186]);
    // + 38 Nebius and Verda offers repriced from their dated 2026 list prices
    expect(dated.filter((o) => o.asOfKind === 'captured')).toHaveLength(562);
    expect(flagged('price-suspect')).toEqual([]);
    expect(
      [flagged('price-suspect'), flagged('retired'), flagged('spot-only')].map((l) => l.length),
    ).toEqual([0, 2, 3]);
  });

  it('has the 13 providers of this refresh', () => {
    expect(catalog.providers.map((p) => p.id)).toEqual([
      'aliyun',
      'tencent',
      'huawei',
      'aws',
      'azure',
      'gcp',
      'lambda',
      'runpod',
      'oci',
      'nebius',
      'verda',
      'hyperbolic',
      'baidu',
    ]);
  });
});
