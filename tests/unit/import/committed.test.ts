import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraGpus } from '../../../src/domain/catalog/data/gpus-extra';
import { referenceGpus } from '../../../src/domain/catalog/data/gpus';
import { importedGpus, importedOffers } from '../../../src/domain/catalog/data/imported';
import {
  importCatalog,
  serializeOffersFile,
  type ImportProvider,
  type OffersFile,
} from '../../../src/domain/catalog/import';
import { GpuSchema, OfferSchema } from '../../../src/domain/catalog/schema';

const OFFERS = join(process.cwd(), 'src/domain/catalog/data/offers');
/**
 * Lambda comes from SkyPilot's v8 file (skypilot-org/skypilot-catalog catalogs/v8/lambda/vms.csv
 * @0f4070387edc953d7004cff197940e1918a1d6aa), kept in the repository as read from the stored copy.
 */
const LAMBDA_V8 = join(process.cwd(), 'tests/fixtures/upstream/skypilot-v8-lambda-vms.csv');
const curatedIds = new Set([...referenceGpus, ...extraGpus].map((g) => g.id));

describe('the committed offers files', () => {
  it('hold valid offers with unique ids, each on a GPU the dataset defines', () => {
    const ids = new Set<string>();
    const gpuIds = new Set([...curatedIds, ...importedGpus.map((g) => g.id)]);
    for (const o of importedOffers) {
      const parsed = OfferSchema.safeParse(o);
      expect(parsed.success, `${o.id}: ${parsed.error?.message}`).toBe(true);
      expect(ids.has(o.id), `duplicate ${o.id}`).toBe(false);
      ids.add(o.id);
      expect(gpuIds.has(o.gpu), `${o.id} names unknown GPU ${o.gpu}`).toBe(true);
      expect(o.id).toBe(`${o.provider}:${o.instanceType}@${o.region}`);
    }
    expect(ids.size).toBeGreaterThan(1900);
  });

  it('add GPU entries only for cards the curated table lacks, all valid', () => {
    for (const g of importedGpus) {
      expect(GpuSchema.safeParse(g).success, g.id).toBe(true);
      expect(curatedIds.has(g.id), `${g.id} is curated`).toBe(false);
    }
  });

  const reimport = (provider: ImportProvider, path: string) => {
    const bytes = readFileSync(path);
    const committed = readFileSync(join(OFFERS, `${provider}.json`), 'utf8');
    const result = importCatalog({
      provider,
      text: bytes.toString('utf8'),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      today: '2099-01-01',
      previous: JSON.parse(committed) as OffersFile,
      knownGpuIds: curatedIds,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(serializeOffersFile(result.file)).toBe(committed);
    expect(result.diff.added.length + result.diff.removed.length).toBe(0);
  };

  it('re-importing the v8 Lambda file reproduces lambda.json byte for byte', () => {
    reimport('lambda', LAMBDA_V8);
  });

  /**
   * Nebius, Verda and Hyperbolic: SkyPilot's v8 files as read from the stored copies, byte for
   * byte (commits in sources.ts). OCI: the header and the GPU rows of the two regions the catalog
   * keeps, in file order (the whole file is 438,300 characters, mostly CPU shapes and other regions).
   */
  it.each([
    ['nebius', 'skypilot-v8-nebius-vms.csv'],
    ['verda', 'skypilot-v8-verda-vms.csv'],
    ['hyperbolic', 'skypilot-v8-hyperbolic-vms.csv'],
    ['oci', 'skypilot-v8-oci-gpu-rows-vms.csv'],
    // The files the older imports came from, as published (CRLF line endings): RunPod from
    // skypilot-org/skypilot-catalog catalogs/v7/runpod/vms.csv @0727c2bd; Alibaba and Tencent
    // from sugarlxn/skypilot-catalog catalogs/v8 @003c56a7 and @31936451 (sources.ts).
    ['runpod', 'skypilot-v7-runpod-vms.csv'],
    ['aliyun', 'sugarlxn-v8-alicloud-vms.csv'],
    ['tencent', 'sugarlxn-v8-tencentcloud-vms.csv'],
  ] as [ImportProvider, string][])(
    're-importing the %s source file reproduces its offers file byte for byte',
    (provider, file) => {
      reimport(provider, join(process.cwd(), 'tests/fixtures/upstream', file));
    },
  );
});
