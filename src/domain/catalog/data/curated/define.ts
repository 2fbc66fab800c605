import type { OfferFlag, OfferInput, PriceDateKind, RegionGroup, Source } from '../../schema';

type GpuLink = 'nvlink' | 'pcie';
type Fabric = 'infiniband' | 'efa' | 'rdma' | 'ethernet';

/** One hand-checked row; what it leaves out comes from the provider file's defaults. */
export interface CuratedRow {
  instanceType: string;
  region: string;
  gpu: string;
  gpuCount: number;
  gpuMemoryGiB: number | null;
  /** Host vCPUs and RAM where the source states them. */
  vcpus?: number | null;
  ramGiB?: number | null;
  /** Per instance per hour in the file's currency; `null` = price on request. */
  onDemand: number | null;
  spot: number | null;
  /** Between the GPUs of one instance; left `null` for one-GPU instances (nothing to link). */
  gpuLink?: GpuLink | null;
  fabric?: Fabric | null;
  regionNote?: string | null;
  regionGroup?: RegionGroup;
  zoneCount?: number | null;
  memoryNote?: string | null;
  billingGranularity?: 'second' | 'minute' | 'hour' | null;
  flags?: OfferFlag[];
  priceHistory?: { onDemand: number; asOf: string; asOfKind: PriceDateKind; source: Source }[];
  asOf?: string;
  asOfKind?: PriceDateKind;
  source?: Source;
  notes?: string | null;
}

export interface ProviderDefaults {
  provider: string;
  currency: 'CNY' | 'USD';
  regionGroup: RegionGroup;
  asOf: string;
  /** What `asOf` means for the file's rows: only a dated source makes them `published`/`captured`. */
  asOfKind: PriceDateKind;
  source: Source;
}

/**
 * Complete offer rows with ids built as docs/product.md defines them:
 * `<provider>:<instance-type>@<region>`, the instance type and region verbatim.
 */
export function defineOffers(d: ProviderDefaults, rows: readonly CuratedRow[]): OfferInput[] {
  return rows.map((row) => {
    const base = {
      id: `${d.provider}:${row.instanceType}@${row.region}`,
      provider: d.provider,
      regionNote: null,
      regionGroup: d.regionGroup,
      zoneCount: null,
      gpuShare: 1,
      memoryNote: null,
      gpuLink: null,
      fabric: null,
      billingGranularity: null,
      flags: [],
      monthly: null,
      commitments: [],
      priceHistory: [],
      notes: null,
      asOf: d.asOf,
      asOfKind: d.asOfKind,
      source: d.source,
      ...row,
      vcpus: row.vcpus ?? null,
      ramGiB: row.ramGiB ?? null,
    };
    return d.currency === 'CNY' ? { ...base, currency: 'CNY' } : { ...base, currency: 'USD' };
  });
}
