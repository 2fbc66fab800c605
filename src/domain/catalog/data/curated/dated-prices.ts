import type { DatedPrice, Source } from '../../schema';

/**
 * The dated price pass over what users rank most (H100, H200, A100, L40S, L4, RTX 4090, MI300X,
 * B200 on Lambda, RunPod, AWS, Azure, GCP): the newest public price with a date found for each
 * instance type. Applied over the imported catalog files when the catalog is built, so a
 * re-import cannot undo it; `data:check` fails when one no longer matches an offer.
 * Per-GPU list prices become instance prices as count × price (how both providers bill).
 * Rows without a dated source stay undated snapshots (AWS g6/g6e; RunPod L40S, RTX 4090, L4 and
 * the smaller cards, for which no dated Secure Cloud price was found).
 * RunPod: the newest dated copy wins. RunPod raised its Secure Cloud prices through the autumn of
 * 2026: H100 SXM 3.29 (2026-08-19) → 3.49 (2026-09-25, 2026-10-07) → 3.99 (2026-10-19 from the
 * RunPod API per huggingface.co/datasets/600me/gpu-cloud-h100-a100-pricing-benchmark, and
 * 2026-11-09 on the page); A100 PCIe 1.39 → 1.59 → 1.79. The 2026-11-09 figures are used; the
 * page's 2026-10-07 figure stays in the history and the offer says the two dated copies differ.
 * H200, B200 and B300 come from the 2026-10-07 transcription (no later dated copy was found).
 * Azure Standard_NC96ads_A100_v4 is not taken from the 2026-11-09 file: its 19.108 is the Windows
 * price. The Linux price stays the catalog's 14.692 (undated snapshot), which is 4 × the same
 * file's Linux NC24ads_A100_v4 price of 3.673 (the size is four NC24ads in one VM).
 */

const LAMBDA_2026_09_20: readonly [string, Source] = [
  '2026-09-20',
  {
    ref: 'github:api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml @1929382e7f9b4777d980aec12b6fc9e04e6718cb',
    date: '2026-09-20',
    note: "Lambda's on-demand prices per GPU-hour transcribed from lambda.ai/instances on 2026-09-20 (every price found verbatim on the page). The 1x H100 SXM 4.29, 1x H100 PCIe 3.29 and 8x H100 SXM 3.99 figures agree with github:tgarg01/silybench-data derived/csv/gpu_prices.csv (lambda.ai/pricing, checked 2026-09-25).",
  },
];

const RUNPOD_2026_11_09: readonly [string, Source] = [
  '2026-11-09',
  {
    ref: 'github:datareceipts/data-receipts 109-gpu-pricing/vendors.json (RunPod Secure Cloud, runpod.io/pricing, read on 2026-11-09)',
    date: '2026-11-09',
    note: 'Secure Cloud on-demand prices per GPU-hour transcribed from the pricing page. The H100 SXM 3.99, H100 PCIe 2.89 and A100 SXM 1.79 figures agree with huggingface.co/datasets/600me/gpu-cloud-h100-a100-pricing-benchmark (RunPod API, observed 2026-10-19). No interruptible (spot) price is given.',
  },
];

/**
 * RunPod's pricing page transcribed on 2026-10-07 (the H200 and B200 rows used here; the B300
 * offer in `runpod.ts` cites it too).
 */
export const RUNPOD_2026_10_07: readonly [string, Source] = [
  '2026-10-07',
  {
    ref: 'github:api-evangelist/runpod plans/runpod-plans-pricing.yml (runpod.io/pricing, 2026-10-07)',
    date: '2026-10-07',
    note: 'Read as raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml. Pods on-demand prices per GPU-hour transcribed from runpod.io/pricing on 2026-10-07 (the file states every price was found verbatim on the page): B300 7.89 (288 GB HBM3e, 32 vCPUs, 251 GB RAM), H200 4.59 (141 GB, 24 vCPUs, 276 GB RAM), B200 6.79 (180 GB, 28 vCPUs, 283 GB RAM). The version of the file held at commit f3ca22258386fab26cf53c1083b8266f5de5569e is an earlier placeholder without these rows.',
  },
];

