import { hasMessage, translateDynamic, type Lang } from '../../i18n';
import type { ExcludedCount } from '../../domain/ranking-head';
import { readableValues } from './format';

/**
 * A group's title: the reason with its values when every offer of the group shares them, else the
 * reason's short form ("Speed unknown", not "Speed of … unknown"); the values stay on each row.
 */
export function groupTitle(lang: Lang, group: Pick<ExcludedCount, 'key' | 'values'>): string {
  const text = translateDynamic(lang, group.key, readableValues(lang, group.key, group.values));
  if (!/\{\w+\}/.test(text)) return text;
  const short = group.key.replace(/^engine\.excluded\./, 'engine.why.');
  if (short === group.key || !hasMessage(short)) return text.replace(/\{\w+\}/g, '…');
  const words = translateDynamic(lang, short);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
