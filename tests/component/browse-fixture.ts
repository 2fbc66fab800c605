/**
 * A small catalog for the browse tests: prices chosen so that every expected value can be
 * worked out by hand (7.2 CNY per USD, one month = 730 h).
 */
import { ClaimSchema } from '../../src/domain/catalog/schema';
import type { Catalog } from '../../src/domain/catalog/types';
import { catalogOf, gpu, offerAt, provider } from '../fixtures/catalog/minimal';

const source = { ref: 'https://example.org/prices', date: '2025-05-01' };

const named = (id: string, name: string, memoryGiB: number) => gpu(id, memoryGiB, { name, source });

const company = (
  id: string,
  en: string,
  zh: string,
  billing: 'second' | 'minute' | 'hour' | null,
) =>
  provider(id, {
    name: { en, zh },
    billingGranularity: { value: billing, text: null, source: billing ? source : null },
  });

/** An offer as the browse tests need it: sizes unknown unless given, dated 2025-05-01. */
const offer = (id: string, o: Record<string, unknown>) =>
  offerAt(id, {
    regionGroup: /@(cn-|ap-)/.test(id) ? 'cn' : 'global',
    gpuMemoryGiB: null,
    vcpus: null,
    ramGiB: null,
    asOf: '2025-05-01',
    source,
    ...o,
  });

/** A commitment row (a subscription, reservation or savings plan) of a fixture offer. */
const commitment = (
  kind: 'subscription' | 'reserved' | 'savings-plan',
  termMonths: number,
  upfront: 'none' | 'partial' | 'all',
  upfrontPrice: number,
  hourly: number,
  ref: string,
) => ({
  kind,
  termMonths,
  upfront,
  upfrontPrice,
  hourly,
  asOf: '2025-04-01',
  asOfKind: 'captured',
  source: { ref, date: '2025-04-01' },
});

const ALIYUN_SUB = 'https://example.org/aliyun-subscription';
const AWS_RI = 'https://example.org/aws-reserved';

