/**
 * Currencies, the dataset's dated exchange rate and the one conversion, {@link convert}, which
 * always takes the rate as an argument. The catalog's schema types its prices as yuan or dollars
 * per hour (branded below) to say which currency a field is in; the engine and the calculators
 * work on plain numbers next to an explicit `currency`, and convert only through `convert`.
 */
export type Currency = 'CNY' | 'USD';

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Yuan per hour (per instance unless the name says otherwise). */
export type CnyPerHour = Brand<number, 'CnyPerHour'>;
/** US dollars per hour (per instance unless the name says otherwise). */
export type UsdPerHour = Brand<number, 'UsdPerHour'>;

/** A CNY-per-USD exchange rate with the date and source it was published with. */
export interface FxRate {
  /** Yuan for one US dollar. */
  readonly cnyPerUsd: number;
  readonly asOf: string;
  readonly source: string;
}

/**
 * The dataset's rate: PBOC USD/CNY central parity 7.2014 on 2025-04-30 (Xinhua via en.people.cn),
 * rounded to 7.20 for display (docs/data.md, "Exchange rate").
 */
export const DATASET_FX: FxRate = {
  cnyPerUsd: 7.2,
  asOf: '2025-04-30',
  source: 'PBOC USD/CNY central parity 7.2014 on 2025-04-30 (Xinhua, en.people.cn), rounded',
};

/** The fixed rate the sugarlxn/skypilot-catalog fork used to turn CNY prices into USD. */
export const CATALOG_FORK_USD_PER_CNY = 0.138;

/**
 * Converts a plain number between currencies given as flags (`true`: US dollars), the form the
 * ranking loop reads from its columns; the one place where the rate is applied. A dollar is
 * `cnyPerUsd` yuan: dollars are multiplied by it, yuan divided.
 */
export const convertFlagged = (
  value: number,
  fromUsd: boolean,
  toUsd: boolean,
  cnyPerUsd: number,
): number => (fromUsd === toUsd ? value : fromUsd ? value * cnyPerUsd : value / cnyPerUsd);

/** Converts a plain number between currencies, through {@link convertFlagged}. */
export const convert = (value: number, from: Currency, to: Currency, cnyPerUsd: number): number =>
  convertFlagged(value, from === 'USD', to === 'USD', cnyPerUsd);

/**
 * The rate in force, yuan per dollar: the link's `fx` when it gives one, else the rate the
 * catalog was published with (its dated rate, {@link DATASET_FX} for the built-in data).
 */
export const rateInForce = (linkFx: number | null | undefined, catalogFx: FxRate): number =>
  linkFx ?? catalogFx.cnyPerUsd;

/**
 * Hours in a billing month, as the providers' monthly calculators use (AWS, Azure and Google
 * Cloud price a month at 730 hours: 8,760 hours a year ÷ 12). A commitment's term is priced in
 * these months; the month of running an estimate shows is the `hoursPerMonth` assumption,
 * which defaults to it.
 */
export const HOURS_PER_MONTH = 730;
