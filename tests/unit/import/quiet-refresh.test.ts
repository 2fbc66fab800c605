/**
 * A refresh whose upstream files did not change says nothing new: run on the same recorded files
 * (the same day or a later one), it returns every catalog file byte for byte as the previous run
 * wrote it, so the command writes nothing and the dataset version stays.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OffersFile } from '../../../src/domain/catalog/import';
import type { CommitmentFile } from '../../../src/domain/catalog/refresh/commitment-file';
import type { PriceFile } from '../../../src/domain/catalog/refresh/price-file';
import { refreshCatalog, type RefreshInput } from '../../../src/domain/catalog/refresh/refresh';
import type { Manifest } from '../../../src/domain/catalog/refresh/upstream';
import { KNOWN, sha } from './helpers';

const DIR = join(process.cwd(), 'tests/fixtures/refresh/good');
const read = (file: string) => {
  try {
    return readFileSync(join(DIR, file), 'utf8');
  } catch {
    return null;
  }
};
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as Manifest;

const base: RefreshInput = {
  manifest,
  read,
  previousOffers: {},
  previousPrices: {},
  targets: {
    aws: [
      { instanceType: 'p5.48xlarge', region: 'us-east-1', onDemand: 55.04 },
      { instanceType: 'g5.xlarge', region: 'us-east-1', onDemand: 1.006 },
    ],
    azure: [{ instanceType: 'Standard_NC96ads_A100_v4', region: 'eastus', onDemand: 14.692 }],
  },
  knownGpuIds: KNOWN,
  reasons: {},
  sha256: sha,
};

function run(input: RefreshInput) {
  const r = refreshCatalog(input);
  if (!r.ok) throw new Error(JSON.stringify(r.failures));
  return r;
}

/** The previous run's files as the next run reads them back from disk. */
function asPrevious(files: { path: string; text: string }[]): Partial<RefreshInput> {
  const json = <T>(path: string) => JSON.parse(files.find((f) => f.path === path)!.text) as T;
  return {
    previousOffers: { lambda: json<OffersFile>('offers/lambda.json') },
    previousPrices: {
      aws: json<PriceFile>('prices/aws.json'),
      azure: json<PriceFile>('prices/azure.json'),
    },
    previousCommitments: {
      aws: json<CommitmentFile>('commitments/refreshed/aws.json'),
      azure: json<CommitmentFile>('commitments/refreshed/azure.json'),
    },
  };
}

describe('a refresh on unchanged upstream files', () => {
  const first = run(base);

  it.each([
    ['the same day', manifest.fetchedOn],
    ['a week later', '2026-12-11'],
  ])('returns every file byte for byte as before, run %s', (_when, fetchedOn) => {
    const again = run({
      ...base,
      ...asPrevious(first.files),
      manifest: { ...manifest, fetchedOn },
    });
    expect(again.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (const f of again.files) {
      expect(f.text, f.path).toBe(first.files.find((x) => x.path === f.path)!.text);
    }
  });

  it('still rewrites a file whose prices moved', () => {
    const moved = run({
      ...base,
      ...asPrevious(first.files),
      manifest: {
        ...manifest,
        fetchedOn: '2026-12-11',
        files: manifest.files.map((f) =>
          f.provider === 'lambda' ? { ...f, commit: '3'.repeat(40), date: '2026-12-10' } : f,
        ),
      },
      read: (file) =>
        file === 'lambda-vms.csv'
          ? read(file)!.replace(/,1\.10,us-east-1/g, ',1.15,us-east-1')
          : read(file),
    });
    const before = first.files.find((f) => f.path === 'offers/lambda.json')!.text;
    expect(moved.files.find((f) => f.path === 'offers/lambda.json')!.text).not.toBe(before);
    // AWS and Azure did not change: their files stay as they were.
    for (const path of ['prices/aws.json', 'prices/azure.json']) {
      expect(moved.files.find((f) => f.path === path)!.text).toBe(
        first.files.find((f) => f.path === path)!.text,
      );
    }
  });
});
