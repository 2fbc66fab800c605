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

  it('a reservation, savings plan or committed use costs less per hour than on demand', () => {
    let checked = 0;
    for (const o of catalog.offers) {
      if (o.onDemand === null) continue;
      for (const c of o.commitments) {
        if (c.kind === 'subscription') continue;
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
  it('GCP a3-highgpu-8g in us-central1, 1 and 3 years (pricing.yml of 2025-03-06)', () => {
    // Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml @0166a59, a3-highgpu-8g,
    // us-central1: month_1y 44810.08066464, month_3y 28370.99821392 (USD a month of 730 h).
    const id = 'gcp:a3-highgpu-8g@us-central1';
    expect(termCost(commitment(id, 'committed-use', 12))).toBeCloseTo(44810.08066464 * 12, 4);
    expect(termCost(commitment(id, 'committed-use', 36))).toBeCloseTo(28370.99821392 * 36, 4);
    expect(commitment(id, 'committed-use', 12).upfrontPrice).toBe(0);
  });
});