/**
 * Earlier dated copies of RunPod Secure Cloud prices, kept as history where they differ: the
 * source without its note (the note is on the offers priced from it).
 */
const RUNPOD_EARLIER = {
  page20261007: { ref: RUNPOD_2026_10_07[1].ref, date: RUNPOD_2026_10_07[1].date },
} as const;

/** A benchmark's price sheet, checked on 2026-09-25 and 2026-09-26 (RunPod, GCP rows used here). */
const SILYBENCH: Source = {
  ref: 'github:tgarg01/silybench-data derived/csv/gpu_prices.csv @045df3bf56b8d62c58f108fc43cb397306b83331',
  date: '2026-09-26',
  note: 'Per-GPU prices with the day each was checked: RunPod rows from runpod.io/pricing (2026-09-25), GCP rows summed from the Cloud Billing Catalog API SKUs for the GPU, vCPUs and RAM (2026-09-26; boot disk and the bundled Local SSD not included).',
};
const RUNPOD_2026_09_25: readonly [string, Source] = ['2026-09-25', SILYBENCH];
const GCP_2026_09_26: readonly [string, Source] = ['2026-09-26', SILYBENCH];

/** GetDeploying's comparison table as OpenComputePrices captured it on 2026-03-22. */
const GETDEPLOYING_2026_03_22: Source = {
  ref: 'github:thatkavish/OpenComputePrices data/getdeploying.csv @9cf337b452b9b3758ff267eeb90fef431ae18e80 (getdeploying.com, 2026-03-22)',
  date: '2026-03-22',
};

const AZURE_2026_11_09: readonly [string, Source] = [
  '2026-11-09',
  {
    ref: 'github:datareceipts/data-receipts 109-gpu-pricing/hyperscalers.json (Azure eastus, Linux pay-as-you-go, retrieved 2026-11-09)',
    date: '2026-11-09',
    note: 'Per-VM hourly prices; the ND rows as per-GPU figures in compare.json / README.md of the same folder (12.29 and 3.3996 USD per GPU-hour × 8). No spot price is given.',
  },
];

type Row = Pick<DatedPrice, 'instanceType' | 'onDemand'> &
  Partial<Pick<DatedPrice, 'note' | 'history'>>;

const rows = (
  provider: string,
  region: string | null,
  [asOf, source]: readonly [string, Source],
  list: readonly Row[],
): DatedPrice[] =>
  list.map((r) => ({
    provider,
    instanceType: r.instanceType,
    region,
    currency: 'USD',
    onDemand: r.onDemand,
    spot: null,
    asOf,
    asOfKind: 'captured',
    source,
    note: r.note ?? null,
    ...(r.history ? { history: r.history } : {}),
  }));

/** Instance price = GPUs × the per-GPU price, rounded to the cent fraction the page shows. */
const times = (gpus: number, perGpu: number): number => Math.round(gpus * perGpu * 1e4) / 1e4;

/**
 * GCP A3 High (H100) in us-central1 from one a3-highgpu-1g figure: the 2g, 4g and 8g shapes are
 * exactly 2, 4 and 8 of it (GPUs, vCPUs and RAM), billed from the same SKUs. 1g/2g/4g are sold as
 * Spot or Flex-start only, so they keep no on-demand price.
 */
function gcpA3([asOf, source]: readonly [string, Source]): DatedPrice[] {
  const spot = 6.571;
  const onDemand = 10.9791;
  return [1, 2, 4, 8].map((n) => ({
    provider: 'gcp',
    instanceType: `a3-highgpu-${n}g`,
    region: 'us-central1',
    currency: 'USD',
    onDemand: n === 8 ? times(n, onDemand) : null,
    spot: times(n, spot),
    asOf,
    asOfKind: 'captured',
    source,
    note: `${n} × the a3-highgpu-1g figure (GPU 5.8632 + 26 vCPUs + 234 GiB on Spot). The bundled Local SSD (${n * 750} GB) is not in the figure; the March 2025 price list, which included it, gave ${n === 8 ? '88.49 on demand and ' : ''}${times(n, 4.4245)} on Spot.`,
  }));
}

