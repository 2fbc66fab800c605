/**
 * Commitments in the ranking (docs/engine.md §4, "Commitments"): with `term`, an offer is priced
 * at the cheapest of pay-as-you-go, spot and its commitments of at most `term` months.
 */
import { describe, expect, it } from 'vitest';
import { rank } from '../../../src/domain/engine';
import { type Profile } from '../../../src/domain/engine/profile';
import { OfferSchema, ProviderSchema } from '../../../src/domain/catalog/schema';
import {
  A100_COMMITTED,
  catalogWith,
  commitment,
  makeCatalog,
  OPTIONS,
  offerInput,
  profile,
  provider as fixtureProvider,
  type OfferSpec,
} from './fixtures';

const a100 = catalogWith([A100_COMMITTED]);

const first = (p: Partial<Profile>, options = OPTIONS) => {
  const r = rank(profile(p), a100, options);
  const e = r.ranked[0];
  if (!e) throw new Error('nothing ranked');
  return e;
};

const SERVICE: Partial<Profile> = { team: 'enterprise', wl: 'infer', mem: 40, work: 730 };

describe('a service with a term', () => {
  it('is priced at the one-year reservation with term=12: 876 USD a month, not 1,314', () => {
    const e = first({ ...SERVICE, term: 12 });
    expect(e.pricing).toBe('commitment');
    expect(e.commitment?.row.kind).toBe('reserved');
    expect(e.commitment?.row.termMonths).toBe(12);
    // 1.2 USD/h × 730 h = 876 USD a month; the service runs 730 h (`work` for infer)
    expect(e.monthlyCost).toBeCloseTo(876, 6);
    expect(e.estCost).toBeCloseTo(876, 6);
    expect(e.commitment?.effectiveHourly).toBeCloseTo(1.2, 9);
    expect(e.commitment?.upfrontPrice).toBe(0);
    // compared with pay-as-you-go: 730 × 1.8 = 1,314 USD
    expect(e.alternative?.pricing).toBe('on-demand');
    expect(e.alternative?.estCost).toBeCloseTo(1314, 6);
  });

  it('takes the three-year reservation only when the term reaches 36 months', () => {
    const e = first({ ...SERVICE, term: 36 });
    expect(e.commitment?.row.termMonths).toBe(36);
    // 20,000 USD upfront over 36 months = 555.56 USD a month
    expect(e.monthlyCost).toBeCloseTo(20_000 / 36, 6);
    expect(e.commitment?.upfrontPrice).toBe(20_000);
    expect(e.commitment?.effectiveHourly).toBeCloseTo(20_000 / (36 * 730), 9);
  });

  it('takes the monthly subscription with term=6: 1,000 USD a month', () => {
    const e = first({ ...SERVICE, term: 6 });
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.monthlyCost).toBeCloseTo(1000, 6);
  });

  it('converts to the ranking currency: 876 USD × 7.2 = 6,307.2 CNY a month', () => {
    const e = first({ ...SERVICE, term: 12 }, { ...OPTIONS, cur: 'CNY' });
    expect(e.monthlyCost).toBeCloseTo(876 * 7.2, 6);
    expect(e.commitment?.hourly).toBeCloseTo(1.2 * 7.2, 9);
  });

  it('stays on demand without a term', () => {
    const e = first(SERVICE);
    expect(e.pricing).toBe('on-demand');
    expect(e.commitment).toBeNull();
    expect(e.monthlyCost).toBeCloseTo(1314, 6);
  });

  it('a monthly budget reads the commitment’s month: 900 USD admits 876, not 1,314', () => {
    const within = rank(profile({ ...SERVICE, term: 12, budget: 900, per: 'month' }), a100, {
      ...OPTIONS,
    });
    expect(within.ranked[0]?.withinBudget).toBe(true);
    const without = rank(profile({ ...SERVICE, budget: 900, per: 'month' }), a100, OPTIONS);
    expect(without.ranked.filter((e) => e.withinBudget)).toHaveLength(0);
  });
});

