/** Every data file of the dataset, grouped for `buildCatalog` and `validateCatalog`. */
import type { RawCatalog, RawFile } from './build';
import type { OfferInput } from './schema';
import { DATASET_FX } from '../units/money';
import { benchmarkFiles } from './data/benchmarks';
import { claims } from './data/claims';
import { commitmentFiles } from './data/commitments';
import { curatedOfferFiles } from './data/curated';
import { datedPrices } from './data/curated/dated-prices';
import { eastDatedPrices } from './data/curated/dated-prices-east';
import { guideTable } from './data/guide-table';
import { extraGpus } from './data/gpus-extra';
import { domesticGpus } from './data/gpus-domestic';
import { referenceGpus } from './data/gpus';
import { importedGpus, importedOffers } from './data/imported';
import { refreshedPriceFiles } from './data/refreshed';
import { DATASET_AS_OF, DATASET_VERSION } from './data/meta';
import { providers } from './data/providers';
import { speedBasis } from './data/speed-basis';

/** Imported offers grouped by the offers file they come from (`data/offers/<provider>.json`). */
function byProvider(offers: readonly OfferInput[]): RawFile<OfferInput>[] {
  const files = new Map<string, OfferInput[]>();
  for (const o of offers) {
    const file = `data/offers/${String(o.provider)}.json`;
    files.set(file, [...(files.get(file) ?? []), o]);
  }
  return [...files].map(([file, records]) => ({ file, records }));
}

export const rawCatalog: RawCatalog = {
  version: DATASET_VERSION,
  asOf: DATASET_AS_OF,
  fx: DATASET_FX,
  gpus: [
    { file: 'data/gpus.ts', records: referenceGpus },
    { file: 'data/gpus-extra.ts', records: extraGpus },
    { file: 'data/gpus-domestic.ts', records: domesticGpus },
  ],
  importedGpus: [{ file: 'data/imported.ts', records: importedGpus }],
  providers: { file: 'data/providers.ts', records: providers },
  offers: curatedOfferFiles,
  importedOffers: byProvider(importedOffers),
  datedPrices: {
    file: 'data/curated/dated-prices.ts',
    records: [...datedPrices, ...eastDatedPrices],
  },
  refreshedPrices: refreshedPriceFiles.map((f) => ({
    file: `data/prices/${f.provider}.json`,
    records: f.prices,
  })),
  commitments: commitmentFiles,
  benchmarks: benchmarkFiles,
  speedBasis,
  claims: { file: 'data/claims.ts', records: claims },
  guideTable: { file: 'data/guide-table.ts', records: guideTable },
  aliases: {},
};
