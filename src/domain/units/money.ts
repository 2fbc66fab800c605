/**
 * Money per hour, branded by currency so that adding yuan to dollars fails to compile.
 * Every conversion goes through {@link convertPerHour} with an explicit, dated rate.
 */
export type Currency = 'CNY' | 'USD';

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Yuan per hour (per instance unless the name says otherwise). */
export type CnyPerHour = Brand<number, 'CnyPerHour'>;
/** US dollars per hour (per instance unless the name says otherwise). */
export type UsdPerHour = Brand<number, 'UsdPerHour'>;
export type PerHour<C extends Currency> = C extends 'CNY' ? CnyPerHour : UsdPerHour;

/** An amount of money (not a rate), branded by currency. */
export type Cny = Brand<number, 'Cny'>;
export type Usd = Brand<number, 'Usd'>;
export type Amount<C extends Currency> = C extends 'CNY' ? Cny : Usd;

/** A CNY-per-USD exchange rate with the date and source it was published with. */
export interface FxRate {
  /** Yuan for one US dollar. */
  readonly cnyPerUsd: number;
  readonly asOf: string;
  readonly source: string;
}

/**
 * The dataset's rate: PBOC USD/CNY central parity 7.2014 on 2025-04-30 (Xinhua via en.people.cn),
 * rounded to 7.20 as fact-check.md suggests for display.
 */
export const DATASET_FX: FxRate = {
  cnyPerUsd: 7.2,
  asOf: '2025-04-30',
  source: 'PBOC USD/CNY central parity 7.2014 on 2025-04-30 (Xinhua, en.people.cn), rounded',
};

/** The fixed rate the sugarlxn/skypilot-catalog fork used to turn CNY prices into USD. */
export const CATALOG_FORK_USD_PER_CNY = 0.138;

export const perHour = <C extends Currency>(value: number, _currency: C): PerHour<C> =>
  value as PerHour<C>;
export const amount = <C extends Currency>(value: number, _currency: C): Amount<C> =>
  value as Amount<C>;

/** Converts a plain number between currencies; the one place where the rate is applied. */
export function convert(value: number, from: Currency, to: Currency, cnyPerUsd: number): number {
  if (from === to) return value;
  return from === 'USD' ? value * cnyPerUsd : value / cnyPerUsd;
}

/** Converts a price per hour between currencies at the given CNY-per-USD rate. */
export function convertPerHour<F extends Currency, T extends Currency>(
  value: PerHour<F>,
  from: F,
  to: T,
  cnyPerUsd: number,
): PerHour<T> {
  return convert(value, from, to, cnyPerUsd) as PerHour<T>;
}

/** Hours in a billing month, as the providers' monthly calculators use. */
export const HOURS_PER_MONTH = 730;
