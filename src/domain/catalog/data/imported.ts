import type { GpuInput, OfferInput } from '../schema';
import type { OffersFile } from '../import/types';
import aliyun from './offers/aliyun.json';
import hyperbolic from './offers/hyperbolic.json';
import lambda from './offers/lambda.json';
import nebius from './offers/nebius.json';
import oci from './offers/oci.json';
import runpod from './offers/runpod.json';
import tencent from './offers/tencent.json';
import verda from './offers/verda.json';

/**
 * The committed offers files (`npm run data:import`). JSON imports are typed loosely (strings,
 * not the schema's enums); the catalog validates every record with its zod schema where it
 * enters, so the files are read here as the shape the importer writes.
 */
const files = [
  lambda,
  runpod,
  aliyun,
  tencent,
  nebius,
  oci,
  verda,
  hyperbolic,
] as unknown as readonly OffersFile[];

/** Offers imported from the public catalog files, one file per provider. */
export const importedOffers: readonly OfferInput[] = files.flatMap((f) => f.offers);

/**
 * GPU entries for accelerators the catalog files list but the curated GPU table lacks (unknown
 * specs). A card two providers list appears once (the first file's entry).
 */
export const importedGpus: readonly GpuInput[] = files
  .flatMap((f) => f.gpus)
  .filter((g, i, all) => all.findIndex((other) => other.id === g.id) === i);
