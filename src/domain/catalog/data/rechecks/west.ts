/**
 * Independent dated copies of the prices shown for RunPod, Lambda, AWS, Azure, GCP and OCI, held
 * against the catalog by `npm run data:check`. For each offer the newest dated copy found that is
 * not the source the shown price was read from; whole-instance prices per hour (per-GPU figures
 * times the GPUs). Left out on purpose:
 * - rows derived from SkyPilot's catalog files (OpenComputePrices `data/skypilot.csv`): their date
 *   is the day the file was read, not the day of the price (its AWS P5 rows still show the prices
 *   from before the June 2025 cut);
 * - GetDeploying's RunPod rows: they give the cheapest listing (Community Cloud), not the Secure
 *   Cloud offers the catalog holds; its AWS g6 rows (2.3, 3.98 and 2.56 USD/h for g6.xlarge,
 *   g6.2xlarge and g6.8xlarge, not in the order of the sizes) look mis-read and are not used.
 * No independent dated copy was found for Hyperbolic, and Vast.ai has no offers in the catalog.
 */
import { perGpu, type RecheckRow } from './types';

const RUNPOD_API_2026_10_19 =
  'huggingface.co/datasets/600me/gpu-cloud-h100-a100-pricing-benchmark (RunPod Secure rows read from api.runpod.io/graphql, observed_at 2026-10-19)';
const RUNPOD_PAGE_2026_10_07 =
  'raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml (runpod.io/pricing read 2026-10-07)';
const PRIVUM_2026_08_19 =
  'huggingface.co/datasets/privum/ai-compute-prices (provider runpod, variant secure, date 2026-08-19)';
const SILYBENCH =
  'github:tgarg01/silybench-data derived/csv/gpu_prices.csv @045df3bf56b8d62c58f108fc43cb397306b83331';
const OCP_AZURE =
  'github:thatkavish/OpenComputePrices data/azure.csv @26428de94b6d5a376d026fdaa5ad3ac4428f187f (Azure Retail Prices API, snapshot 2026-03-21T06:19:14Z, eastus, Linux, consumption)';
const OCP_ORACLE =
  'github:thatkavish/OpenComputePrices data/oracle.csv @9cf337b452b9b3758ff267eeb90fef431ae18e80 (Oracle price list API, snapshot 2026-03-21T06:19:21Z, GPU per hour)';
const GETDEPLOYING =
  'github:thatkavish/OpenComputePrices data/getdeploying.csv @9cf337b452b9b3758ff267eeb90fef431ae18e80 (snapshot 2026-03-22T23:33:45Z, read from getdeploying.com)';

const usd = (
  offerId: string,
  value: number,
  asOf: string,
  source: string,
  note?: string,
): RecheckRow => ({
  offerId,
  price: 'onDemand',
  value,
  currency: 'USD',
  asOf,
  source,
  ...(note ? { note } : {}),
});

const runpod: RecheckRow[] = [
  usd('runpod:1x_H100-SXM_SECURE@US', 3.99, '2026-10-19', RUNPOD_API_2026_10_19),
  usd('runpod:1x_H100_SECURE@US', 2.89, '2026-10-19', RUNPOD_API_2026_10_19, 'H100 PCIe.'),
  usd('runpod:1x_A100-80GB-SXM_SECURE@US', 1.79, '2026-10-19', RUNPOD_API_2026_10_19),
  usd('runpod:1x_A100-80GB_SECURE@US', 1.59, '2026-10-07', RUNPOD_PAGE_2026_10_07, 'A100 PCIe.'),
  usd('runpod:1x_H100-NVL_SECURE@US', 3.19, '2026-09-25', SILYBENCH),
  usd('runpod:1x_H200-SXM_SECURE@US', 4.59, '2026-09-25', SILYBENCH),
  usd('runpod:1x_B200_SECURE@US', 6.79, '2026-09-25', SILYBENCH),
  usd('runpod:1x_B300_SECURE@any', 7.89, '2026-08-19', PRIVUM_2026_08_19),
  usd('runpod:1x_A40_SECURE@US', 0.44, '2026-08-19', PRIVUM_2026_08_19),
];

