import type { ExcludedEntry } from '../../domain/engine';

type Values = Readonly<Record<string, string | number>>;

export interface ExcludedGroup {
  /** The first failed constraint's message key; the group's title. */
  key: string;
  /** The values every entry of the group shares (the others vary per offer). */
  values: Values;
  entries: ExcludedEntry[];
}

function common(a: Values, b: Values): Values {
  let same = true;
  for (const k in a) if (b[k] !== a[k]) same = false;
  if (same) return a;
  const out: Record<string, string | number> = {};
  for (const k in a) if (b[k] === a[k]) out[k] = a[k] as string | number;
  return out;
}

/** Groups ruled-out offers by the first constraint each fails, largest group first. */
export function groupExcluded(excluded: readonly ExcludedEntry[]): ExcludedGroup[] {
  const groups = new Map<string, ExcludedGroup>();
  for (const e of excluded) {
    const first = e.excludedBecause[0];
    const key = first?.key ?? 'engine.unknown';
    const values = first?.values ?? {};
    const group = groups.get(key);
    if (group) {
      group.entries.push(e);
      group.values = common(group.values, values);
    } else groups.set(key, { key, values, entries: [e] });
  }
  return [...groups.values()].sort(
    (a, b) => b.entries.length - a.entries.length || a.key.localeCompare(b.key),
  );
}

/** A group title: placeholders whose value differs between offers become an ellipsis. */
export const blankPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '…');
