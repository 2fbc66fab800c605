/**
 * What each column sorts and filters by. Cells are drawn by `cells.tsx` from the row's
 * representative offer, so what is sorted and filtered stays independent of language and
 * selection (changing those never sorts or filters again).
 */
import type { BrowseColumn } from '../../../domain/share/browse-params';
import {
  billsAtLeast,
  inRange,
  interconnectOk,
  matchesSearch,
  type LinkFilter,
} from '../model/filters';
import type { OfferRow } from '../model/offer-row';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

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

/** A filter in force: the column it filters and the value asked for. */
export interface ColumnFilter {
  id: string;
  value: unknown;
}

/** The row test of a filter in force (a column without a filter lets every row through). */
export function filterTest({ id, value }: ColumnFilter): (row: OfferRow) => boolean {
  const filter = SPECS[id as BrowseColumn]?.filter;
  return filter ? (row) => filter(row, value as never) : () => true;
}

type Value = string | number;

/** How a column sorts: its value of an offer (`undefined`: none) and how two values compare. */
export function columnSort(column: BrowseColumn): {
  sortable: boolean;
  get: Accessor;
  compare: (a: Value, b: Value) => number;
} {
  const spec = SPECS[column];
  return {
    sortable: column !== 'source',
    get: spec.get,
    compare: spec.text
      ? (a, b) => collator.compare(String(a), String(b))
      : (a, b) => (a as number) - (b as number),
  };
}

/** Whether a row passes the given column filters and search words (the table's own tests). */
export function passes(
  row: OfferRow,
  filters: readonly ColumnFilter[],
  words: readonly string[],
): boolean {
  return matchesSearch(row, words) && filters.every((f) => filterTest(f)(row));
}
