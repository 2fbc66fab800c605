/** Number and money text for the language shown (`Intl.NumberFormat`), cached per setting. */
import type { Currency } from '../../../domain/units/money';

type Lang = 'zh' | 'en';
const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');
const cache = new Map<string, Intl.NumberFormat>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** Money: two decimals from 1 up, three significant digits below (¥0.483). */
export function formatMoney(value: number, lang: Lang, cur: Currency): string {
  const small = Math.abs(value) < 1 && value !== 0;
  const key = `m|${lang}|${cur}|${small}`;
  return formatter(key, () =>
    small
      ? new Intl.NumberFormat(locale(lang), {
          style: 'currency',
          currency: cur,
          maximumSignificantDigits: 3,
        })
      : new Intl.NumberFormat(locale(lang), {
          style: 'currency',
          currency: cur,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
  ).format(value);
}

/** A plain number with at most `digits` decimals. */
export function formatNumber(value: number, lang: Lang, digits = 2): string {
  return formatter(
    `n|${lang}|${digits}`,
    () => new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }),
  ).format(value);
}
