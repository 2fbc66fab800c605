/**
 * `npm run bench`: ranks 10,000 generated offers for each canonical profile (no memo) and prints
 * the median ranking time, the median time of sorting 10,000 random doubles in the same run, and
 * their ratio. Both elapsed and CPU time are shown: on a busy machine the elapsed times mostly
 * measure waiting for a core. The run fails (exit code 1) when the worst CPU ratio passes
 * `MAX_CPU_RATIO`: the ranking runs on every keystroke, so a slower engine is a broken one.
 * The hot-path rules that keep it there are in `src/domain/engine/README.md`.
 */
import { performance } from 'node:perf_hooks';
import type { Catalog } from '../../src/domain/catalog/types';
import { rank } from '../../src/domain/engine';
import { linkRankOptions } from '../../src/domain/rank-link';
import { decode } from '../../src/domain/share/codec';
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
 * The gate: worst CPU ratio of rank() to the sort. Target ≤ 2 on a 2-core laptop-class machine.
 * On the shared 2-core CI machine the same commit moves by a third from one spell to the next
 * (its neighbours' memory traffic slows the ranking more than the in-cache sort); with the loop
 * reading columns, not offer objects, it measures about 2, so a gate of 3 leaves that room and
 * still fails the regression it was made for (a spread per offer in the hot loop: 20-27).
 */
export const MAX_CPU_RATIO = 3;
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
  rows: { link: string; rank: Timing; ranked: number }[];
  worstWall: number;
  worstCpu: number;
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
    for (const { state, options } of inputs) rank(state.profile, catalog, options);
    sortOnce();
  }
  // Rounds of every profile and one sort each, rather than each profile's runs in a block: a
  // slower spell of a shared machine (seconds long) then slows the sort and every profile alike
  // and cancels out of the ratios, instead of landing on one profile.
  const timings: Timing[][] = inputs.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    inputs.forEach(({ state, options }, k) => {
      (timings[k] as Timing[]).push(time(() => rank(state.profile, catalog, options)));
      sortTimes.push(sortOnce());
    });
  }
  inputs.forEach(({ link, state, options }, k) => {
    const ranked = rank(state.profile, catalog, options).ranked.length;
    rows.push({ link, rank: medians(timings[k] as Timing[]), ranked });
  });
  const sort = medians(sortTimes);
  const ms = (x: number) => `${x.toFixed(3).padStart(8)} ms`;
  const ratio = (x: number) => x.toFixed(2).padStart(5);
  log(`${OFFERS} generated offers, ${RUNS} runs per profile, one process.`);
  log(
    `median numbers.sort((a, b) => a - b) of ${OFFERS} doubles: wall ${ms(sort.wall)}, cpu ${ms(sort.cpu)}`,
  );
  log('median rank() per canonical profile, and its ratio to the sort:');
  for (const r of rows) {
    log(
      `  wall ${ms(r.rank.wall)} ×${ratio(r.rank.wall / sort.wall)}   ` +
        `cpu ${ms(r.rank.cpu)} ×${ratio(r.rank.cpu / sort.cpu)}   ` +
        `${String(r.ranked).padStart(4)} ranked  ${r.link}`,
    );
  }
  const worstWall = Math.max(...rows.map((r) => r.rank.wall / sort.wall));
  const worstCpu = Math.max(...rows.map((r) => r.rank.cpu / sort.cpu));
  log(
    `worst ratio: wall ${worstWall.toFixed(2)}, cpu ${worstCpu.toFixed(2)} (gate: cpu ≤ ${MAX_CPU_RATIO})`,
  );
  return { sort, rows, worstWall, worstCpu };
}

async function main() {
  const { catalog } = await import('../../src/domain/catalog/index');
  const { worstCpu } = bench(catalog);
  if (worstCpu > MAX_CPU_RATIO) {
    console.error(
      `rank() is too slow: worst CPU ratio ${worstCpu.toFixed(2)} > ${MAX_CPU_RATIO}. ` +
        'See src/domain/engine/README.md for the hot-path rules.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('rank.bench.ts')) void main();
