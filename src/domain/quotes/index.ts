/** The user's own quotes: schema, validation, offers, files, links and storage. */
export * from './schema';
export * from './fields';
export * from './slug';
export * from './to-offer';
export * from './decode-text';
export * from './columns';
export * from './import-result';
export * from './import-csv';
export * from './import-json';
export * from './import-file';
export * from './export';
export * from './link';
export * from './storage';
export * from './duplicates';
