/**
 * A three-offer catalog where only the price differs: same GPU, count, billing and capability, so
 * the ranking is the price order (performance and capability are equal for all; engine.md §5).
 */
import { DATASET_FX } from '../../../src/domain/units/money';
import type { Catalog } from '../../../src/domain/catalog/types';
import {
  OfferSchema,
  RelativeSpeedSchema,
  type OfferInput,
} from '../../../src/domain/catalog/schema';
import { ctx } from './fixtures';
import type { Quote } from '../../../src/domain/quotes';

const source = { ref: 'test fixture', date: null };
const offer = (provider: string, instance: string, price: number): OfferInput => ({
  id: `${provider}:${instance}@cn-hangzhou`,
  provider,
  instanceType: instance,
  region: 'cn-hangzhou',
  regionGroup: 'cn',
  gpu: 'a100-80gb-sxm',
  gpuCount: 1,
  gpuMemoryGiB: 80,
  vcpus: null,
  ramGiB: null,
  gpuLink: null,
  fabric: null,
  billingGranularity: 'second',
  asOf: '2025-06-01',
  source,
  currency: 'CNY',
  onDemand: price,
  spot: null,
});

export const CHEAP = 'aliyun:cheap-a100@cn-hangzhou';
export const DEAR = 'aliyun:dear-a100@cn-hangzhou';

export const rankCatalog: Catalog = {
  version: 'test',
  asOf: '2025-06-30',
  fx: DATASET_FX,
  gpus: ctx.gpus,
  providers: ctx.providers,
  offers: [offer('aliyun', 'cheap-a100', 10), offer('aliyun', 'dear-a100', 30)].map((o) =>
    OfferSchema.parse(o),
  ),
  calibration: [],
  speeds: ['train', 'finetune', 'infer', 'hpc'].map((workload) =>
    RelativeSpeedSchema.parse({
      gpu: 'a100-80gb-sxm',
      workload,
      relative: 1,
      basis: 'measured',
      method: 'fixture',
      source,
    }),
  ),
  claims: [],
  guideTable: [],
  aliases: {},
};

/** A quote for the same machine as the catalog's two offers. */
export const labQuote: Quote = {
  id: 'lab-a100',
  provider: 'Our lab',
  providerId: 'our-lab',
  instanceType: 'a100 box',
  gpu: 'a100-80gb-sxm',
  gpuCount: 1,
  price: 20,
  per: 'hour',
  currency: 'CNY',
  spot: null,
  gpuLink: null,
  fabric: null,
  regionGroup: 'cn',
  region: 'any',
  billing: 'second',
  overrides: null,
  asOf: '2025-06-01',
  note: '',
};
