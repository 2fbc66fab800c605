/**
 * Format quirks of SkyPilot's v8 files for the providers the catalog gained from them: Verda
 * (formerly DataCrunch), Hyperbolic, Nebius and OCI. Fixtures are rows copied from the files.
 */
import { describe, expect, it } from 'vitest';
import { fixture, ok, offer, run } from './helpers';

describe('Verda (DataCrunch) v8 file', () => {
  const result = ok('verda', fixture('verda-v8.csv'));

  it('accepts the extra UpstreamCloudId column and reads every GPU row', () => {
    expect(result.report.counts).toMatchObject({ rows: 6, acceleratorRows: 6, offers: 6 });
  });

  it('takes GPU memory from the card, not from GpuInfo (which gives the whole instance)', () => {
    // GpuInfo of 2A100.44V says SizeInMiB 163840 per "GPU" and 327680 in all: 2 × 80 GB is 160.
    expect(offer(result, 'verda:2A100.44V@FIN-01')).toMatchObject({
      gpuCount: 2,
      gpuMemoryGiB: 160,
      gpuLink: 'nvlink',
    });
    expect(offer(result, 'verda:2B300.60V@FIN-03')).toMatchObject({
      gpu: 'b300-262gb',
      gpuMemoryGiB: 524,
      onDemand: 9.9,
      spot: 2.48,
    });
  });

  it('keeps one offer per region for a type listed in two', () => {
    expect(offer(result, 'verda:1A100.22V@FIN-01')).toMatchObject({ onDemand: 1.16, spot: 0.58 });
    expect(offer(result, 'verda:1A100.22V@FIN-03')).toMatchObject({ onDemand: 1.16, spot: null });
  });

  it('maps the SXM ("S") types as SXM and flags the types that name no form factor', () => {
    expect(offer(result, 'verda:1A100.40S.22V@FIN-03').gpu).toBe('a100-40gb-sxm');
    expect(offer(result, 'verda:1A100.40S.22V@FIN-03').flags ?? []).not.toContain(
      'gpu-model-unconfirmed',
    );
    expect(offer(result, 'verda:1A100.22V@FIN-01').flags).toContain('gpu-model-unconfirmed');
    expect(offer(result, 'verda:1V100.6V@FIN-03')).toMatchObject({
      gpu: 'v100-16gb-sxm2',
      onDemand: 0.14,
    });
    expect(offer(result, 'verda:1V100.6V@FIN-03').flags).toContain('gpu-model-unconfirmed');
  });

  it('names the v8 file and commit and leaves the prices undated', () => {
    expect(offer(result, 'verda:1V100.6V@FIN-03')).toMatchObject({
      asOfKind: 'undated-snapshot',
      source: {
        ref: 'github:skypilot-org/skypilot-catalog catalogs/v8/verda/vms.csv @538675a09162988c70e6f07f8302e7d986749ff8',
        date: null,
      },
    });
  });
});

describe('Hyperbolic v8 file', () => {
  const result = ok('hyperbolic', fixture('hyperbolic-v8.csv'));

  it('accepts the extra StorageGiB column and keeps the "default" region as listed', () => {
    expect(offer(result, 'hyperbolic:2x-H100-149-1443@default')).toMatchObject({
      gpuCount: 2,
      vcpus: 149,
      ramGiB: 1443,
      onDemand: 2.58,
      spot: null,
      regionGroup: 'global',
    });
  });

  it('maps "NVIDIA-H100-80GB-HBM3" to the SXM5 card, with the memory GpuInfo gives', () => {
    // 81559 MiB ÷ 1024 = 79.6475 GiB per GPU.
    expect(offer(result, 'hyperbolic:1x-H100-75-722@default')).toMatchObject({
      gpu: 'h100-80gb-sxm',
      gpuMemoryGiB: 79.6475,
    });
  });
});

describe('Nebius v8 file', () => {
  const result = ok('nebius', fixture('nebius-v8.csv'));

  it('skips CPU rows and reads the form factor from the platform name', () => {
    expect(result.report.skipped).toEqual([
      { reason: 'no accelerator (CPU-only instance)', rows: 1 },
    ]);
    expect(offer(result, 'nebius:gpu-h100-sxm_8gpu-128vcpu-1600gb@eu-north1')).toMatchObject({
      gpu: 'h100-80gb-sxm',
      gpuCount: 8,
      gpuMemoryGiB: 640,
      onDemand: 23.6,
      spot: 10,
    });
    expect(offer(result, 'nebius:gpu-l40s-d_1gpu-16vcpu-96gb@eu-north1')).toMatchObject({
      gpu: 'l40s-48gb',
      onDemand: 1.8172,
      spot: null,
    });
  });

  it('lists one offer per region for the same platform', () => {
    for (const region of ['eu-north1', 'eu-west1', 'us-central1']) {
      expect(offer(result, `nebius:gpu-h200-sxm_1gpu-16vcpu-200gb@${region}`)).toMatchObject({
        gpu: 'h200-141gb-sxm',
        onDemand: 3.5,
        spot: 1.45,
      });
    }
  });
});

describe('OCI v8 file', () => {
  const result = ok('oci', fixture('oci-v8.csv'));

  it('keeps only the regions the catalog keeps, counting the rest as skipped', () => {
    expect(result.report.skipped).toEqual([
      { reason: 'region not kept (the catalog keeps us-phoenix-1, us-sanjose-1)', rows: 1 },
    ]);
    expect(result.file.offers.some((o) => o.region === 'af-casablanca-1')).toBe(false);
  });

  it('folds the availability domains of a region into one offer', () => {
    expect(offer(result, 'oci:BM.GPU.H100.8@us-phoenix-1')).toMatchObject({ zoneCount: 3 });
    expect(offer(result, 'oci:BM.GPU.H100.8@us-sanjose-1')).toMatchObject({ zoneCount: 1 });
  });

  it('prices a bare-metal shape as the whole 8-GPU node', () => {
    expect(offer(result, 'oci:BM.GPU.H100.8@us-phoenix-1')).toMatchObject({
      gpu: 'h100-80gb-sxm',
      gpuCount: 8,
      gpuMemoryGiB: 640,
      vcpus: 224,
      ramGiB: 2048,
      gpuLink: 'nvlink',
      onDemand: 80,
      spot: null,
    });
  });

  it('marks GB200 nodes as Arm-hosted (Grace) and keeps the preemptible VM price', () => {
    const gb200 = offer(result, 'oci:BM.GPU.GB200.4@us-phoenix-1');
    expect(gb200).toMatchObject({ gpu: 'gb200-192gb', gpuCount: 4, gpuMemoryGiB: 768 });
    expect(gb200.flags).toContain('arm-host');
    expect(gb200.notes).toMatch(/Grace, an Arm \(aarch64\) CPU/);
    expect(offer(result, 'oci:VM.GPU3.1@us-sanjose-1')).toMatchObject({
      gpu: 'v100-16gb-sxm2',
      onDemand: 2.95,
      spot: 1.475,
    });
  });

  it('refuses a file whose regions are all outside the kept ones', () => {
    const text = fixture('oci-v8.csv')
      .split('\n')
      .filter((line, i) => i === 0 || line.includes('af-casablanca-1'))
      .join('\n');
    const refused = run('oci', text);
    expect(refused.ok).toBe(false);
  });
});
