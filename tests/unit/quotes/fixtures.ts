import {
  GpuSchema,
  OfferSchema,
  ProviderSchema,
  type GpuInput,
  type OfferInput,
} from '../../../src/domain/catalog/schema';
import type { QuoteContext } from '../../../src/domain/quotes';
import type { Quote } from '../../../src/domain/quotes';

const source = { ref: 'test fixture', date: null };
const gpu = (id: string, name: string, memoryGiB: number): GpuInput => ({
  id,
  name,
  vendor: 'NVIDIA',
  architecture: null,
  memoryGiB,
  bandwidthTBps: null,
  fp32Tflops: null,
  tf32Tflops: null,
  bf16Tflops: null,
  fp8Tflops: null,
  fp64VectorTflops: null,
  fp64TensorTflops: null,
  tdpW: null,
  interconnect: null,
  computeCapability: null,
  releaseYear: null,
  source,
});
const unknownFact = { value: null, text: null, source: null };
const provider = (id: string, en: string, zh: string) =>
  ProviderSchema.parse({
    id,
    name: { en, zh },
    billingGranularity: unknownFact,
    minimumChargeMinutes: unknownFact,
    spotNoticeMinutes: unknownFact,
    spotNoticeDelivery: unknownFact,
    spotInterruptionsPerDay: unknownFact,
    refundRule: unknownFact,
    freeTrial: unknownFact,
    website: null,
  });

export const ALIYUN_A100 = 'aliyun:ecs.gn7e-c16g1.4xlarge@cn-hangzhou';

const offer: OfferInput = {
  id: ALIYUN_A100,
  provider: 'aliyun',
  instanceType: 'ecs.gn7e-c16g1.4xlarge',
  region: 'cn-hangzhou',
  regionGroup: 'cn',
  zoneCount: 3,
  gpu: 'a100-80gb-sxm',
  gpuCount: 1,
  gpuMemoryGiB: 80,
  vcpus: 16,
  ramGiB: 125,
  gpuLink: null,
  fabric: null,
  asOf: '2025-05-01',
  source,
  currency: 'CNY',
  onDemand: 34.74,
  spot: 7.2,
};

export const ctx: QuoteContext = {
  gpus: [
    GpuSchema.parse(gpu('a100-80gb-sxm', 'A100 80GB SXM', 80)),
    GpuSchema.parse(gpu('v100-32gb-sxm2', 'V100 32GB SXM2', 32)),
    GpuSchema.parse(gpu('rtx-3090-24gb', 'RTX 3090', 24)),
  ],
  providers: [
    provider('aliyun', 'Alibaba Cloud', '阿里云'),
    provider('huawei', 'Huawei Cloud', '华为云'),
  ],
  offers: [OfferSchema.parse(offer)],
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
