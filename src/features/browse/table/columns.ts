/**
 * Column definitions: what each column sorts and filters by. Cells are drawn by `cells.tsx`
 * from the row's representative offer, so the definitions stay independent of language and
 * selection (changing those never recomputes the row models).
 */
import { constructAggregationFn, type SortFn } from '@tanstack/react-table';
import { BROWSE_COLUMNS, type BrowseColumn } from '../../../domain/share/browse-params';
import {
  billsAtLeast,
  inRange,
  interconnectOk,
  matchesSearch,
  searchWords,
  type LinkFilter,
} from '../model/filters';
import type { OfferRow } from '../model/offer-row';
import { pickRepresentative, type RepresentativeMetric } from '../model/representative';
import { columnHelper, type Features, type OfferTableRow } from './features';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText: SortFn<Features, OfferRow> = (a, b, id) =>
  collator.compare(String(a.getValue(id)), String(b.getValue(id)));
const byNumber: SortFn<Features, OfferRow> = (a, b, id) =>
  (a.getValue(id) as number) - (b.getValue(id) as number);

const FINENESS = { second: 0, minute: 1, hour: 2 } as const;
const linkRank = (r: OfferRow) =>
  `${r.gpuLink ?? 'z'}|${r.fabric && r.fabric !== 'ethernet' ? 'a' : 'b'}`;

type Accessor = (r: OfferRow) => string | number | undefined;
type Filter = (r: OfferRow, value: never) => boolean;

interface Spec {
  get: Accessor;
  text?: boolean;
  filter?: Filter;
}

const SPECS: Record<BrowseColumn, Spec> = {
  instance: { get: (r) => r.instanceType, text: true },
  provider: {
    get: (r) => r.providerName,
    text: true,
    filter: (r, v: string[]) => v.includes(r.providerId),
  },
  region: {
    get: (r) => r.region,
    text: true,
    filter: (r, v: { rg: string | null; ctry: readonly string[] }) =>
      (v.rg === null || r.regionGroup === v.rg) &&
      (v.ctry.length === 0 || (r.country !== null && v.ctry.includes(r.country))),
  },
  gpu: { get: (r) => r.gpuName, text: true, filter: (r, v: string[]) => v.includes(r.gpuId) },
  count: {
    get: (r) => r.gpus,
    filter: (r, v: [number | null, number | null]) => inRange(r.gpuCount, v[0], v[1]),
  },
  memGpu: { get: (r) => r.memGpu, filter: (r, v: number) => inRange(r.memGpu, v, null) },
  memTotal: { get: (r) => r.memTotal, filter: (r, v: number) => inRange(r.memTotal, v, null) },
  vcpus: { get: (r) => r.vcpus },
  ram: { get: (r) => r.ram },
  link: { get: linkRank, text: true, filter: (r, v: LinkFilter) => interconnectOk(r, v) },
  bill: {
    get: (r) => (r.bill === undefined ? undefined : FINENESS[r.bill]),
    filter: (r, v: NonNullable<OfferRow['bill']>) => billsAtLeast(r.bill, v),
  },
  onDemand: {
    get: (r) => r.onDemand,
    filter: (r, v: [number | null, number | null]) => inRange(r.onDemand, v[0], v[1]),
  },
  spot: { get: (r) => r.spot, filter: (r) => r.spot !== undefined },
  gpuh: { get: (r) => r.gpuh },
  perGib: { get: (r) => r.perGib },
  speed: { get: (r) => r.speed },
  perfPrice: { get: (r) => r.perfPrice },
  monthly: { get: (r) => r.monthly, filter: (r) => r.hasCommitment },
  year1: { get: (r) => r.year1 },
  year3: { get: (r) => r.year3 },
  asOf: { get: (r) => r.asOf, text: true },
  source: { get: (r) => r.source, text: true },
};

/** The group's representative row (`rep`), for a group row or a single offer alike. */
export const representativeOf = (row: OfferTableRow): OfferRow => row.getValue<OfferRow>('rep');

/** Builds the columns; a new metric gives new columns (and new representatives). */
export function buildColumns(metric: RepresentativeMetric) {
  const picked = new WeakMap<readonly OfferTableRow[], OfferTableRow | undefined>();
  const representative = <V>() =>
    constructAggregationFn<Features, OfferRow, V, V | undefined>({
      aggregate: ({ rows, getValue }) => {
        if (!picked.has(rows))
          picked.set(
            rows,
            pickRepresentative(rows, (r) => r.original, metric),
          );
        const rep = picked.get(rows);
        return rep ? getValue(rep) : undefined;
      },
    });
  const data = BROWSE_COLUMNS.map((id) => {
    const spec = SPECS[id];
    const filter = spec.filter ?? (() => true);
    return columnHelper.accessor(spec.get, {
      id,
      sortFn: spec.text ? byText : byNumber,
      sortUndefined: 'last',
      enableSorting: id !== 'source',
      aggregationFn: representative<string | number | undefined>(),
      filterFn: (row: OfferTableRow, _id: string, v: unknown) => filter(row.original, v as never),
    });
  });
  return columnHelper.columns([
    columnHelper.accessor((r) => r.family, { id: 'family' }),
    columnHelper.accessor((r) => r, { id: 'rep', aggregationFn: representative<OfferRow>() }),
    ...data,
  ]);
}

/** The search box: every word must appear in provider, instance type, GPU or region. */
export const searchFilter = Object.assign(
  (row: OfferTableRow, _id: string, words: readonly string[]) => matchesSearch(row.original, words),
  { resolveFilterValue: (query: string) => searchWords(query) },
);

/** Whether a row passes the given column filters and search words (the table's own tests). */
export function passes(
  row: OfferRow,
  filters: readonly { id: string; value: unknown }[],
  words: readonly string[],
): boolean {
  if (!matchesSearch(row, words)) return false;
  return filters.every((f) => {
    const filter = SPECS[f.id as BrowseColumn]?.filter;
    return !filter || filter(row, f.value as never);
  });
}
