/**
 * The network between two instances of one type, as its provider states it: the bandwidth one
 * instance can send to the others (all its NICs together, Gb/s) and what carries it. Several
 * instances training one model all-reduce their gradients over it (docs/engine.md §3). Rows match a
 * provider and an instance type; types no row matches have no stated inter-node bandwidth.
 */
export interface NetworkRow {
  provider: string;
  /** Instance types the row covers (whole type name). */
  types: RegExp;
  /** Bandwidth per instance to the other instances, Gb/s; `null`: the provider states none. */
  gbps: number | null;
  /** What carries it, as the source names it. */
  fabric: string;
  source: string;
  /**
   * When the figure was read against a stored copy of the source (YYYY-MM-DD); `null` when it is
   * recorded as the provider's instance page states it and has not been re-read against a copy.
   */
  checked: string | null;
}

export const NETWORKS: readonly NetworkRow[] = [
  {
    provider: 'aws',
    types: /^p5(e|en)?\.48xlarge$/,
    gbps: 3200,
    fabric: 'EFA',
    source:
      'aws.amazon.com/ec2/instance-types/p5/ (3,200 Gbps EFA networking per instance); docs.aws.amazon.com/AWSEC2/latest/UserGuide/p5-efa.html ("P5 and P5e instances support up to 32 network cards and can provide up to 3,200 Gbps")',
    checked: '2026-12-04',
  },
  {
    provider: 'aws',
    types: /^p4de?\.24xlarge$/,
    gbps: 400,
    fabric: 'EFA',
    source: 'aws.amazon.com/ec2/instance-types/p4/ (400 Gbps EFA networking per instance)',
    checked: null,
  },
  {
    provider: 'aws',
    types: /^p3dn\.24xlarge$/,
    gbps: 100,
    fabric: 'EFA',
    source: 'aws.amazon.com/ec2/instance-types/p3/ (p3dn.24xlarge: 100 Gbps, EFA)',
    checked: null,
  },
  {
    provider: 'azure',
    types: /^Standard_ND96isr_(H100|H200|MI300X)_v5$/,
    gbps: 3200,
    fabric: 'InfiniBand NDR',
    source:
      'learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/nd-h100-v5-series, nd-mi300x-v5-series (InfiniBand: 8 × 400 Gb/s NDR, one per GPU)',
    checked: '2026-12-04',
  },
  {
    provider: 'azure',
    types: /^Standard_ND96a?m?sr_(A100_)?v4$/,
    gbps: 1600,
    fabric: 'InfiniBand HDR',
    source:
      'learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/nda100v4-series, ndma100v4-series (MicrosoftDocs/azure-docs includes nd-a100-v4-series-summary.md, ndm-a100-v4-series-summary.md, 2024-04-18: "1.6 TB/s of interconnect bandwidth per VM", one dedicated HDR InfiniBand connection per GPU; the page writes "200 GB/s", HDR is 200 Gb/s, and 8 × 200 Gb/s is the 1.6 Tb/s used here)',
    checked: '2026-12-04',
  },
  {
    provider: 'azure',
    types: /^Standard_ND40rs_v2$/,
    gbps: 100,
    fabric: 'InfiniBand EDR',
    source:
      'learn.microsoft.com/azure/virtual-machines/ndv2-series (MicrosoftDocs/azure-docs include ndv2-series-summary.md, 2024-04-18: "100-Gigabit InfiniBand EDR backend networking")',
    checked: '2026-12-04',
  },
  {
    provider: 'gcp',
    types: /^a3-highgpu-8g$/,
    gbps: 1000,
    fabric: 'GPUDirect-TCPX',
    source:
      'cloud.google.com/compute/docs/gpus#a3-series (a3-highgpu-8g: up to 1,000 Gbps, GPUDirect-TCPX on four 200 Gbps NICs)',
    checked: null,
  },
  {
    provider: 'gcp',
    types: /^a3-megagpu-8g$/,
    gbps: 1800,
    fabric: 'GPUDirect-TCPXO',
    source: 'cloud.google.com/compute/docs/gpus#a3-series (a3-megagpu-8g: up to 1,800 Gbps)',
    checked: null,
  },
  {
    provider: 'gcp',
    types: /^a3-ultragpu-8g$/,
    gbps: 3200,
    fabric: 'RDMA over RoCE (ConnectX-7)',
    source:
      'cloud.google.com/compute/docs/gpus/gpu-network-bandwidth (A3 Ultra: "eight NVIDIA ConnectX-7 (CX7) network interface cards … deliver a total network bandwidth of 3,200 Gbps", dedicated to GPU-to-GPU traffic); GoogleCloudPlatform/cluster-toolkit release v1.44.1',
    checked: '2026-12-04',
  },
  {
    provider: 'gcp',
    types: /^a2-(high|mega|ultra)gpu-\d+g$/,
    gbps: 100,
    fabric: 'Ethernet (VPC)',
    source:
      'cloud.google.com/compute/docs/gpus/gpu-network-bandwidth ("For A2 and G2 accelerator-optimized instances, you can get a maximum network bandwidth of up to 100 Gbps, based on the machine type")',
    checked: '2026-12-04',
  },
  {
    provider: 'runpod',
    types: /./,
    gbps: 0.1,
    fabric: 'Global networking (private network between pods)',
    source:
      'docs.runpod.io/pods/networking ("The network operates at 100 Mbps between Pods"); multi-node jobs on RunPod run on Instant Clusters, a separate product not in this catalog',
    checked: '2026-12-04',
  },
];

const cache = new Map<string, NetworkRow | null>();

/** The network row of a provider's instance type, or `null` when none states its bandwidth. */
export function networkOf(provider: string, instanceType: string): NetworkRow | null {
  const key = `${provider}\u0000${instanceType}`;
  let row = cache.get(key);
  if (row === undefined) {
    row = NETWORKS.find((r) => r.provider === provider && r.types.test(instanceType)) ?? null;
    cache.set(key, row);
  }
  return row;
}
