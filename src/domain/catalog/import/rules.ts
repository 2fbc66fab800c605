import type { CardId } from './cards';
import type { ImportProvider } from './types';

/** Maps catalog rows to a card. `virtualised`: the family serves GPUs through vGPU, not passthrough. */
export interface CardRule {
  instance: RegExp;
  accelerator?: RegExp;
  card: CardId;
  virtualised?: boolean;
  /** Why the mapping is plausible but unconfirmed: flags the offers `gpu-model-unconfirmed`. */
  unconfirmed?: string;
  /** The host CPU is Arm (aarch64), said in the offers' notes: flags them `arm-host`. */
  armHost?: string;
}

/** Accelerators that are not GPUs: skipped and counted. */
export interface SkipRule {
  instance?: RegExp;
  accelerator?: RegExp;
  skip: string;
}

export type Rule = CardRule | SkipRule;

const NOT_GPUS: SkipRule[] = [
  { accelerator: /xilinx|vu9p|fpga/i, skip: 'not a GPU: FPGA' },
  { accelerator: /zixiao/i, skip: 'not a GPU: Tencent Zixiao inference chip' },
];

/**
 * Lambda: the accelerator name "A100"/"H100" covers PCIe and SXM, so the instance type decides.
 * `gpu_8x_a100` is Lambda's eight-GPU HGX A100 40GB machine (SXM4, as the reference dataset
 * records it); the 1-, 2- and 4-GPU `gpu_Nx_a100` types are PCIe, `_sxm4` marks the SXM4 ones.
 * `gpu_8x_v100` names no form factor: SXM2 is assumed and flagged.
 */
const LAMBDA: Rule[] = [
  { instance: /^gpu_\d+x_a10$/, accelerator: /^A10$/, card: 'a10-24gb' },
  { instance: /^gpu_\d+x_a100_80gb_sxm4$/, accelerator: /^A100/, card: 'a100-80gb-sxm' },
  { instance: /^gpu_\d+x_a100_sxm4$/, accelerator: /^A100$/, card: 'a100-40gb-sxm' },
  { instance: /^gpu_8x_a100$/, accelerator: /^A100$/, card: 'a100-40gb-sxm' },
  { instance: /^gpu_[124]x_a100$/, accelerator: /^A100$/, card: 'a100-40gb-pcie' },
  { instance: /^gpu_\d+x_h100_pcie$/, accelerator: /^H100$/, card: 'h100-80gb-pcie' },
  { instance: /^gpu_\d+x_h100_sxm5$/, accelerator: /^H100$/, card: 'h100-80gb-sxm' },
  {
    instance: /^gpu_\d+x_gh200$/,
    accelerator: /^GH200$/,
    card: 'gh200-96gb',
    armHost:
      'GH200 is the Grace Hopper superchip: the host CPU is NVIDIA Grace, an Arm (aarch64) CPU, so x86-only software and container images do not run.',
  },
  { instance: /^gpu_\d+x_a6000$/, accelerator: /^A6000$/, card: 'rtx-a6000-48gb' },
  { instance: /^gpu_\d+x_rtx6000$/, accelerator: /^RTX6000$/, card: 'rtx-6000-24gb' },
  { instance: /^gpu_\d+x_b200_sxm6$/, accelerator: /^B200$/, card: 'b200-180gb' },
  {
    // `gpu_8x_v100_n` (v8 files): the same 8× V100 16 GB with 88 vCPUs instead of 92.
    instance: /^gpu_8x_v100(_n)?$/,
    accelerator: /^V100$/,
    card: 'v100-16gb-sxm2',
    unconfirmed: 'The catalog gives V100 16 GB without form factor: SXM2 assumed.',
  },
];

/**
 * RunPod's instance type is `<count>x_<GPU>_<cloud>`. Its names follow RunPod's API, where plain
 * "A100-80GB" and "H100" are the PCIe cards (SkyPilot renames `A100-PCIe` and `H100-PCIe` so).
 */
