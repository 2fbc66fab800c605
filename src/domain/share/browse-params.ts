/**
 * The browse view's link parameters (`b.*`, docs/product.md): rows of the parameter registry, a
 * reader that never throws (a value it cannot use is dropped with a notice, ids are checked
 * against the catalog shown) and a writer that leaves defaults out, so the same table state
 * always gives the same link.
 */
import { makeNotice, type Notice } from './notice';
import {
  choiceRow,
  defineGroup,
  flagRow,
  listRow,
  optionalChoiceRow,
  optionalNumberRow,
  readGroup,
  textRow,
  writeGroup,
  type ParamRow,
} from './param-row';
import { parseList, splitList, type ListRule } from './parsers';
import { PROVIDER_LIST } from './params';
import { reason } from './reasons';

/** Every column of the offers table, in table order. `instance` is always shown. */
export const BROWSE_COLUMNS = [
  'instance',
  'provider',
  'region',
  'gpu',
  'onDemand',
  'spot',
  'gpuh',
  'perGib',
  'count',
  'memGpu',
  'memTotal',
  'speed',
  'perfPrice',
  'monthly',
  'year1',
  'year3',
  'vcpus',
  'ram',
  'link',
  'bill',
  'asOf',
  'source',
] as const;
export type BrowseColumn = (typeof BROWSE_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly BrowseColumn[] = BROWSE_COLUMNS.filter(
  (c) =>
    !['gpuh', 'memTotal', 'vcpus', 'ram', 'link', 'bill', 'monthly', 'year1', 'year3'].includes(c),
);

const PRICE_UNITS = ['hour', 'gpuh', 'month'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
const GPU_LINKS = ['nvlink', 'pcie'] as const;
const GRANULARITIES = ['second', 'minute', 'hour'] as const;

export interface BrowseSort {
  column: BrowseColumn;
  desc: boolean;
}

export interface BrowseParams {
  /** Free-text search over provider, instance type, GPU, region and country. */
  q: string;
  prov: readonly string[];
  rg: 'cn' | 'global' | null;
  /** Only offers in these countries or territories (ISO 3166 codes). */
  ctry: readonly string[];
  gpu: readonly string[];
  /** GPUs per instance, at least / at most. */
  gmin: number | null;
  gmax: number | null;
  /** GPU memory per GPU at least, GiB. */
  minmem: number | null;
  /** GPU memory per instance at least, GiB. */
  mintot: number | null;
  /** On-demand price range, in the unit and currency shown. */
  pmin: number | null;
  pmax: number | null;
  spot: boolean;
  /** Only offers with a subscription, reservation or savings-plan price. */
  commit: boolean;
  link: (typeof GPU_LINKS)[number] | null;
  fabric: boolean;
  /** Billing at least as fine as this. */
  bill: (typeof GRANULARITIES)[number] | null;
  sort: BrowseSort;
  cols: readonly BrowseColumn[];
  unit: PriceUnit;
}

const SORTABLE = BROWSE_COLUMNS.filter((c) => c !== 'source');
const DEFAULT_SORT: BrowseSort = { column: 'onDemand', desc: false };
const sortText = (s: BrowseSort) => `${s.desc ? '-' : ''}${s.column}`;

const sortRow: ParamRow<BrowseSort> = {
  parse: (raw) => {
    const desc = raw.startsWith('-');
    const column = SORTABLE.find((c) => c === (desc ? raw.slice(1) : raw));
    return column
      ? { ok: true, value: { column, desc } }
      : { ok: false, reason: reason('not-one-of', { allowed: SORTABLE.join(', ') }) };
  },
  fallback: DEFAULT_SORT,
  write: (v) => (sortText(v) === sortText(DEFAULT_SORT) ? null : sortText(v)),
  doc: {
    meaning: 'sort column, `-` in front for descending',
    values: 'a column id (below) except `source`',
    default: '`onDemand`',
  },
};

const COLUMN_LIST: ListRule = {
  item: new RegExp(`^(${BROWSE_COLUMNS.join('|')})$`),
  bad: 'bad-item',
  maxItems: BROWSE_COLUMNS.length,
};
/** The columns in table order, `instance` always among them. */
const inTableOrder = (cols: readonly string[]): BrowseColumn[] =>
  BROWSE_COLUMNS.filter((c) => c === 'instance' || cols.includes(c));
const columnsText = (cols: readonly BrowseColumn[]) =>
  cols
    .filter((c) => c !== 'instance')
    .sort()
    .join(',');

const colsRow: ParamRow<readonly BrowseColumn[]> = {
  parse: (raw) => {
    const r = parseList(raw, COLUMN_LIST);
    return r.ok ? { ok: true, value: inTableOrder(r.value) } : r;
  },
  salvage: (raw) => {
    const { valid } = splitList(raw, COLUMN_LIST);
    return valid.length > 0 ? inTableOrder(valid) : undefined;
  },
  fallback: DEFAULT_COLUMNS,
  write: (v) => (columnsText(v) === columnsText(DEFAULT_COLUMNS) ? null : columnsText(v)),
  doc: {
    meaning: 'columns shown besides the instance type',
    values: 'column ids',
    default: 'see below',
  },
};

/** GPU model ids (e.g. `a100-80gb-sxm`), checked for form here and against the catalog below. */
const GPU_LIST: ListRule = { item: /^[a-z0-9][a-z0-9._-]{0,79}$/, bad: 'bad-item', maxItems: 200 };
/** Country codes, ISO 3166-1 alpha-2. */
const COUNTRY_LIST: ListRule = { item: /^[A-Z]{2}$/, bad: 'bad-item', maxItems: 60 };
const range = (min: number, max: number, integer = false) => ({ min, max, integer });

/** Every `b.*` parameter, in the README's order. */
export const BROWSE_PARAMS = defineGroup<BrowseParams>('b.', {
  q: textRow(
    100,
    '',
    'search words, all of which must appear (provider, instance, GPU, region, country)',
  ),
  prov: listRow(PROVIDER_LIST, 'only these providers', {
    values: 'provider ids',
    default: 'all',
  }),
  rg: optionalChoiceRow(['cn', 'global'], 'region group', { default: 'both' }),
  ctry: listRow(COUNTRY_LIST, 'only offers in these countries or territories', {
    values: 'ISO 3166 codes (`US`, `CA`, `CN` for the mainland, `HK`)',
    default: 'all',
  }),
  gpu: listRow(GPU_LIST, 'only these GPU models', { values: 'GPU ids', default: 'all' }),
  gmin: optionalNumberRow(range(1, 1024, true), 'GPUs per instance, at least'),
  gmax: optionalNumberRow(range(1, 1024, true), 'GPUs per instance, at most'),
  minmem: optionalNumberRow(range(0, 100_000), 'GPU memory per GPU at least, GiB'),
  mintot: optionalNumberRow(range(0, 100_000), 'GPU memory per instance at least, GiB'),
  pmin: optionalNumberRow(range(0, 1e9), 'lowest on-demand price, in the unit and currency shown'),
  pmax: optionalNumberRow(range(0, 1e9), 'highest on-demand price, in the unit and currency shown'),
  spot: flagRow(false, 'only offers with a spot price', { default: 'off' }),
  commit: flagRow(
    false,
    'only offers with a commitment price (monthly subscription, reservation, savings plan)',
    { default: 'off' },
  ),
  link: optionalChoiceRow(GPU_LINKS, 'link between the GPUs of an instance', { default: 'any' }),
  fabric: flagRow(false, 'only offers with InfiniBand, RDMA or EFA between instances', {
    default: 'off',
  }),
  bill: optionalChoiceRow(GRANULARITIES, 'billing at least as fine as', { default: 'any' }),
  sort: sortRow,
  cols: colsRow,
  unit: choiceRow(
    PRICE_UNITS,
    'gpuh',
    'unit of the on-demand and spot columns and of the price range',
    {
      values: '`hour` (per instance) `gpuh` `month` (730 h)',
    },
  ),
});

export const DEFAULT_BROWSE: BrowseParams = BROWSE_PARAMS.fallbacks;

/** The parameters that narrow the rows (what "clear filters" resets). */
export const FILTER_KEYS = [
  'q',
  'prov',
  'rg',
  'ctry',
  'gpu',
  'gmin',
  'gmax',
  'minmem',
  'mintot',
  'pmin',
  'pmax',
  'spot',
  'commit',
  'link',
  'fabric',
  'bill',
] as const satisfies readonly (keyof BrowseParams)[];

/** Ids the reader accepts in `b.prov` and `b.gpu` (from the catalog shown). */
export interface KnownIds {
  providers: ReadonlySet<string>;
  gpus: ReadonlySet<string>;
}

/** Keeps the ids the catalog knows; the others become one notice. */
function keepKnown(
  param: string,
  ids: readonly string[],
  known: ReadonlySet<string>,
  notices: Notice[],
): readonly string[] {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return ids;
  notices.push(
    makeNotice(param, unknown.join(','), reason('not-in-catalog', { items: unknown.join(', ') })),
  );
  return ids.filter((id) => known.has(id));
}

/** Reads the `b.*` entries of a link's `extra`. Never throws; each dropped value is a notice. */
export function parseBrowseParams(
  extra: Readonly<Record<string, string>>,
  known: KnownIds,
): { params: BrowseParams; notices: Notice[] } {
  const { values, notices } = readGroup(BROWSE_PARAMS, extra);
  values.prov = keepKnown('b.prov', values.prov, known.providers, notices);
  values.gpu = keepKnown('b.gpu', values.gpu, known.gpus, notices);
  return { params: values, notices };
}

/** The `b.*` entries for `params`: every parameter at its default becomes `null` (removed). */
export const browseParamsToExtra = (params: BrowseParams): Record<string, string | null> =>
  writeGroup(BROWSE_PARAMS, params);

/** True when any parameter that narrows the rows differs from its default. */
export function hasActiveFilters(params: BrowseParams): boolean {
  const extra = browseParamsToExtra(params);
  return FILTER_KEYS.some((k) => extra[BROWSE_PARAMS.param(k)] !== null);
}
