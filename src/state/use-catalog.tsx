/**
 * The catalog as the views read it: from the nearest `CatalogProvider` (component tests pass a
 * small fixture), else the loaded catalog file; while it loads the view suspends, so its
 * Suspense fallback (the view's skeleton) stays up.
 */
import { createContext, use, type ReactNode } from 'react';
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