const FIXTURE_OFFERS = [
  // A month's subscription 14,600 CNY (÷ 730 h = 20 CNY an hour); a year 131,400 (÷ 8,760 h = 15).
  offer('aliyun:gn7e-c16g1.4xlarge@cn-hangzhou', {
    gpu: 'a100-80gb-sxm',
    gpuCount: 1,
    gpuMemoryGiB: 80,
    vcpus: 16,
    ramGiB: 125,
    currency: 'CNY',
    onDemand: 36,
    spot: 12,
    monthly: 14_600,
    commitments: [
      commitment('subscription', 1, 'all', 14_600, 0, ALIYUN_SUB),
      commitment('subscription', 12, 'all', 131_400, 0, ALIYUN_SUB),
    ],
  }),
  offer('aliyun:gn7e-c16g1.4xlarge@cn-beijing', {
    gpu: 'a100-80gb-sxm',
    gpuCount: 1,
    gpuMemoryGiB: 80,
    vcpus: 16,
    ramGiB: 125,
    currency: 'CNY',
    onDemand: 38,
    spot: 10,
  }),
  offer('aliyun:gn7e-c16g1.4xlarge@us-east-1', {
    gpu: 'a100-80gb-sxm',
    gpuCount: 1,
    gpuMemoryGiB: 80,
    vcpus: 16,
    ramGiB: 125,
    currency: 'CNY',
    onDemand: 30,
    spot: null,
  }),
  offer('tencent:GT4.41XLARGE948@ap-shanghai', {
    gpu: 'a100-40gb-sxm',
    gpuCount: 8,
    gpuMemoryGiB: 320,
    vcpus: 164,
    ramGiB: 948,
    gpuLink: 'nvlink',
    currency: 'CNY',
    onDemand: 248,
    spot: null,
  }),
  offer('aws:p4d.24xlarge@us-east-1', {
    gpu: 'a100-40gb-sxm',
    gpuCount: 8,
    gpuMemoryGiB: 320,
    vcpus: 96,
    ramGiB: 1152,
    gpuLink: 'nvlink',
    fabric: 'efa',
    currency: 'USD',
    onDemand: 32,
    spot: 12.8,
    // One year partial upfront: (70,080 + 8 × 8,760) ÷ 8,760 h = 16 USD an hour, 2 per GPU.
    // Three years: all upfront 262,800 ÷ 26,280 h = 10 an hour; a savings plan at 9.6 is cheaper.
    commitments: [
      commitment('reserved', 12, 'partial', 70_080, 8, AWS_RI),
      commitment('reserved', 36, 'all', 262_800, 0, AWS_RI),
      commitment('savings-plan', 36, 'none', 0, 9.6, AWS_RI),
    ],
  }),
  offer('huawei:p3.8xlarge.8@cn-north-4', {
    gpu: 'a100-80gb-sxm',
    gpuCount: 4,
    gpuMemoryGiB: 320,
    vcpus: 32,
    ramGiB: 256,
    gpuLink: 'nvlink',
    currency: 'CNY',
    onDemand: null,
    spot: null,
  }),
  offer('runpod:1x_A100-80GB-PCIe@us-ks-2', {
    gpu: 'a100-80gb-pcie',
    gpuCount: 1,
    gpuMemoryGiB: 80,
    currency: 'USD',
    onDemand: 1.64,
    spot: 1.19,
    asOf: '2024-06-01',
  }),
  offer('lambda:gpu_1x_h100_pcie@us-east-1', {
    gpu: 'h100-80gb-pcie',
    gpuCount: 1,
    gpuMemoryGiB: 80,
    currency: 'USD',
    onDemand: 2.49,
    spot: null,
  }),
  offer('aliyun:vgn7i-vws-m4.xlarge@cn-hangzhou', {
    gpu: 'a10-24gb',
    gpuCount: 1,
    gpuShare: 0.25,
    gpuMemoryGiB: 6,
    currency: 'CNY',
    onDemand: 4,
    spot: null,
    flags: ['vgpu-share'],
  }),
];

export const FIXTURE_CATALOG: Catalog = catalogOf({
  gpus: [
    named('a100-80gb-sxm', 'A100 80GB SXM4', 80),
    named('a100-80gb-pcie', 'A100 80GB PCIe', 80),
    named('a100-40gb-sxm', 'A100 40GB SXM4', 40),
    named('h100-80gb-pcie', 'H100 PCIe 80GB', 80),
    named('a10-24gb', 'A10', 24),
  ],
  providers: [
    company('aliyun', 'Alibaba Cloud', '阿里云', 'second'),
    company('tencent', 'Tencent Cloud', '腾讯云', 'second'),
    company('aws', 'AWS', '亚马逊云科技', 'second'),
    company('huawei', 'Huawei Cloud', '华为云', null),
    company('runpod', 'RunPod', 'RunPod', 'second'),
    company('lambda', 'Lambda', 'Lambda', 'minute'),
  ],
  offers: FIXTURE_OFFERS,
  claims: [
    ClaimSchema.parse({
      id: 'guide-table-aliyun',
      quoteZh: '阿里云 gn7i-c12g1 1 GPU 40GB 9.8元/小时',
      glossEn: 'Alibaba gn7i-c12g1, 1 GPU, 40 GB, 9.8 CNY/h',
      verdict: 'contradicted',
      evidence: { en: 'gn7i carries an A10, not an A100.', zh: 'gn7i 搭载 A10，而非 A100。' },
      sources: [source],
    }),
  ],
  guideTable: [
    {
      provider: 'aliyun',
      instanceName: 'gn7i-c12g1',
      gpuCount: 1,
      memoryText: '40GB',
      priceCnyPerHour: 9.8,
      score: 8500,
      realOfferIds: [
        'aliyun:gn7e-c16g1.4xlarge@cn-hangzhou',
        'aliyun:gn7e-c16g1.4xlarge@cn-beijing',
      ],
      claimId: 'guide-table-aliyun',
    },
  ],
});