describe('a finite job with a term', () => {
  // Training on one A100 (relative speed 1): wall hours = work.
  const JOB: Partial<Profile> = { team: 'rnd', wl: 'train', mem: 40, term: 12 };

  it('a 72-hour job stays on demand: 72 × 1.8 = 129.6 USD against 1,000 for a month', () => {
    const e = first({ ...JOB, work: 72 });
    expect(e.pricing).toBe('on-demand');
    expect(e.estCost).toBeCloseTo(129.6, 6);
  });

  it('a two-month job takes two monthly subscriptions: 2 × 1,000 USD against 2,628', () => {
    const e = first({ ...JOB, work: 1460 });
    expect(e.pricing).toBe('commitment');
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.commitment?.terms).toBe(2);
    expect(e.estCost).toBeCloseTo(2000, 6);
    expect(e.billedHours).toBeCloseTo(1460, 6);
    expect(e.alternative?.estCost).toBeCloseTo(1460 * 1.8, 6);
  });

  it('a job of 11 months and a bit: twelve subscriptions (12,000) lose to a year reserved (10,512)', () => {
    // 8,100 h = 11.10 months: ceil → 12 monthly terms = 12,000; one year = 10,512; on demand 14,580
    const e = first({ ...JOB, work: 8100 });
    expect(e.commitment?.row.termMonths).toBe(12);
    expect(e.commitment?.terms).toBe(1);
    expect(e.estCost).toBeCloseTo(10_512, 6);
    expect(e.billedHours).toBeCloseTo(8760, 6);
  });

  it('a year-long job renews nothing longer than the term: term=3 leaves the reservations out', () => {
    const e = first({ ...JOB, work: 8100, term: 3 });
    expect(e.commitment?.row.kind).toBe('subscription');
    expect(e.estCost).toBeCloseTo(12 * 1000, 6);
  });
});

// What the pick says about its commitment: the reason, the saving, upfront money and leaving early.

const keysOf = (xs: readonly { key: string }[]) => xs.map((x) => x.key);
const find = (xs: readonly { key: string; values: object }[], key: string) =>
  xs.find((x) => x.key === key)?.values;

describe('the pick says which commitment and what it saves', () => {
  it('names the one-year reservation and the 438 USD (33 %) it saves a month on demand', () => {
    const e = first({ ...SERVICE, term: 12 });
    expect(find(e.reasons, 'engine.reason.commitment-reserved')).toEqual({
      months: 12,
      effective: 1.2,
      upfront: 0,
      cur: 'USD',
    });
    // 1,314 − 876 = 438 USD; 438 / 1,314 = 33 %
    expect(find(e.reasons, 'engine.reason.commitment-saves-on-demand')).toEqual({
      saving: 438,
      percent: 33,
      cur: 'USD',
    });
  });

  it('shows the three-year reservation’s 20,000 USD as paid upfront', () => {
    const e = first({ ...SERVICE, term: 36 });
    expect(find(e.warnings, 'engine.warning.commit-upfront')).toEqual({
      paid: 20_000,
      total: 20_000,
      instances: 1,
      terms: 1,
      cur: 'USD',
    });
  });

  it('warns when the commitment’s own price is older than 180 days on the day of the ranking', () => {
    // The fixture's reservation is priced as of 2025-05-01: 31 days before 2025-06-01 (no
    // warning), 245 days before 2026-01-01.
    expect(keysOf(first({ ...SERVICE, term: 12 }).warnings)).not.toContain(
      'engine.warning.commit-stale',
    );
    const late = first({ ...SERVICE, term: 12 }, { ...OPTIONS, asOf: '2026-01-01' });
    expect(find(late.warnings, 'engine.warning.commit-stale')).toEqual({
      asOf: '2025-05-01',
      days: 245,
    });
  });

  it('says nothing of commitments for a pick paid by the hour', () => {
    const e = first(SERVICE);
    expect(keysOf([...e.reasons, ...e.warnings]).filter((k) => k.includes('commit'))).toEqual([]);
  });
});

/**
 * The same A10 subscription at three mainland providers, in CNY: 9.62 CNY/h on demand, one month
 * for 3,000 CNY, twelve months for 30,000 CNY (2,500 a month, 1/6 off twelve monthly prices).
 * Each provider's refund rule then prices leaving after six of the twelve months.
 */
function mainland(providerId: string, rule: string) {
  const base = makeCatalog([]);
  const spec: OfferSpec = {
    provider: providerId,
    type: 'gn7i',
    region: 'cn-hangzhou',
    group: 'cn',
    gpu: 'a10-24gb',
    currency: 'CNY',
    onDemand: 9.62,
  };
  const subs = [
    commitment({ kind: 'subscription', termMonths: 1, upfront: 'all', upfrontPrice: 3000 }),
    commitment({ kind: 'subscription', termMonths: 12, upfront: 'all', upfrontPrice: 30_000 }),
  ];
  const p = ProviderSchema.parse({
    ...fixtureProvider(providerId, 'second'),
    refundRule: { value: rule, text: null, source: { ref: 'refund rule fixture', date: null } },
  });
  return {
    ...base,
    providers: [...base.providers, p],
    offers: [OfferSchema.parse({ ...offerInput(spec), commitments: subs })],
  };
}

