import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { effectiveHourly, termCost } from '../../../src/domain/catalog/commitments';
import { commitmentFiles } from '../../../src/domain/catalog/data/commitments';
import { CommitmentPriceSchema, type Offer } from '../../../src/domain/catalog/schema';

const rows = commitmentFiles.flatMap((f) => f.records);
const offer = (id: string): Offer => {
  const o = catalog.offers.find((x) => x.id === id);
  if (o === undefined) throw new Error(`no offer ${id}`);
  return o;
};
const commitment = (id: string, kind: string, termMonths: number, upfront = 'none') => {
  const c = offer(id).commitments.find(
    (x) => x.kind === kind && x.termMonths === termMonths && x.upfront === upfront,
  );
  if (c === undefined) throw new Error(`${id}: no ${kind} ${termMonths}m ${upfront}`);
  return c;
};

describe('commitment price data', () => {
  it('every row parses and names a source with a date or a version', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(CommitmentPriceSchema.safeParse(r).success, JSON.stringify(r)).toBe(true);
      if (r.asOfKind !== 'undated-snapshot') expect(r.source.date, r.instanceType).not.toBeNull();
    }
  });

  it('every row reaches an offer of the catalog', () => {
    const withCommitments = catalog.offers.filter((o) => o.commitments.length > 0);
    const attached = withCommitments.reduce((n, o) => n + o.commitments.length, 0);
    expect(attached).toBeGreaterThanOrEqual(rows.filter((r) => r.region !== null).length);
  });

  it('every commitment costs less per hour of its term than the same offer on demand', () => {
    let checked = 0;
    for (const o of catalog.offers) {
      if (o.onDemand === null) continue;
      for (const c of o.commitments) {
        expect(effectiveHourly(c), `${o.id} ${c.kind} ${c.termMonths}m ${c.upfront}`).toBeLessThan(
          o.onDemand,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('commitment prices read against their sources', () => {
  it('GCP a3-highgpu-8g in us-central1, 1 and 3 years (Cloud Billing catalog read on 2026-08-18)', () => {
    // koen-nebius/price-monitor store/history.csv @0208d04, 2026-08-18, gcp a3-highgpu-8g
    // us-central1: committed_1yr 54.3905 and committed_3yr 34.3992 USD an hour; the pricing file
    // of 2025-03-06 gave 44810.08066464 and 28370.99821392 a month of 730 h (61.38 and 38.86).
    const id = 'gcp:a3-highgpu-8g@us-central1';
    const y1 = commitment(id, 'committed-use', 12);
    expect(termCost(y1)).toBeCloseTo(54.3905 * 730 * 12, 4);
    expect(termCost(commitment(id, 'committed-use', 36))).toBeCloseTo(34.3992 * 730 * 36, 4);
    expect(y1.upfrontPrice).toBe(0);
    expect(y1.asOf).toBe('2026-08-18');
  });

  it('AWS p5.48xlarge in us-east-1, 3-year Standard reservation (instances.vantage.sh data, 2025-11-30)', () => {
    // tsaol/aws-gpu data/gpu_instances_raw.json @2d0108c, p5.48xlarge, us-east-1, linux.reserved:
    // yrTerm3Standard.noUpfront 23.77728 and yrTerm3Standard.allUpfront 20.695053 USD per hour.
    const id = 'aws:p5.48xlarge@us-east-1';
    const none = commitment(id, 'reserved', 36, 'none');
    expect(none.hourly).toBe(23.77728);
    expect(none.upfrontPrice).toBe(0);
    const all = commitment(id, 'reserved', 36, 'all');
    expect(all.hourly).toBe(0);
    expect(effectiveHourly(all)).toBeCloseTo(20.695053, 4);
    // Both are below the 55.04 USD on-demand rate of the same list.
    expect(offer(id).onDemand).toBe(55.04);
  });

  it('Tencent GT4.41XLARGE948 in Nanjing, by the month and by the year (CVM price table, 2022-05-20)', () => {
    // chen56/qcloud-price data/cvm-price.csv @162b20e, 南京一区 LINUX GT4.41XLARGE948:
    // 按量T1 224.17 CNY/h, 包月 107616 CNY, 包年 1071855.36 CNY.
    const id = 'tencent:GT4.41XLARGE948@ap-nanjing';
    expect(offer(id).monthly).toBe(107616);
    expect(termCost(commitment(id, 'subscription', 12, 'all'))).toBe(1071855.36);
  });
});
