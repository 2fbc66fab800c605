/**
 * Golden rankings of the four canonical links on the real catalog (tests/fixtures/golden; rewrite
 * them with `npx tsx tests/fixtures/golden/update.ts` in the commit that changes them), and the
 * top entries checked by hand against the catalog's facts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { rank } from '../../../src/domain/engine';
import { decode } from '../../../src/domain/share/codec';
import { CANONICAL, goldenOf, type CanonicalName } from '../../fixtures/golden/canonical';

const golden = (name: CanonicalName) =>
  JSON.parse(
    readFileSync(join(__dirname, `../../fixtures/golden/${name}.json`), 'utf8'),
  ) as ReturnType<typeof goldenOf>;

const ranking = (name: CanonicalName) => {
  const { state } = decode(CANONICAL[name]);
  return rank(state.profile, catalog, {
    cur: state.cur,
    fx: state.fx ?? catalog.fx.cnyPerUsd,
    asOf: catalog.asOf,
  });
};

describe('golden rankings', () => {
  it.each(Object.keys(CANONICAL) as CanonicalName[])('%s matches its fixture', (name) => {
    expect(goldenOf(CANONICAL[name], catalog)).toEqual(golden(name));
  });
});

describe('top entries, checked by hand', () => {
  it('hpc: 2 × AWS p5 (8×H100 SXM, EFA) first, 500 A100-hours in 11.17 h', () => {
    const top = ranking('hpc').ranked[0];
    expect(top?.offerId).toBe('aws:p5.48xlarge@us-east-1');
    // FP64 vector 33.5 / 9.7 = 3.4536 per GPU × 8 × 0.9 (NVLink) × 2 nodes × 0.9 (EFA) = 44.759
    expect(top?.estHours).toBeCloseTo(11.171, 3);
    // billed per second: 40,216 s × 55.04 USD × 2 nodes
    expect(top?.estCost).toBeCloseTo((40216 / 3600) * 55.04 * 2, 6);
    expect(top?.memoryFit).toBe('fits');
  });

  it('startup: Azure 8×A100 80GB on spot first, 285.12 CNY', () => {
    const top = ranking('startup').ranked[0];
    expect(top?.offerId).toBe('azure:Standard_ND96amsr_A100_v4@eastus');
    expect(top?.pricing).toBe('spot');
    // 72 ÷ 7.2 = 10 h; 10/24 interruptions × 25 min lost = +0.1736 h
    expect(top?.estHours).toBeCloseTo(10 + (10 / 24) * (25 / 60), 9);
    // Azure's billing step is unknown: 11 whole hours × 3.60 USD × 7.2 CNY/USD
    expect(top?.estCost).toBeCloseTo(285.12, 6);
    expect(top?.warnings.map((w) => w.key)).toContain('engine.warning.billing-unknown');
  });

  it('rnd: 8×MI300X from specs first, flagged as a spec estimate needing ROCm', () => {
    const top = ranking('rnd').ranked[0];
    expect(top?.offerId).toBe('runpod:8x_MI300X_SECURE@CA');
    // 1300 / 312 × 0.7 per GPU × 8 × 0.7 (no NVLink listed) = 16.333 → 2000 ÷ that
    expect(top?.estHours).toBeCloseTo(2000 / ((1300 / 312) * 0.7 * 8 * 0.7), 6);
    expect(top?.warnings.map((w) => w.key)).toEqual(
      expect.arrayContaining(['engine.warning.speed-specs', 'engine.warning.rocm']),
    );
  });

  it('individual: nothing within 300 USD a month; the closest is named', () => {
    const r = ranking('individual');
    expect(r.ranked).toEqual([]);
    // the cheapest 24 GB+ card costs 0.43 USD/h × 730 h = 313.9 USD a month
    expect(r.notices).toContainEqual(
      expect.objectContaining({
        key: 'engine.notice.closest',
        values: expect.objectContaining({ cost: 313.9, cur: 'USD' }),
      }),
    );
  });
});
