/**
 * Subscription (包年包月) vs pay-as-you-go, with each provider's real early-exit rule
 * (docs/data.md, "Early exit from a subscription"; the sources are in the guide's claims,
 * `claims.ts`) instead of the guide's flat 30 % penalty. Amounts in one currency, the
 * input's (the guide's figures are CNY; a ranked pick's prices come in the ranking's currency).
 */
import { termCost } from '../catalog/commitments';
import type { Offer } from '../catalog/schema';
import { convert, HOURS_PER_MONTH, type Currency } from '../units/money';

/** The refund rules the dataset's providers use (Provider.refundRule). */
export type RefundRule = 'paid-minus-used' | 'repriced-at-payg' | 'paid-minus-used-minus-fee';
/** The three rules plus the guide's claim, kept for comparison only. */
export type ExitRule = RefundRule | 'guide-flat-30';

/** The guide's claimed penalty, read as 30 % of the unused part (no provider was found using it). */
export const GUIDE_PENALTY = 0.3;

export interface SubscriptionInput {
  /** List price of a one-month subscription. */
  monthly: number;
  /** Pay-as-you-go price per hour of the same instance. */
  hourly: number;
  /** Hours a month the instance is actually needed (pay-as-you-go bills only these). */
  hoursPerMonth: number;
  /** Months committed (1..36). */
  termMonths: number;
  /** Months used before leaving (0..term; the term means no early exit). */
  usedMonths: number;
  /** Discount for committing the whole term, fraction (0.15 = 15 % off the monthly price). */
  termDiscount: number;
}

/**
 * Huawei's handling fee as a fraction of the amount paid (Huawei Cloud "Unsubscription Rules",
 * support.huaweicloud.com es-us_topic_0083138805, 2024-06-28): 10 % for monthly and 1-year terms;
 * 15 % / 10 % for 2-year terms and 15 % / 10 % / 5 % for 3-year terms, by years used.
 */
export function huaweiFeeRate(termMonths: number, usedMonths: number): number {
  if (termMonths <= 12) return 0.1;
  if (usedMonths <= 12) return 0.15;
  if (termMonths <= 24 || usedMonths <= 24) return 0.1;
  return 0.05;
}

/** What was paid up front for the whole term, CNY. */
export const amountPaid = (i: SubscriptionInput): number =>
  i.monthly * i.termMonths * (1 - i.termDiscount);

/** The share of the amount paid that `months` of the term stand for, CNY (pro rata). */
const proRataCost = (i: SubscriptionInput, months: number): number =>
  i.termMonths > 0 ? (amountPaid(i) * months) / i.termMonths : 0;

/** Pay-as-you-go cost of `months` months of use, CNY. */
export const paygCost = (i: SubscriptionInput, months: number): number =>
  i.hourly * i.hoursPerMonth * months;

export interface ExitCost {
  rule: ExitRule;
  paid: number;
  /** What the provider counts as used, CNY. */
  consumed: number;
  /** Handling fee or penalty, CNY. */
  fee: number;
  /** Money back, CNY (never negative). */
  refund: number;
  /** What the subscription finally cost: paid − refund, CNY. */
  net: number;
}

/** The cost of leaving a subscription after `usedMonths` under one rule. */
export function exitCost(
  i: SubscriptionInput,
  rule: ExitRule,
  usedMonths = i.usedMonths,
): ExitCost {
  const paid = amountPaid(i);
  const u = Math.min(Math.max(usedMonths, 0), i.termMonths);
  if (u >= i.termMonths) return { rule, paid, consumed: paid, fee: 0, refund: 0, net: paid };
  const proRata = proRataCost(i, u);
  let consumed = proRata;
  let fee = 0;
  if (rule === 'repriced-at-payg') {
    const full = Math.floor(u);
    consumed = i.monthly * full + i.hourly * HOURS_PER_MONTH * (u - full);
  } else if (rule === 'paid-minus-used-minus-fee') {
    fee = huaweiFeeRate(i.termMonths, u) * paid;
  } else if (rule === 'guide-flat-30') {
    fee = GUIDE_PENALTY * (paid - proRata);
  }
  const refund = Math.max(0, paid - consumed - fee);
  return { rule, paid, consumed, fee, refund, net: paid - refund };
}

