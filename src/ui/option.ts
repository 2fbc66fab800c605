import type { Currency } from '../domain/units/money';

/** One option of a choice (a select, radio buttons, checkboxes): its value and what it reads. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The currencies as the pickers show them. */
export const CURRENCY_OPTIONS: readonly Option<Currency>[] = [
  { value: 'CNY', label: 'CNY ¥' },
  { value: 'USD', label: 'USD $' },
];
