/**
 * Imports a public SkyPilot-format catalog file into the provider's committed offers file.
 * Usage: npm run data:import -- <provider> <file.csv> [--as-of YYYY-MM-DD] [--commit <sha>] [--committed YYYY-MM-DD] [--path <path in the repository>] [--reason <why>]
 *   provider: lambda | runpod | aliyun | tencent | nebius | oci | verda | hyperbolic
 * Prints what was added, removed, repriced, skipped and quarantined. A file that is not in the
 * format stops the import with row numbers and reasons, exit 1, and nothing is written; so does a
 * file that would remove more than 20 % of the provider's offers or move an on-demand price by
 * more than half, unless `--reason` states why the change is real (kept in the offers file).
 * `--committed` gives the date of the file's commit: its prices are then labelled "listed on or
 * before" that date. Without it (or a previous import of the same file) they stay undated.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extraGpus } from '../src/domain/catalog/data/gpus-extra';
import { referenceGpus } from '../src/domain/catalog/data/gpus';
import {
  formatErrors,
  formatGuardFailures,
  formatSummary,
  importCatalog,
  isImportProvider,
  serializeOffersFile,
  type OffersFile,
} from '../src/domain/catalog/import';
import { exitCode, fail, isMain, terminal, type CliIo } from './io';

const USAGE =
  'usage: npm run data:import -- <lambda|runpod|aliyun|tencent|nebius|oci|verda|hyperbolic> <file.csv> [--as-of YYYY-MM-DD] [--commit <sha>] [--committed YYYY-MM-DD] [--path <path>] [--reason <why>]';
const OFFERS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/domain/catalog/data/offers',
);

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`${name} needs a value\n${USAGE}`);
  args.splice(at, 2);
  return value;
}

/** Runs the import with `argv` (the arguments after the command's name); returns the exit code. */
export function runImport(argv: readonly string[], io: CliIo): Promise<number> {
  return exitCode(io, () => importFile([...argv], io));
}

function importFile(args: string[], io: CliIo): number {
  const asOf = option(args, '--as-of');
  const commit = option(args, '--commit');
  const reason = option(args, '--reason');
  const path = option(args, '--path');
  const committed = option(args, '--committed');
  const [provider, csvPath, ...extra] = args;
  if (!provider || !csvPath || extra.length > 0) fail(USAGE);
  if (!isImportProvider(provider)) fail(`unknown provider "${provider}"\n${USAGE}`);
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) fail(`--as-of must be YYYY-MM-DD`);
  if (commit !== undefined && !/^[0-9a-f]{7,40}$/.test(commit)) fail('--commit must be a git sha');
  if (committed !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(committed))
    fail('--committed must be the commit date, YYYY-MM-DD');
  if (!existsSync(csvPath)) fail(`no such file: ${csvPath}`);

  const bytes = readFileSync(csvPath);
  const target = join(OFFERS_DIR, `${provider}.json`);
  const previous = existsSync(target)
    ? (JSON.parse(readFileSync(target, 'utf8')) as OffersFile)
    : null;
  const result = importCatalog({
    provider,
    text: bytes.toString('utf8'),
    file: csvPath,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...(commit || path || committed
      ? {
          source: {
            ...(commit ? { commit } : {}),
            ...(path ? { path } : {}),
            ...(committed ? { committed } : {}),
          },
        }
      : {}),
    ...(asOf ? { asOf } : {}),
    ...(reason ? { reason } : {}),
    today: io.today ?? new Date().toISOString().slice(0, 10),
    previous,
    knownGpuIds: new Set([...referenceGpus, ...extraGpus].map((g) => g.id)),
  });
  if (!result.ok) {
    const report = result.failures
      ? formatGuardFailures(result.failures)
      : formatErrors(result.errors);
    io.stderr(`${report.join('\n')}\n`);
    return 1;
  }
  const text = serializeOffersFile(result.file);
  const before = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (text !== before) writeFileSync(target, text);
  io.stdout(`${formatSummary(result.file, result.diff, result.report).join('\n')}\n`);
  io.stdout(text === before ? `  ${target}: unchanged\n` : `  wrote ${target}\n`);
  return 0;
}

if (isMain(import.meta.url)) process.exitCode = await runImport(process.argv.slice(2), terminal);
