import { describe, expect, it } from 'vitest';
import type { RawCatalog } from '../../../src/domain/catalog/build';
import type { OfferInput } from '../../../src/domain/catalog/schema';
import { formatError, validateCatalog } from '../../../src/domain/catalog/validate';
import { gpu, minimalCatalog, offer, provider } from '../../fixtures/catalog/minimal';

const messages = (raw: RawCatalog): string[] => validateCatalog(raw).errors.map(formatError);

/** The fixture with its AWS offers replaced. */
const withOffers = (...records: OfferInput[]): RawCatalog => ({
  ...minimalCatalog(),
  offers: [{ file: 'data/curated/aws.ts', records }],
});

const P4DE = 'aws:p4de.24xlarge@us-east-1';
const DATED_SOURCE = { ref: 'a dated price list', date: '2026-01-01' };

describe('validateCatalog: the fixture', () => {
  it('passes every check', () => {
    expect(messages(minimalCatalog())).toEqual([]);
  });
});

describe('validateCatalog rejects a bad row, naming file, record and field', () => {
  it('a negative price', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640, onDemand: -3 }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].onDemand: expected a positive number`,
    );
  });

  it('a price of zero', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640, spot: 0 }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].spot: expected a positive number`,
    );
  });

  it('a price written as a string', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        onDemand: '2.5',
      }),
    );
    expect(
      messages(raw).some((m) => m.startsWith(`data/curated/aws.ts: offers[${P4DE}].onDemand:`)),
    ).toBe(true);
  });

  it('an unknown GPU', () => {
    const raw = withOffers(offer('aws', 'x1.large', 'us-east-1', { gpu: 'z9000-80gb' }));
    expect(messages(raw)).toContain(
      'data/curated/aws.ts: offers[aws:x1.large@us-east-1].gpu: unknown GPU "z9000-80gb"',
    );
  });

  it('an unknown provider', () => {
    const raw = withOffers(offer('oracle', 'bm.gpu4.8', 'any'));
    expect(messages(raw)).toContain(
      'data/curated/aws.ts: offers[oracle:bm.gpu4.8@any].provider: unknown provider "oracle"',
    );
  });

  it('a duplicate offer id, also across files', () => {
    const raw: RawCatalog = {
      ...minimalCatalog(),
      offers: [
        ...minimalCatalog().offers,
        {
          file: 'data/curated/extra.ts',
          records: [offer('aws', 'g4dn.xlarge', 'us-east-1', { gpu: 't4-16gb', gpuMemoryGiB: 16 })],
        },
      ],
    };
    expect(messages(raw)).toContain(
      'data/curated/extra.ts: offers[aws:g4dn.xlarge@us-east-1].id: duplicate id (first in data/curated/aws.ts)',
    );
  });

  it('a missing source', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        source: undefined,
      }),
    );
    expect(
      messages(raw).some((m) => m.startsWith(`data/curated/aws.ts: offers[${P4DE}].source:`)),
    ).toBe(true);
  });

  it('an empty source reference', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        source: { ref: '', date: null },
      }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].source.ref: every row needs a source`,
    );
  });

  it('an id that is not <provider>:<instance-type>@<region>', () => {
    const bad = {
      ...offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640 }),
      id: 'aws:p4de@us-east-1',
    };
    expect(messages(withOffers(bad))).toContain(
      'data/curated/aws.ts: offers[aws:p4de@us-east-1].id: expected "aws:p4de.24xlarge@us-east-1"',
    );
  });

  it('an id without a region', () => {
    const bad = {
      ...offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640 }),
      id: 'aws:p4de.24xlarge',
    };
    expect(messages(withOffers(bad))).toContain(
      'data/curated/aws.ts: offers[aws:p4de.24xlarge].id: expected <provider>:<instance-type>@<region>',
    );
  });

  it('GPU memory that is not count × per-GPU memory, without a note', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 320 }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].gpuMemoryGiB: expected 640 (8 × 80 GiB) or a memoryNote, got 320`,
    );
  });

  it('accepts other memory when a note says why', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 320,
        memoryNote: 'vGPU half cards',
      }),
    );
    expect(messages(raw)).toEqual([]);
  });

  it('unknown memory on a card whose memory is known, without a note', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: null }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].gpuMemoryGiB: unknown while the GPU's memory is known: add a memoryNote`,
    );
  });

  it('a spot price above on-demand that is not flagged', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640, spot: 3 }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].flags: spot above on-demand needs the flag spot-above-on-demand`,
    );
  });

  it('a dated price history entry that is not older than the price', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        priceHistory: [
          { onDemand: 3, asOf: '2026-01-01', asOfKind: 'published', source: DATED_SOURCE },
        ],
      }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].priceHistory[0].asOf: not before 2026-01-01`,
    );
  });

  it('accepts an undated snapshot in the history recorded after a dated price', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        asOfKind: 'captured',
        source: DATED_SOURCE,
        priceHistory: [
          {
            onDemand: 3,
            asOf: '2026-01-01',
            asOfKind: 'undated-snapshot',
            source: { ref: 'x', date: null },
          },
        ],
      }),
    );
    expect(messages(raw)).toEqual([]);
  });

  it('a history entry that does not say what its date means', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        priceHistory: [{ onDemand: 3, asOf: '2025-01-01', source: DATED_SOURCE }],
      }),
    );
    expect(
      messages(raw).some((m) => m.startsWith(`data/curated/aws.ts: offers[${P4DE}].priceHistory`)),
    ).toBe(true);
  });

  it('a price called published or captured whose source states no date', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        asOfKind: 'captured',
      }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].asOfKind: a captured price needs a source with a date (source.date is null)`,
    );
  });

  it('a dated price that matches no offer (renamed or dropped by an import)', () => {
    const raw: RawCatalog = {
      ...minimalCatalog(),
      datedPrices: {
        file: 'data/curated/dated-prices.ts',
        records: [
          {
            provider: 'aws',
            instanceType: 'p9.gone',
            region: null,
            currency: 'USD',
            onDemand: 9,
            spot: null,
            asOf: '2026-01-01',
            asOfKind: 'captured',
            source: DATED_SOURCE,
            note: null,
          },
        ],
      },
    };
    expect(messages(raw)).toContain(
      'data/curated/dated-prices.ts: datedPrices[aws:p9.gone@*]: matches no USD offer: was the instance renamed or dropped by an import?',
    );
  });

  it('a dated price whose source states no date', () => {
    const raw: RawCatalog = {
      ...minimalCatalog(),
      datedPrices: {
        file: 'data/curated/dated-prices.ts',
        records: [
          {
            provider: 'aws',
            instanceType: 'p4de.24xlarge',
            region: 'us-east-1',
            currency: 'USD',
            onDemand: 9,
            spot: null,
            asOf: '2026-01-01',
            asOfKind: 'published',
            source: { ref: 'a page', date: null },
            note: null,
          },
        ],
      },
    };
    expect(messages(raw)).toContain(
      'data/curated/dated-prices.ts: datedPrices[#0].source: a dated price needs a source with a date',
    );
  });

  it('an as-of date that is not a date', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        asOf: 'early 2025',
      }),
    );
    expect(messages(raw)).toContain(
      `data/curated/aws.ts: offers[${P4DE}].asOf: expected a date YYYY-MM-DD`,
    );
  });

  it('an offer newer than the dataset, and a dataset as-of that is not the newest offer', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', {
        gpuCount: 8,
        gpuMemoryGiB: 640,
        asOf: '2026-02-01',
      }),
    );
    const found = messages(raw);
    expect(found).toContain(
      `data/curated/aws.ts: offers[${P4DE}].asOf: after the dataset's as-of date 2026-01-01`,
    );
    expect(found).toContain(
      `data/meta.ts: DATASET_AS_OF: expected 2026-02-01, the newest offer (${P4DE})`,
    );
  });

  it('a GPU id without its memory', () => {
    const raw: RawCatalog = {
      ...minimalCatalog(),
      gpus: [
        { file: 'data/gpus.ts', records: [...minimalCatalog().gpus[0]!.records, gpu('l4', 24)] },
      ],
    };
    expect(messages(raw)).toContain(
      'data/gpus.ts: gpus[l4].id: expected the memory in the id ("-24gb")',
    );
  });

  it('a duplicate GPU id', () => {
    const raw: RawCatalog = {
      ...minimalCatalog(),
      gpus: [
        ...minimalCatalog().gpus,
        { file: 'data/gpus-extra.ts', records: [gpu('t4-16gb', 16)] },
      ],
    };
    expect(messages(raw)).toContain(
      'data/gpus-extra.ts: gpus[t4-16gb].id: duplicate id (first in data/gpus.ts)',
    );
  });

  it('a provider fact without a source', () => {
    const bad = {
      ...provider('lambda'),
      refundRule: { value: 'paid-minus-used' as const, text: 'x', source: null },
    };
    const raw: RawCatalog = {
      ...minimalCatalog(),
      providers: { file: 'data/providers.ts', records: [provider('aws'), bad] },
    };
    expect(messages(raw)).toContain(
      'data/providers.ts: providers[lambda].refundRule.source: a known fact needs a source',
    );
  });

  it('a benchmark of an unknown GPU', () => {
    const raw = minimalCatalog();
    const file = raw.benchmarks[0]!;
    const bad: RawCatalog = {
      ...raw,
      benchmarks: [
        {
          file: file.file,
          records: [...file.records, { ...file.records[1]!, id: 'x', gpu: 'b200-180gb' }],
        },
      ],
    };
    expect(messages(bad)).toContain(
      'data/benchmarks/fixture.ts: benchmarks[x].gpu: unknown GPU "b200-180gb"',
    );
  });

  it('a guide-table row naming an offer that does not exist', () => {
    const raw = minimalCatalog();
    const row = { ...raw.guideTable.records[0]!, realOfferIds: ['aws:p9.48xlarge@us-east-1'] };
    const bad: RawCatalog = { ...raw, guideTable: { file: raw.guideTable.file, records: [row] } };
    expect(messages(bad)).toContain(
      'data/guide-table.ts: guideTable[aws:p4].realOfferIds[0]: unknown offer "aws:p9.48xlarge@us-east-1"',
    );
  });

  it('a speed basis whose suite has no results', () => {
    const bad: RawCatalog = {
      ...minimalCatalog(),
      speedBasis: [{ workload: 'infer', method: 'm', suite: 'missing-suite' }],
    };
    expect(messages(bad)).toContain(
      'data/speed-basis.ts: speedBasis[0].suite: no benchmark of suite "missing-suite"',
    );
  });

  it('reports every problem, not only the first', () => {
    const raw = withOffers(
      offer('aws', 'p4de.24xlarge', 'us-east-1', { gpuCount: 8, gpuMemoryGiB: 640, onDemand: -1 }),
      offer('aws', 'x1.large', 'us-east-1', { gpu: 'nope-1gb' }),
    );
    // The rejected row is left out of the cross-checks, so the guide row naming it fails too.
    expect(messages(raw)).toEqual([
      `data/curated/aws.ts: offers[${P4DE}].onDemand: expected a positive number`,
      'data/curated/aws.ts: offers[aws:x1.large@us-east-1].gpu: unknown GPU "nope-1gb"',
      `data/guide-table.ts: guideTable[aws:p4].realOfferIds[0]: unknown offer "${P4DE}"`,
    ]);
  });
});
