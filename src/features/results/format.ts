import type { Lang } from '../../i18n';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** Money with its currency sign; cents only below 100, so large sums stay readable. */
export function formatMoney(lang: Lang, currency: 'CNY' | 'USD', value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const digits = Math.abs(value) < 100 ? 2 : 0;
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A plain number with up to `digits` decimals. */
export function formatNumber(lang: Lang, value: number, digits = 1): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(value);
}

/** Hours with one decimal below 10 h, whole hours above. */
export function formatHours(lang: Lang, hours: number): string {
  return formatNumber(lang, hours, hours < 10 ? 1 : 0);
}

/** A score part 0..1 as a whole percentage. */
export const percent = (part: number) => Math.round(part * 100);
