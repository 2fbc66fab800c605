import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  importCatalog,
  type ImportOptions,
  type ImportProvider,
} from '../../../src/domain/catalog/import';

export const FIXTURES = join(process.cwd(), 'tests/fixtures/catalogs');

/** The GPU ids a small curated table would define: enough for the fixtures. */
export const KNOWN = new Set([
  't4-16gb',
  'a10-24gb',
  'l40s-48gb',
  'v100-32gb-sxm2',
  'a100-40gb-pcie',
  'a100-40gb-sxm',
  'h100-80gb-pcie',
  'h100-80gb-sxm',
  'h100-94gb-nvl',
]);

export const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

export const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Imports a fixture text with fixed dates; extra options override. Held against a previous file,
 * each distinct text stands for its own upstream commit (another file under a recorded commit is
 * refused).
 */
export function run(provider: ImportProvider, text: string, extra: Partial<ImportOptions> = {}) {
  return importCatalog({
    provider,
    text,
    sha256: sha(text),
    ...(extra.previous && extra.previous.source.sha256 !== sha(text)
      ? { source: { commit: sha(text).slice(0, 40) } }
      : {}),
    today: '2026-12-01',
    knownGpuIds: KNOWN,
    ...extra,
  });
}

/** The import of a fixture that must succeed. */
export function ok(provider: ImportProvider, text: string, extra: Partial<ImportOptions> = {}) {
  const result = run(provider, text, extra);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

export function offer(result: ReturnType<typeof ok>, id: string) {
  const found = result.file.offers.find((o) => o.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
}

/** Every file under the catalog's data folder with its SHA-256. */
export function dataSnapshot(
  dir = join(process.cwd(), 'src/domain/catalog/data'),
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, dataSnapshot(path));
    else out[path] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}
