import type { ExcludedEntry, RankResult } from '../../domain/engine';
// the compact form's own module: the page loads no ranking code
import { packedExcluded } from '../../domain/engine/excluded';
import { hasMessage, translateDynamic, type Lang } from '../../i18n';

type Values = Readonly<Record<string, string | number>>;

export interface ExcludedGroup {
  /** The first failed constraint's message key; the group's title. */
  key: string;
  /** The values every entry of the group shares (the others vary per offer). */
  values: Values;
  count: number;
  /** The group's offers, built when asked for (when the group is opened). */
  entries: () => ExcludedEntry[];
}

function common(a: Values, b: Values): Values {
  let same = true;
  for (const k in a) if (b[k] !== a[k]) same = false;
  if (same) return a;
  const out: Record<string, string | number> = {};
  for (const k in a) if (b[k] === a[k]) out[k] = a[k] as string | number;
  return out;
}

const firstKey = (e: ExcludedEntry): string => e.excludedBecause[0]?.key ?? 'engine.unknown';

/**
 * Groups ruled-out offers by the first constraint each fails, largest group first: counted on the
 * ranking's compact form (its failure lists, shared by the offers that fail alike), so no record
 * is built until a group is opened.
 */
export function groupExcluded(result: RankResult): ExcludedGroup[] {
  const packed = packedExcluded(result);
  const counts = new Map<number, number>();
  for (const id of packed.listIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const groups = new Map<string, ExcludedGroup>();
  for (const [id, count] of counts) {
    const first = packed.lists[id]?.[0];
    const key = first?.key ?? 'engine.unknown';
    const values = first?.values ?? {};
    const group = groups.get(key);
    if (group) {
      group.count += count;
      group.values = common(group.values, values);
    } else {
      groups.set(key, {
        key,
        values,
        count,
        entries: () => result.excluded.filter((e) => firstKey(e) === key),
      });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * A group's title: the reason with its values when every offer of the group shares them, else the
 * reason's short form ("Speed unknown", not "Speed of … unknown"); the values stay on each row.
 */
export function groupTitle(lang: Lang, group: ExcludedGroup): string {
  const text = translateDynamic(lang, group.key, group.values);
  if (!/\{\w+\}/.test(text)) return text;
  const short = group.key.replace(/^engine\.excluded\./, 'engine.why.');
  if (short === group.key || !hasMessage(short)) return text.replace(/\{\w+\}/g, '…');
  const words = translateDynamic(lang, short);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
