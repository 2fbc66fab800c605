/**
 * The built catalog as the JSON file the app fetches: each list a compact table (field names
 * once, facts shared by a data file's rows once, offer ids left out where they follow from
 * provider, instance type and region). Written at build time from the validated dataset and
 * read in the browser without validating again; `decodeCatalog(encodeCatalog(c))` equals `c`.
 */
import type { Offer } from './schema';
import { decodeTable, encodeTable, type EncodedTable, type TableOptions } from './table';
import type { Catalog } from './types';

/** Bumped when the file's layout changes; a reader refuses any other. */
export const CATALOG_ASSET_FORMAT = 1;

export interface CatalogAsset {
  format: typeof CATALOG_ASSET_FORMAT;
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

/** Defines `key` on `target` as a list decoded on first read (then kept). */
function lazyList<T>(target: object, key: string, decode: () => T[]): void {
  let value: T[] | null = null;
  Object.defineProperty(target, key, {
    enumerable: true,
    get: () => (value ??= decode()),
  });
}

/**
 * The catalog from the asset's parsed JSON; throws when the file is of another format. Each list
 * is decoded when first read, so a page that needs only the providers never builds the offers.
 */
export function decodeCatalog(asset: CatalogAsset): Catalog {
  if (asset.format !== CATALOG_ASSET_FORMAT) {
    throw new Error(
      `catalog file format ${String(asset.format)}, expected ${CATALOG_ASSET_FORMAT}`,
    );
  }
  const catalog = { version: asset.version, asOf: asset.asOf, fx: asset.fx };
  lazyList(catalog, 'gpus', () => decodeTable(asset.gpus));
  lazyList(catalog, 'providers', () => decodeTable(asset.providers));
  lazyList(catalog, 'offers', () => decodeTable(asset.offers, OFFERS));
  lazyList(catalog, 'speeds', () => decodeTable(asset.speeds));
  lazyList(catalog, 'calibration', () => decodeTable(asset.calibration));
  lazyList(catalog, 'claims', () => decodeTable(asset.claims));
  lazyList(catalog, 'guideTable', () => decodeTable(asset.guideTable));
  return Object.assign(catalog, { aliases: asset.aliases }) as Catalog;
}