const runpod = (gpu: string, card: CardId): CardRule => ({
  instance: new RegExp(`^\\d+x_${gpu}_[A-Z]+$`),
  card,
});
const RUNPOD: Rule[] = [
  runpod('A100-80GB', 'a100-80gb-pcie'),
  runpod('A100-80GB-SXM', 'a100-80gb-sxm'),
  runpod('A40', 'a40-48gb'),
  runpod('B200', 'b200-180gb'),
  runpod('H100', 'h100-80gb-pcie'),
  runpod('H100-NVL', 'h100-94gb-nvl'),
  runpod('H100-SXM', 'h100-80gb-sxm'),
  runpod('H200-SXM', 'h200-141gb-sxm'),
  runpod('L4', 'l4-24gb'),
  runpod('L40', 'l40-48gb'),
  runpod('L40S', 'l40s-48gb'),
  runpod('MI300X', 'mi300x-192gb'),
  runpod('RTX3090', 'rtx-3090-24gb'),
  runpod('RTX4090', 'rtx-4090-24gb'),
  runpod('RTX4000-Ada', 'rtx-4000-ada-20gb'),
  runpod('RTX6000-Ada', 'rtx-6000-ada-48gb'),
  runpod('RTXA4000', 'rtx-a4000-16gb'),
  runpod('RTXA4500', 'rtx-a4500-20gb'),
  runpod('RTXA5000', 'rtx-a5000-24gb'),
  runpod('RTXA6000', 'rtx-a6000-48gb'),
];

/** Alibaba ECS families (`ecs.<family>[-…].<size>`); sgn, vgn and ga1 (AMD MxGPU) serve vGPUs. */
const aliyun = (
  names: string,
  card: CardId,
  more: Omit<CardRule, 'instance' | 'card'> = {},
): CardRule => ({
  instance: new RegExp(`^ecs\\.(${names})[.-]`),
  card,
  ...more,
});
const VGPU = { virtualised: true };
const ALIYUN: Rule[] = [
  aliyun('gn6i|ebmgn6i', 't4-16gb'),
  aliyun('vgn6i|sgn6i', 't4-16gb', VGPU),
  aliyun('gn6v|ebmgn6v', 'v100-16gb-sxm2'),
  aliyun('gn6e', 'v100-32gb-sxm2'),
  aliyun('gn5', 'p100-16gb'),
  aliyun('gn5i', 'p4-8gb'),
  aliyun('gn7i|ebmgn7i|ebmgn7ix', 'a10-24gb'),
  aliyun('vgn7i|sgn7i', 'a10-24gb', VGPU),
  aliyun('gn7e|sccgn7ex', 'a100-80gb-sxm', {
    unconfirmed: "The catalog says 'A100 80G' without form factor: the SXM4 part is assumed.",
  }),
  aliyun('ebmgn7v', 'a800-40gb'),
  aliyun('gn7s', 'a30-24gb'),
  aliyun('gn7r', 'ga107-16gb'),
  aliyun('gn7t|ebmgn7t', 'aliyun-g39-24gb'),
  aliyun('gn8is|ebmgn8is|gn8ia', 'l20-48gb'),
  aliyun('gn8t|ebmgn8t|ebmgn8ts', 'aliyun-g49-24gb'),
  aliyun('gn8te|ebmgn8te', 'aliyun-g49e-48gb'),
  aliyun('gn8v|ebmgn8v', 'aliyun-h-96gb'),
  aliyun('gn8e|gn8ep', 'aliyun-h-e-141gb'),
  aliyun('gn8ga|ebmgn8ga', 'rtx-5880-ada-48gb'),
  aliyun('sgn8ga', 'rtx-5880-ada-48gb', VGPU),
  aliyun('sgn8ia', 'aliyun-v8-48gb', VGPU),
  aliyun('gn9g|gn9gc|ebmgn9gc|ebmgn9ge', 'l20n-48gb', { accelerator: /48G$/ }),
  aliyun('gn9g|gn9gc|ebmgn9gc|ebmgn9ge', 'l20n-72gb', { accelerator: /72G$/ }),
  aliyun('gn9t|ebmgn9t', 'aliyun-g59-32gb'),
  aliyun('ga1', 'firepro-s7150-8gb', VGPU),
  aliyun('ebmgi6s', 'intel-sg1'),
  aliyun('ebmgp7i|ebmgp7ix', 'a910x-48gb'),
  aliyun('av8m', 'vg1000-64gb'),
];

