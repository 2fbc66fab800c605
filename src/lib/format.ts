/**
 * The one number and money formatter of the page (`Intl.NumberFormat`, one instance kept per
 * setting: building one costs far more than using it).
 *
 * Money rule, the same for a price, a cost and a budget in every view: the currency's plain sign
 * (¥, $); from 1,000 up whole units (¥46,206); from 1 to 1,000 at most two decimals, trailing
 * zeros dropped (¥285.12, ¥12, ¥9.5); below 1 three significant digits (¥0.483), so a price per
 * GiB-hour keeps its meaning. The same offer therefore reads the same in browse and results.
 */
export type FormatLang = 'zh' | 'en';
export type FormatCurrency = 'CNY' | 'USD';

const locale = (lang: FormatLang) => (lang === 'zh' ? 'zh-CN' : 'en-US');
const formats = new Map<string, Intl.NumberFormat>();

function cached(key: string, options: Intl.NumberFormatOptions, lang: FormatLang) {
  const full = `${lang}|${key}`;
  let f = formats.get(full);
  if (!f) {
    f = new Intl.NumberFormat(locale(lang), options);
    formats.set(full, f);
  }
  return f;
}

/** Money by the rule above; `—` for a missing or non-finite amount. */
export function formatMoney(
  value: number | null,
  currency: FormatCurrency,
  lang: FormatLang,
): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  const band = size >= 1000 ? 'whole' : size >= 1 || size === 0 ? 'cents' : 'small';
  const digits: Intl.NumberFormatOptions =
    band === 'whole'
      ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : band === 'cents'
        ? { minimumFractionDigits: 0, maximumFractionDigits: 2 }
        : { maximumSignificantDigits: 3 };
  return cached(
    `m|${currency}|${band}`,
    { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits },
    lang,
  ).format(value);
}

/** Short money for chart ticks: ¥40K, $1.2M (4万 in Chinese). */
export function formatMoneyShort(
  value: number,
  currency: FormatCurrency,
  lang: FormatLang,
): string {
  return cached(
    `s|${currency}`,
    {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumSignificantDigits: 3,
    },
    lang,
  ).format(value);
}

/**
 * A money amount as a field holds it: to the cent (fen), so a budget converted between currencies
 * reads 69.44, not 69.44444444444444. Both currencies have two decimals.
 */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** A plain number with thousands grouped and at most `digits` decimals. */
export function formatNumber(value: number, lang: FormatLang, digits = 2): string {
  return cached(`n|${digits}`, { maximumFractionDigits: digits }, lang).format(value);
}

/** A short number for chart ticks (100K, 10万). */
export function formatCompact(value: number, lang: FormatLang): string {
  return cached('c', { notation: 'compact' }, lang).format(value);
}