const CNY = { ...OPTIONS, cur: 'CNY' as const };
const A10_SERVICE = profile({ team: 'enterprise', wl: 'infer', mem: 8, work: 730, term: 12 });

describe('leaving a subscription after half its term, by the provider’s rule', () => {
  it('Alibaba (paid − used): 15,000 of 30,000 CNY back, nothing lost beyond the six months', () => {
    const e = rank(A10_SERVICE, mainland('aliyun', 'paid-minus-used'), CNY).ranked[0];
    // 2,500 CNY a month against 9.62 × 730 = 7,022.60 on demand
    expect(e?.monthlyCost).toBeCloseTo(2500, 6);
    expect(find(e?.warnings ?? [], 'engine.warning.commit-exit-paid-minus-used')).toMatchObject({
      used: 6,
      months: 12,
      refund: 15_000,
      paid: 30_000,
      penalty: 0,
    });
    expect(find(e?.warnings ?? [], 'engine.warning.commit-upfront')).toMatchObject({
      paid: 30_000,
    });
  });

  it('Tencent (used months re-priced at the monthly price): 6 × 3,000 used, 12,000 back, 3,000 lost', () => {
    const e = rank(A10_SERVICE, mainland('tencent', 'repriced-at-payg'), CNY).ranked[0];
    expect(find(e?.warnings ?? [], 'engine.warning.commit-exit-repriced-at-payg')).toMatchObject({
      refund: 12_000,
      paid: 30_000,
      // 18,000 paid for six months against 6 × 2,500 = 15,000 at the subscription's rate
      penalty: 3000,
    });
  });

  it('Huawei (paid − used − 10 % fee): 30,000 − 15,000 − 3,000 = 12,000 back', () => {
    const e = rank(A10_SERVICE, mainland('huawei', 'paid-minus-used-minus-fee'), CNY).ranked[0];
    expect(
      find(e?.warnings ?? [], 'engine.warning.commit-exit-paid-minus-used-minus-fee'),
    ).toMatchObject({ refund: 12_000, penalty: 3000, fee: 10 });
  });
});

describe('reservations and plans that cannot be left', () => {
  const reserved = (providerId: string, kind: 'reserved' | 'savings-plan' | 'committed-use') => {
    const base = makeCatalog([]);
    const known = base.providers.some((p) => p.id === providerId);
    const spec: OfferSpec = {
      provider: providerId,
      type: 'a100',
      gpu: 'a100-80gb-sxm',
      onDemand: 3,
    };
    return {
      ...base,
      providers: known
        ? base.providers
        : [...base.providers, ProviderSchema.parse(fixtureProvider(providerId, 'second'))],
      offers: [
        OfferSchema.parse({
          ...offerInput(spec),
          // 1.5 USD/h for a year: 13,140 USD, half of it 6,570
          commitments: [commitment({ kind, termMonths: 12, hourly: 1.5 })],
        }),
      ],
    };
  };
  const service = profile({ ...SERVICE, term: 12 });
  const exitOf = (providerId: string, kind: 'reserved' | 'savings-plan' | 'committed-use') => {
    const e = rank(service, reserved(providerId, kind), OPTIONS).ranked[0];
    const w = e?.warnings.find((x) => x.key.startsWith('engine.warning.commit-exit'));
    return { key: w?.key, values: w?.values };
  };

  it('AWS: a Reserved Instance leaves the unused half, 6,570 USD, paid or owed', () => {
    expect(exitOf('aws', 'reserved')).toEqual({
      key: 'engine.warning.commit-exit-aws-reserved',
      values: { used: 6, months: 12, lost: 6570, cur: 'USD' },
    });
    expect(exitOf('aws', 'savings-plan').key).toBe('engine.warning.commit-exit-aws-savings-plan');
  });

  it('Azure: a reservation refunds the unused 6,570 USD, a possible 12 % fee is 788.40', () => {
    expect(exitOf('azure', 'reserved')).toEqual({
      key: 'engine.warning.commit-exit-azure-reserved',
      values: { used: 6, months: 12, refund: 6570, fee: 788.4, cur: 'USD' },
    });
    expect(exitOf('azure', 'savings-plan').key).toBe(
      'engine.warning.commit-exit-azure-savings-plan',
    );
  });

  it('GCP: a commitment cannot be cancelled; a provider without a stated rule counts the half as lost', () => {
    expect(exitOf('gcp', 'committed-use').key).toBe('engine.warning.commit-exit-gcp-committed-use');
    expect(exitOf('lambda', 'reserved')).toEqual({
      key: 'engine.warning.commit-exit-unknown',
      values: { used: 6, months: 12, lost: 6570, cur: 'USD' },
    });
  });
});
