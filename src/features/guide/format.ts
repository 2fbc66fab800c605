import { useMemo } from 'react';
import { DATASET_FX, convert, rateInForce, type Currency } from '../../domain/units/money';
import { formatCompact, formatMoney, formatNumber } from '../../lib/format';
import { useLinkStore } from '../../state/link-store';
import { useLang } from '../../state/use-lang';

export interface Formatters {
  /** Yuan, with the dollar equivalent when the page's currency is USD. */
  money: (cny: number) => string;
  /** Yuan shown in the page's currency first (dollars, then the yuan typed, on a USD page). */
  page: (cny: number) => string;
  /** An amount in `currency`, with the page currency's equivalent when that differs. */
  amount: (value: number, currency: Currency) => string;
  num: (value: number, maxDigits?: number) => string;
  /** Short form for chart ticks (100K, 10万). */
  compact: (value: number) => string;
  /** A fraction as a percent (0.25 → 25 %). */
  pct: (fraction: number, maxDigits?: number) => string;
}

/** The page's formats bound to its language; the calculators work in CNY like the guide. */
export function useFormat(): Formatters {
  const lang = useLang();
  const cur = useLinkStore((s) => s.link.cur);
  const fx = rateInForce(
    useLinkStore((s) => s.link.fx),
    DATASET_FX,
  );
  return useMemo(() => {
    const num = (value: number, maxDigits = 2) => formatNumber(value, lang, maxDigits);
    const amount = (value: number, currency: Currency) =>
      cur === currency
        ? formatMoney(value, currency, lang)
        : `${formatMoney(value, currency, lang)} (≈ ${formatMoney(convert(value, currency, cur, fx), cur, lang)})`;
    return {
      amount,
      page: (cny) =>
        cur === 'CNY'
          ? formatMoney(cny, 'CNY', lang)
          : `${formatMoney(convert(cny, 'CNY', cur, fx), cur, lang)} (${formatMoney(cny, 'CNY', lang)})`,
      num,
      compact: (value) => formatCompact(value, lang),
      pct: (fraction, maxDigits = 1) => `${num(fraction * 100, maxDigits)} %`,
      money: (cny) => amount(cny, 'CNY'),
    };
  }, [lang, cur, fx]);
}
