/**
 * Each rule of the file checks on a recorded upstream file: the committed Lambda (SkyPilot v8)
 * and RunPod (SkyPilot v7) files, broken the way upstream files break. Every case is refused by
 * the importer (`data:import`) and by the refresh (`data:refresh`, which the scheduled job runs),
 * naming the provider, the file, the row where it shows and the rule.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { extraGpus } from '../../../src/domain/catalog/data/gpus-extra';
import { referenceGpus } from '../../../src/domain/catalog/data/gpus';
import {
  importCatalog,
  type ImportProvider,
  type OffersFile,
} from '../../../src/domain/catalog/import';
import { refreshCatalog } from '../../../src/domain/catalog/refresh/refresh';
import { DEFAULT_SOURCES } from '../../../src/domain/catalog/import/sources';
import { runImport } from '../../../cli/data-import';
import { runCommand } from '../cli/run-cli';
import { dataSnapshot, sha } from './helpers';

const UPSTREAM = join(process.cwd(), 'tests/fixtures/upstream');
const OFFERS = join(process.cwd(), 'src/domain/catalog/data/offers');
const known = new Set([...referenceGpus, ...extraGpus].map((g) => g.id));
const upstream = (name: string) => readFileSync(join(UPSTREAM, name), 'utf8');
const committed = (p: ImportProvider) =>
  JSON.parse(readFileSync(join(OFFERS, `${p}.json`), 'utf8')) as OffersFile;

const LAMBDA = upstream('skypilot-v8-lambda-vms.csv');
const RUNPOD = upstream('skypilot-v7-runpod-vms.csv');
/** SkyPilot's v7 Lambda file (commit 11580132), which v8 replaced. */
const LAMBDA_V7 = upstream('skypilot-v7-lambda-vms.csv');
const NEW_COMMIT = 'abcdef0123456789abcdef0123456789abcdef01';

