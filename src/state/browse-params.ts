/**
 * The browse view's link parameters (`b.*`, product.md): one zod schema per parameter, a reader
 * that never throws (an invalid value is dropped with a notice) and a writer that leaves defaults
 * out, so the same table state always gives the same link.
 */
import { z } from 'zod';

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
  'vcpus',
  'ram',
  'link',
  'bill',
  'asOf',
  'source',
] as const;
export type BrowseColumn = (typeof BROWSE_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly BrowseColumn[] = [
  'instance',
  'provider',
  'region',
  'gpu',
  'onDemand',
  'spot',
  'perGib',
  'count',
  'memGpu',
  'speed',
  'perfPrice',
  'asOf',
  'source',
];

export const PRICE_UNITS = ['hour', 'gpuh', 'month'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const GPU_LINKS = ['nvlink', 'pcie'] as const;
export const GRANULARITIES = ['second', 'minute', 'hour'] as const;

export interface BrowseSort {
  column: BrowseColumn;
  desc: boolean;
}

export interface BrowseParams {
  /** Free-text search over provider, instance type, GPU and region. */
  q: string;
  prov: readonly string[];
  rg: 'cn' | 'global' | null;
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
  link: (typeof GPU_LINKS)[number] | null;
  fabric: boolean;
  /** Billing at least as fine as this. */
  bill: (typeof GRANULARITIES)[number] | null;
  sort: BrowseSort;
  cols: readonly BrowseColumn[];
  unit: PriceUnit;
}

export const DEFAULT_BROWSE: BrowseParams = {
  q: '',
  prov: [],
  rg: null,
  gpu: [],
  gmin: null,
  gmax: null,
  minmem: null,
  mintot: null,
  pmin: null,
  pmax: null,
  spot: false,
  link: null,
  fabric: false,
  bill: null,
  sort: { column: 'onDemand', desc: false },
  cols: DEFAULT_COLUMNS,
  unit: 'gpuh',
};

/** The parameters that narrow the rows (what "clear filters" resets). */
export const FILTER_KEYS = [
  'q',
  'prov',
  'rg',
  'gpu',
  'gmin',
  'gmax',
  'minmem',
  'mintot',
  'pmin',
  'pmax',
  'spot',
  'link',
  'fabric',
  'bill',
] as const satisfies readonly (keyof BrowseParams)[];

export type BrowseNoticeReason = 'unknown-param' | 'invalid' | 'out-of-range' | 'unknown-value';

export interface BrowseNotice {
  param: string;
  value: string;
  reason: BrowseNoticeReason;
}

/** Ids the reader accepts in `b.prov` and `b.gpu` (from the catalog shown). */
export interface KnownIds {
  providers: ReadonlySet<string>;
  gpus: ReadonlySet<string>;
}

const num = (min: number, max: number, int = false) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(int ? z.number().int().min(min).max(max) : z.number().min(min).max(max));

const flag = z.literal('1').transform(() => true);
const columnSchema = z.enum(BROWSE_COLUMNS);

const SCHEMAS = {
  q: z.string().max(100),
  rg: z.enum(['cn', 'global']),
  gmin: num(1, 1024, true),
  gmax: num(1, 1024, true),
  minmem: num(0, 100000),
  mintot: num(0, 100000),
  pmin: num(0, 1e9),
  pmax: num(0, 1e9),
  spot: flag,
  link: z.enum(GPU_LINKS),
  fabric: flag,
  bill: z.enum(GRANULARITIES),
  unit: z.enum(PRICE_UNITS),
  sort: z
    .string()
    .regex(/^-?[A-Za-z]+$/)
    .transform((s) => ({ column: s.replace(/^-/, ''), desc: s.startsWith('-') }))
    .pipe(z.object({ column: columnSchema.exclude(['source']), desc: z.boolean() })),
} as const;

type ScalarKey = keyof typeof SCHEMAS;
type ListKey = 'prov' | 'gpu' | 'cols';

const isNumericKey = (key: string) =>
  ['gmin', 'gmax', 'minmem', 'mintot', 'pmin', 'pmax'].includes(key);

function readList(
  key: ListKey,
  value: string,
  accept: (item: string) => boolean,
  notices: BrowseNotice[],
): string[] {
  const out = new Set<string>();
  for (const item of value.split(',')) {
    if (item === '') continue;
    if (accept(item)) out.add(item);
    else notices.push({ param: `b.${key}`, value: item, reason: 'unknown-value' });
  }
  return [...out].sort();
}

/** Reads the `b.*` entries of a link's `extra`. Never throws; each dropped value is a notice. */
export function parseBrowseParams(
  extra: Readonly<Record<string, string>>,
  known: KnownIds,
): { params: BrowseParams; notices: BrowseNotice[] } {
  const notices: BrowseNotice[] = [];
  const draft: Record<string, unknown> = { ...DEFAULT_BROWSE };
  for (const [param, value] of Object.entries(extra)) {
    if (!param.startsWith('b.')) continue;
    const key = param.slice(2);
    if (key === 'prov') draft.prov = readList(key, value, (p) => known.providers.has(p), notices);
    else if (key === 'gpu') draft.gpu = readList(key, value, (g) => known.gpus.has(g), notices);
    else if (key === 'cols') {
      const cols = readList(key, value, (c) => columnSchema.safeParse(c).success, notices);
      draft.cols = BROWSE_COLUMNS.filter((c) => c === 'instance' || cols.includes(c));
    } else if (key in SCHEMAS) {
      const parsed = SCHEMAS[key as ScalarKey].safeParse(value);
      if (parsed.success) draft[key] = parsed.data;
      else {
        const shape = isNumericKey(key) && /^\d+(\.\d+)?$/.test(value);
        notices.push({ param, value, reason: shape ? 'out-of-range' : 'invalid' });
      }
    } else notices.push({ param, value, reason: 'unknown-param' });
  }
  return { params: draft as unknown as BrowseParams, notices };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Shortest round-trip decimal, without exponent for the ranges accepted above. */
const numberText = (n: number) => String(n);

/** The `b.*` entries for `params`: every parameter at its default becomes `null` (removed). */
export function browseParamsToExtra(params: BrowseParams): Record<string, string | null> {
  const d = DEFAULT_BROWSE;
  const text = (v: string | null) => (v === null || v === '' ? null : v);
  const n = (v: number | null) => (v === null ? null : numberText(v));
  const cols = params.cols.filter((c) => c !== 'instance');
  const defaultCols = d.cols.filter((c) => c !== 'instance');
  const sortText = `${params.sort.desc ? '-' : ''}${params.sort.column}`;
  return {
    'b.q': text(params.q),
    'b.prov': text([...params.prov].sort().join(',')),
    'b.rg': params.rg,
    'b.gpu': text([...params.gpu].sort().join(',')),
    'b.gmin': n(params.gmin),
    'b.gmax': n(params.gmax),
    'b.minmem': n(params.minmem),
    'b.mintot': n(params.mintot),
    'b.pmin': n(params.pmin),
    'b.pmax': n(params.pmax),
    'b.spot': params.spot ? '1' : null,
    'b.link': params.link,
    'b.fabric': params.fabric ? '1' : null,
    'b.bill': params.bill,
    'b.sort': sortText === `${d.sort.desc ? '-' : ''}${d.sort.column}` ? null : sortText,
    'b.cols': sameList([...cols].sort(), [...defaultCols].sort())
      ? null
      : [...cols].sort().join(','),
    'b.unit': params.unit === d.unit ? null : params.unit,
  };
}

/** True when any parameter that narrows the rows differs from its default. */
export function hasActiveFilters(params: BrowseParams): boolean {
  const extra = browseParamsToExtra(params);
  return FILTER_KEYS.some((k) => extra[`b.${k}`] !== null);
}
