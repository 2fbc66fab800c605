/**
 * What a chosen commitment means for the team (docs/engine.md §4, "Commitments"): the reason it
 * was chosen and what it saves against pay-as-you-go, an upfront payment as such, and the
 * provider's early-exit rule with the cost of leaving after half the term. Runs once per ranked
 * entry, not in the per-offer loop.
 */
import type { Offer } from '../catalog/schema';
import { termCost } from '../catalog/commitments';
import { dayNumber } from './columns';
import {
  exitCost,
  huaweiFeeRate,
  offerSubscriptionPrices,
  type RefundRule,
  type SubscriptionInput,
} from '../calculators/subscription';
import type { Context } from './context';
import type { Evaluated } from './evaluated';
import { money } from './messages';
import { convert, HOURS_PER_MONTH } from './rules';
import type { CommitmentTerms, CostEstimate, EngineMessage, EngineMessageKey } from './types';

type Msg = EngineMessage;
const m = (key: EngineMessageKey, values: Msg['values'] = {}): Msg => ({ key, values });

/** The refund rules of subscriptions the subscription calculator computes. */
const REFUND_RULES: readonly RefundRule[] = [
  'paid-minus-used',
  'repriced-at-payg',
  'paid-minus-used-minus-fee',
];
const isRefundRule = (x: string | null | undefined): x is RefundRule =>
  REFUND_RULES.includes(x as RefundRule);

/**
 * What the providers' own pages say about leaving a reservation, savings plan or committed-use
 * discount before its end; any other commitment without a provider refund rule is counted as
 * lost for the rest of its term.
 */
export const LOCK_IN_RULES = {
  /** Only Standard RIs can be sold on the Reserved Instance Marketplace; Convertible ones cannot. */
  'aws-reserved': {
    provider: 'aws',
    kind: 'reserved',
    source:
      'https://docs.aws.amazon.com/AWSEC2/latest/APIReference/API_CreateReservedInstancesListing.html',
  },
  /** A plan can be returned only just after purchase (`return-savings-plan`); then it runs its term. */
  'aws-savings-plan': {
    provider: 'aws',
    kind: 'savings-plan',
    source: 'https://docs.aws.amazon.com/savingsplans/latest/userguide/what-is-savings-plans.html',
  },
  /**
   * Refunds of the unused part, at most USD 50,000 of cancelled commitment in a rolling
   * 12 months; no early-termination fee charged today, a 12 % fee announced as possible.
   */
  'azure-reserved': {
    provider: 'azure',
    kind: 'reserved',
    source:
      'https://learn.microsoft.com/azure/cost-management-billing/reservations/exchange-and-refund-azure-reservations',
  },
  /** "All savings plan purchases are final": no cancellation, no exchange. */
  'azure-savings-plan': {
    provider: 'azure',
    kind: 'savings-plan',
    source:
      'https://learn.microsoft.com/azure/cost-management-billing/savings-plan/cancel-savings-plan',
  },
  /** "You can't cancel a commitment after its purchase." */
  'gcp-committed-use': {
    provider: 'gcp',
    kind: 'committed-use',
    source: 'https://cloud.google.com/compute/docs/instances/committed-use-discounts-overview',
  },
} as const;
type LockIn = keyof typeof LOCK_IN_RULES;

/** The early-termination fee Microsoft says it may charge on refunded reservations (0..1). */
export const AZURE_POSSIBLE_FEE = 0.12;

function lockInOf(provider: string, kind: string): LockIn | null {
  for (const [name, r] of Object.entries(LOCK_IN_RULES)) {
    if (r.provider === provider && r.kind === kind) return name as LockIn;
  }
  return null;
}

/** A price of `offer`'s currency in the ranking's. */
const inRanking = (value: number, offer: Offer, ctx: Context): number =>
  convert(value, offer.currency, ctx.cur, ctx.fx);

/** Months shown with at most one decimal (half of a one-month term is 0.5). */
const months = (x: number): number => Math.round(x * 10) / 10;

