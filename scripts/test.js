/**
 * `npm test`: the type check, lint, Prettier check, dead-code check (knip), data check and Vitest, run at the same time
 * (each is mostly one process on one core; Vitest uses every core), with each step's result and
 * time at the end. Fails when any step fails. Vitest prints as it runs; the other steps print
 * their output when they end.
 *
 * Usage: node scripts/test.js [npm script names]; no names runs the steps below.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const STEPS = ['typecheck', 'lint', 'format:check', 'knip', 'data:check', 'test:unit'];
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

console.log(`Running ${steps.join(', ')} at the same time (load average ${load()})`);
const results = await Promise.all(steps.map(run));
console.log(
  `\nnpm test, ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load()}):`,
);
for (const r of results) {
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(13)} ${r.seconds.toFixed(1).padStart(6)} s`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
