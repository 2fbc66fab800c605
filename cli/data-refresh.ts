/**
 * `npm run data:refresh [-- --from <dir>] [--record <dir>] [--only a,b] [--reason "<provider>=<why>"]`
 *
 * Refreshes the catalog's prices from the providers' public, keyless, machine-readable files:
 * SkyPilot's v8 catalog files (Lambda, RunPod; Alibaba and Tencent from a fork that publishes
 * them), AWS's bulk EC2 price list and Azure's Retail Prices API. Without `--from` it downloads
 * them into a folder first (`--record <dir>`, else a temporary one) with a `manifest.json` naming
 * each file's URL, commit and the date its publisher states; with `--from` it reads such a folder
 * (offline, as the tests do). Every price is stamped with that date and its source URL; a changed
 * price keeps the old one in the offer's history. The AWS and Azure lists also give the offers'
 * reservations and savings plans (`data/commitments/refreshed/`), under the same checks.
 *
 * Nothing is written unless every provider passes its checks (file readable with its columns,
 * some offers, at most 20 % of a provider's offers vanishing, no on-demand price moving by more
 * than half without a `--reason`): a refused run prints the provider and the check, exits 1, and
 * leaves the catalog byte for byte as it was. Exit 2 on a bad argument.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from '../src/domain/catalog/build';
import { extraGpus } from '../src/domain/catalog/data/gpus-extra';
import { referenceGpus } from '../src/domain/catalog/data/gpus';
import { rawCatalog } from '../src/domain/catalog/raw';
import {
  formatGuardFailures,
  IMPORT_PROVIDERS,
  type ImportProvider,
  type OffersFile,
} from '../src/domain/catalog/import';
import type { CommitmentFile } from '../src/domain/catalog/refresh/commitment-file';
import type { PriceFile } from '../src/domain/catalog/refresh/price-file';
import { refreshCatalog, type ListTarget } from '../src/domain/catalog/refresh/refresh';
import {
  awsPriceListUrl,
  azureRetailUrl,
  commitsUrl,
  GITHUB_CATALOGS,
  isRefreshProvider,
  rawUrl,
  REFRESH_PROVIDERS,
  type ListProvider,
  type Manifest,
  type RecordedFile,
  type RefreshProvider,
} from '../src/domain/catalog/refresh/upstream';
import { exitCode, fail, isMain, terminal, type CliIo } from './io';

const USAGE =
  'usage: npm run data:refresh -- [--from <dir>] [--record <dir>] [--only lambda,runpod,aliyun,tencent,aws,azure] [--reason "<provider>=<why>"]…';
const DATA = join(dirname(fileURLToPath(import.meta.url)), '../src/domain/catalog/data');

interface Options {
  from: string | undefined;
  record: string | undefined;
  wanted: (p: RefreshProvider) => boolean;
  reasons: Record<string, string>;
}

function readOptions(argv: readonly string[]): Options {
  const args = [...argv];
  const option = (name: string): string[] => {
    const values: string[] = [];
    for (let at = args.indexOf(name); at >= 0; at = args.indexOf(name)) {
      const value = args[at + 1];
      if (value === undefined || value.startsWith('--')) fail(`${name} needs a value\n${USAGE}`);
      values.push(value);
      args.splice(at, 2);
    }
    return values;
  };
  const from = option('--from')[0];
  const record = option('--record')[0];
  const only = option('--only')[0]?.split(',');
  const reasons: Record<string, string> = {};
  for (const r of option('--reason')) {
    const m = /^([a-z]+)=(.+)$/s.exec(r);
    if (!m?.[1] || !m[2] || !isRefreshProvider(m[1]))
      fail(`--reason must be <provider>=<why>\n${USAGE}`);
    reasons[m[1]] = m[2].trim();
  }
  if (args.length > 0) fail(`unknown argument(s): ${args.join(' ')}\n${USAGE}`);
  if (only && !only.every(isRefreshProvider)) fail(`--only takes ${REFRESH_PROVIDERS.join(', ')}`);
  return { from, record, reasons, wanted: (p) => !only || only.includes(p) };
}

const readJson = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

/** The AWS and Azure offers of the catalog as built now (their current prices, for the checks). */
function listTargets(): Record<ListProvider, ListTarget[]> {
  const current = buildCatalog(rawCatalog).catalog.offers;
  const of = (provider: ListProvider) =>
    current
      .filter((o) => o.provider === provider)
      .map((o) => ({ instanceType: o.instanceType, region: o.region, onDemand: o.onDemand }));
  return { aws: of('aws'), azure: of('azure') };
}

