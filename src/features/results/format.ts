import type { Lang } from '../../i18n';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

// Building an Intl.NumberFormat costs far more than using one: keep one per setting.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, digits: number, currency?: 'CNY' | 'USD', min = 0) {
  const key = `${lang}|${digits}|${currency ?? ''}|${min}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale(lang), {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: digits,
    });
    formats.set(key, f);
  }
  return f;
}

/** Money with its currency sign; cents only below 100, so large sums stay readable. */
export function formatMoney(lang: Lang, currency: 'CNY' | 'USD', value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const digits = Math.abs(value) < 100 ? 2 : 0;
  return numberFormat(lang, digits, currency, digits).format(value);
}

const compact = new Map<string, Intl.NumberFormat>();

/** Short money for chart ticks: ¥40K, $1.2M (or 4万 in Chinese). */
export function formatMoneyShort(lang: Lang, currency: 'CNY' | 'USD', value: number): string {
  const key = `${lang}|${currency}`;
  let f = compact.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale(lang), {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumSignificantDigits: 3,
    });
    compact.set(key, f);
  }
  return f.format(value);
}

/** A plain number with up to `digits` decimals. */
export function formatNumber(lang: Lang, value: number, digits = 1): string {
  return numberFormat(lang, digits).format(value);
}

/** Hours with one decimal below 10 h, whole hours above. */
export function formatHours(lang: Lang, hours: number): string {
  return formatNumber(lang, hours, hours < 10 ? 1 : 0);
}

/** A score part 0..1 as a whole percentage. */
export const percent = (part: number) => Math.round(part * 100);
