export { importCatalog, type ImportOptions } from './import-catalog';
export { serializeOffersFile } from './serialize';
export { formatErrors, formatSummary } from './summary';
export { regionGroupOf } from './region-group';
export { IMPORT_PROVIDERS, isImportProvider } from './types';
export type * from './types';
export { formatGuardFailures, guardOffers } from './guards';
