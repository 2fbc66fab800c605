/**
 * The catalog as the views read it: from the nearest `CatalogProvider` (component tests pass a
 * small fixture), else the loaded catalog file; while it loads the view suspends, so its
 * Suspense fallback (the view's skeleton) stays up.
 */
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { isDecoded } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import { loadCatalog, type LoadOptions } from './catalog-source';

const CatalogContext = createContext<Catalog | null>(null);

/** Gives the views below this catalog instead of the catalog file. */
export function CatalogProvider({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  return <CatalogContext value={catalog}>{children}</CatalogContext>;
}

/**
 * The catalog: `given` when a caller passes one, else the nearest provider's, else the catalog
 * file (suspending until it has loaded; `options` as for `loadCatalog`).
 */
export function useCatalog(given?: Catalog, options?: LoadOptions): Catalog {
  return given ?? use(CatalogContext) ?? use(loadCatalog(options));
}

/**
 * Whether every list of `catalog` is decoded: at once when it is, else once the decode under way
 * (hurried from the idle pace) or a new one has finished, or failed (the lists then decode when
 * read). A catalog not decoded from the file always is.
 */
export function useDecoded(catalog: Catalog, needed: boolean): boolean {
  const [decodedNow, setDecoded] = useState<Catalog | null>(null);
  const done = decodedNow === catalog || isDecoded(catalog);
  useEffect(() => {
    if (done || !needed) return undefined;
    let live = true;
    // A transition: what waited for the lists is drawn in slices, as the ranking's arrival is.
    const finish = () => {
      if (live) startTransition(() => setDecoded(catalog));
    };
    loadCatalog({ ahead: true }).then(finish, finish);
    return () => {
      live = false;
    };
  }, [catalog, done, needed]);
  return done;
}
