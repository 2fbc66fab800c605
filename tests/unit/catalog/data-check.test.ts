import { describe, expect, it } from 'vitest';
import { runDataCheck } from '../../../cli/data-check';
import { rawCatalog } from '../../../src/domain/catalog/raw';
import { minimalCatalog, offer } from '../../fixtures/catalog/minimal';

function run(raw = rawCatalog, argv: string[] = ['--as-of', '2026-12-02']) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runDataCheck(raw, argv, '2026-12-02', {
    log: (l) => out.push(l),
    error: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('data:check', () => {
  it('passes on the dataset and prints counts per provider, prices on request and the oldest date', () => {
    const { code, out, err } = run();
    expect(err).toBe('');
    expect(code).toBe(0);
    // Nine providers, and OCI, Nebius, Verda and Hyperbolic from SkyPilot's v8 files, listed on
    // or before the day they were read (2026-12-04).
    expect(out).toMatch(/^\d+ offers across 13 providers/m);
    expect(out).toMatch(
      /^ {2}nebius {4}newest listed-by 2026-12-04, -2 days old; 21 dated \(0 stale\), 0 undated snapshots$/m,
    );
    // Huawei: the eight flavors of instances.csv and the ModelArts Ascend pool, none priced.
    expect(out).toMatch(/^huawei\s+9\s+9\s+9$/m);
    expect(out).toContain('offers without a price (price on request): 9');
    expect(out).toContain('prices with a date: 2186; undated snapshots: 67');
    expect(out).toContain(
      "dated prices: 97.0 % of offers (target at least 90 %): 0 as stated by the source (0.0 %), 562 captured (24.9 %), 1624 listed on or before a file's date (72.1 %), 67 undated (3.0 %)",
    );
    expect(out).not.toContain('below the 90 % target');
    // RunPod's dated pages of 2026-09-25 to 2026-11-09 against its v7 file (H100, H100 NVL, H100
    // SXM, H200, B200, L40S: 6 × 4 sizes × 8 locations, + the curated 8x H100 SXM and 1x H200)
    // and its own earlier copy (A100 PCIe 1.59 → 1.79: 4 × 8 + 2 curated), and Lambda's 8x B200
    // against GetDeploying's March copy (17 locations); Nebius's 2026 prices (9) and Verda's API
    // prices of 2026-08-18 and 2026-10-29 (29) against SkyPilot's v8 files.
    expect(out).toContain(
      'offers whose dated sources disagree by more than 10 % (newer used): 279',
    );
    // RunPod's L40S rows (spot above on-demand in the v7 file) now carry a dated Secure Cloud price.
    expect(out).toContain('listed, not ranked: 0 price suspect, 2 retired; 3 spot-only');
    expect(out).toContain('oldest as-of date: 2025-03-06');
    expect(out).toContain('gcp:a2-highgpu-1g@us-central1 (as of 2025-03-06, 636 days)');
    // Per provider: Lambda's page of 2026-09-20 dates 204 prices; its v8 file's others are listed
    // on or before the day the file was read. Huawei has no price at all.
    expect(out).toContain('price dates per provider (ages on 2026-12-02; stale after 180 days):');
    expect(out).toMatch(
      /^ {2}lambda {4}newest listed-by 2026-12-04, -2 days old; 374 dated \(0 stale\), 0 undated snapshots$/m,
    );
    expect(out).toMatch(
      /^ {2}huawei {4}no dated price; 0 dated \(0 stale\), 9 undated snapshots$/m,
    );
  });

  it('fails with exit 1 and names file, record and field of a bad row', () => {
    const raw = minimalCatalog();
    const bad = {
      ...raw,
      offers: [
        {
          file: 'data/curated/aws.ts',
          records: [
            offer('aws', 'g4dn.xlarge', 'us-east-1', {
              gpu: 't4-16gb',
              gpuMemoryGiB: 16,
              onDemand: -0.5,
            }),
          ],
        },
      ],
      guideTable: { ...raw.guideTable, records: [] },
    };
    const { code, err } = run(bad);
    expect(code).toBe(1);
    expect(err).toContain(
      'data/curated/aws.ts: offers[aws:g4dn.xlarge@us-east-1].onDemand: expected a positive number',
    );
  });

  it('rejects a malformed --as-of with exit 2', () => {
    expect(run(rawCatalog, ['--as-of', '2026-13-40']).code).toBe(2);
  });
});