/** The file's rows as cells, to break one column and write it back. */
function edit(text: string, change: (header: string[], rows: string[][]) => void): string {
  const parsed = Papa.parse<string[]>(text.trimEnd(), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  change(header!, rows);
  return `${Papa.unparse([header!, ...rows], { newline: '\n' })}\n`;
}
const column = (header: string[], name: string) => header.indexOf(name);

interface Case {
  name: string;
  provider: ImportProvider;
  text: string | Buffer;
  rule: string;
  /** The row the message names (header = 1), when the rule points at one. */
  row?: number;
  /** The upstream commit the file comes from (a new one unless the case is about commits). */
  commit?: string;
  path?: string;
  /** The date the file's publication states. */
  date?: string;
}

const mostCommonGpu = (() => {
  const counts = new Map<string, number>();
  for (const line of LAMBDA.split('\n').slice(1)) {
    const name = line.split(',')[1];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
})();
const lambdaLines = LAMBDA.trimEnd().split('\n');
const cutAt = lambdaLines.length - 62;
// The first GPU row of the most common card: where the rename first shows.
const firstRenamed = lambdaLines.findIndex((l) => l.split(',')[1] === mostCommonGpu) + 1;

const CASES: Case[] = [
  {
    name: 'a blank Price column',
    provider: 'lambda',
    text: edit(LAMBDA, (h, rows) => rows.forEach((r) => (r[column(h, 'Price')] = ''))),
    rule: 'blank-price-column',
  },
  {
    name: 'Price and SpotPrice headers swapped',
    provider: 'runpod',
    text: RUNPOD.replace('SpotPrice,Price,', 'Price,SpotPrice,'),
    rule: 'columns-swapped',
  },
  {
    name: 'bytes that are not UTF-8',
    provider: 'lambda',
    // A Latin-1 "é" (0xE9) in an instance type on line 40.
    text: Buffer.concat([
      Buffer.from(lambdaLines.slice(0, 39).join('\n') + '\n'),
      Buffer.from([0xe9]),
      Buffer.from(lambdaLines.slice(39).join('\n') + '\n'),
    ]),
    rule: 'not-utf8',
    row: 40,
  },
  {
    name: 'the most common GPU renamed upstream',
    provider: 'lambda',
    text: edit(LAMBDA, (h, rows) =>
      rows.forEach((r) => {
        if (r[column(h, 'AcceleratorName')] === mostCommonGpu) {
          r[column(h, 'AcceleratorName')] = `${mostCommonGpu}-SXM-NEXT`;
        }
      }),
    ),
    rule: 'gpu-renamed',
  },
  {
    name: 'a file cut short at a line boundary',
    provider: 'lambda',
    text: `${lambdaLines.slice(0, cutAt).join('\n')}\n`,
    rule: 'file-cut-short',
    row: cutAt + 1,
  },
  {
    name: 'duplicate rows at a lower price',
    provider: 'lambda',
    text: edit(LAMBDA, (h, rows) => {
      const gpu = rows.find((r) => r[column(h, 'AcceleratorName')] !== '')!;
      const copy = [...gpu];
      copy[column(h, 'Price')] = String(Number(gpu[column(h, 'Price')]) / 2);
      rows.push(copy);
    }),
    rule: 'duplicate-conflict',
    row: lambdaLines.length + 1,
  },
  {
    name: 'a capture date in the future',
    provider: 'lambda',
    text: LAMBDA.replace('\n', '\r\n'),
    date: '2099-01-01',
    rule: 'future-date',
  },
  {
    name: "an older catalog version under the recorded source (SkyPilot's v7 Lambda file)",
    provider: 'lambda',
    text: LAMBDA_V7,
    commit: '11580132cea293395776b033c8533714d42abb4e',
    path: 'catalogs/v7/lambda/vms.csv',
    rule: 'older-file',
  },
  {
    // Named as a new v8 commit, the v7 content still shows: 68 offers gone and the rest repriced
    // down by about a third.
    name: "SkyPilot's v7 Lambda file passed off as a new v8 commit",
    provider: 'lambda',
    text: LAMBDA_V7,
    rule: 'prices-one-way',
  },
  {
    name: 'another file under the recorded commit',
    provider: 'lambda',
    text: LAMBDA_V7,
    commit: DEFAULT_SOURCES.lambda.commit,
    rule: 'same-commit-other-file',
  },
];

const textOf = (t: string | Buffer) =>
  typeof t === 'string' ? t : t.toString('utf8'); /* what both commands read */

function viaImport(c: Case, reason?: string) {
  const text = textOf(c.text);
  return importCatalog({
    provider: c.provider,
    text,
    sha256: sha(text),
    file: `${c.provider}-vms.csv`,
    source: {
      ...DEFAULT_SOURCES[c.provider],
      commit: c.commit ?? NEW_COMMIT,
      ...(c.path ? { path: c.path } : {}),
    },
    ...(c.date ? { dated: { date: c.date, kind: 'captured' as const, note: 'test' } } : {}),
    today: '2026-12-05',
    previous: committed(c.provider),
    knownGpuIds: known,
    ...(reason ? { reason } : {}),
  });
}

function viaRefresh(c: Case) {
  const text = textOf(c.text);
  const s = DEFAULT_SOURCES[c.provider];
  return refreshCatalog({
    manifest: {
      fetchedOn: '2026-12-05',
      files: [
        {
          provider: c.provider,
          file: `${c.provider}-vms.csv`,
          url: `https://raw.githubusercontent.com/${s.repo}/x/${c.path ?? s.path}`,
          repo: s.repo,
          path: c.path ?? s.path,
          commit: c.commit ?? NEW_COMMIT,
          date: c.date ?? '2026-12-04',
        },
      ],
    },
    read: () => text,
    previousOffers: { [c.provider]: committed(c.provider) },
    previousPrices: {},
    targets: { aws: [], azure: [] },
    knownGpuIds: known,
    reasons: {},
    sha256: sha,
    today: '2026-12-05',
  });
}

describe('a broken or suspicious upstream file is refused', () => {
  it('the unbroken files pass, so each case below fails for its own break', () => {
    for (const [provider, text] of [
      ['lambda', LAMBDA],
      ['runpod', RUNPOD],
    ] as const) {
      const r = importCatalog({
        provider,
        text,
        sha256: sha(text),
        today: '2026-12-05',
        previous: committed(provider),
        knownGpuIds: known,
      });
      expect(r.ok, JSON.stringify(!r.ok && r.errors)).toBe(true);
    }
  });

  it.each(CASES)('$name: refused by data:import and data:refresh', (c) => {
    const imported = viaImport(c);
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(imported.failures?.[0]).toMatchObject({
      provider: c.provider,
      file: `${c.provider}-vms.csv`,
      check: c.rule,
      ...(c.row !== undefined ? { row: c.row } : {}),
    });
    expect(imported.errors[0]?.reason).toMatch(
      new RegExp(`^${c.provider}: ${c.provider}-vms\\.csv( row \\d+)?: rule "${c.rule}": `),
    );
    const refreshed = viaRefresh(c);
    expect(refreshed.ok).toBe(false);
    if (refreshed.ok) return;
    expect(refreshed.failures.map((f) => f.check)).toContain(c.rule);
  });

  it('names the row of the first renamed card and each card moved', () => {
    const c = CASES.find((x) => x.rule === 'gpu-renamed')!;
    const r = viaImport(c);
    if (r.ok) throw new Error('taken');
    const failure = r.failures?.[0];
    expect(failure?.row).toBeGreaterThanOrEqual(firstRenamed);
    expect(failure?.detail).toMatch(/→ lambda-a100-sxm-next/);
  });

  it('takes the older file only with a stated reason, and keeps the reason in the offers file', () => {
    const c = CASES.find((x) => x.rule === 'older-file')!;
    const taken = viaImport(c, 'going back to v7 on purpose: v8 lists no prices this week');
    // The v7 file also moves most prices down by about a third: the same reason covers it.
    expect(taken.ok).toBe(true);
    if (taken.ok) expect(taken.file.reason).toMatch(/going back to v7/);
    const withoutReason = viaImport(c);
    if (withoutReason.ok) throw new Error('taken');
    expect(withoutReason.failures?.map((f) => f.check)).toEqual(['older-file']);
  });

  it('never takes a broken file, whatever the reason', () => {
    for (const c of CASES.filter((x) =>
      ['blank-price-column', 'columns-swapped', 'not-utf8', 'duplicate-conflict'].includes(x.rule),
    )) {
      expect(viaImport(c, 'trust me').ok, c.name).toBe(false);
    }
  });
});

describe('the data:import command on a broken file', () => {
  it.each([CASES[0]!, CASES[2]!])(
    '$name: exits 1, names provider, file, row and rule, and leaves every data file as it was',
    async (c) => {
      const dir = mkdtempSync(join(tmpdir(), 'bad-file-'));
      const path = join(dir, `${c.provider}-vms.csv`);
      writeFileSync(path, c.text);
      const before = dataSnapshot();
      const cli = await runCommand(runImport, c.provider, path, '--commit', NEW_COMMIT);
      expect(cli.stderr).toMatch(
        new RegExp(`${c.provider}: .*${c.provider}-vms\\.csv row \\d+: rule "${c.rule}"`),
      );
      expect(cli.status).toBe(1);
      expect(dataSnapshot()).toEqual(before);
    },
  );
});