/** One download; a failure names the provider and the address, whatever went wrong. */
async function get(
  provider: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'user-agent': 'gpu-cloud-guide data:refresh', ...headers },
    });
  } catch (e) {
    const cause = (e as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `${provider}: ${url}: ${(e as Error).message}${cause ? ` (${cause.code ?? cause.message ?? ''})` : ''}`,
      { cause: e },
    );
  }
  if (!res.ok) throw new Error(`${provider}: ${url}: HTTP ${res.status}`);
  return res.text();
}

/** Downloads every wanted provider's file into `dir` and writes its manifest. */
async function download(
  dir: string,
  wanted: Options['wanted'],
  targets: Record<ListProvider, ListTarget[]>,
): Promise<void> {
  const fetchedOn = new Date().toISOString().slice(0, 10);
  const files: RecordedFile[] = [];
  for (const provider of IMPORT_PROVIDERS.filter(wanted)) {
    const c = GITHUB_CATALOGS[provider];
    const commits = JSON.parse(
      await get(provider, commitsUrl(c), { accept: 'application/vnd.github+json' }),
    ) as { sha: string; commit: { committer: { date: string } } }[];
    const head = commits[0];
    if (!head) throw new Error(`${provider}: no commit found for ${c.repo} ${c.path}`);
    const url = rawUrl(c, head.sha);
    const file = `${provider}-vms.csv`;
    writeFileSync(join(dir, file), await get(provider, url));
    files.push({
      provider,
      file,
      url,
      repo: c.repo,
      path: c.path,
      commit: head.sha,
      date: head.commit.committer.date.slice(0, 10),
    });
  }
  if (wanted('aws')) {
    // One region file at a time; only the header lines and the rows of the catalog's instance
    // types are kept (a region's full list is hundreds of megabytes).
    const types = new Set(targets.aws.map((t) => t.instanceType));
    const kept: string[] = [];
    for (const region of [...new Set(targets.aws.map((t) => t.region))].sort()) {
      const lines = (await get('aws', awsPriceListUrl(region))).split(/\r?\n/);
      const header = lines.findIndex((l) => l.startsWith('"SKU"'));
      if (kept.length === 0) kept.push(...lines.slice(0, header + 1));
      for (const line of lines.slice(header + 1)) {
        if ([...types].some((t) => line.includes(`"${t}"`))) kept.push(line);
      }
    }
    writeFileSync(join(dir, 'aws-ec2.csv'), `${kept.join('\n')}\n`);
    files.push({
      provider: 'aws',
      file: 'aws-ec2.csv',
      url: awsPriceListUrl('{region}'),
      date: null,
    });
  }
  if (wanted('azure')) {
    const pages: unknown[] = [];
    for (const t of targets.azure) {
      let next: string | null = azureRetailUrl(t.instanceType, t.region);
      while (next) {
        const page = JSON.parse(await get('azure', next)) as { NextPageLink?: string | null };
        pages.push(page);
        next = page.NextPageLink ?? null;
      }
    }
    writeFileSync(join(dir, 'azure-retail.json'), `${JSON.stringify(pages)}\n`);
    files.push({
      provider: 'azure',
      file: 'azure-retail.json',
      url: 'https://prices.azure.com/api/retail/prices',
      date: null,
    });
  }
  const manifest: Manifest = { fetchedOn, files };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * A changed row bumps the dataset's version (year.month.n) and, when a refreshed price is newer,
 * its as-of date (`data/meta.ts`); the canary test pins both, so a reviewer confirms them.
 */
function bumpMeta(newest: string | null): void {
  const path = join(DATA, 'meta.ts');
  const text = readFileSync(path, 'utf8');
  const today = new Date().toISOString().slice(0, 7).replace('-', '.').replace(/\.0/, '.');
  const next = text
    .replace(/DATASET_VERSION = '(\d+\.\d+)\.(\d+)'/, (_m, month: string, n: string) =>
      month === today
        ? `DATASET_VERSION = '${month}.${Number(n) + 1}'`
        : `DATASET_VERSION = '${today}.1'`,
    )
    .replace(/DATASET_AS_OF = '([\d-]+)'/, (m, asOf: string) =>
      newest && newest > asOf ? `DATASET_AS_OF = '${newest}'` : m,
    );
  writeFileSync(path, next);
}

/** Runs the refresh with `argv` (the arguments after the command's name); returns the exit code. */
export function runRefresh(argv: readonly string[], io: CliIo): Promise<number> {
  return exitCode(io, () => refresh(readOptions(argv), io));
}

async function refresh({ from, record, wanted, reasons }: Options, io: CliIo): Promise<number> {
  const targets = listTargets();
  let dir = from;
  if (!dir) {
    dir = record ?? mkdtempSync(join(tmpdir(), 'prices-'));
    mkdirSync(dir, { recursive: true });
    try {
      await download(dir, wanted, targets);
    } catch (e) {
      fail(`download failed, nothing was written: ${(e as Error).message}`, 1);
    }
    io.stdout(`recorded the upstream files in ${dir}\n`);
  }
  const manifest = readJson<Manifest>(join(dir, 'manifest.json'));
  if (!manifest) fail(`no manifest.json in ${dir}`);
  const base = dir;
  const files = manifest.files.filter((f) => wanted(f.provider));
  const previousOffers: Partial<Record<ImportProvider, OffersFile | null>> = {};
  for (const p of IMPORT_PROVIDERS) previousOffers[p] = readJson(join(DATA, 'offers', `${p}.json`));
  const result = refreshCatalog({
    manifest: { ...manifest, files },
    read: (file) => {
      const path = join(base, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : null;
    },
    previousOffers,
    previousPrices: {
      aws: readJson<PriceFile>(join(DATA, 'prices/aws.json')),
      azure: readJson<PriceFile>(join(DATA, 'prices/azure.json')),
    },
    previousCommitments: {
      aws: readJson<CommitmentFile>(join(DATA, 'commitments/refreshed/aws.json')),
      azure: readJson<CommitmentFile>(join(DATA, 'commitments/refreshed/azure.json')),
    },
    targets,
    knownGpuIds: new Set([...referenceGpus, ...extraGpus].map((g) => g.id)),
    reasons,
    sha256: (text) => createHash('sha256').update(text).digest('hex'),
    today: io.today ?? new Date().toISOString().slice(0, 10),
  });
  if (!result.ok) {
    io.stderr(`${formatGuardFailures(result.failures).join('\n')}\n`);
    return 1;
  }
  // Every file is written to a temporary name first, then renamed: all or nothing.
  const changed = result.files.filter((f) => {
    const target = join(DATA, f.path);
    return !existsSync(target) || readFileSync(target, 'utf8') !== f.text;
  });
  for (const f of changed) writeFileSync(join(DATA, `${f.path}.next`), f.text);
  for (const f of changed) renameSync(join(DATA, `${f.path}.next`), join(DATA, f.path));
  if (changed.length > 0) bumpMeta(result.newestAsOf);
  io.stdout(`${result.summary.join('\n')}\n`);
  io.stdout(
    changed.length === 0
      ? 'nothing changed\n'
      : `wrote ${changed.map((f) => `data/${f.path}`).join(', ')}\n`,
  );
  return 0;
}

if (isMain(import.meta.url)) process.exitCode = await runRefresh(process.argv.slice(2), terminal);
