import { GpuSchema, OfferSchema, ProviderSchema } from '../../../src/domain/catalog/schema';
import type { QuoteContext } from '../../../src/domain/quotes';
import type { Quote } from '../../../src/domain/quotes';
import { gpu, offerAt, provider, unknownFact } from '../../fixtures/catalog/minimal';

const source = { ref: 'test fixture', date: null };
const named = (id: string, name: string, memoryGiB: number) =>
  GpuSchema.parse(gpu(id, memoryGiB, { name, source }));
const company = (id: string, en: string, zh: string) =>
  ProviderSchema.parse(provider(id, { name: { en, zh }, billingGranularity: unknownFact }));

export const ALIYUN_A100 = 'aliyun:ecs.gn7e-c16g1.4xlarge@cn-hangzhou';

export const ctx: QuoteContext = {
  gpus: [
    named('a100-80gb-sxm', 'A100 80GB SXM', 80),
    named('v100-32gb-sxm2', 'V100 32GB SXM2', 32),
    named('rtx-3090-24gb', 'RTX 3090', 24),
  ],
  providers: [
    company('aliyun', 'Alibaba Cloud', '阿里云'),
    company('huawei', 'Huawei Cloud', '华为云'),
  ],
  offers: [
    OfferSchema.parse(
      offerAt(ALIYUN_A100, {
        regionGroup: 'cn',
        zoneCount: 3,
        vcpus: 16,
        ramGiB: 125,
        asOf: '2025-05-01',
        source,
        currency: 'CNY',
        onDemand: 34.74,
        spot: 7.2,
      }),
    ),
  ],
  today: '2025-06-30',
};

/** A Huawei quote as a user would enter it. */
export const huaweiQuote: Quote = {
  id: 'huawei-cloud-p2v-8xlarge-8',
  provider: 'Huawei Cloud',
  providerId: 'huawei',
  instanceType: 'p2v.8xlarge.8',
  gpu: 'v100-32gb-sxm2',
  gpuCount: 4,
  price: 60,
  per: 'hour',
  currency: 'CNY',
  spot: null,
  gpuLink: 'nvlink',
  fabric: null,
  regionGroup: 'cn',
  region: 'any',
  billing: null,
  overrides: null,
  asOf: '2025-06-01',
  note: 'negotiated, valid to December',
};

export const bytes = (text: string) => new TextEncoder().encode(text);