/** Tencent CVM families (`<FAMILY>.<size>`). GN10X/GN10Xp and GT4 are NVLink machines. */
const tencent = (names: string, card: CardId): CardRule => ({
  instance: new RegExp(`^(${names})\\.`),
  card,
});
const TENCENT: Rule[] = [
  tencent('GN7|GN7vi|GI3X', 't4-16gb'),
  tencent('GN10X|GN10Xp', 'v100-32gb-sxm2'),
  tencent('GN6|GN6S', 'p4-8gb'),
  tencent('GN8', 'p40-24gb'),
  tencent('GNV4|PNV4', 'a10-24gb'),
  tencent('GT4', 'a100-40gb-sxm'),
  tencent('GI1', 'intel-sg1'),
];

/**
 * Nebius: the instance type names the card and its form factor (`gpu-h100-sxm_…`); the L40S
 * platforms `gpu-l40s-a` and `gpu-l40s-d` differ only in the host CPU.
 */
const NEBIUS: Rule[] = [
  { instance: /^gpu-h100-sxm_/, accelerator: /^H100$/, card: 'h100-80gb-sxm' },
  { instance: /^gpu-h200-sxm_/, accelerator: /^H200$/, card: 'h200-141gb-sxm' },
  { instance: /^gpu-b200-sxm_/, accelerator: /^B200$/, card: 'b200-180gb' },
  { instance: /^gpu-l40s-[a-z]_/, accelerator: /^L40S$/, card: 'l40s-48gb' },
];

const GRACE =
  'The host CPU is NVIDIA Grace, an Arm (aarch64) CPU: x86-only software and container images do not run.';

/**
 * OCI shapes: `BM.` is a bare-metal node (all its GPUs), `VM.` a virtual machine. The HGX shapes
 * (A100, H100, H200, B200, B300) are SXM boards; BM.GPU4.8 is the 8× A100 40 GB node and
 * BM.GPU.A100-v2.8 the 8× A100 80 GB one. GPU2 is P100, GPU3 V100 16 GB (form factor not stated:
 * SXM2 assumed).
 */
const oci = (shape: string) => new RegExp(`^(BM|VM)\\.${shape}\\.\\d+$`);
const OCI: Rule[] = [
  { instance: oci('GPU\\.A10'), accelerator: /^A10$/, card: 'a10-24gb' },
  { instance: oci('GPU\\.A100-v2'), accelerator: /^A100-80GB$/, card: 'a100-80gb-sxm' },
  { instance: oci('GPU4'), accelerator: /^A100$/, card: 'a100-40gb-sxm' },
  { instance: oci('GPU\\.B200'), accelerator: /^B200$/, card: 'b200-180gb' },
  { instance: oci('GPU\\.B300'), accelerator: /^B300$/, card: 'b300-262gb' },
  { instance: oci('GPU\\.GB200'), accelerator: /^GB200$/, card: 'gb200-192gb', armHost: GRACE },
  { instance: oci('GPU\\.GB300'), accelerator: /^GB300$/, card: 'gb300-278gb', armHost: GRACE },
  { instance: oci('GPU\\.H100'), accelerator: /^H100$/, card: 'h100-80gb-sxm' },
  { instance: oci('GPU\\.H200'), accelerator: /^H200$/, card: 'h200-141gb-sxm' },
  { instance: oci('GPU\\.L40S'), accelerator: /^L40S$/, card: 'l40s-48gb' },
  { instance: oci('GPU\\.MI300X'), accelerator: /^MI300X$/, card: 'mi300x-192gb' },
  { instance: oci('GPU\\.MI355X'), accelerator: /^MI355X$/, card: 'mi355x-288gb' },
  { instance: oci('GPU\\.RTXPRO'), accelerator: /^RTXPRO6000$/, card: 'rtx-pro-6000-96gb' },
  { instance: oci('GPU2'), accelerator: /^P100$/, card: 'p100-16gb' },
  {
    instance: oci('GPU3'),
    accelerator: /^V100$/,
    card: 'v100-16gb-sxm2',
    unconfirmed: 'The catalog gives V100 16 GB without form factor: SXM2 assumed.',
  },
];

