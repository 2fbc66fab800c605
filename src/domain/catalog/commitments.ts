/**
 * The commitment pass, applied after dated prices: each commitment price (a subscription, a
 * reservation, a savings plan) joins the offers of its provider, instance type, currency and
 * region, and a one-month subscription also fills the offer's `monthly` price. Pure.
 */
import { priceRowMatches } from './dated-prices';
import type { Commitment, CommitmentPrice, Offer } from './schema';
import { HOURS_PER_MONTH } from '../units/money';

export interface CommitmentPass {
  offers: Offer[];
  /** Commitment prices that matched no offer (a failing check, like unmatched dated prices). */
  unmatched: CommitmentPrice[];
}

const asCommitment = (c: CommitmentPrice): Commitment => ({
  kind: c.kind,
  termMonths: c.termMonths,
  upfront: c.upfront,
  upfrontPrice: c.upfrontPrice,
  hourly: c.hourly,
  asOf: c.asOf,
  asOfKind: c.asOfKind,
  source: c.source,
  note: c.note ?? null,
});

/** What the commitment costs over its whole term, per instance. */
export const termCost = (c: Commitment): number =>
  c.upfrontPrice + c.hourly * HOURS_PER_MONTH * c.termMonths;

/** The commitment's cost per instance-hour when every hour of the term is used. */
export const effectiveHourly = (c: Commitment): number =>
  termCost(c) / (HOURS_PER_MONTH * c.termMonths);

/** The offers with their commitments attached; a regional price wins over an all-region one. */
export function applyCommitments(
  offers: readonly Offer[],
  prices: readonly CommitmentPrice[],
): CommitmentPass {
  const used = new Set<CommitmentPrice>();
  const byType = new Map<string, CommitmentPrice[]>();
  for (const c of prices) {
    const key = `${c.provider}\u0000${c.instanceType}`;
    byType.set(key, [...(byType.get(key) ?? []), c]);
  }
  const out = offers.map((o) => {
    const candidates = byType.get(`${o.provider}\u0000${o.instanceType}`);
    if (candidates === undefined) return o;
    const found = candidates.filter((c) => priceRowMatches(c, o));
    if (found.length === 0) return o;
    // One commitment per kind, term and upfront: the row for this region beats an all-region
    // one; between rows as specific, the newer price (a refreshed list over a hand-kept row).
    const chosen = new Map<string, CommitmentPrice>();
    for (const c of found) {
      const key = `${c.kind}/${c.termMonths}/${c.upfront}`;
      const prev = chosen.get(key);
      const sameScope = prev !== undefined && (prev.region === null) === (c.region === null);
      if (
        prev === undefined ||
        (prev.region === null && c.region !== null) ||
        (sameScope && c.asOf > prev.asOf)
      ) {
        chosen.set(key, c);
      }
    }
    for (const c of found) used.add(c);
    const commitments = [...o.commitments, ...[...chosen.values()].map(asCommitment)].sort(
      (a, b) => a.termMonths - b.termMonths || effectiveHourly(a) - effectiveHourly(b),
    );
    const month = commitments.find((c) => c.kind === 'subscription' && c.termMonths === 1);
    return {
      ...o,
      commitments,
      monthly: o.monthly ?? (month === undefined ? null : termCost(month)),
    } as Offer;
  });
  return { offers: out, unmatched: prices.filter((c) => !used.has(c)) };
}
