/**
 * The GPU cards the catalog files name, by dataset GPU id: display name, vendor and memory of
 * one whole card in GiB. Ids the curated GPU table defines are used as they are; the others
 * become GPU entries with unknown specs (name, vendor, memory; everything else null).
 * Memory: as the catalog files list it where they do (Lambda's GpuInfo MiB, Alibaba's GpuInfo
 * "48GB"); otherwise the size in the card's product name or datasheet (RunPod and Tencent list no
 * GPU memory). `null` where neither says.
 */
export interface Card {
  name: string;
  vendor: 'NVIDIA' | 'AMD' | 'other';
  memoryGiB: number | null;
  /**
   * How several of these cards in one machine talk: `nvlink` for SXM, NVL and HGX parts,
   * `pcie` for cards that have no NVLink at all, `null` when a bridge may or may not be fitted.
   */
  link: 'nvlink' | 'pcie' | null;
}

const nvidia = (name: string, memoryGiB: number, link: Card['link'] = null): Card => ({
  name,
  vendor: 'NVIDIA',
  memoryGiB,
  link,
});
const other = (name: string, memoryGiB: number | null): Card => ({
  name,
  vendor: 'other',
  memoryGiB,
  link: null,
});

export const CARDS = {
  // In the curated GPU table.
  't4-16gb': nvidia('T4', 16, 'pcie'),
  'a10-24gb': nvidia('A10', 24, 'pcie'),
  'l4-24gb': nvidia('L4', 24, 'pcie'),
  'l40-48gb': nvidia('L40', 48, 'pcie'),
  'l40s-48gb': nvidia('L40S', 48, 'pcie'),
  'l20-48gb': nvidia('L20', 48, 'pcie'),
  'v100-16gb-sxm2': nvidia('V100 16GB SXM2', 16, 'nvlink'),
  'v100-32gb-sxm2': nvidia('V100 32GB SXM2', 32, 'nvlink'),
  'a100-40gb-pcie': nvidia('A100 40GB PCIe', 40),
  'a100-40gb-sxm': nvidia('A100 40GB SXM4', 40, 'nvlink'),
  'a100-80gb-pcie': nvidia('A100 80GB PCIe', 80),
  'a100-80gb-sxm': nvidia('A100 80GB SXM4', 80, 'nvlink'),
  'a800-40gb': nvidia('A800 40GB', 40),
  'h100-80gb-pcie': nvidia('H100 80GB PCIe', 80),
  'h100-80gb-sxm': nvidia('H100 80GB SXM5', 80, 'nvlink'),
  'h100-94gb-nvl': nvidia('H100 NVL 94GB', 94, 'nvlink'),
  'h200-141gb-sxm': nvidia('H200 141GB SXM', 141, 'nvlink'),
  'h20-96gb': nvidia('H20 96GB', 96, 'nvlink'),
  'gh200-96gb': nvidia('GH200 96GB', 96),
  'rtx-3090-24gb': nvidia('GeForce RTX 3090', 24),
  'rtx-4090-24gb': nvidia('GeForce RTX 4090', 24, 'pcie'),
  'mi300x-192gb': { name: 'Instinct MI300X', vendor: 'AMD', memoryGiB: 192, link: null },
  // Not in the curated table: kept with unknown specs.
  'rtx-a4000-16gb': nvidia('RTX A4000', 16, 'pcie'),
  'rtx-a4500-20gb': nvidia('RTX A4500', 20),
  'rtx-a5000-24gb': nvidia('RTX A5000', 24),
  'rtx-a6000-48gb': nvidia('RTX A6000', 48),
  'rtx-6000-24gb': nvidia('Quadro RTX 6000', 24),
  'rtx-4000-ada-20gb': nvidia('RTX 4000 Ada', 20, 'pcie'),
  'rtx-6000-ada-48gb': nvidia('RTX 6000 Ada', 48, 'pcie'),
  'rtx-5880-ada-48gb': nvidia('RTX 5880 Ada', 48, 'pcie'),
  'a40-48gb': nvidia('A40', 48),
  'a30-24gb': nvidia('A30', 24),
  'b200-180gb': nvidia('B200', 180, 'nvlink'),
  // OCI's and Verda's v8 files: memory of one GPU as their GpuInfo gives it (MiB ÷ 1024; B300:
  // Verda's one-GPU row, 268,288 MiB; OCI writes 268,800 MiB per GPU).
  'b300-262gb': nvidia('B300', 262, 'nvlink'),
  'gb200-192gb': nvidia('GB200', 192, 'nvlink'),
  'gb300-278gb': nvidia('GB300', 278, 'nvlink'),
  'rtx-pro-6000-96gb': nvidia('RTX PRO 6000 Blackwell', 96, 'pcie'),
  'mi355x-288gb': { name: 'Instinct MI355X', vendor: 'AMD', memoryGiB: 288, link: null },
  'p4-8gb': nvidia('Tesla P4', 8, 'pcie'),
  'p40-24gb': nvidia('Tesla P40', 24, 'pcie'),
  'p100-16gb': nvidia('Tesla P100 16GB', 16),
  'ga107-16gb': nvidia('GA107', 16),
  'firepro-s7150-8gb': { name: 'FirePro S7150', vendor: 'AMD', memoryGiB: 8, link: null },
  'intel-sg1': other('Intel Server GPU SG1', null),
  // Alibaba's own labels: the catalog names no vendor or model behind them.
  'aliyun-g39-24gb': other('G39 (Alibaba label)', 24),
  'aliyun-g49-24gb': other('G49 (Alibaba label)', 24),
  'aliyun-g49e-48gb': other('G49E (Alibaba label)', 48),
  'aliyun-g59-32gb': other('G59 (Alibaba label)', 32),
  'aliyun-h-96gb': other('H (Alibaba label)', 96),
  'aliyun-h-e-141gb': other('H-e (Alibaba label)', 141),
  'aliyun-v8-48gb': other('v8 (Alibaba vGPU label)', 48),
  'l20n-48gb': other('L20N 48G (Alibaba label)', 48),
  'l20n-72gb': other('L20N 72G (Alibaba label)', 72),
  'a910x-48gb': other('A910X (Alibaba label)', 48),
  'vg1000-64gb': other('VG1000 (Alibaba label)', 64),
} as const satisfies Record<string, Card>;

export type CardId = keyof typeof CARDS;
