/**
 * An independent re-check of Nebius, Verda and Tencent prices: each row is an on-demand price for
 * one catalog offer, read from a dated public copy other than the one the offer's price comes
 * from, in the offer's currency, per instance-hour. A row more than 10 % from the offer's price
 * must be on an offer flagged `sources-disagree` (tests/unit/catalog/rechecks-east.test.ts).
 *
 * Found but not usable here: Alibaba's international prices in OpenComputePrices' getdeploying
 * snapshot of 2026-03-22 name no region; Baidu's and Huawei's prices have no dated public copy
 * (Huawei's offers are at price on request).
 */
import type { RecheckRow } from './types';

const SILYBENCH =
  'github:tgarg01/silybench-data derived/csv/gpu_prices.csv @045df3bf56b8d62c58f108fc43cb397306b83331 (nebius.com/prices, checked 2026-09-25; per GPU-hour × the preset’s GPUs)';
const GETDEPLOYING =
  'github:thatkavish/OpenComputePrices data/getdeploying.csv @26428de (snapshot 2026-03-22T23:33:45Z, provider verda)';
const QCLOUD =
  'github:chen56/qcloud-price data/cvm-price.csv @162b20ebf24e56f17fa3b657d68dbaeeb64ba0f9 (Tencent CVM price table of 2022-05-20, 上海, LINUX, 按量T1)';

export const eastRechecks: readonly RecheckRow[] = [
  // Nebius: on-demand per GPU-hour on nebius.com/prices, 2026-09-25.
  {
    offerId: 'nebius:gpu-h100-sxm_1gpu-16vcpu-200gb@eu-north1',
    price: 'onDemand',
    value: 3.85,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-h100-sxm_8gpu-128vcpu-1600gb@eu-north1',
    price: 'onDemand',
    value: 30.8,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-h200-sxm_1gpu-16vcpu-200gb@eu-north1',
    price: 'onDemand',
    value: 4.5,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-h200-sxm_1gpu-16vcpu-200gb@eu-west1',
    price: 'onDemand',
    value: 4.5,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-h200-sxm_1gpu-16vcpu-200gb@us-central1',
    price: 'onDemand',
    value: 4.5,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-b200-sxm_8gpu-160vcpu-1792gb@us-central1',
    price: 'onDemand',
    value: 57.2,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  {
    offerId: 'nebius:gpu-l40s-a_1gpu-8vcpu-32gb@eu-north1',
    price: 'onDemand',
    value: 1.55,
    currency: 'USD',
    asOf: '2026-09-25',
    source: SILYBENCH,
  },
  // Verda: getdeploying.com's pages as OpenComputePrices captured them (older than the API's
  // prices of 2026-08-18 the offers carry, so the H200 and B200 differ and are flagged).
  {
    offerId: 'verda:1V100.6V@FIN-03',
    price: 'onDemand',
    value: 0.14,
    currency: 'USD',
    asOf: '2026-03-22',
    source: GETDEPLOYING,
  },
  {
    offerId: 'verda:8V100.48V@FIN-03',
    price: 'onDemand',
    value: 1.12,
    currency: 'USD',
    asOf: '2026-03-22',
    source: GETDEPLOYING,
  },
  {
    offerId: 'verda:1H200.141S.44V@FIN-02',
    price: 'onDemand',
    value: 3.39,
    currency: 'USD',
    asOf: '2026-03-22',
    source: GETDEPLOYING,
  },
  {
    offerId: 'verda:1B200.30V@FIN-03',
    price: 'onDemand',
    value: 4.89,
    currency: 'USD',
    asOf: '2026-03-22',
    source: GETDEPLOYING,
  },
  {
    offerId: 'verda:1B300.30V@FIN-03',
    price: 'onDemand',
    value: 6.99,
    currency: 'USD',
    asOf: '2026-03-22',
    source: GETDEPLOYING,
  },
  // Tencent: the CVM price table's hourly column (the instance alone; the catalog's price adds a
  // system disk of 0.05 CNY an hour).
  {
    offerId: 'tencent:GN6S.LARGE20@ap-shanghai',
    price: 'onDemand',
    value: 6.94,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN7.2XLARGE32@ap-shanghai',
    price: 'onDemand',
    value: 8.68,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN7.5XLARGE80@ap-shanghai',
    price: 'onDemand',
    value: 13.89,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN7.8XLARGE128@ap-shanghai',
    price: 'onDemand',
    value: 19.1,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN7.10XLARGE160@ap-shanghai',
    price: 'onDemand',
    value: 27.78,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN7.20XLARGE320@ap-shanghai',
    price: 'onDemand',
    value: 55.55,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10X.2XLARGE40@ap-shanghai',
    price: 'onDemand',
    value: 18.04,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10X.9XLARGE160@ap-shanghai',
    price: 'onDemand',
    value: 72.98,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10X.18XLARGE320@ap-shanghai',
    price: 'onDemand',
    value: 145.96,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10Xp.2XLARGE40@ap-shanghai',
    price: 'onDemand',
    value: 11.98,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10Xp.5XLARGE80@ap-shanghai',
    price: 'onDemand',
    value: 23.96,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10Xp.10XLARGE160@ap-shanghai',
    price: 'onDemand',
    value: 47.92,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GN10Xp.20XLARGE320@ap-shanghai',
    price: 'onDemand',
    value: 95.84,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GT4.4XLARGE96@ap-shanghai',
    price: 'onDemand',
    value: 28.64,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GT4.8XLARGE192@ap-shanghai',
    price: 'onDemand',
    value: 57.28,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GT4.20XLARGE474@ap-shanghai',
    price: 'onDemand',
    value: 118.75,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
  {
    offerId: 'tencent:GT4.41XLARGE948@ap-shanghai',
    price: 'onDemand',
    value: 237.51,
    currency: 'CNY',
    asOf: '2022-05-20',
    source: QCLOUD,
  },
];
