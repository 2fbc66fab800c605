/** Regions read as readers know them: RunPod's country codes get the country's name. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { regionLabel } from '../../../src/lib/region';

describe('region labels', () => {
  it("RunPod's CA is Canada, not California", () => {
    expect(regionLabel('CA', 'en')).toBe('Canada (CA)');
    expect(regionLabel('CA', 'zh')).toBe('加拿大（CA）');
  });

  it('every RunPod region in the catalog reads as a country', () => {
    const regions = new Set(
      catalog.offers.filter((o) => o.provider === 'runpod').map((o) => o.region),
    );
    expect(regions.size).toBeGreaterThan(0);
    for (const r of regions) expect(regionLabel(r, 'en')).toMatch(new RegExp(`^\\D+ \\(${r}\\)$`));
  });

  it('leaves city and area names as the provider spells them', () => {
    for (const r of ['us-east-1', 'cn-hangzhou', 'ap-guangzhou', 'any', 'eastus']) {
      expect(regionLabel(r, 'en')).toBe(r);
    }
  });
});