/**
 * Verda (formerly DataCrunch): `<count><GPU>[.<memory>S].<vCPUs>V`; the `S` types are SXM boards.
 * The A100 80 GB types without the `S` mark (`1A100.22V`) and the V100 types name no form factor.
 */
const verda = (gpu: string) => new RegExp(`^\\d+${gpu}\\.`);
const VERDA: Rule[] = [
  { instance: verda('B300'), accelerator: /^B300$/, card: 'b300-262gb' },
  { instance: verda('B200'), accelerator: /^B200$/, card: 'b200-180gb' },
  { instance: verda('H200\\.141S'), accelerator: /^H200$/, card: 'h200-141gb-sxm' },
  { instance: verda('H100\\.80S'), accelerator: /^H100$/, card: 'h100-80gb-sxm' },
  { instance: verda('A100\\.40S'), accelerator: /^A100-40GB/, card: 'a100-40gb-sxm' },
  {
    instance: /^\d+A100\.\d+V$/,
    accelerator: /^A100-80GB/,
    card: 'a100-80gb-sxm',
    unconfirmed: 'The catalog says A100-80GB without form factor: the SXM4 part is assumed.',
  },
  {
    instance: verda('V100'),
    accelerator: /^Tesla-V100$/,
    card: 'v100-16gb-sxm2',
    unconfirmed: 'The catalog gives Tesla V100 16 GB without form factor: SXM2 assumed.',
  },
  { instance: verda('RTXPRO6000'), accelerator: /^RTX-PRO-6000$/, card: 'rtx-pro-6000-96gb' },
  { instance: verda('L40S'), accelerator: /^L40S$/, card: 'l40s-48gb' },
  { instance: verda('RTX6000ADA'), accelerator: /^RTX-6000-Ada$/, card: 'rtx-6000-ada-48gb' },
  { instance: verda('A6000'), accelerator: /^RTX-A6000$/, card: 'rtx-a6000-48gb' },
];

/**
 * Hyperbolic: `<n>x-H100-<vCPUs>-<RAM>`; GpuInfo names the card "NVIDIA-H100-80GB-HBM3", the name
 * the H100 SXM5 reports (the PCIe card has HBM2e and reports "H100 PCIe").
 */
const HYPERBOLIC: Rule[] = [
  { instance: /^\d+x-H100-/, accelerator: /^H100$/, card: 'h100-80gb-sxm' },
];

/** The explicit mapping table: per provider, the first rule that matches a row wins. */
export const RULES: Readonly<Record<ImportProvider, readonly Rule[]>> = {
  lambda: [...NOT_GPUS, ...LAMBDA],
  runpod: [...NOT_GPUS, ...RUNPOD],
  aliyun: [...NOT_GPUS, ...ALIYUN],
  tencent: [...NOT_GPUS, ...TENCENT],
  nebius: [...NOT_GPUS, ...NEBIUS],
  oci: [...NOT_GPUS, ...OCI],
  verda: [...NOT_GPUS, ...VERDA],
  hyperbolic: [...NOT_GPUS, ...HYPERBOLIC],
};

/**
 * Regions kept per provider, where a file lists every shape in every region at one price and
 * importing all of them would repeat the same offers dozens of times. OCI's v8 file lists all 21
 * GPU shapes in every OCI region and availability domain at OCI's single global price; the
 * catalog keeps two US regions. Rows in other regions are skipped and counted.
 */
export const KEPT_REGIONS: Readonly<Partial<Record<ImportProvider, readonly string[]>>> = {
  oci: ['us-phoenix-1', 'us-sanjose-1'],
};

export function findRule(
  rules: readonly Rule[],
  instanceType: string,
  accelerator: string,
): Rule | null {
  return (
    rules.find(
      (r) =>
        (!r.instance || r.instance.test(instanceType)) &&
        (!r.accelerator || r.accelerator.test(accelerator)),
    ) ?? null
  );
}
