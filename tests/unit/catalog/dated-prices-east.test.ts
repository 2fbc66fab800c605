/**
 * Nebius's 2026 prices and Verda's API prices on the live catalog. Expected figures are the
 * sources' per-GPU prices times the GPUs of the preset, worked by hand:
 * - Nebius, nebius.com/prices on 2026-08-18 (same on-demand figures on 2026-09-25): H100 3.85,
 *   preemptible 2.15; H200 4.50 / 2.45; B200 7.15 / 3.95 per GPU-hour. 8 × 3.85 = 30.80.
 * - Verda, its API on 2026-08-18: 8× B300 60.00 an hour, spot 30.00, so 1× B300 = 7.50.
 * SkyPilot's v8 files list the older prices (Nebius 8× H100 23.60; Verda 8× B300 39.60).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';

const offer = (id: string) => {
  const o = catalog.offers.find((x) => x.id === id);
  if (!o) throw new Error(`no offer ${id}`);
  return o;
};

describe('Nebius and Verda carry their dated prices', () => {
  it.each([
    ['nebius:gpu-h100-sxm_8gpu-128vcpu-1600gb@eu-north1', 30.8, 17.2, 23.6],
    ['nebius:gpu-h100-sxm_1gpu-16vcpu-200gb@eu-north1', 3.85, 2.15, 2.95],
    ['nebius:gpu-h200-sxm_8gpu-128vcpu-1600gb@us-central1', 36, 19.6, 28],
    ['nebius:gpu-b200-sxm_8gpu-160vcpu-1792gb@us-central1', 57.2, 31.6, 44],
    ['verda:8B300.240V@FIN-03', 60, 30, 39.6],
    ['verda:1B300.30V@FIN-03', 7.5, 3.75, 4.95],
    ['verda:8H200.141S.176V@FIN-03', 32, 16, 20.72],
  ])('%s: %f an hour (spot %f), the file’s %f kept as history and flagged', (id, od, spot, old) => {
    const o = offer(id);
    expect(o.onDemand).toBeCloseTo(od, 6);
    expect(o.spot).toBeCloseTo(spot, 6);
    expect(o.asOfKind).toBe('captured');
    expect(o.source.date).toMatch(/^2026-(08-18|10-29)$/);
    expect(o.flags).toContain('sources-disagree');
    expect(o.priceHistory.map((h) => h.onDemand)).toContain(old);
    expect(o.notes).toMatch(/Two dated sources disagree by \d+ %/);
  });

  it('Nebius L40S presets keep the catalog price (unchanged at 1.55 per GPU-hour on 2026-09-25)', () => {
    const o = offer('nebius:gpu-l40s-a_1gpu-8vcpu-32gb@eu-north1');
    expect(o.onDemand).toBeCloseTo(1.5484, 6);
    expect(o.asOfKind).toBe('listed-by');
    expect(o.flags).not.toContain('sources-disagree');
  });
});