export const datedPrices: readonly DatedPrice[] = [
  ...rows('lambda', null, LAMBDA_2026_09_20, [
    { instanceType: 'gpu_8x_h100_sxm5', onDemand: times(8, 3.99) },
    {
      instanceType: 'gpu_8x_b200_sxm6',
      onDemand: times(8, 6.69),
      note: 'Lambda lists it as 8x NVIDIA B200 SXM6 (180 GB per GPU, 208 vCPUs, 2900 GiB RAM, as in the catalog).',
      history: [
        {
          onDemand: 45.92,
          asOf: '2026-03-22',
          asOfKind: 'captured',
          source: GETDEPLOYING_2026_03_22,
        },
      ],
    },
    { instanceType: 'gpu_4x_h100_sxm5', onDemand: times(4, 4.09) },
    { instanceType: 'gpu_2x_h100_sxm5', onDemand: times(2, 4.19) },
    { instanceType: 'gpu_1x_h100_sxm5', onDemand: 4.29 },
    { instanceType: 'gpu_1x_h100_pcie', onDemand: 3.29 },
    { instanceType: 'gpu_8x_a100_80gb_sxm4', onDemand: times(8, 2.79) },
    {
      instanceType: 'gpu_8x_a100',
      onDemand: times(8, 1.99),
      note: 'Lambda lists it as 8x NVIDIA A100 SXM 40 GB (124 vCPUs, 1800 GiB RAM, as in the catalog).',
    },
    { instanceType: 'gpu_4x_a6000', onDemand: times(4, 1.09) },
    { instanceType: 'gpu_1x_gh200', onDemand: 2.29 },
    { instanceType: 'gpu_1x_a10', onDemand: 1.29 },
    { instanceType: 'gpu_1x_rtx6000', onDemand: 0.69 },
  ]),
  ...rows('runpod', null, RUNPOD_2026_11_09, [
    ...[1, 2, 4, 8].map((n) => ({ instanceType: `${n}x_H100_SECURE`, onDemand: times(n, 2.89) })),
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_H100-NVL_SECURE`,
      onDemand: times(n, 3.19),
    })),
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_H100-SXM_SECURE`,
      onDemand: times(n, 3.99),
      history: [
        {
          onDemand: times(n, 3.49),
          asOf: '2026-10-07',
          asOfKind: 'captured' as const,
          source: RUNPOD_EARLIER.page20261007,
        },
      ],
    })),
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_A100-80GB_SECURE`,
      onDemand: times(n, 1.79),
      note: 'A100 PCIe 80 GB.',
      history: [
        {
          onDemand: times(n, 1.59),
          asOf: '2026-10-07',
          asOfKind: 'captured' as const,
          source: RUNPOD_EARLIER.page20261007,
        },
      ],
    })),
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_A100-80GB-SXM_SECURE`,
      onDemand: times(n, 1.79),
    })),
  ]),
  ...rows('runpod', null, RUNPOD_2026_10_07, [
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_H200-SXM_SECURE`,
      onDemand: times(n, 4.59),
    })),
    ...[1, 2, 4, 8].map((n) => ({ instanceType: `${n}x_B200_SECURE`, onDemand: times(n, 6.79) })),
  ]),
  ...rows('runpod', null, RUNPOD_2026_09_25, [
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_L40S_SECURE`,
      onDemand: times(n, 1.09),
      note: 'Secure Cloud L40S. The SkyPilot file lists 0.43 on-demand and 0.86 spot per GPU, the two columns swapped.',
    })),
    ...[1, 2, 4, 8].map((n) => ({
      instanceType: `${n}x_RTX4090_SECURE`,
      onDemand: times(n, 0.74),
    })),
  ]),
  ...gcpA3(GCP_2026_09_26),
  ...rows('azure', 'eastus', AZURE_2026_11_09, [
    { instanceType: 'Standard_NC24ads_A100_v4', onDemand: 3.673 },
    { instanceType: 'Standard_NC40ads_H100_v5', onDemand: 6.98 },
    { instanceType: 'Standard_ND96isr_H100_v5', onDemand: 98.32 },
    { instanceType: 'Standard_ND96asr_v4', onDemand: 27.197 },
  ]),
];
