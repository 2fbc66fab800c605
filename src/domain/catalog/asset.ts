/**
 * The built catalog as the JSON file the app fetches: each list a compact table (field names
 * once, facts shared by a data file's rows once, offer ids left out where they follow from
 * provider, instance type and region). Written at build time from the validated dataset and
 * read in the browser without validating again; `decodeCatalog(encodeCatalog(c))` equals `c`.
 */
import type { Benchmark, Claim, Gpu, Offer, Provider, RelativeSpeed } from './schema';
import {
  decodeBatches,
  encodeTable,
  type EncodedGroup,
  type EncodedTable,
  type TableOptions,
} from './table';
import type { Catalog, GuideTableRow } from './types';
import { versioned } from '../versioned';

/**
 * Bumped when the file's layout changes, with a step that reads the older layout (`ASSET_FORMAT`);
 * a file of a newer format is refused.
 */
export const CATALOG_ASSET_FORMAT = 2;

export interface CatalogAsset {
  format: number;
  version: string;
  asOf: string;
  fx: Catalog['fx'];
  aliases: Catalog['aliases'];
  gpus: EncodedTable;
  providers: EncodedTable;
  offers: EncodedTable;
  speeds: EncodedTable;
  calibration: EncodedTable;
  claims: EncodedTable;
  guideTable: EncodedTable;
}

/** `<provider>:<instance-type>@<region>`, the id every catalog offer carries. */
export const offerIdOf = (o: Pick<Offer, 'provider' | 'instanceType' | 'region'>): string =>
  `${o.provider}:${o.instanceType}@${o.region}`;

const OFFERS: TableOptions<Offer> = {
  groupBy: (o) => `${o.provider} ${o.source.ref}`,
  derived: { key: 'id', derive: offerIdOf },
};

/** The catalog as the asset's JSON value. */
export function encodeCatalog(catalog: Catalog): CatalogAsset {
  return {
    format: CATALOG_ASSET_FORMAT,
    version: catalog.version,
    asOf: catalog.asOf,
    fx: catalog.fx,
    aliases: catalog.aliases,
    gpus: encodeTable(catalog.gpus),
    providers: encodeTable(catalog.providers),
    offers: encodeTable(catalog.offers, OFFERS),
    speeds: encodeTable(catalog.speeds),
    calibration: encodeTable(catalog.calibration),
    claims: encodeTable(catalog.claims),
    guideTable: encodeTable(catalog.guideTable),
  };
}

/** Where the offers' groups go in the file's first line, before they are written one a line. */
const GROUPS_HOLE = '\u0000offers';

/**
 * The asset as the file's text: JSON, with the offers' groups (nine tenths of the file) one to a
 * line, so that a page can parse it a line at a time (`parseCatalogFile`) instead of in one task
 * as long as the whole file; any JSON reader still reads it whole.
 */
export function catalogFileText(asset: CatalogAsset): string {
  const frame = JSON.stringify({ ...asset, offers: { ...asset.offers, groups: GROUPS_HOLE } });
  const lines = asset.offers.groups.map((g) => JSON.stringify(g));
  return frame.replace(
    `"groups":${JSON.stringify(GROUPS_HOLE)}`,
    () => `"groups":[\n${lines.join(',\n')}\n]`,
  );
}

/**
 * Parses the file's text a step at a time: its first and last lines (everything but the
 * offers' groups), then each group's line, so that the caller can yield to the page between
 * steps. Text on one line is parsed whole, in the first step.
 */
export function* parseCatalogFile(text: string): Generator<void, CatalogAsset> {
  const first = text.indexOf('\n');
  const last = text.lastIndexOf('\n');
  if (first < 0 || first === last) return JSON.parse(text) as CatalogAsset;
  const asset = JSON.parse(text.slice(0, first) + text.slice(last + 1)) as CatalogAsset;
  for (let at = first + 1; at < last;) {
    yield;
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end);
    asset.offers.groups.push(
      JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as EncodedGroup,
    );
    at = end + 1;
  }
  return asset;
}

/**
 * Rows decoded per step when a catalog is decoded ahead of use: small enough that a caller
 * yielding between time slices never overshoots its slice by much.
 */
const STEP_ROWS = 50;

/** A list decoded on first read, or ahead of it a step at a time. */
class LazyList<T> {
  private readonly rows: T[] = [];
  private readonly batches: Iterator<T[]>;
  private complete = false;

  constructor(table: EncodedTable, options?: TableOptions<T>) {
    this.batches = decodeBatches(table, options, STEP_ROWS);
  }

  /** Decodes the next rows; false once the list is complete. */
  step(): boolean {
    if (this.complete) return false;
    const next = this.batches.next();
    if (next.done) this.complete = true;
    else for (const row of next.value) this.rows.push(row);
    return !this.complete;
  }

  all(): T[] {
    while (this.step());
    return this.rows;
  }

  get done(): boolean {
    return this.complete;
  }
}

const pending = new WeakMap<Catalog, LazyList<unknown>[]>();

/**
 * The file's formats: 2 added a position's repeated values written once (`EncodedGroup.dict`),
 * which a format 1 file leaves out, so a format 1 file reads as it is.
 */
const ASSET_FORMAT = versioned<CatalogAsset>(CATALOG_ASSET_FORMAT, {
  1: (asset) => ({ ...asset, format: 2 }),
});

/**
 * The catalog from the asset's parsed JSON, of this format or an older one; throws for a newer
 * format or one that is none of them. Each list is decoded when first read (a page that needs
 * only the providers never builds the offers), or ahead of use with `decodeAhead`.
 */
export function decodeCatalog(file: CatalogAsset): Catalog {
  const read = ASSET_FORMAT.upgrade(file.format, file);
  if (!read.ok) {
    throw new Error(
      read.problem === 'newer'
        ? `catalog file format ${file.format} is newer than this build reads (${CATALOG_ASSET_FORMAT}); reload the page`
        : `catalog file format ${String(file.format)} is not one this build reads (${CATALOG_ASSET_FORMAT})`,
    );
  }
  const asset = read.data;
  const lists = {
    gpus: new LazyList<Gpu>(asset.gpus),
    providers: new LazyList<Provider>(asset.providers),
    offers: new LazyList<Offer>(asset.offers, OFFERS),
    speeds: new LazyList<RelativeSpeed>(asset.speeds),
    calibration: new LazyList<Benchmark>(asset.calibration),
    claims: new LazyList<Claim>(asset.claims),
    guideTable: new LazyList<GuideTableRow>(asset.guideTable),
  };
  const catalog = { version: asset.version, asOf: asset.asOf, fx: asset.fx };
  for (const [key, list] of Object.entries(lists)) {
    Object.defineProperty(catalog, key, { enumerable: true, get: () => list.all() });
  }
  const decoded = Object.assign(catalog, { aliases: asset.aliases }) as Catalog;
  pending.set(decoded, Object.values(lists));
  return decoded;
}

/** True when every list of `catalog` is decoded (always, for a catalog not read from an asset). */
export const isDecoded = (catalog: Catalog): boolean =>
  (pending.get(catalog) ?? []).every((list) => list.done);

/**
 * Decodes a catalog's lists ahead of use, a few dozen rows per step, so a page can yield
 * between steps instead of decoding everything in one long task.
 */
export function* decodeAhead(catalog: Catalog): Generator<void> {
  for (const list of pending.get(catalog) ?? []) while (list.step()) yield;
}