/** Why a commitment was chosen: its kind and term, its rate, and what it saves. */
export function commitmentReasons(c: CostEstimate, alt: CostEstimate | null, ctx: Context): Msg[] {
  const t = c.commitment;
  if (t === null) return [];
  const out = [
    m(`engine.reason.commitment-${t.row.kind}`, {
      months: t.row.termMonths,
      effective: money(t.effectiveHourly),
      upfront: money(t.upfrontPrice),
      cur: ctx.cur,
    }),
  ];
  if (alt && alt.estCost > c.estCost) {
    out.push(
      m(`engine.reason.commitment-saves-${alt.pricing === 'spot' ? 'spot' : 'on-demand'}`, {
        saving: money(alt.estCost - c.estCost),
        percent: Math.round((1 - c.estCost / alt.estCost) * 100),
        cur: ctx.cur,
      }),
    );
  }
  return out;
}

/**
 * The subscription calculator's input for leaving `t` after half its term, in the ranking's
 * currency: the one-month subscription as the monthly list price (else this term's month), the
 * offer's on-demand rate, and the term's discount on twelve (or n) list months.
 */
function subscriptionInput(e: Evaluated, t: CommitmentTerms, ctx: Context): SubscriptionInput {
  const o = e.offer;
  const T = t.row.termMonths;
  const cost = inRanking(termCost(t.row), o, ctx);
  const prices = offerSubscriptionPrices(o, ctx.cur, ctx.fx);
  const month = o.commitments.find((x) => x.kind === 'subscription' && x.termMonths === 1);
  const monthly = prices.monthly?.value ?? (month ? inRanking(termCost(month), o, ctx) : cost / T);
  return {
    monthly,
    hourly: prices.hourly?.value ?? t.effectiveHourly,
    hoursPerMonth: HOURS_PER_MONTH,
    termMonths: T,
    usedMonths: T / 2,
    termDiscount: Math.min(1, Math.max(0, 1 - cost / (monthly * T))),
  };
}

/** Watch-outs of a chosen commitment: upfront payment, and the early-exit rule at half the term. */
export function commitmentWarnings(e: Evaluated, ctx: Context): Msg[] {
  const c = e.chosen;
  const t = c?.commitment ?? null;
  if (!c || t === null) return [];
  const out: Msg[] = [];
  const T = t.row.termMonths;
  const used = months(T / 2);
  const cur = ctx.cur;
  // The commitment's own price date: the pick stands on it, not on the hourly price's.
  const age = ctx.asOfDay - dayNumber(t.row.asOf);
  if (age > ctx.a.staleAfterDays) {
    out.push(m('engine.warning.commit-stale', { asOf: t.row.asOf, days: Math.floor(age) }));
  }
  if (t.upfrontPrice > 0) {
    out.push(
      m('engine.warning.commit-upfront', {
        paid: money(t.upfrontPrice),
        total: money(t.upfrontPrice * e.instances * t.terms),
        instances: e.instances,
        terms: t.terms,
        cur,
      }),
    );
  }
  const paid = t.effectiveHourly * HOURS_PER_MONTH * T;
  const rule = e.provider?.refundRule.value ?? null;
  if (t.row.kind === 'subscription' && isRefundRule(rule)) {
    const input = subscriptionInput(e, t, ctx);
    const exit = exitCost(input, rule, T / 2);
    out.push(
      m(`engine.warning.commit-exit-${rule}`, {
        used,
        months: T,
        refund: money(exit.refund),
        paid: money(exit.paid),
        penalty: money(Math.max(0, exit.net - exit.paid / 2)),
        fee: Math.round(huaweiFeeRate(T, T / 2) * 100),
        cur,
      }),
    );
    return out;
  }
  const lockIn = lockInOf(e.offer.provider, t.row.kind);
  const half = paid / 2;
  if (lockIn === 'azure-reserved') {
    out.push(
      m('engine.warning.commit-exit-azure-reserved', {
        used,
        months: T,
        refund: money(half),
        fee: money(AZURE_POSSIBLE_FEE * half),
        cur,
      }),
    );
  } else {
    out.push(
      m(`engine.warning.commit-exit-${lockIn ?? 'unknown'}`, {
        used,
        months: T,
        lost: money(half),
        cur,
      }),
    );
  }
  return out;
}
