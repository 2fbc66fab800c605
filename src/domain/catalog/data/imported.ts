import type { GpuInput, OfferInput } from '../schema';

/** Offers imported from the public catalog files (`npm run data:import`). */
export const importedOffers: readonly OfferInput[] = [];

/** GPU entries for accelerators the catalog files list but the curated GPU table lacks. */
export const importedGpus: readonly GpuInput[] = [];
