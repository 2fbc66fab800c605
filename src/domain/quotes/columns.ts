/** The file columns (CSV) and keys (JSON) of a quote, and how headers written by hand map to them. */
import { QUOTE_FIELDS, type QuoteField } from './fields';

/** CSV header of each field, in export order. */
export const CSV_COLUMNS: Readonly<Record<QuoteField, string>> = {
  id: 'id',
  provider: 'provider',
  providerId: 'provider_id',
  instanceType: 'instance_type',
  gpu: 'gpu',
  gpuCount: 'gpu_count',
  price: 'price',
  per: 'per',
  currency: 'currency',
  spot: 'spot',
  gpuLink: 'gpu_link',
  fabric: 'fabric',
  regionGroup: 'region_group',
  region: 'region',
  billing: 'billing',
  overrides: 'overrides',
  asOf: 'as_of',
  note: 'note',
};

/** Columns every file needs; the facts columns may be missing when rows re-price catalog offers. */
export const ALWAYS_REQUIRED: readonly QuoteField[] = ['price', 'currency'];
export const FACT_COLUMNS: readonly QuoteField[] = [
  'provider',
  'instanceType',
  'gpu',
  'gpuCount',
  'regionGroup',
];

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const ALIASES: Readonly<Record<string, QuoteField>> = {
  instance: 'instanceType',
  gpumodel: 'gpu',
  count: 'gpuCount',
  gpus: 'gpuCount',
  interconnect: 'gpuLink',
  notes: 'note',
  date: 'asOf',
};

/** The field a header or key names (`id`, `instance_type`, `instanceType`, `Instance Type` …). */
export function fieldForHeader(header: string): QuoteField | undefined {
  const s = squash(header);
  return QUOTE_FIELDS.find((f) => squash(f) === s) ?? ALIASES[s];
}
