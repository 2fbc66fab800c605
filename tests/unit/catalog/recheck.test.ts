import { describe, expect, it } from 'vitest';
import { runDataCheck } from '../../../cli/data-check';
import { recheckFiles } from '../../../src/domain/catalog/data/rechecks';
import type { RecheckRow } from '../../../src/domain/catalog/data/rechecks/types';
import { applyDatedPrices } from '../../../src/domain/catalog/dated-prices';
import { normalizeOffer } from '../../../src/domain/catalog/normalize';
import { rawCatalog } from '../../../src/domain/catalog/raw';
import { recheckReport } from '../../../src/domain/catalog/recheck';
import type { DatedPrice } from '../../../src/domain/catalog/schema';
import { offer } from '../../fixtures/catalog/minimal';

const PAGE = { ref: 'pricing page read', date: '2026-11-09' };
const priced = (type: string, onDemand: number, flags: string[] = []) =>
  normalizeOffer(
    offer('runpod', type, 'US', { onDemand, asOf: '2026-11-09', source: PAGE, flags }),
  );
const copy = (offerId: string, value: number, extra: Partial<RecheckRow> = {}): RecheckRow => ({
  offerId,
  price: 'onDemand',
  value,
  currency: 'USD',
  asOf: '2026-10-19',
  source: 'another transcription',
  ...extra,
});

describe('recheckReport', () => {
  // A copy of 3.49 against a shown 3.99 is 14 % off (0.50 / 3.49); 3.80 against 3.99 is 5 %.
  const shown = priced('1x_H100-SXM_SECURE', 3.99);
  const flagged = priced('1x_A100-80GB_SECURE', 1.79, ['sources-disagree']);
  const catalog = { offers: [shown, flagged] };

  it('counts a copy within 10 % as agreeing and a wider gap as off', () => {
    const r = recheckReport(
      catalog,
      [{ file: 'west.ts', rows: [copy(shown.id, 3.8), copy(flagged.id, 1.59)] }],
      '2026-12-06',
    );
    expect(r.results.map((x) => x.status)).toEqual(['agrees', 'off-flagged']);
    expect(r.off).toBe(1);
    expect(r.offShare).toBe(0.5);
    expect(r.problems).toEqual([]);
  });

  it('tells a gap to a copy older than the shown price (moved since) from one to a newer copy', () => {
    // The shown prices are dated 2026-11-09: a copy of 2026-10-19 is older, one of 2026-11-20 newer.
    const r = recheckReport(
      catalog,
      [
        {
          file: 'west.ts',
          rows: [copy(flagged.id, 1.59), copy(flagged.id, 1.59, { asOf: '2026-11-20' })],
        },
      ],
      '2026-12-06',
    );
    expect(r.results.map((x) => x.older)).toEqual([true, false]);
    expect([r.off, r.offCurrent]).toEqual([2, 1]);
  });

  it('names file and offer of a gap not flagged on the offer, and of a copy that matches no offer', () => {
    const r = recheckReport(
      catalog,
      [{ file: 'west.ts', rows: [copy(shown.id, 3.49), copy('runpod:gone@US', 1)] }],
      '2026-12-06',
    );
    expect(r.problems).toEqual([
      expect.objectContaining({ file: 'west.ts', offerId: shown.id }),
      { file: 'west.ts', offerId: 'runpod:gone@US', message: 'no offer has this id' },
    ]);
    expect(r.problems[0]!.message).toContain('14 % off');
  });

  it('refuses a copy dated after the day checked or in another currency', () => {
    const r = recheckReport(
      catalog,
      [
        {
          file: 'west.ts',
          rows: [
            copy(shown.id, 3.99, { asOf: '2027-01-01' }),
            copy(shown.id, 28, { currency: 'CNY' }),
          ],
        },
      ],
      '2026-12-06',
    );
    expect(r.results).toEqual([]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "the copy's date 2027-01-01 is not a day on or before 2026-12-06",
      'the copy is in CNY, the offer in USD',
    ]);
  });
});

describe('a dated price with an earlier dated copy in its history', () => {
  const dated = (history: DatedPrice['history']): DatedPrice => ({
    provider: 'runpod',
    instanceType: '1x_A100-80GB_SECURE',
    region: null,
    currency: 'USD',
    onDemand: 1.79,
    spot: null,
    asOf: '2026-11-09',
    asOfKind: 'captured',
    source: PAGE,
    note: null,
    history,
  });
  const undated = normalizeOffer(
    offer('runpod', '1x_A100-80GB_SECURE', 'US', {
      onDemand: 1.64,
      source: { ref: 'catalog file', date: null },
    }),
  );
  const earlier = {
    onDemand: 1.59,
    asOf: '2026-10-07',
    asOfKind: 'captured' as const,
    source: { ref: 'page read earlier', date: '2026-10-07' },
  };

  it('flags the offer when that copy is more than 10 % away (1.59 against 1.79: 11 %)', () => {
    const [o] = applyDatedPrices([undated], [dated([earlier])]).offers;
    expect(o!.onDemand).toBe(1.79);
    expect(o!.flags).toContain('sources-disagree');
    expect(o!.notes).toContain('An earlier dated copy differs by 11 %: 1.59 (captured 2026-10-07');
  });

  it('does not flag it when the copy is within 10 % (1.70 against 1.79: 5 %)', () => {
    const [o] = applyDatedPrices([undated], [dated([{ ...earlier, onDemand: 1.7 }])]).offers;
    expect(o!.flags).not.toContain('sources-disagree');
  });
});

describe('data:check with the re-checks', () => {
  it('reports the share of re-checked prices more than 10 % off and passes when each is flagged', () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runDataCheck(
      rawCatalog,
      ['--as-of', '2026-12-06'],
      '2026-12-06',
      { log: (l) => out.push(l), error: (l) => err.push(l) },
      undefined,
      recheckFiles,
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toMatch(/^re-checked prices \(independent dated copies\): (\d+) /m);
    const n = Number(/^re-checked prices \(independent dated copies\): (\d+) /m.exec(text)![1]);
    expect(n).toBeGreaterThanOrEqual(30);
    const off = /more than 10 % off: (\d+) \(([\d.]+) %; target at most 5 %\), (\d+) flagged/.exec(
      text,
    );
    expect(off).not.toBeNull();
    expect(off![1]).toBe(off![3]);
    // The target: at most 5 % off a copy as new as the shown price or newer.
    const current = /(\d+) against a copy as new or newer/.exec(text);
    expect(current).not.toBeNull();
    expect(Number(current![1]) / n).toBeLessThanOrEqual(0.05);
    expect(text).not.toContain('above the 5 % target');
  });

  it('fails naming the re-check file and the offer when a gap is not flagged', () => {
    const err: string[] = [];
    const code = runDataCheck(
      rawCatalog,
      ['--as-of', '2026-12-06'],
      '2026-12-06',
      { log: () => {}, error: (l) => err.push(l) },
      undefined,
      [{ file: 'data/rechecks/test.ts', rows: [copy('aws:p3.2xlarge@us-east-1', 2.5)] }],
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(
      'data/rechecks/test.ts: aws:p3.2xlarge@us-east-1: shows 3.06 against 2.5',
    );
  });
});
