/**
 * The commitment columns: a monthly subscription and the cheapest one- and three-year commitment
 * of an offer, each as a price per GPU-hour when every hour of the term is used, in the currency
 * shown. A month is 730 hours (the dataset's month, `HOURS_PER_MONTH`).
 */
import { effectiveHourly, termCost } from '../../../domain/catalog/commitments';
import type { Commitment, Offer } from '../../../domain/catalog/schema';
import { HOURS_PER_MONTH, type Currency } from '../../../domain/units/money';
import { inCurrency, perGpuHour } from './prices';

export const COMMITMENT_COLUMNS = ['monthly', 'year1', 'year3'] as const;
export type CommitmentColumn = (typeof COMMITMENT_COLUMNS)[number];

const TERM_MONTHS: Record<CommitmentColumn, number> = { monthly: 1, year1: 12, year3: 36 };

/** What a commitment column's price is: its kind, term, upfront payment, source and date. */
export interface CommitmentTerms {
  /** `null`: the offer's own monthly price, with no commitment row behind it. */
  kind: Commitment['kind'] | null;
  termMonths: number;
  upfront: Commitment['upfront'] | null;
  /** Paid at the start per instance, in the currency shown. */
  upfrontPrice: number;
  asOf: string;
  source: string;
}

export interface CommitmentCells {
  /** Per GPU-hour, in the currency shown; `undefined`: none in the dataset. */
  prices: Record<CommitmentColumn, number | undefined>;
  terms: Partial<Record<CommitmentColumn, CommitmentTerms>>;
  /** The offer has a monthly price or at least one commitment. */
  any: boolean;
}

const cheapest = (list: readonly Commitment[]): Commitment | undefined =>
  list.reduce<Commitment | undefined>(
    (best, c) => (best === undefined || effectiveHourly(c) < effectiveHourly(best) ? c : best),
    undefined,
  );

const termsOf = (c: Commitment, money: (v: number) => number): CommitmentTerms => ({
  kind: c.kind,
  termMonths: c.termMonths,
  upfront: c.upfront,
  upfrontPrice: money(c.upfrontPrice),
  asOf: c.asOf,
  source: c.source.ref,
});

/** The commitment columns of one offer; `gpus` is its whole-GPU equivalents. */
export function commitmentCells(
  offer: Offer,
  gpus: number,
  cur: Currency,
  fx: number,
): CommitmentCells {
  const money = (v: number) => inCurrency(v, offer.currency, cur, fx) ?? 0;
  const prices: CommitmentCells['prices'] = {
    monthly: undefined,
    year1: undefined,
    year3: undefined,
  };
  const terms: CommitmentCells['terms'] = {};
  const month = cheapest(
    offer.commitments.filter((c) => c.kind === 'subscription' && c.termMonths === 1),
  );
  if (offer.monthly !== null) {
    prices.monthly = perGpuHour(money(offer.monthly) / HOURS_PER_MONTH, gpus);
    terms.monthly =
      month !== undefined && termCost(month) === offer.monthly
        ? termsOf(month, money)
        : {
            kind: null,
            termMonths: 1,
            upfront: null,
            upfrontPrice: money(offer.monthly),
            asOf: offer.asOf,
            source: offer.source.ref,
          };
  }
  for (const column of ['year1', 'year3'] as const) {
    const c = cheapest(offer.commitments.filter((x) => x.termMonths === TERM_MONTHS[column]));
    if (c === undefined) continue;
    prices[column] = perGpuHour(money(effectiveHourly(c)), gpus);
    terms[column] = termsOf(c, money);
  }
  return { prices, terms, any: offer.monthly !== null || offer.commitments.length > 0 };
}
