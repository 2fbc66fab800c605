/**
 * Robustness fuzzing outside CI: runs generated links through the link codec and through the
 * rendered results view, and reports every throw, console error or invalid state.
 * Usage: npm run fuzz [-- --codec 100000 --view 10000]
 * CI runs a small sample of the same (tests/unit/share and tests/e2e/fuzz.spec.ts).
 */
import { spawn, execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { decode, encode } from '../src/domain/share/codec';
import { sampleLinks } from '../tests/fixtures/link-arbitrary';
import { CHROMIUM_FLAGS } from './perf-interaction';
import { applyLinksInPage } from '../tests/fixtures/apply-links';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

function fuzzCodec(count: number): string[] {
  const failures: string[] = [];
  for (const link of sampleLinks(count, 1)) {
    try {
      const { state } = decode(link);
      const again = decode(encode(state)).state;
      if (encode(again) !== encode(state)) failures.push(`not canonical: ${link}`);
    } catch (e) {
      failures.push(`threw on ${JSON.stringify(link)}: ${String(e)}`);
    }
  }
  return failures;
}

async function fuzzView(count: number): Promise<string[]> {
  execSync('npm run build', { stdio: 'inherit' });
  const port = 4198;
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 2500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    return await applyLinksInPage(page, `http://127.0.0.1:${port}/`, sampleLinks(count, 2));
  } finally {
    await browser.close();
    server.kill();
  }
}

const started = Date.now();
const codecCount = opt('--codec', 100_000);
const viewCount = opt('--view', 10_000);
const codecFailures = fuzzCodec(codecCount);
console.log(
  `codec: ${codecCount} links, ${codecFailures.length} failures (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
const viewFailures = viewCount > 0 ? await fuzzView(viewCount) : [];
console.log(
  `results view: ${viewCount} links, ${viewFailures.length} failures (${((Date.now() - started) / 1000).toFixed(1)} s total)`,
);
for (const f of [...codecFailures, ...viewFailures].slice(0, 50)) console.log(`  ${f}`);
process.exit(codecFailures.length + viewFailures.length > 0 ? 1 : 0);
