import { formatNumber } from '../../lib/format';
import type { Lang } from '../../i18n';

/** Hours with one decimal below 10 h, whole hours above. */
export function formatHours(lang: Lang, hours: number): string {
  return formatNumber(hours, lang, hours < 10 ? 1 : 0);
}

/** A score part 0..1 as a whole percentage. */
export const percent = (part: number) => Math.round(part * 100);
