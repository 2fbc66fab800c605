import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { mainlandGap } from '../../../src/features/browse/model/mainland-gap';

const ask = (p: Partial<{ rg: 'cn' | 'global' | null; gpu: string[]; q: string }>) =>
  mainlandGap({ rg: null, gpu: [], q: '', ...p }, catalog.gpus, catalog.offers);

describe('an empty mainland browse explains itself', () => {
  it('H100 in mainland China: no offer, because of the 2026-01-15 rule, with what to rent instead', () => {
    const gap = ask({ rg: 'cn', gpu: ['h100-80gb-sxm'] });
    expect(catalog.offers.some((o) => o.gpu === 'h100-80gb-sxm' && o.regionGroup === 'cn')).toBe(
      false,
    );
    expect(gap?.asked.map((g) => g.id)).toEqual(['h100-80gb-sxm']);
    expect(gap?.why.date).toBe('2026-01-15');
    // The China parts mainland clouds list: L20 and Alibaba's H20-class "H 96GB".
    const routes = gap?.routes.map((g) => g.id) ?? [];
    expect(routes).toContain('l20-48gb');
    expect(routes).toContain('aliyun-h-96gb');
    for (const id of routes) {
      expect(catalog.offers.some((o) => o.gpu === id && o.regionGroup === 'cn')).toBe(true);
    }
  });

  it('reads the GPU from the search words when no GPU filter is set', () => {
    const gap = ask({ rg: 'cn', q: 'h100' });
    expect(gap?.asked.map((g) => g.id).sort()).toEqual([
      'h100-80gb-pcie',
      'h100-80gb-sxm',
      'h100-94gb-nvl',
    ]);
  });

  it('says nothing outside a mainland-only view or for a GPU sold there', () => {
    expect(ask({ rg: 'global', gpu: ['h100-80gb-sxm'] })).toBeNull();
    expect(ask({ rg: null, q: 'h100' })).toBeNull();
    expect(ask({ rg: 'cn', gpu: ['l20-48gb'] })).toBeNull();
  });
});
