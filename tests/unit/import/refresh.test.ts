import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalog, type OffersFile } from '../../../src/domain/catalog/import';
import { refreshCatalog, type RefreshInput } from '../../../src/domain/catalog/refresh/refresh';
import type { CommitmentFile } from '../../../src/domain/catalog/refresh/commitment-file';
import type { PriceFile } from '../../../src/domain/catalog/refresh/price-file';
import type { Manifest } from '../../../src/domain/catalog/refresh/upstream';
import { runRefresh } from '../../../cli/data-refresh';
import { runCommand } from '../cli/run-cli';
import { dataSnapshot, KNOWN, sha } from './helpers';

const DIR = join(process.cwd(), 'tests/fixtures/refresh');
const read = (dir: string) => (file: string) => {
  try {
    return readFileSync(join(DIR, dir, file), 'utf8');
  } catch {
    return null;
  }
};
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(DIR, dir, 'manifest.json'), 'utf8')) as Manifest;

/** Lambda as the v7 file gave it (undated snapshot recorded 2026-11-09). */
function lambdaBefore(): OffersFile {
  const text = readFileSync(join(DIR, 'before/lambda-vms.csv'), 'utf8');
  const r = importCatalog({
    provider: 'lambda',
    text,
    sha256: sha(text),
    source: {
      repo: 'skypilot-org/skypilot-catalog',
      path: 'catalogs/v7/lambda/vms.csv',
      commit: '11580132cea293395776b033c8533714d42abb4e',
    },
    today: '2026-11-09',
    knownGpuIds: KNOWN,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.file;
}

const input = (dir: string, extra: Partial<RefreshInput> = {}): RefreshInput => ({
  manifest: manifest(dir),
  read: read(dir),
  previousOffers: { lambda: lambdaBefore() },
  previousPrices: {},
  targets: {
    aws: [
      { instanceType: 'p5.48xlarge', region: 'us-east-1', onDemand: 98.32 * 0.56 },
      { instanceType: 'g5.xlarge', region: 'us-east-1', onDemand: 1.006 },
    ],
    azure: [{ instanceType: 'Standard_NC96ads_A100_v4', region: 'eastus', onDemand: 14.692 }],
  },
  knownGpuIds: KNOWN,
  reasons: {},
  sha256: sha,
  ...extra,
});

function ok(dir: string, extra: Partial<RefreshInput> = {}) {
  const r = refreshCatalog(input(dir, extra));
  if (!r.ok) throw new Error(JSON.stringify(r.failures));
  return r;
}
const file = (r: ReturnType<typeof ok>, path: string) =>
  JSON.parse(r.files.find((f) => f.path === path)?.text ?? 'null') as unknown;

describe('data:refresh on recorded upstream files', () => {
  it('updates Lambda prices, stamps the commit date and source URL, and keeps the old price as history', () => {
    const r = ok('good');
    const lambda = file(r, 'offers/lambda.json') as OffersFile;
    const a10 = lambda.offers.find((o) => o.id === 'lambda:gpu_1x_a10@us-east-1');
    expect(a10).toMatchObject({
      onDemand: 1.1,
      asOf: '2026-12-03',
      asOfKind: 'captured',
      source: {
        ref: 'github:skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv @1111111111111111111111111111111111111111',
        date: '2026-12-03',
      },
      priceHistory: [
        {
          onDemand: 0.75,
          asOf: '2026-11-09',
          asOfKind: 'undated-snapshot',
          source: {
            ref: 'github:skypilot-org/skypilot-catalog catalogs/v7/lambda/vms.csv @11580132cea293395776b033c8533714d42abb4e',
            date: null,
          },
        },
      ],
    });
    expect(a10?.source.note).toContain('https://raw.githubusercontent.com/skypilot-org/');
    // A price that did not change gets the new date and no history entry.
    const a100 = lambda.offers.find((o) => o.id === 'lambda:gpu_1x_a100@us-west-1');
    expect(a100).toMatchObject({ onDemand: 1.29, asOf: '2026-12-03' });
    expect(a100?.priceHistory).toBeUndefined();
    expect(r.newestAsOf).toBe('2026-12-04');
  });

  it('a second refresh that moves the price again appends to the history, newest first', () => {
    const first = file(ok('good'), 'offers/lambda.json') as OffersFile;
    const later: Manifest = {
      fetchedOn: '2026-12-10',
      files: [{ ...manifest('good').files[0]!, date: '2026-12-09', commit: '2'.repeat(40) }],
    };
    const text = (read('good')('lambda-vms.csv') ?? '').replace(
      /,1\.10,us-east-1/g,
      ',1.25,us-east-1',
    );
    const r = ok('good', {
      manifest: later,
      read: () => text,
      previousOffers: { lambda: first },
    });
    const a10 = (file(r, 'offers/lambda.json') as OffersFile).offers.find(
      (o) => o.id === 'lambda:gpu_1x_a10@us-east-1',
    );
    expect(a10?.priceHistory?.map((h) => [h.onDemand, h.asOf])).toEqual([
      [1.1, '2026-12-03'],
      [0.75, '2026-11-09'],
    ]);
  });

  it("takes AWS's Linux shared on-demand price with the list's publication date", () => {
    const aws = file(ok('good'), 'prices/aws.json') as PriceFile;
    expect(aws.prices.map((p) => [p.instanceType, p.onDemand, p.spot, p.asOf, p.asOfKind])).toEqual(
      [
        ['p5.48xlarge', 55.04, null, '2026-12-02', 'published'],
        ['g5.xlarge', 1.006, null, '2026-12-02', 'published'],
      ],
    );
  });

  it("takes Azure's Linux pay-as-you-go and Spot meters, not Windows or Low Priority", () => {
    const azure = file(ok('good'), 'prices/azure.json') as PriceFile;
    expect(azure.prices).toEqual([
      expect.objectContaining({
        instanceType: 'Standard_NC96ads_A100_v4',
        region: 'eastus',
        onDemand: 14.692,
        spot: 1.9,
        asOf: '2026-12-04',
        asOfKind: 'captured',
      }),
    ]);
  });

  it.each([
    ['truncated', 'unreadable', 'lambda'],
    ['empty', 'unreadable', 'the file is empty'],
    ['renamed', 'unreadable', 'missing required column(s): Price'],
    ['shifted', 'price-moved', 'lambda:gpu_1x_a100@us-east-1 1.29 → 3.87'],
    ['vanished', 'file-cut-short', 'the file ends at row 3, and all 4 offers it loses'],
  ])('refuses a %s file: check %s, naming the provider', (dir, check, detail) => {
    const r = refreshCatalog(input(dir));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failures[0]).toMatchObject({ provider: 'lambda', check });
    expect(JSON.stringify(r.failures)).toContain(detail);
  });

  it('lets a shifted file through when the reason is stated, and keeps the reason', () => {
    const r = ok('shifted', { reasons: { lambda: 'Lambda tripled its A100 price on 2026-12-03' } });
    expect(file(r, 'offers/lambda.json')).toMatchObject({
      reason: 'Lambda tripled its A100 price on 2026-12-03',
    });
  });

  it('an undated upstream file keeps its prices undated snapshots', () => {
    const m = manifest('good');
    const r = ok('good', { manifest: { ...m, files: [{ ...m.files[0]!, date: null }] } });
    for (const o of (file(r, 'offers/lambda.json') as OffersFile).offers) {
      expect(o).toMatchObject({ asOfKind: 'undated-snapshot', source: { date: null } });
    }
  });
});

describe('data:refresh reads reservations and savings plans from the same lists', () => {
  const reserved = (extra: Partial<RefreshInput> = {}) =>
    input('reserved', {
      targets: {
        aws: [{ instanceType: 'p5.48xlarge', region: 'us-east-1', onDemand: 55.04 }],
        azure: [{ instanceType: 'Standard_NC96ads_A100_v4', region: 'eastus', onDemand: 14.692 }],
      },
      ...extra,
    });
  const terms = (f: CommitmentFile) =>
    f.commitments.map((c) => [c.kind, c.termMonths, c.upfront, c.upfrontPrice, c.hourly]);

  it("joins AWS's upfront fee and hourly charge of each Standard Linux term, dated like the list", () => {
    const r = refreshCatalog(reserved());
    if (!r.ok) throw new Error(JSON.stringify(r.failures));
    const aws = JSON.parse(
      r.files.find((f) => f.path === 'commitments/refreshed/aws.json')?.text ?? 'null',
    ) as CommitmentFile;
    // The fixture's Standard p5.48xlarge terms; its Convertible, Windows and unlisted-type rows are left out.
    expect(terms(aws)).toEqual([
      ['reserved', 12, 'none', 0, 40],
      ['reserved', 36, 'partial', 300000, 10],
      ['reserved', 36, 'all', 500000, 0],
    ]);
    expect(aws.commitments[0]).toMatchObject({
      provider: 'aws',
      region: 'us-east-1',
      currency: 'USD',
      asOf: '2026-12-02',
      asOfKind: 'published',
    });
  });

  it("takes Azure's reservations as the term's price and the Linux savings-plan rates per hour", () => {
    const r = refreshCatalog(reserved());
    if (!r.ok) throw new Error(JSON.stringify(r.failures));
    const azure = JSON.parse(
      r.files.find((f) => f.path === 'commitments/refreshed/azure.json')?.text ?? 'null',
    ) as CommitmentFile;
    expect(terms(azure)).toEqual([
      ['savings-plan', 12, 'none', 0, 7],
      ['savings-plan', 36, 'none', 0, 5],
      ['reserved', 12, 'all', 50000, 0],
      ['reserved', 36, 'all', 110000, 0],
    ]);
    expect(azure.commitments[0]).toMatchObject({ asOf: '2026-12-04', asOfKind: 'captured' });
  });

  it('a list without lease columns writes no reservations and is not an error', () => {
    const aws = file(ok('good'), 'commitments/refreshed/aws.json') as CommitmentFile;
    expect(aws.commitments).toEqual([]);
    const azure = file(ok('good'), 'commitments/refreshed/azure.json') as CommitmentFile;
    expect(terms(azure)).toEqual([['reserved', 12, 'all', 77000, 0]]);
  });

  it('refuses a list that drops every reservation an earlier refresh wrote, unless told why', () => {
    const r = refreshCatalog(reserved());
    if (!r.ok) throw new Error(JSON.stringify(r.failures));
    const before = JSON.parse(
      r.files.find((f) => f.path === 'commitments/refreshed/aws.json')?.text ?? 'null',
    ) as CommitmentFile;
    const noTerms = (read('reserved')('aws-ec2.csv') ?? '')
      .split('\n')
      .filter((l) => !l.includes('"Reserved"'))
      .join('\n');
    const again = (reasons: Record<string, string>) =>
      refreshCatalog(
        reserved({
          read: (name) => (name === 'aws-ec2.csv' ? noTerms : read('reserved')(name)),
          previousCommitments: { aws: before },
          reasons,
        }),
      );
    const refused = again({});
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.failures).toEqual([
      expect.objectContaining({ provider: 'aws', check: 'empty' }),
    ]);
    expect(again({ aws: 'AWS stopped selling p5 reservations' }).ok).toBe(true);
  });
});

