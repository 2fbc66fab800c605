import { useMemo } from 'react';
import { DATASET_FX, convert } from '../../domain/units/money';
import { useLinkStore } from '../../state/link-store';
import { useLang } from '../../state/use-lang';

export interface Formatters {
  /** Yuan, with the dollar equivalent when the page's currency is USD. */
  money: (cny: number) => string;
  num: (value: number, maxDigits?: number) => string;
  /** Short form for chart ticks (100K, 10万). */
  compact: (value: number) => string;
  /** A fraction as a percent (0.25 → 25 %). */
  pct: (fraction: number, maxDigits?: number) => string;
}

/** Number formats in the page's language; the calculators work in CNY like the guide. */
export function useFormat(): Formatters {
  const lang = useLang();
  const cur = useLinkStore((s) => s.link.cur);
  const fx = useLinkStore((s) => s.link.fx) ?? DATASET_FX.cnyPerUsd;
  return useMemo(() => {
    const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
    const numberFormats = new Map<number, Intl.NumberFormat>();
    const num = (value: number, maxDigits = 2) => {
      let f = numberFormats.get(maxDigits);
      if (!f) {
        f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits });
        numberFormats.set(maxDigits, f);
      }
      return f.format(value);
    };
    const currency = (value: number, code: 'CNY' | 'USD') =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
      }).format(value);
    const short = new Intl.NumberFormat(locale, { notation: 'compact' });
    return {
      num,
      compact: (value) => short.format(value),
      pct: (fraction, maxDigits = 1) => `${num(fraction * 100, maxDigits)} %`,
      money: (cny) =>
        cur === 'USD'
          ? `${currency(cny, 'CNY')} (≈ ${currency(convert(cny, 'CNY', 'USD', fx), 'USD')})`
          : currency(cny, 'CNY'),
    };
  }, [lang, cur, fx]);
}
