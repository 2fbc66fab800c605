/**
 * Where the views' catalog comes from: the built catalog file, fetched once per visit as soon as
 * a view that needs it is known (the shell starts it before the view's code has loaded), then
 * parsed and, for views that list the offers, decoded a few hundred rows at a time, yielding
 * between steps, so that no step holds the page for long. Tests and other hosts
 * set their own loader (e.g. the catalog built in Node from the sources).
 */
import catalogUrl, { summary } from 'virtual:catalog-url';
import { decodeAhead, decodeCatalog, type CatalogAsset } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import { tracked } from '../lib/tracked';

export type CatalogLoader = () => Promise<Catalog>;

/** Lets the page paint and handle input between two pieces of work. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let text: Promise<string> | null = null;
let held: { released: Promise<void>; release: () => void } | null = null;

/**
 * Holds the catalog file's download until `releaseCatalog`: a view whose first screen does not
 * need it (browse draws its header from the build's counts) lets that screen's code load first
 * on a slow link. Only before the download has started.
 */
export function holdCatalog(): void {
  if (text !== null || held) return;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { released, release };
}

/** Lets a held catalog download start (nothing when none is held). */
export function releaseCatalog(): void {
  held?.release();
  held = null;
}

/** The catalog file's text (fetched once); the ranking worker decodes its own copy. */
export function catalogText(): Promise<string> {
  text ??= (held?.released ?? Promise.resolve())
    .then(() => fetch(catalogUrl))
    .then((r) => {
      if (!r.ok) throw new Error(`catalog file: HTTP ${r.status}`);
      return r.text();
    });
  return text;
}

/** The app's loader: the built catalog file (each list decoded on first read or ahead). */
export const loadCatalogFile: CatalogLoader = async () => {
  const asset = JSON.parse(await catalogText()) as CatalogAsset;
  await yieldToPage();
  return decodeCatalog(asset);
};

let loader: CatalogLoader = loadCatalogFile;
let pending: Promise<Catalog> | null = null;
let decoded: Promise<Catalog> | null = null;
let loaded: Catalog | null = null;

const forget = (e: unknown) => {
  pending = null;
  decoded = null;
  text = null;
  throw e;
};

export interface LoadOptions {
  /**
   * Decode every list before answering (default), a step at a time; `false`: answer as soon as
   * the file is read, each list decoded when first read (results reads only the providers: the
   * worker ranks the offers).
   */
  ahead?: boolean;
}

/** The catalog, loaded once; a failed load is tried again on the next call. */
export function loadCatalog({ ahead = true }: LoadOptions = {}): Promise<Catalog> {
  pending ??= tracked(
    loader().then((catalog) => {
      loaded = catalog;
      return catalog;
    }, forget),
  );
  if (!ahead) return pending;
  decoded ??= tracked(
    pending.then(async (catalog) => {
      for (const _ of decodeAhead(catalog)) await yieldToPage();
      return catalog;
    }, forget),
  );
  return decoded;
}

/**
 * The catalog file's counts and date, known before it loads (the build writes them; `null` from
 * the dev server, or when another loader is set).
 */
export const catalogFileSummary = (): typeof summary =>
  loader === loadCatalogFile ? summary : null;

/** True when `catalog` is the one decoded from the catalog file (the ranking worker has it too). */
export const isCatalogFile = (catalog: Catalog): boolean =>
  loader === loadCatalogFile && catalog === loaded;

/** Replaces how the catalog is obtained (and forgets one already loaded). */
export function setCatalogLoader(next: CatalogLoader): void {
  loader = next;
  pending = null;
  decoded = null;
  loaded = null;
}
