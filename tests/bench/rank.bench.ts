/**
 * `npm run bench`: for each canonical profile over 10,000 generated offers (no memo), the median
 * time of what the user waits for, from the link to the page holding the ranking: the link read
 * (`decode`), the worker's ranking (`rankState`: rank, suggestions for a dead end), its posted
 * head (the first page, counts, the charts' figures, the ruled-out offers counted per reason), its
 * copy between threads (`structuredClone`, the algorithm `postMessage` uses) and the page's
 * reading of it. The parts asked for later (more entries, a group of ruled-out offers, the CSV
 * file) are not in it: the reader waits for them only on asking. `rank()` alone is shown beside
 * it (its ranked records are built on first read, so not by it), with the bytes posted (`--sizes`: the bytes posted per ranking of the real catalog). Each
 * is compared with sorting 10,000 random doubles in the same process; CPU and elapsed time are
 * both shown (on a busy machine the elapsed times mostly measure waiting for a core).
 *
 * The gate is the worst CPU ratio to the sort, over the profiles, of the median of repeated runs
 * in one process; nothing is retried, no second process asked. The run fails (exit code 1) above
 * `MAX_CPU_RATIO`. The ranking runs on every keystroke, so a slower one is a broken one; the
 * hot-path rules that keep it there are in `src/domain/engine/README.md`.
 */
import { performance } from 'node:perf_hooks';
import { serialize } from 'node:v8';
import type { Catalog } from '../../src/domain/catalog/types';
import { rank } from '../../src/domain/engine';
import { linkRankOptions } from '../../src/domain/rank-link';
import { decode } from '../../src/domain/share/codec';
import { RankingParts } from '../../src/state/ranking-parts';
import { answerPart, headMessage, rankJob } from '../../src/worker/answer';
import { rankedTotal } from '../../src/domain/ranking-head';
import type { FromWorker, RankJob } from '../../src/worker/protocol';
import { generateOffers, prng } from './generate';

export const CANONICAL_LINKS = [
  '?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1',
  '?v=1&team=rnd&wl=train&model=13&work=2000&budget=200000&cur=CNY',
  '?v=1&team=hpc&wl=hpc&mem=320&work=500&nodes=2&cur=USD',
  '?v=1&team=individual&wl=infer&model=7&work=720&budget=300&per=month&cur=USD',
  // a catalog model served to many users: architecture, KV cache and replicas per offer
  '?v=1&team=enterprise&wl=infer&model=qwen2.5-72b&prec=int4&seq=8192&users=50&cur=USD',
];

/**
 * The gate: the worst CPU ratio of what the user waits for (link to posted head), at most 4;
 * the target is 2. On 2026-12-06 every profile met it under load: measured on the shared
 * 2-core machine at load average 7.1-13.3 (no idle host to be had that day; callgrind runs of
 * ours among the load), one process each, in turn with the version before five changes (a
 * result's lazily built parts no longer keep finished rankings alive through young-generation
 * collections; the records kept per entry built by classes, so V8 allocates none of them
 * straight in the old generation; an instance's facts once per kind of hardware; a group's
 * other regions listed on first read; the columns of the offers given beside the catalog
 * built for the ranking only), worst ratio before / after, serving each time: 2.75 / 1.92,
 * 2.94 / 1.74, 2.34 / 1.39 (the last at a quieter moment, elapsed ratios within 0.02 of the
 * CPU ones); serving's rank() alone 2.44 / 1.53, 2.49 / 1.46, 1.93 / 1.17; after, startup
 * 1.37-1.89, rnd 1.19-1.53, hpc 1.38-1.78, individual 1.10-1.38. With the first four changes
 * (load 9.0-13.3): 3.59 / 1.89, 2.45 / 1.97 (hpc 1.94), 2.88 / 1.80. Serving's link to posted
 * head in instructions (callgrind, 60 runs after the warm-up): 39.6 M a run before the fourth
 * change, 38.1 M after it, 35.5 M after the fifth. The memory was the cause: one ranking after
 * another, each young-generation collection had promoted 1.5-2.4 MB (every ranking since the
 * last full collection, kept alive by old objects pointing into it; the old generation grew
 * to 95 MB between full collections), serving 3-10 KB after, individual 11-25 KB, startup
 * about 100 KB (`node --trace-gc-nvp`; `src/domain/engine/README.md`, rules 2 and 6), but
 * hpc's link to posted head 0.84-0.86 MB and rnd's 0.36-0.41 MB (0.37-0.48 MB for its rank()
 * alone), not yet looked into.
 * Before these changes every profile met it on an idle host but serving (2.05-2.22).
 * The ranking builds only what the head reads (the first page's records, every entry's figures,
 * `rankedSummary`), prices no offer a hard constraint rules out when no budget or deadline asks
 * for its cost, and the hpc profile's suggestion ranks for its first choice only, asking an
 * offer a hard constraint rules out nothing more (not why; once its hardware is ruled out, not
 * its price). Measured on the shared 2-core machine, one process each, run in turn with the
 * version before that change, worst ratio (its profile) and hpc's, this version / the one
 * before: idle or nearly (load average 0.0-5, elapsed ratios within 0.1 of the CPU ones) 2.22
 * (serving), hpc 1.85 and 2.08 (serving), hpc 1.78 / 2.16 (serving), hpc 2.11 and 2.19 (hpc),
 * serving 2.05; loaded (load 6.6-9.3) 2.91 (serving), hpc 2.13 / 2.72 (serving), hpc 2.66. The
 * version before on another idle run: hpc 2.26, serving 2.14. Startup 1.69, rnd
 * 1.50, individual 1.6 in the idle run. The serving profile is the ranking itself (rank() alone
 * 1.84 of its 2.22): 10,000 offers evaluated, 4,370 priced and grouped into 428 entries,
 * scored and ordered.
 * Earlier, in four CI runs on fresh clones (load average 4-5): 1.67, 1.67, 1.67, and
 * 3.09 in a run where the host itself was slow (the same run's `npm test` took 101 s against
 * 85-87 s, its property tests 12 s against 7-8 s; the sort only 18 % slower, the ranking's
 * allocations twice as slow); the next two runs there gave 1.75 and 1.67. A gate of 2 would fail
 * such a run; 4 leaves that run a quarter of room and still fails the ranking as the page used
 * to receive it (the whole list and every excluded offer posted: 4-6) and a spread per offer in
 * the hot loop (20-27).
 */
