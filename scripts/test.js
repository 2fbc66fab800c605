/**
 * `npm test`: Vitest, and beside it the type check, lint, format check (oxfmt), dead-code check (knip)
 * and data check one after another, with each step's result and time at the end. Fails when any
 * step fails. Vitest prints as it runs; the other steps print their output when they end. Vitest
 * uses every core; the other steps are each mostly one process, and running them one at a time
 * beside it leaves fewer processes competing for the cores (`TEST_STEPS=parallel` runs all six at
 * once).
 *
 * Usage: node scripts/test.js [npm script names]; no names runs the steps below.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

// The longest first, so the lane beside Vitest ends with the shortest.
const STEPS = ['test:unit', 'lint', 'format:check', 'typecheck', 'knip', 'data:check'];
const LIVE = new Set(['test:unit']);
const steps = process.argv.length > 2 ? process.argv.slice(2) : STEPS;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const started = Date.now();

/** Runs `npm run <name>`; resolves with its exit code, output (unless live) and seconds. */
function run(name) {
  return new Promise((resolve) => {
    const start = Date.now();
    const live = LIVE.has(name);
    const child = spawn(npm, ['run', '--silent', name], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - start) / 1000;
      const output = Buffer.concat(chunks).toString();
      const ok = code === 0;
      if (!live) {
        const head = `── ${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s`;
        process.stdout.write(`${head}\n${ok ? '' : output}`);
      }
      resolve({ name, ok, seconds });
    });
  });
}

/** Runs `names` one after another; resolves with their results. */
async function inTurn(names) {
  const out = [];
  for (const name of names) out.push(await run(name));
  return out;
}

const together = process.env.TEST_STEPS === 'parallel';
const lanes = together
  ? steps.map((s) => [s])
  : [steps.filter((s) => LIVE.has(s)), steps.filter((s) => !LIVE.has(s))].filter((l) => l.length);
console.log(
  `Running ${lanes.map((l) => l.join(' then ')).join(', beside it ')} (load average ${load()})`,
);
const results = (await Promise.all(lanes.map(inTurn))).flat();
console.log(
  `\nnpm test, ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load()}):`,
);
for (const r of results) {
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(13)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
