/**
 * Measures the built JavaScript and CSS (raw and gzip) per chunk and checks the first-screen
 * budget: the entry chunk plus what index.html preloads. Exits 1 when over budget.
 * Usage: npm run build && npm run size [-- --json out.json]
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET_GZIP = 150 * 1024;

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  firstScreen: boolean;
}

export function measure(dist = 'dist'): { chunks: ChunkSize[]; firstScreenGzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="[^"]*?assets\/([^"]+)"/g)].map((m) => m[1]),
  );
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
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
  return { chunks, firstScreenGzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

if (process.argv[1]?.endsWith('size.ts')) {
  const { chunks, firstScreenGzip } = measure();
  console.log('chunk'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), ' first screen');
  for (const c of chunks) {
    console.log(
      c.file.padEnd(44),
      kb(c.raw).padStart(10),
      kb(c.gzip).padStart(10),
      c.firstScreen ? ' yes' : '',
    );
  }
  const ok = firstScreenGzip <= FIRST_SCREEN_BUDGET_GZIP;
  console.log(
    `first-screen JS: ${kb(firstScreenGzip)} gzip (budget ${kb(FIRST_SCREEN_BUDGET_GZIP)}) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1]) {
    writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify({ chunks, firstScreenGzip }, null, 2));
  }
  if (!ok) process.exit(1);
}
