import type { Candidate } from './classify';

/** All zone rows of one instance type in one region, and the one whose price the offer takes. */
export interface RegionGroupRows {
  cheapest: Candidate;
  rows: number[];
  /** Distinct zones listed; `null` when the file lists no zones. */
  zoneCount: number | null;
}

const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/** Plain code-unit order, the same on every machine (no locale). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Orders zone rows cheapest first: on-demand, then spot, then zone name, then row. */
export function cheaperFirst(a: Candidate, b: Candidate): number {
  return (
    nullsLast(a.priceUsd, b.priceUsd) ||
    nullsLast(a.spotUsd, b.spotUsd) ||
    byText(a.zone ?? '', b.zone ?? '') ||
    a.row - b.row
  );
}

/**
 * Collapses zone rows to one entry per instance type and region. The offer takes the cheapest
 * zone's on-demand price and that same zone's spot price, so both prices describe one place
 * where the instance can be started.
 */
export function collapseZones(candidates: readonly Candidate[]): RegionGroupRows[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.instanceType}@${c.region}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  return [...groups.values()].map((list) => {
    const sorted = [...list].sort(cheaperFirst);
    const zones = new Set(list.map((c) => c.zone).filter((z): z is string => z !== null));
    return {
      cheapest: sorted[0] as Candidate,
      rows: list.map((c) => c.row).sort((a, b) => a - b),
      zoneCount: zones.size === 0 ? null : zones.size,
    };
  });
}

/** Row numbers as short text: "rows 2-26, 40" or "row 7". */
export function rowsText(rows: readonly number[]): string {
  const parts: string[] = [];
  let start = rows[0];
  let prev = start;
  for (const r of [...rows.slice(1), Number.NaN]) {
    if (r === (prev ?? 0) + 1) {
      prev = r;
      continue;
    }
    if (start !== undefined) parts.push(start === prev ? `${start}` : `${start}-${prev}`);
    start = r;
    prev = r;
  }
  return `${rows.length === 1 ? 'row' : 'rows'} ${parts.join(', ')}`;
}
