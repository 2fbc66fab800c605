/**
 * Lighthouse against a running build: the landing, browse, wizard, guide and results pages on a phone (the
 * default mobile emulation: 4× slowed CPU, slow 4G) and on a desktop, each run `--runs` times
 * (3) in Debian's Chromium; prints the median score and timings per page and preset, and with
 * `--why` the main-thread work and the opportunities of the median run. Builds and serves
 * nothing: start the server first (`npm run build && npm run preview`), then
 * `npm run lighthouse [-- --origin http://127.0.0.1:4173 --runs 3 --why --json out.json]`.
 * Exits 1 when a median misses the budget (mobile score 95, CLS 0.05).
 *
 * Last measured 2026-12-06 (late evening) on the 2-core host, idle (load average under 2), with
 * the CJK fonts CI installs, phone, medians of 5 runs, three sets: landing 99, 99, 99; browse 98,
 * 98, 98; wizard 98, 98, 98; guide 99, 99, 99; results 99, 99, 99; CLS 0 everywhere. Of the 75
 * runs, one was under 95 (results, 94). The same evening on a busy host: browse 96-98, wizard
 * 96-97, guide 94-98, results 84-97 (the 84: blocking time 246-1,781 ms in a busy minute;
 * results alone right after, 98): simulated blocking time moves by 100-300 ms between identical
 * runs (more when the host is busy), and in some runs Chromium holds the first frame 0.7-1.7 s
 * after the page is ready (frames dropped by the compositor, the page's thread idle). Compare
 * builds by alternating their runs. What moved the scores: the wizard's stored draft is checked
 * without zod (its LCP 2.28-2.32 → 2.14-2.25 s); browse's rows are plain array steps (a table
 * library's row models took 40-50 ms on a laptop); content that waits for the catalog has its
 * code download beside it, after the first paint (browse's table, results, the guide: LCP
 * 2.3-2.5 → 1.9-2.0 s); an English page does not lay out the CJK name of the language menu's
 * Chinese entry before it is reached; the app starts in tasks of its own after the modules
 * evaluate, React's first render a transition; the catalog downloads once the first screen is on
 * the screen (paint timing). Drawing the first screen from HTML alone (a static shell) painted at
 * 1.0 s but moved the app's start after that paint, where all of it counts as blocking: the
 * scores fell. The guide's first layout of Chinese text on an English page (the buying guide's
 * title, the fact check's quotations), once measured at 100-120 ms unthrottled, now takes 5-20 ms
 * for the title's sentence with Noto Sans CJK installed, and the guide's blocking time reads 0-43
 * ms.
 */
import { writeFileSync } from 'node:fs';
import { lighthouseReport, median, type Preset } from './lighthouse-run';

const PAGES = {
  landing: '/?v=1&lang=en',
  browse: '/?v=1&view=browse&lang=en',
  wizard: '/?v=1&view=wizard&lang=en',
  guide: '/?v=1&view=guide&lang=en',
  results: '/?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1&view=results&lang=en',
} as const;

const BUDGET = { performance: 95, cls: 0.05 };

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Main-thread time by kind of work, ms (script evaluation, style and layout, …). */
  mainThread: Record<string, number>;
  /** Opportunities and diagnostics that did not pass, with what they say. */
  why: string[];
}

const option = (name: string) => {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** One Lighthouse run of `url` in a fresh headless Chromium. */
async function lighthouseRun(url: string, preset: Preset): Promise<Run> {
  const { categories, audits } = await lighthouseReport(url, preset, ['performance']);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const breakdown = audits['mainthread-work-breakdown']?.details as
    | { items?: { groupLabel?: string; duration?: number }[] }
    | undefined;
  const mainThread = Object.fromEntries(
    (breakdown?.items ?? []).map((i) => [i.groupLabel ?? '?', Math.round(i.duration ?? 0)]),
  );
  const why = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.details?.type === 'opportunity' || a.details?.type === 'table') &&
        a.displayValue,
    )
    .map((a) => `${a.id}: ${a.displayValue}`);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    siMs: Math.round(value('speed-index')),
    mainThread,
    why,
  };
}

/** The run whose score is the median (its diagnostics explain the median). */
const medianRun = (runs: Run[]): Run =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

async function main() {
  const origin = (option('--origin') ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
  const runs = Number(option('--runs')) || 3;
  const only = option('--pages')?.split(',');
  const presets = (option('--presets')?.split(',') ?? ['mobile', 'desktop']) as Preset[];
  const showWhy = process.argv.includes('--why');
  try {
    await fetch(origin);
  } catch {
    console.error(
      `Nothing answers at ${origin}: start the build first (npm run build && npm run preview), ` +
        'or name another with --origin.',
    );
    process.exit(2);
  }

  const all: Record<string, Run[]> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    if (only && !only.includes(name)) continue;
    for (const preset of presets) {
      const list: Run[] = [];
      for (let i = 0; i < runs; i++) list.push(await lighthouseRun(origin + path, preset));
      all[`${name} ${preset}`] = list;
      console.error(
        `${name} ${preset}: ${list.map((r) => `${r.score} (FCP ${r.fcpMs}, LCP ${r.lcpMs}, TBT ${r.tbtMs})`).join('; ')}`,
      );
    }
  }

  console.log(`\nLighthouse, median of ${runs} (${origin})`);
  console.log('| page | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | budget |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  let missed = false;
  for (const [key, list] of Object.entries(all)) {
    const m = (k: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs') =>
      median(list.map((r) => r[k]));
    const miss = [
      key.endsWith('mobile') && m('score') < BUDGET.performance && 'score',
      m('cls') > BUDGET.cls && 'CLS',
    ].filter(Boolean);
    missed ||= miss.length > 0;
    console.log(
      `| ${key} | ${m('score')} | ${m('fcpMs')} | ${m('lcpMs')} | ${m('tbtMs')} | ${m('cls')} | ${m('siMs')} | ${miss.length ? `missed: ${miss.join(', ')}` : 'met'} |`,
    );
  }
  if (showWhy) {
    for (const [key, list] of Object.entries(all)) {
      const run = medianRun(list);
      console.log(`\n${key} (run scoring ${run.score})`);
      console.log(
        `  main thread: ${Object.entries(run.mainThread)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(', ')}`,
      );
      for (const w of run.why) console.log(`  ${w}`);
    }
  }
  const out = option('--json');
  if (out)
    writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), origin, all }, null, 2));
  process.exit(missed ? 1 : 0);
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
