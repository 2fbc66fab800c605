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
    // `any`: a price the pricing page gives for every location (the 1x B300), read as such.
    const regions = new Set(
      catalog.offers
        .filter((o) => o.provider === 'runpod' && o.region !== 'any')
        .map((o) => o.region),
    );
    expect(regions.size).toBeGreaterThan(0);
    for (const r of regions) expect(regionLabel(r, 'en')).toMatch(new RegExp(`^\\D+ \\(${r}\\)$`));
  });

  it('reads the every-location region as such', () => {
    expect(regionLabel('any', 'en')).toBe('any');
    expect(regionLabel('any', 'zh')).toBe('不限');
  });

  it("names the city of a mainland region in the reader's language, the code after it", () => {
    expect(regionLabel('cn-beijing', 'zh')).toBe('北京（cn-beijing）');
    expect(regionLabel('cn-beijing', 'en')).toBe('Beijing (cn-beijing)');
    expect(regionLabel('ap-guangzhou', 'zh')).toBe('广州（ap-guangzhou）');
    expect(regionLabel('cn-wulanchabu', 'en')).toBe('Ulanqab (cn-wulanchabu)');
  });

  it('every mainland region in the catalog has a city name', () => {
    const regions = new Set(
      catalog.offers
        .filter((o) => o.regionGroup === 'cn' && o.region !== 'any')
        .map((o) => o.region),
    );
    expect(regions.size).toBeGreaterThan(5);
    for (const r of regions) expect(regionLabel(r, 'zh'), r).toMatch(/^\p{Script=Han}+（/u);
  });

  it('leaves regions whose place depends on the provider as the provider spells them', () => {
    for (const r of ['us-east-1', 'ap-northeast-1', 'eu-central-1', 'any', 'eastus']) {
      expect(regionLabel(r, 'en')).toBe(r);
    }
    expect(regionLabel('any', 'zh')).toBe('不限');
  });
});
