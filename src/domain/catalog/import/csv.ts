import Papa from 'papaparse';
import type { FatalError } from './types';

/** Columns every SkyPilot-format catalog file has. */
export const REQUIRED_COLUMNS = [
  'InstanceType',
  'AcceleratorName',
  'AcceleratorCount',
  'vCPUs',
  'MemoryGiB',
  'Price',
  'Region',
  'GpuInfo',
  'SpotPrice',
] as const;

/**
 * Columns some files add; any other header is not this format. Verda's file repeats the instance
 * type as `UpstreamCloudId`; Hyperbolic's gives the instance's disk as `StorageGiB`. Neither is read.
 */
export const OPTIONAL_COLUMNS = [
  'AvailabilityZone',
  'Generation',
  'Arch',
  'UpstreamCloudId',
  'StorageGiB',
] as const;

type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** One data row, by column name, with its row number in the file (header = row 1). */
export interface CatalogRow {
  row: number;
  cells: Readonly<Record<Column, string>>;
  /** The row's cells joined, to find exact duplicates. */
  key: string;
}

export type ParsedCatalog = { ok: true; rows: CatalogRow[] } | { ok: false; errors: FatalError[] };

const KNOWN = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);

/**
 * Reads a catalog file (CRLF or LF, optional BOM) and checks its header. Fatal: a missing
 * required column, a column this format does not have, a repeated column, a row whose field
 * count differs from the header's, or a malformed quote.
 */
export function parseCatalogCsv(text: string): ParsedCatalog {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...body] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return { ok: false, errors: [{ rows: [], reason: 'the file is empty' }] };
  }
  const names = header.map((cell) => cell.trim());
  const errors: FatalError[] = [];
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) {
    errors.push({ rows: [1], reason: `missing required column(s): ${missing.join(', ')}` });
  }
  const unknown = names.filter((n) => !KNOWN.has(n));
  if (unknown.length > 0) {
    errors.push({ rows: [1], reason: `unknown column(s): ${unknown.join(', ')}` });
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0) {
    errors.push({ rows: [1], reason: `repeated column(s): ${repeated.join(', ')}` });
  }
  for (const e of parsed.errors) {
    if (e.code === 'UndetectableDelimiter') continue;
    errors.push({ rows: [(e.row ?? 0) + 2], reason: `unreadable row: ${e.message}` });
  }
  if (errors.length > 0) return { ok: false, errors };

  const rows: CatalogRow[] = [];
  const ragged: number[] = [];
  body.forEach((fields, index) => {
    const row = index + 2;
    if (fields.every((f) => f.trim() === '')) return;
    if (fields.length !== names.length) {
      ragged.push(row);
      return;
    }
    const cells = Object.fromEntries(
      [...KNOWN].map((name) => {
        const at = names.indexOf(name);
        return [name, at < 0 ? '' : (fields[at] ?? '').trim()];
      }),
    ) as Record<Column, string>;
    rows.push({ row, cells, key: fields.map((f) => f.trim()).join('\u0000') });
  });
  if (ragged.length > 0) {
    return {
      ok: false,
      errors: [{ rows: ragged, reason: `field count differs from the header's ${names.length}` }],
    };
  }
  return { ok: true, rows };
}
