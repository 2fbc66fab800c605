/**
 * Checks the whole dataset and returns every problem, each naming the file, the record's id and
 * the field (`data/curated/aws.ts: offers[aws:p3.2xlarge@us-east-1].onDemand: expected a positive
 * number`). Nothing is skipped silently: a record that fails its schema is reported and left out
 * of the cross-checks.
 */
import type { z } from 'zod';
import { buildCatalog, type BuiltCatalog, type RawCatalog, type RawFile } from './build';
import { checkReferences } from './validate-refs';
import {
  BenchmarkSchema,
  ClaimSchema,
  CommitmentPriceSchema,
  DatedPriceSchema,
  GpuSchema,
  OfferSchema,
  ProviderSchema,
} from './schema';

/** One failed check. */
export interface ValidationError {
  file: string;
  /** `<kind>[<record id>].<field path>` */
  path: string;
  message: string;
}

export interface ValidationResult {
  errors: ValidationError[];
  /** Built from the records that passed their schema (for the report, even when errors exist). */
  built: BuiltCatalog;
}

/** `file: path: message`, the form `data:check` and the tests print. */
export const formatError = (e: ValidationError): string => `${e.file}: ${e.path}: ${e.message}`;

const idOf = (record: unknown, index: number): string => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : `#${index}`;
};

const fieldPath = (path: readonly PropertyKey[]): string =>
  path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');

/** Parses each record; returns the valid ones (as written) and an error per failed field. */
function parseFiles<T>(
  kind: string,
  files: readonly RawFile<T>[],
  schema: z.ZodType,
  errors: ValidationError[],
): RawFile<T>[] {
  return files.map(({ file, records }) => ({
    file,
    records: records.filter((record, i) => {
      const result = schema.safeParse(record);
      for (const issue of result.error?.issues ?? []) {
        errors.push({
          file,
          path: `${kind}[${idOf(record, i)}]${fieldPath(issue.path)}`,
          message: issue.message,
        });
      }
      return result.success;
    }),
  }));
}

/** Validates every record and the references between them. */
export function validateCatalog(raw: RawCatalog): ValidationResult {
  const errors: ValidationError[] = [];
  const first = <T>(files: RawFile<T>[]): RawFile<T> => files[0] ?? { file: '', records: [] };
  const clean: RawCatalog = {
    ...raw,
    gpus: parseFiles('gpus', raw.gpus, GpuSchema, errors),
    importedGpus: parseFiles('gpus', raw.importedGpus, GpuSchema, errors),
    providers: first(parseFiles('providers', [raw.providers], ProviderSchema, errors)),
    offers: parseFiles('offers', raw.offers, OfferSchema, errors),
    importedOffers: parseFiles('offers', raw.importedOffers, OfferSchema, errors),
    ...(raw.datedPrices
      ? {
          datedPrices: first(
            parseFiles('datedPrices', [raw.datedPrices], DatedPriceSchema, errors),
          ),
        }
      : {}),
    ...(raw.refreshedPrices
      ? {
          refreshedPrices: parseFiles('datedPrices', raw.refreshedPrices, DatedPriceSchema, errors),
        }
      : {}),
    ...(raw.commitments
      ? {
          commitments: parseFiles('commitments', raw.commitments, CommitmentPriceSchema, errors),
        }
      : {}),
    benchmarks: parseFiles('benchmarks', raw.benchmarks, BenchmarkSchema, errors),
    claims: first(parseFiles('claims', [raw.claims], ClaimSchema, errors)),
  };
  const built = buildCatalog(clean);
  errors.push(...checkReferences(clean, built));
  return { errors, built };
}