export const MAX_CPU_RATIO = 4;
const OFFERS = 10_000;
const RUNS = 41;
/** Rounds over all the profiles before any timing: the JIT and the heap reach steady state. */
const WARMUP = 25;

interface Timing {
  /** Elapsed milliseconds. */
  wall: number;
  /** CPU milliseconds of the process (less sensitive to other processes on a busy machine). */
  cpu: number;
}

function time(f: () => unknown): Timing {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

const medians = (ts: Timing[]): Timing => ({
  wall: median(ts.map((t) => t.wall)),
  cpu: median(ts.map((t) => t.cpu)),
});

export interface BenchResult {
  sort: Timing;
  rows: { link: string; rank: Timing; app: Timing; ranked: number; posted: number }[];
  /** Worst ratios of what the user waits for to the sort (the gate's figure is `worstCpu`). */
  worstWall: number;
  worstCpu: number;
  /** Worst CPU ratio of `rank()` alone. */
  worstRankCpu: number;
}

/** Bytes of a message as copied between threads (V8's structured-clone serialization). */
export const postedBytes = (message: unknown): number => serialize(message).length;

/** The job the page sends for a link. */
const jobOf = (link: string, catalog: Catalog): RankJob => ({
  link: decode(link).state,
  quotes: [],
  asOf: catalog.asOf,
});

/**
 * What the user waits for, from the link to the page holding the ranking: the link read, the
 * worker's ranking and its posted head, the copy between threads, and the page's reading of it
 * (the ranking it shows, with its parts to ask for, the list's and the ruled-out groups' counts).
 */
export function appRanking(link: string, catalog: Catalog): number {
  const job = jobOf(link, catalog);
  const ranking = rankJob(job, catalog);
  const message = structuredClone(headMessage(0, ranking)) as FromWorker;
  if (message.type !== 'head') throw new Error('the worker did not answer with a head');
  const parts = new RankingParts(
    message.head,
    (part) => answerPart(ranking, catalog, part),
    catalog,
  );
  return rankedTotal(message.head) + message.head.groups.length + parts.rankedPages;
}

export function bench(base: Catalog, log: (line: string) => void = console.log): BenchResult {
  const catalog: Catalog = { ...base, offers: generateOffers(base, OFFERS) };
  const rand = prng(7);
  const sortOnce = () => {
    const numbers = Array.from({ length: OFFERS }, () => rand());
    return time(() => numbers.sort((a, b) => a - b));
  };
  const sortTimes: Timing[] = [];
  const rows: BenchResult['rows'] = [];
  const inputs = CANONICAL_LINKS.map((link) => {
    const { state } = decode(link);
    const options = linkRankOptions(state, base);
    return { link, state, options };
  });
  for (let i = 0; i < WARMUP; i++) {
    for (const { link, state, options } of inputs) {
      rank(state.profile, catalog, options);
      appRanking(link, catalog);
    }
    sortOnce();
  }
  // Rounds of every profile and one sort each, rather than each profile's runs in a block: a
  // slower spell of a shared machine (seconds long) then slows the sort and every profile alike
  // and cancels out of the ratios, instead of landing on one profile.
  const ranks: Timing[][] = inputs.map(() => []);
  const apps: Timing[][] = inputs.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    inputs.forEach(({ link, state, options }, k) => {
      (ranks[k] as Timing[]).push(time(() => rank(state.profile, catalog, options)));
      (apps[k] as Timing[]).push(time(() => appRanking(link, catalog)));
      sortTimes.push(sortOnce());
    });
  }
  inputs.forEach(({ link, state, options }, k) => {
    const ranked = rank(state.profile, catalog, options).ranked.length;
    const posted = postedBytes(headMessage(0, rankJob(jobOf(link, catalog), catalog)));
    rows.push({
      link,
      rank: medians(ranks[k] as Timing[]),
      app: medians(apps[k] as Timing[]),
      ranked,
      posted,
    });
  });
  const sort = medians(sortTimes);
  const ms = (x: number) => `${x.toFixed(2).padStart(7)} ms`;
  const ratio = (x: number) => x.toFixed(2).padStart(5);
  log(`${OFFERS} generated offers, ${RUNS} runs per profile, one process.`);
  log(
    `median numbers.sort((a, b) => a - b) of ${OFFERS} doubles: wall ${ms(sort.wall)}, cpu ${ms(sort.cpu)}`,
  );
  log(
    'median per canonical profile, ratio to the sort: link to posted ranking (read, rank, head, copy, page) | rank() alone:',
  );
  for (const r of rows) {
    log(
      `  app cpu ${ms(r.app.cpu)} ×${ratio(r.app.cpu / sort.cpu)} wall ×${ratio(r.app.wall / sort.wall)}` +
        ` | rank() cpu ${ms(r.rank.cpu)} ×${ratio(r.rank.cpu / sort.cpu)}` +
        `   ${String(r.ranked).padStart(4)} ranked, ${(r.posted / 1000).toFixed(1).padStart(5)} kB posted  ${r.link}`,
    );
  }
  const worstWall = Math.max(...rows.map((r) => r.app.wall / sort.wall));
  const worstCpu = Math.max(...rows.map((r) => r.app.cpu / sort.cpu));
  const worstRankCpu = Math.max(...rows.map((r) => r.rank.cpu / sort.cpu));
  log(
    `worst ratio, link to posted ranking: wall ${worstWall.toFixed(2)}, cpu ${worstCpu.toFixed(2)}; ` +
      `rank() alone: cpu ${worstRankCpu.toFixed(2)}`,
  );
  return { sort, rows, worstWall, worstCpu, worstRankCpu };
}

