/**
 * The performance report: builds the app, serves it with `vite preview` on 127.0.0.1, and prints
 * one table — JS/CSS/data per file and the size budgets; Lighthouse (Debian Chromium) for the
 * landing, browse and results views, mobile and desktop, median of 3 runs, with the audits that
 * failed; the input-to-update time of the browse filter and the results view; the machine's load
 * average before and after (Lighthouse times depend on it). Writes perf-results/perf.json.
 *
 * Usage: npm run perf [-- --runs 3 --skip-build]; OUT_DIR builds and serves another folder,
 * PERF_PORT another port.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { lighthouseReport, median } from './lighthouse-run';
import { measure, missedBudgets } from './size';
import { measureInteractions } from './perf-interaction';

const PORT = Number(process.env.PERF_PORT) || 4199;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;

export const PAGES = {
  landing: '/?v=1&lang=en',
  browse: '/?v=1&view=browse&lang=en',
  results: '/?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1&view=results&lang=en',
} as const;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.05,
  inputMs: 50,
};

interface LhFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility, best-practices and SEO audits that did not pass (in any run). */
  failing: string[];
}

async function waitForServer(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<LhFigures> {
  const { categories, audits } = await lighthouseReport(url, preset, [
    'performance',
    'accessibility',
    'best-practices',
    'seo',
  ]);
  const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((k) =>
    (categories[k]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${k}: ${r.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    failing,
  };
}

function medianFigures(list: LhFigures[]): LhFigures {
  const keys = Object.keys(list[0]!).filter((k) => k !== 'failing') as Exclude<
    keyof LhFigures,
    'failing'
  >[];
  const medians = Object.fromEntries(keys.map((k) => [k, median(list.map((f) => f[k]))]));
  return { ...medians, failing: [...new Set(list.flatMap((f) => f.failing))] } as LhFigures;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main() {
  const loadBefore = load();
  if (!args.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' });
  const sizes = measure(process.env.OUT_DIR ?? 'dist');
  const server: ChildProcess = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(ORIGIN);
    const lh: Record<string, LhFigures> = {};
    for (const [name, path] of Object.entries(PAGES)) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const all: LhFigures[] = [];
        for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(ORIGIN + path, preset));
        lh[`${name} ${preset}`] = medianFigures(all);
        console.error(`lighthouse ${name} ${preset}: done`);
      }
    }
    mkdirSync('perf-results', { recursive: true });
    writeFileSync('perf-results/lighthouse.json', JSON.stringify(lh, null, 2));
    const interactions = await measureInteractions(ORIGIN, PAGES).catch((e: unknown) => {
      console.error('input-to-update timing failed:', e);
      return {};
    });

    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    console.log('\n## Bundle');
    console.log('| chunk | raw | gzip | first screen |\n| --- | ---: | ---: | --- |');
    for (const c of sizes.chunks) {
      console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${c.firstScreen ? 'yes' : ''} |`);
    }
    const sizeMissed = missedBudgets(sizes);
    console.log(
      `\nFirst-screen JS ${kb(sizes.firstScreenGzip)} gzip; catalog file ${sizes.catalog ? `${kb(sizes.catalog.raw)} (${kb(sizes.catalog.gzip)} gzip)` : 'none'}; ` +
        `size budgets: ${sizeMissed.length ? `MISSED (${sizeMissed.join('; ')})` : 'met'}`,
    );
    console.log(`\n## Lighthouse 12.2.3 (median of ${runs})`);
    console.log('| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | budgets |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [name, f] of Object.entries(lh)) {
      const missed = [
        f.performance < BUDGET.performance && 'perf',
        f.accessibility < BUDGET.accessibility && 'a11y',
        f['best-practices'] < BUDGET['best-practices'] && 'best practices',
        f.seo < BUDGET.seo && 'SEO',
        f.cls >= BUDGET.cls && 'CLS',
      ].filter(Boolean);
      console.log(
        `| ${name} | ${f.performance} | ${f.accessibility} | ${f['best-practices']} | ${f.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`,
      );
    }
    const failing = [...new Set(Object.values(lh).flatMap((f) => f.failing))];
    console.log(`\nFailed audits: ${failing.length ? failing.join(', ') : 'none'}`);
    console.log('\n## Input to update (median of the samples, ms)');
    console.log(
      '| interaction | DOM updated | next frame | samples | budget 50 ms |\n| --- | ---: | ---: | ---: | --- |',
    );
    for (const [name, m] of Object.entries(interactions)) {
      console.log(
        `| ${name} | ${m.domMs.toFixed(1)} | ${m.frameMs.toFixed(1)} | ${m.samples} | ${m.frameMs <= BUDGET.inputMs ? 'met' : 'MISSED'} |`,
      );
    }
    const loadAfter = load();
    console.log(`\nLoad average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`);
    mkdirSync('perf-results', { recursive: true });
    const out = {
      date: new Date().toISOString(),
      load: { before: loadBefore, after: loadAfter },
      runs,
      sizes,
      lighthouse: lh,
      interactions,
      budgets: BUDGET,
    };
    writeFileSync('perf-results/perf.json', JSON.stringify(out, null, 2));
    console.log('\nwrote perf-results/perf.json');
  } finally {
    server.kill();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
