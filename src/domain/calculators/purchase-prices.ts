/**
 * Purchase prices per GPU for the own-vs-rent comparison, each as its source states it, with the
 * source's date. No row for a GPU no source prices (H20, L40S …): the user types one, and the
 * page says the price is theirs.
 */
import type { Currency } from '../units/money';

export interface PurchasePrice {
  /** GPU ids of the dataset the price stands for. */
  gpus: readonly string[];
  /** Price of one GPU (card or module), in `currency`. */
  price: number;
  currency: Currency;
  /** What the source priced, in its words. */
  what: string;
  source: string;
  /** The source's date, YYYY-MM-DD. */
  asOf: string;
}

const PRICES_2023 = 'http://m.boke.042.cn/zixun/2023/0629/17096.html';

export const PURCHASE_PRICES: readonly PurchasePrice[] = [
  {
    gpus: ['h100-80gb-sxm', 'h100-80gb-pcie'],
    price: 36_500,
    currency: 'USD',
    what: 'H100 accelerator card, selling price (“售价3.65万美元”)',
    source: PRICES_2023,
    asOf: '2023-06-29',
  },
  {
    gpus: ['a100-80gb-sxm', 'a100-80gb-pcie', 'a100-40gb-sxm', 'a100-40gb-pcie'],
    price: 15_000,
    currency: 'USD',
    what: 'A100 accelerator card, memory size not stated (“售价在1.5万美元”)',
    source: PRICES_2023,
    asOf: '2023-06-29',
  },
  {
    gpus: ['a800-80gb', 'a800-40gb'],
    price: 12_000,
    currency: 'USD',
    what: 'A800 accelerator card, memory size not stated (“售价12000美元”)',
    source: PRICES_2023,
    asOf: '2023-06-29',
  },
  {
    gpus: ['rtx-4090-24gb'],
    price: 1_599,
    currency: 'USD',
    what: 'GeForce RTX 4090, launch price (US)',
    source: 'https://www.pcgamer.com/nvidia-geforce-rtx-4090-release-date-price-specs-performance/',
    asOf: '2022-09-21',
  },
];

/** The sourced purchase price of one GPU of this model, or `null` when no source prices it. */
export const purchasePrice = (gpu: string): PurchasePrice | null =>
  PURCHASE_PRICES.find((p) => p.gpus.includes(gpu)) ?? null;