const LAMBDA_REGION = 'us-east-1';
const lambda: RecheckRow[] = [
  usd(`lambda:gpu_1x_h100_sxm5@${LAMBDA_REGION}`, 4.29, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_8x_h100_sxm5@${LAMBDA_REGION}`, perGpu(8, 3.99), '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_1x_h100_pcie@${LAMBDA_REGION}`, 3.29, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_8x_a100_80gb_sxm4@${LAMBDA_REGION}`, perGpu(8, 2.79), '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_1x_a100_sxm4@${LAMBDA_REGION}`, 1.99, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_1x_a10@${LAMBDA_REGION}`, 1.29, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_1x_gh200@${LAMBDA_REGION}`, 2.29, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_1x_b200_sxm6@${LAMBDA_REGION}`, 6.99, '2026-09-25', SILYBENCH),
  usd(`lambda:gpu_8x_b200_sxm6@${LAMBDA_REGION}`, 45.92, '2026-03-22', GETDEPLOYING),
];

const aws: RecheckRow[] = [
  usd('aws:g4dn.xlarge@us-east-1', 0.53, '2026-03-22', GETDEPLOYING),
  usd('aws:g5.xlarge@us-east-1', 1.01, '2026-03-22', GETDEPLOYING, 'The cheapest A10G listing.'),
  usd('aws:g6e.xlarge@us-east-1', 1.86, '2026-03-22', GETDEPLOYING),
  usd('aws:p3.2xlarge@us-east-1', 3.06, '2026-03-22', GETDEPLOYING),
  usd('aws:p6-b200.48xlarge@us-east-1', 113.92, '2026-03-22', GETDEPLOYING),
];

const azure: RecheckRow[] = [
  ['Standard_NC4as_T4_v3', 0.526],
  ['Standard_NC64as_T4_v3', 4.352],
  ['Standard_NC24ads_A100_v4', 3.673],
  ['Standard_NC96ads_A100_v4', 14.692],
  ['Standard_ND96asr_v4', 27.197],
  ['Standard_ND96amsr_A100_v4', 32.77],
  ['Standard_NC40ads_H100_v5', 6.98],
  ['Standard_ND96isr_H100_v5', 98.32],
  ['Standard_NV36ads_A10_v5', 3.2],
].map(([size, price]) =>
  usd(`azure:${String(size)}@eastus`, Number(price), '2026-03-21', OCP_AZURE),
);

/** OCI bills per GPU-hour: the shape's price is GPUs × the price list's GPU price. */
const OCI_REGION = 'us-phoenix-1';
const oci: RecheckRow[] = (
  [
    ['BM.GPU.A10.4', 4, 2, 'Compute - GPU - A10'],
    ['VM.GPU.A10.1', 1, 2, 'Compute - GPU - A10'],
    ['BM.GPU.A100-v2.8', 8, 4, 'Compute - GPU - A100 - v2'],
    ['BM.GPU4.8', 8, 3.05, 'Compute - GPU - E3'],
    ['BM.GPU.H100.8', 8, 10, 'Compute - GPU - H100'],
    ['BM.GPU.H200.8', 8, 10, 'Compute - GPU - H200'],
    ['BM.GPU.B200.8', 8, 14, 'Compute - GPU - B200'],
    ['BM.GPU.B300.8', 8, 15, 'Compute - GPU - B300'],
    ['BM.GPU.GB200.4', 4, 16, 'Compute - GPU - GB200'],
    ['BM.GPU.GB300.4', 4, 18, 'Compute - GPU - GB300'],
    ['BM.GPU.L40S.4', 4, 3.5, 'Compute - GPU - L40S'],
    ['BM.GPU.MI300X.8', 8, 6, 'Compute - GPU - MI300X'],
    ['BM.GPU.MI355X.8', 8, 8.6, 'Compute - GPU - MI355X'],
    ['VM.GPU3.1', 1, 2.95, 'Compute - GPU Standard - V2'],
  ] as const
).map(([shape, gpus, price, item]) =>
  usd(
    `oci:${shape}@${OCI_REGION}`,
    perGpu(gpus, price),
    '2026-03-21',
    OCP_ORACLE,
    `${gpus} × ${price} ("${item}").`,
  ),
);

const gcp: RecheckRow[] = [
  usd('gcp:g2-standard-4@us-central1', 0.71, '2026-03-22', GETDEPLOYING),
  usd('gcp:g2-standard-8@us-central1', 0.86, '2026-03-22', GETDEPLOYING),
  usd('gcp:g2-standard-12@us-central1', 1.01, '2026-03-22', GETDEPLOYING),
];

export const westRechecks: readonly RecheckRow[] = [
  ...runpod,
  ...lambda,
  ...aws,
  ...azure,
  ...oci,
  ...gcp,
];
