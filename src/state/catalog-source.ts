/**
 * Where the views' catalog comes from: the built catalog file, fetched once per visit as soon as
 * a view that needs it is known (the shell starts it before the view's code has loaded), then
 * parsed and decoded a few hundred rows at a time, yielding between steps, so that no step holds
 * the page for long. Tests and other hosts
 * set their own loader (e.g. the catalog built in Node from the sources).
 */
import catalogUrl from 'virtual:catalog-url';
import { decodeAhead, decodeCatalog, type CatalogAsset } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';

export type CatalogLoader = () => Promise<Catalog>;

/** Lets the page paint and handle input between two pieces of work. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let text: Promise<string> | null = null;

/** The catalog file's text (fetched once); the ranking worker decodes its own copy. */
export function catalogText(): Promise<string> {
  text ??= fetch(catalogUrl).then((r) => {
    if (!r.ok) throw new Error(`catalog file: HTTP ${r.status}`);
    return r.text();
  });
  return text;
}

/** The app's loader: the built catalog file. */
export const loadCatalogFile: CatalogLoader = async () => {
  const asset = JSON.parse(await catalogText()) as CatalogAsset;
  await yieldToPage();
  const catalog = decodeCatalog(asset);
  for (const _ of decodeAhead(catalog)) await yieldToPage();
  return catalog;
};

let loader: CatalogLoader = loadCatalogFile;
let pending: Promise<Catalog> | null = null;
let loaded: Catalog | null = null;

/** The catalog, loaded once; a failed load is tried again on the next call. */
export function loadCatalog(): Promise<Catalog> {
  pending ??= loader().then(
    (catalog) => {
      loaded = catalog;
      return catalog;
    },
    (e: unknown) => {
      pending = null;
      text = null;
      throw e;
    },
  );
  return pending;
}

/** The catalog once it has loaded, else `null`. */
export const loadedCatalog = (): Catalog | null => loaded;

/** True when `catalog` is the one decoded from the catalog file (the ranking worker has it too). */
export const isCatalogFile = (catalog: Catalog): boolean =>
  loader === loadCatalogFile && catalog === loaded;

/** Replaces how the catalog is obtained (and forgets one already loaded). */
export function setCatalogLoader(next: CatalogLoader): void {
  loader = next;
  pending = null;
  loaded = null;
}
