import type { CommitmentPrice } from '../../schema';

/** What every price of one provider's commitment table has in common. */
type Common = Pick<
  CommitmentPrice,
  'provider' | 'currency' | 'kind' | 'upfront' | 'asOf' | 'asOfKind' | 'source'
>;

/**
 * A provider's commitment prices from a table of `[instance type, region, figure for the first
 * term, figure for the second]` rows: one price per row and term, alike but for the term and what
 * `price` makes of the figure (paid upfront, or charged per hour).
 */
export function pricesPerTerm(
  common: Common,
  terms: readonly [number, number],
  price: (figure: number) => Pick<CommitmentPrice, 'upfrontPrice' | 'hourly'>,
  rows: readonly (readonly [string, string, number, number])[],
): CommitmentPrice[] {
  return rows.flatMap(([instanceType, region, ...figures]) =>
    terms.map((termMonths, i) => ({
      provider: common.provider,
      instanceType,
      region,
      currency: common.currency,
      kind: common.kind,
      termMonths,
      upfront: common.upfront,
      ...price(figures[i] as number),
      asOf: common.asOf,
      asOfKind: common.asOfKind,
      source: common.source,
      note: null,
    })),
  );
}
