/**
 * Measures the built JavaScript, CSS and data files (raw and gzip) and checks the budgets: the
 * first screen's JS (the entry chunk plus what index.html preloads), the catalog file (fetched by
 * the views that show it, parsed on the page and in the ranking worker), and no JS chunk above
 * 500 kB. Exits 1 when one is missed.
 * Usage: npm run build && npm run size [-- --json out.json]; OUT_DIR picks another build folder.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET_GZIP = 150 * 1024;
/** The catalog file: its transfer, and its size as text (what JSON.parse reads). */
export const CATALOG_BUDGET_GZIP = 80 * 1024;
export const CATALOG_BUDGET_RAW = 700 * 1024;
/** Any one JS chunk (Vite warns above it). */
export const CHUNK_BUDGET_RAW = 500 * 1024;

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  firstScreen: boolean;
}

export interface Sizes {
  chunks: ChunkSize[];
  firstScreenGzip: number;
  /** The catalog file, `null` when the build has none. */
  catalog: ChunkSize | null;
}

const isCatalog = (file: string) => /^catalog-[\w-]+\.json$/.test(file);

export function measure(dist = 'dist'): Sizes {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="[^"]*?assets\/([^"]+)"/g)].map((m) => m[1]),
  );
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css') || isCatalog(f))
    .map((file) => {
      const body = readFileSync(join(dist, 'assets', file));
      return {
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        firstScreen: referenced.has(file),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const firstScreenGzip = chunks
    .filter((c) => c.firstScreen && c.file.endsWith('.js'))
    .reduce((sum, c) => sum + c.gzip, 0);
  return { chunks, firstScreenGzip, catalog: chunks.find((c) => isCatalog(c.file)) ?? null };
}

/** Each budget missed, in words; empty when all are met. */
export function missedBudgets({ chunks, firstScreenGzip, catalog }: Sizes): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const missed: string[] = [];
  if (firstScreenGzip > FIRST_SCREEN_BUDGET_GZIP) {
    missed.push(`first-screen JS ${kb(firstScreenGzip)} gzip > ${kb(FIRST_SCREEN_BUDGET_GZIP)}`);
  }
  if (!catalog) missed.push('no catalog file in the build');
  else {
    if (catalog.gzip > CATALOG_BUDGET_GZIP) {
      missed.push(`catalog ${kb(catalog.gzip)} gzip > ${kb(CATALOG_BUDGET_GZIP)}`);
    }
    if (catalog.raw > CATALOG_BUDGET_RAW) {
      missed.push(`catalog ${kb(catalog.raw)} raw > ${kb(CATALOG_BUDGET_RAW)}`);
    }
    if (catalog.firstScreen) missed.push('the catalog is loaded by the first screen');
  }
  for (const c of chunks) {
    if (c.file.endsWith('.js') && c.raw > CHUNK_BUDGET_RAW) {
      missed.push(`${c.file} ${kb(c.raw)} raw > ${kb(CHUNK_BUDGET_RAW)}`);
    }
  }
  return missed;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

if (process.argv[1]?.endsWith('size.ts')) {
  const sizes = measure(process.env.OUT_DIR ?? 'dist');
  console.log('file'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), ' first screen');
  for (const c of sizes.chunks) {
    console.log(
      c.file.padEnd(44),
      kb(c.raw).padStart(10),
      kb(c.gzip).padStart(10),
      c.firstScreen ? ' yes' : '',
    );
  }
  console.log(
    `first-screen JS: ${kb(sizes.firstScreenGzip)} gzip (budget ${kb(FIRST_SCREEN_BUDGET_GZIP)}); ` +
      `catalog: ${sizes.catalog ? `${kb(sizes.catalog.raw)} raw, ${kb(sizes.catalog.gzip)} gzip` : 'none'} ` +
      `(budget ${kb(CATALOG_BUDGET_RAW)} raw, ${kb(CATALOG_BUDGET_GZIP)} gzip)`,
  );
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1]) {
    writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify(sizes, null, 2));
  }
  const missed = missedBudgets(sizes);
  for (const m of missed) console.log(`OVER BUDGET: ${m}`);
  if (missed.length > 0) process.exit(1);
  console.log('all size budgets met');
}
