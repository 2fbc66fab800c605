import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { supplyVerdictCn, SUPPLY_EVENTS } from '../../../src/domain/catalog/data/supply-cn';

/**
 * What a team in mainland China can buy, per GPU, with dates read in the sources each event
 * names: the 2023-10-17 rule took effect on 2023-11-17 (A800, H800, L40S, RTX 4090 among the
 * parts NVIDIA listed); the 2024-04-04 clarification left H20 and RTX 4090D alone; H20 needed a
 * licence from 2025-04-09 and licences were assured on 2025-07-14; China's regulator stopped
 * RTX Pro 6000D orders by large firms on 2025-09-17; H200-class chips are reviewed case by case
 * from 2026-01-15 with a 25 % tariff, while Chinese customs reportedly block them.
 */
const gpu = (id: string) => {
  const g = catalog.gpus.find((x) => x.id === id);
  if (!g) throw new Error(`no GPU ${id}`);
  return g;
};
const verdict = (id: string) => supplyVerdictCn(gpu(id));
const row = gpu;
const dates = (id: string) => verdict(id)?.events.map((e) => e.date) ?? [];

describe('supply verdicts for mainland China', () => {
  it('gives every NVIDIA GPU of the catalog a dated verdict, each event sourced, in both languages', () => {
    const nvidia = catalog.gpus.filter((g) => g.vendor === 'NVIDIA');
    expect(nvidia.length).toBeGreaterThan(20);
    for (const g of nvidia) {
      const v = supplyVerdictCn(g);
      expect(v, g.id).not.toBeNull();
      expect(v!.supply.zh.length * v!.supply.en.length).toBeGreaterThan(0);
      expect(v!.rental.zh.length * v!.rental.en.length).toBeGreaterThan(0);
      expect(v!.events.length, g.id).toBeGreaterThan(0);
      for (const e of v!.events) {
        expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(e.source.ref.length).toBeGreaterThan(10);
        expect(e.source.date).not.toBeNull();
        expect(e.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(e.en).toMatch(/[a-z]/);
      }
    }
  });

  it('A800, RTX 4090 and L40S need a licence since 2023-11-17, the fleet in China still rented', () => {
    for (const id of ['a800-80gb', 'a800-40gb', 'rtx-4090-24gb', 'l40s-48gb']) {
      expect(verdict(id)?.status, id).toBe('licence');
      expect(dates(id)).toContain('2023-11-17');
      expect(verdict(id)?.rental.en).toMatch(/still rented/);
    }
  });

  it('H20: cleared 2024-04-04, licence 2025-04-09, assured 2025-07-14, discouraged in China', () => {
    expect(verdict('h20-96gb')?.status).toBe('licence-assured');
    expect(dates('h20-96gb')).toEqual(['2024-04-04', '2025-04-09', '2025-07-14', '2025-09-17']);
    expect(verdict('h20-96gb')?.supply.en).toMatch(/discourage/);
  });

  it('Alibaba’s "H 96GB" label gets the H20 verdict and says it is inferred, and from what', () => {
    const v = verdict('aliyun-h-96gb');
    expect(v?.status).toBe('licence-assured');
    expect(v?.inferred?.en).toMatch(/H20/);
    expect(v?.inferred?.en).toMatch(/96 GB HBM3, 4 TB\/s/);
    expect(v?.inferred?.zh).toMatch(/H20/);
  });

  it('each masked Alibaba label says which GPU it maps to, or that none is inferred, with its memory', () => {
    const memory: Record<string, string> = {
      'aliyun-g39-24gb': '24 GB',
      'aliyun-g49-24gb': '24 GB',
      'aliyun-g49e-48gb': '48 GB',
      'aliyun-g59-32gb': '32 GB',
      'aliyun-h-e-141gb': '141 GB',
      'l20n-48gb': '48 GB',
    };
    for (const [id, gb] of Object.entries(memory)) {
      const v = verdict(id);
      expect(v?.inferred?.en, id).toContain(gb);
      expect(v?.inferred?.en, id).toMatch(/no (public )?(mapping|model|source)|not named/);
      expect(v?.inferred?.en, id).toMatch(/speed stays unknown/);
      expect(v?.inferred?.zh, id).toContain(gb);
      expect(row(id).memoryGiB).toBe(Number(gb.split(' ')[0]));
    }
  });

  it('H100 and H200: case by case since 2026-01-15 with a 25 % tariff, customs block reported', () => {
    for (const id of ['h100-80gb-sxm', 'h200-141gb-sxm']) {
      expect(verdict(id)?.status, id).toBe('case-by-case');
      expect(dates(id)).toContain('2026-01-15');
      expect(verdict(id)?.supply.en).toMatch(/25 %/);
      expect(verdict(id)?.events.some((e) => /customs/.test(e.en))).toBe(true);
    }
  });

  it('B200 and GB300 are not sold into China: above the case-by-case ceiling', () => {
    for (const id of ['b200-180gb', 'gb300-278gb']) expect(verdict(id)?.status).toBe('not-sold');
  });

  it('the RTX Pro 6000D stop order is dated 2025-09-17 and names the regulator', () => {
    expect(SUPPLY_EVENTS.cacStop.date).toBe('2025-09-17');
    expect(SUPPLY_EVENTS.cacStop.en).toMatch(/RTX Pro 6000D/);
    expect(SUPPLY_EVENTS.rtx4090dLaunch.date).toBe('2023-12-28');
  });

  it('an NVIDIA GPU no rule names says so; an AMD GPU gets no verdict', () => {
    expect(verdict('t4-16gb')?.status).toBe('unknown');
    expect(verdict('t4-16gb')?.supply.en).toMatch(/Ask the seller/);
    expect(verdict('mi300x-192gb')).toBeNull();
  });
});
