/**
 * The table's rows, worked out in plain steps over arrays: the offers the filters let through,
 * grouped by instance type (the regions of one type under one row, which shows its
 * representative region), the groups sorted by the column chosen, and the rows shown (a group,
 * then its regions when it is open). Each step is a pure function of the one before, so the view
 * keeps each in a memo and redoes only what a change touches (a keystroke in the search box
 * never sorts again what it did not filter out).
 */
import type { BrowseSort } from '../../../domain/share/browse-params';
import { matchesSearch } from '../model/filters';
import type { OfferRow } from '../model/offer-row';
import { pickRepresentative, type RepresentativeMetric } from '../model/representative';
import { columnSort, filterTest, type ColumnFilter } from './columns';

/** The offers of one instance type (one per region), shown as one row. */
export interface OfferGroup {
  /** Stable across filters and sorts: what keeps a group open. */
  id: string;
  /** The region that stands for the type: cheapest by the price compared. */
  rep: OfferRow;
  /** The type's offers that the filters let through, in the sort's order. */
  offers: readonly OfferRow[];
}

/** A row as the table or a card draws it. */
export interface ShownRow {
  id: string;
  /** The offer shown: a group's representative, or one region of an open group. */
  rep: OfferRow;
  /** A group's regions (1 when the type has one); 0 for a region under an open group. */
  regions: number;
  expanded: boolean;
  /** 0 for a group, 1 for a region under it. */
  depth: number;
}

/** The offers passing every filter and every search word, in their order. */
export function filterOffers(
  rows: readonly OfferRow[],
  filters: readonly ColumnFilter[],
  words: readonly string[],
): OfferRow[] {
  const tests = filters.map(filterTest);
  return rows.filter((r) => matchesSearch(r, words) && tests.every((test) => test(r)));
}

/** The offers grouped by instance type, groups in the order their first offer comes. */
export function groupOffers(rows: readonly OfferRow[], metric: RepresentativeMetric): OfferGroup[] {
  const byFamily = new Map<string, OfferRow[]>();
  for (const row of rows) {
    const offers = byFamily.get(row.family);
    if (offers) offers.push(row);
    else byFamily.set(row.family, [row]);
  }
  const groups: OfferGroup[] = [];
  for (const [family, offers] of byFamily) {
    const rep = pickRepresentative(offers, (r) => r, metric);
    if (rep) groups.push({ id: `family:${family}`, rep, offers });
  }
  return groups;
}

/**
 * Items sorted by the sort column's value of each item's offer; an item without a value comes
 * last in either direction; equal values keep the items' order.
 */
function sortBy<T>(
  items: readonly T[],
  rowOf: (item: T) => OfferRow,
  { get, compare }: ReturnType<typeof columnSort>,
  desc: boolean,
): T[] {
  const sign = desc ? -1 : 1;
  const keyed = items.map((item) => ({ item, value: get(rowOf(item)) }));
  // a stable sort: equal values keep the items' order
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined)
      return (a.value === undefined ? 1 : 0) - (b.value === undefined ? 1 : 0);
    return sign * compare(a.value, b.value);
  });
  return keyed.map((k) => k.item);
}

/**
 * The groups sorted by their representative's value in the sort's column, and each group's
 * regions by their own. A column that cannot sort (the source) keeps the groups' order.
 */
export function sortGroups(groups: readonly OfferGroup[], sort: BrowseSort): OfferGroup[] {
  const by = columnSort(sort.column);
  if (!by.sortable) return [...groups];
  return sortBy(groups, (g) => g.rep, by, sort.desc).map((g) =>
    g.offers.length > 1 ? { ...g, offers: sortBy(g.offers, (r) => r, by, sort.desc) } : g,
  );
}

/** The rows drawn: each group, and the regions of an open one under it. */
export function shownRows(
  groups: readonly OfferGroup[],
  expanded: ReadonlySet<string>,
): ShownRow[] {
  const out: ShownRow[] = [];
  for (const g of groups) {
    const open = expanded.has(g.id);
    out.push({ id: g.id, rep: g.rep, regions: g.offers.length, expanded: open, depth: 0 });
    if (open)
      for (const offer of g.offers)
        out.push({ id: offer.id, rep: offer, regions: 0, expanded: false, depth: 1 });
  }
  return out;
}

/** Every offer behind the groups, in table order (a group's regions in their sorted order). */
export const offersInOrder = (groups: readonly OfferGroup[]): OfferRow[] =>
  groups.flatMap((g) => g.offers);
