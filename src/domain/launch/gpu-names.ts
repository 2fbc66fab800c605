/**
 * GPU names as each launch tool spells them, by the catalog's GPU id. Sources:
 * - SkyPilot: its catalogs' `AcceleratorName` column. AWS from skypilot-org/skypilot-catalog
 *   `catalogs/v7/aws/vms.csv` and Lambda from `catalogs/v8/lambda/vms.csv` @0f4070387edc (the
 *   files the catalog's AWS and Lambda offers were read from); Azure from `FAMILY_NAME_TO_SKYPILOT_GPU_NAME` in
 *   skypilot-org/skypilot `sky/catalog/data_fetchers/fetch_azure.py` @40654dda6e31; GCP
 *   `A100`/`A100-80GB`/`H100`/`H100-MEGA`/`H200`/`L4` as `sky show-gpus --cloud gcp` lists
 *   them; RunPod from the instance type itself (`<n>x_<AcceleratorName>_SECURE`,
 *   `sky/catalog/data_fetchers/fetch_runpod.py` @8c488dc59618).
 * - gcloud `--accelerator type=`: Compute Engine's accelerator types
 *   (https://cloud.google.com/compute/docs/gpus).
 * - dstack `resources.gpu`: `<name>:<memory>:<count>` (https://dstack.ai/docs/concepts/tasks/#resources).
 */

/** SkyPilot's accelerator name of one GPU on one cloud, `null` when SkyPilot does not list it. */
export function skypilotGpu(provider: string, gpu: string, instanceType: string): string | null {
  if (provider === 'runpod') return /^\d+x_(.+)_SECURE$/.exec(instanceType)?.[1] ?? null;
  if (provider === 'gcp' && instanceType.startsWith('a3-megagpu')) return 'H100-MEGA';
  if (provider === 'verda') return verdaGpu(gpu);
  return SKYPILOT[provider]?.[gpu] ?? null;
}

const COMMON: Readonly<Record<string, string>> = {
  't4-16gb': 'T4',
  'a10g-24gb': 'A10G',
  'a10-24gb': 'A10',
  'l4-24gb': 'L4',
  'l40s-48gb': 'L40S',
  'v100-16gb-sxm2': 'V100',
  'v100-16gb-pcie': 'V100',
  'v100-32gb-sxm2': 'V100-32GB',
  'a100-40gb-sxm': 'A100',
  'a100-40gb-pcie': 'A100',
  'a100-80gb-sxm': 'A100-80GB',
  'a100-80gb-pcie': 'A100-80GB',
  'h100-80gb-sxm': 'H100',
  'h100-80gb-pcie': 'H100',
  'h200-141gb-sxm': 'H200',
};

const SKYPILOT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // p6-b200.48xlarge is `B200` in catalogs/v8/aws/vms.csv @00148f2af367.
  aws: { ...COMMON, 'b200-180gb': 'B200' },
  gcp: COMMON,
  // Azure's NC H100 v5 (H100 NVL) is the family `StandardNCadsH100v5Family`: `H100`.
  azure: { ...COMMON, 'h100-94gb-nvl': 'H100' },
  lambda: {
    ...COMMON,
    'rtx-a6000-48gb': 'A6000',
    'gh200-96gb': 'GH200',
    'rtx-6000-24gb': 'RTX6000',
    'b200-180gb': 'B200',
  },
  // The AcceleratorName column of the v8 files the offers were read from: nebius @0082b043,
  // hyperbolic @0082b043, oci @05887511 (skypilot-org/skypilot-catalog catalogs/v8/<cloud>/vms.csv).
  nebius: { ...COMMON, 'b200-180gb': 'B200' },
  hyperbolic: { 'h100-80gb-sxm': 'H100' },
  oci: {
    'a10-24gb': 'A10',
    'a100-40gb-sxm': 'A100',
    'a100-80gb-sxm': 'A100-80GB',
    'b200-180gb': 'B200',
    'b300-262gb': 'B300',
    'gb200-192gb': 'GB200',
    'gb300-278gb': 'GB300',
    'h100-80gb-sxm': 'H100',
    'h200-141gb-sxm': 'H200',
    'l40s-48gb': 'L40S',
    'mi300x-192gb': 'MI300X',
    'mi355x-288gb': 'MI355X',
    'rtx-pro-6000-96gb': 'RTXPRO6000',
    'p100-16gb': 'P100',
    'v100-16gb-sxm2': 'V100',
  },
};

/**
 * Verda's names as SkyPilot's current fetcher writes them (`_format_accelerator_name` in
 * `sky/catalog/data_fetchers/fetch_verda.py` @d7557980086cf7d91b931b3fc70dab991248b76d): the
 * API's model with spaces as dashes, `Tesla-` dropped, an A100 named by its memory per GPU
 * (`A100` for 40 GB, `A100-80GB`). The older file (@538675a0) wrote `Tesla-V100` and
 * `A100-80GB-160GB`, names the current catalog no longer has.
 */
const VERDA: Readonly<Record<string, string>> = {
  'b300-262gb': 'B300',
  'b200-180gb': 'B200',
  'h200-141gb-sxm': 'H200',
  'h100-80gb-sxm': 'H100',
  'a100-80gb-sxm': 'A100-80GB',
  'a100-40gb-sxm': 'A100',
  'v100-16gb-sxm2': 'V100',
  'rtx-pro-6000-96gb': 'RTX-PRO-6000',
  'l40s-48gb': 'L40S',
  'rtx-6000-ada-48gb': 'RTX-6000-Ada',
  'rtx-a6000-48gb': 'RTX-A6000',
};

function verdaGpu(gpu: string): string | null {
  return VERDA[gpu] ?? null;
}

/** Compute Engine's accelerator type for `gcloud compute instances create --accelerator`. */
export function gcpAcceleratorType(gpu: string, instanceType: string): string | null {
  if (instanceType.startsWith('a3-megagpu')) return 'nvidia-h100-mega-80gb';
  return GCP[gpu] ?? null;
}

const GCP: Readonly<Record<string, string>> = {
  'a100-40gb-sxm': 'nvidia-tesla-a100',
  'a100-80gb-sxm': 'nvidia-a100-80gb',
  'h100-80gb-sxm': 'nvidia-h100-80gb',
  'h200-141gb-sxm': 'nvidia-h200-141gb',
  'l4-24gb': 'nvidia-l4',
  't4-16gb': 'nvidia-tesla-t4',
};

/**
 * dstack's GPU requirement: the GPU's name and memory per GPU (GB) with the count, e.g.
 * `A100:80GB:8`; the memory alone (`48GB:2`) for a GPU whose short name is not a data-centre one.
 */
export function dstackGpu(skypilotName: string | null, memoryGb: number | null, count: number) {
  const base = skypilotName?.split('-')[0];
  const mem = memoryGb === null ? null : `${Math.round(memoryGb)}GB`;
  const parts = [base && DSTACK_NAMES.has(base) ? base : null, mem, String(count)];
  return parts.filter((p) => p !== null).join(':');
}

const DSTACK_NAMES = new Set([
  'T4',
  'A10',
  'A10G',
  'L4',
  'L40',
  'L40S',
  'V100',
  'A100',
  'H100',
  'H200',
  'B200',
  'GH200',
  'A40',
  'MI300X',
]);