/** `--sizes`: the bytes posted per ranking of the real catalog, and what each part weighs. */
function sizes(catalog: Catalog): void {
  const kb = (n: number) => `${(n / 1000).toFixed(1).padStart(6)} kB`;
  console.log(
    'posted per ranking of the catalog (copied): the head | asked for later: a page of 10, every group, the whole',
  );
  for (const link of CANONICAL_LINKS) {
    const ranking = rankJob(jobOf(link, catalog), catalog);
    const head = headMessage(0, ranking);
    if (head.type !== 'head') continue;
    const page = answerPart(ranking, catalog, { kind: 'ranked', from: 10, to: 20 });
    const groups = head.head.groups.reduce(
      (n, g) => n + postedBytes(answerPart(ranking, catalog, { kind: 'excluded', key: g.key })),
      0,
    );
    const whole = answerPart(ranking, catalog, { kind: 'whole' });
    console.log(
      `  ${kb(postedBytes(head))} | ${kb(postedBytes(page))} ${kb(groups)} ${kb(postedBytes(whole))}  ${link}`,
    );
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const { catalog } = await import('../../src/domain/catalog/index');
  if (argv.includes('--sizes')) {
    sizes(catalog);
    return;
  }
  const { worstCpu } = bench(catalog);
  console.log(
    `gate: worst CPU ratio, link to posted ranking, ${worstCpu.toFixed(2)} (must be ≤ ${MAX_CPU_RATIO})`,
  );
  if (worstCpu > MAX_CPU_RATIO) {
    console.error(
      `the ranking is too slow: ${worstCpu.toFixed(2)} > ${MAX_CPU_RATIO}. ` +
        'See src/domain/engine/README.md for the hot-path rules.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('rank.bench.ts')) void main();