/** Steps per month when searching for the break-even (about a day). */
const STEPS_PER_MONTH = 30;

/**
 * Months of use from which subscribing (and leaving then) never costs more than pay-as-you-go
 * for the same months, searched day by day up to the term; null when it never pays off.
 */
export function breakEvenMonths(i: SubscriptionInput, rule: ExitRule): number | null {
  const steps = Math.round(i.termMonths * STEPS_PER_MONTH);
  let from: number | null = null;
  for (let s = steps; s >= 1; s--) {
    const u = s / STEPS_PER_MONTH;
    if (exitCost(i, rule, u).net <= paygCost(i, u) + 1e-9) from = u;
    else break;
  }
  return from;
}

export interface RuleOutcome extends ExitCost {
  /** Pay-as-you-go for the months used, CNY. */
  payg: number;
  /** net − payg: positive means leaving the subscription cost more than pay-as-you-go would have. */
  extraVsPayg: number;
  /**
   * What leaving early costs: net − the months used at the subscription's own rate
   * (paid × used ÷ term). 0 under a pure pro-rata refund.
   */
  exitPenalty: number;
  breakEvenMonths: number | null;
}

export interface SubscriptionResult {
  paid: number;
  /** Pay-as-you-go for the whole term, CNY. */
  paygFullTerm: number;
  /** Subscription per month after the term discount, CNY. */
  effectiveMonthly: number;
  /** Pay-as-you-go per month at the hours needed, CNY. */
  paygMonthly: number;
  outcomes: RuleOutcome[];
}

export const EXIT_RULES: readonly ExitRule[] = [
  'paid-minus-used',
  'repriced-at-payg',
  'paid-minus-used-minus-fee',
  'guide-flat-30',
];

/** Compares staying, leaving early under each rule, and pay-as-you-go. */
export function compareSubscription(
  i: SubscriptionInput,
  rules: readonly ExitRule[] = EXIT_RULES,
): SubscriptionResult {
  const used = Math.min(i.usedMonths, i.termMonths);
  const payg = paygCost(i, used);
  const proRata = proRataCost(i, used);
  return {
    paid: amountPaid(i),
    paygFullTerm: paygCost(i, i.termMonths),
    effectiveMonthly: i.monthly * (1 - i.termDiscount),
    paygMonthly: paygCost(i, 1),
    outcomes: rules.map((rule) => {
      const cost = exitCost(i, rule);
      return {
        ...cost,
        payg,
        extraVsPayg: cost.net - payg,
        exitPenalty: cost.net - proRata,
        breakEvenMonths: breakEvenMonths(i, rule),
      };
    }),
  };
}

/** A price of an offer in the dataset with where it comes from. */
export interface SourcedPrice {
  /** In the currency asked for. */
  value: number;
  asOf: string;
  source: string;
}

/** A ranked pick's prices for this calculator: `null` where the dataset has none. */
export interface OfferSubscriptionPrices {
  monthly: SourcedPrice | null;
  hourly: SourcedPrice | null;
}

/**
 * The offer's month of subscription and its pay-as-you-go hour in `currency` (converted at
 * `cnyPerUsd`). The month is the offer's `monthly` price, sourced from its one-month
 * subscription row when it has one (else from the offer's own source).
 */
export function offerSubscriptionPrices(
  offer: Offer,
  currency: Currency,
  cnyPerUsd: number,
): OfferSubscriptionPrices {
  const money = (v: number) => convert(v, offer.currency, currency, cnyPerUsd);
  const month = offer.commitments.find(
    (c) => c.kind === 'subscription' && c.termMonths === 1 && termCost(c) === offer.monthly,
  );
  const own = { asOf: offer.asOf, source: offer.source.ref };
  return {
    monthly:
      offer.monthly === null
        ? null
        : {
            value: money(offer.monthly),
            ...(month ? { asOf: month.asOf, source: month.source.ref } : own),
          },
    hourly: offer.onDemand === null ? null : { value: money(offer.onDemand), ...own },
  };
}