describe('the data:refresh command', () => {
  it.each([
    ['truncated', 'lambda: lambda-vms.csv row 6: rule "unreadable"'],
    [
      'renamed',
      'lambda: lambda-vms.csv row 1: rule "unreadable": rows 1: missing required column(s): Price',
    ],
    ['vanished', 'lambda: lambda-vms.csv row 4: rule "file-cut-short"'],
  ])(
    'exits 1 on a %s file and leaves the catalog byte for byte as it was',
    async (dir, message) => {
      const before = dataSnapshot();
      const cli = await runCommand(runRefresh, '--from', join(DIR, dir));
      expect(cli.stderr).toContain(message);
      expect(cli.stderr).toContain('nothing was written');
      expect(cli.status).toBe(1);
      expect(dataSnapshot()).toEqual(before);
    },
  );

  it('as a process too: prints the refusal on standard error and exits 1', () => {
    const before = dataSnapshot();
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'cli/data-refresh.ts', '--from', join(DIR, 'truncated')],
      { encoding: 'utf8' },
    );
    expect(cli.stderr).toContain('lambda: lambda-vms.csv row 6: rule "unreadable"');
    expect(cli.stdout).toBe('');
    expect(cli.status).toBe(1);
    expect(dataSnapshot()).toEqual(before);
  });

  it('refuses an unknown argument with exit 2 and its usage', async () => {
    const cli = await runCommand(runRefresh, '--form', DIR);
    expect(cli.stderr).toContain('unknown argument(s): --form');
    expect(cli.stderr).toContain('usage: npm run data:refresh');
    expect(cli.status).toBe(2);
  });
});
