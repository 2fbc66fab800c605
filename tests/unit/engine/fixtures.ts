/** A small, hand-made catalog for the engine's tests (numbers chosen to be easy to check). */
import {
  type CommitmentInput,
  GpuSchema,
  OfferSchema,
  ProviderSchema,
  RelativeSpeedSchema,
  type GpuInput,
  type Offer,
  type OfferInput,
  type ProviderInput,
} from '../../../src/domain/catalog/schema';
import { NO_SPECS } from '../../../src/domain/catalog/data/define-gpu';
import type { Catalog } from '../../../src/domain/catalog/types';
import { DEFAULT_PROFILE, type Profile } from '../../../src/domain/engine/profile';
import { DATASET_FX } from '../../../src/domain/units/money';
import type { RankOptions } from '../../../src/domain/engine';

const source = { ref: 'test fixture', date: null };

const gpu = (g: Partial<GpuInput> & Pick<GpuInput, 'id'>): GpuInput => ({
  name: g.id.toUpperCase(),
  vendor: 'NVIDIA',
  ...NO_SPECS,
  source,
  ...g,
});

const fact = <T>(value: T | null) => ({
  value,
  text: null,
  source: value === null ? null : source,
});

export const provider = (
  id: string,
  billing: 'second' | 'minute' | 'hour' | null,
  extra: { minimum?: number; irate?: number; trial?: boolean; notice?: number } = {},
): ProviderInput => ({
  id,
  name: { zh: id, en: id },
  billingGranularity: fact(billing),
  minimumChargeMinutes: fact(extra.minimum ?? null),
  spotNoticeMinutes: fact(extra.notice ?? null),
  spotNoticeDelivery: fact(null),
  spotInterruptionsPerDay: fact(extra.irate ?? null),
  refundRule: fact(null),
  freeTrial: fact(extra.trial ?? null),
  website: null,
});

export const GPUS: GpuInput[] = [
  gpu({
    id: 'a100-80gb-sxm',
    memoryGiB: 80,
    bandwidthTBps: 2,
    bf16Tflops: 312,
    fp64VectorTflops: 9.7,
    computeCapability: '8.0',
  }),
  gpu({
    id: 'h100-80gb-sxm',
    memoryGiB: 80,
    bandwidthTBps: 3.35,
    bf16Tflops: 989,
    fp64VectorTflops: 33.5,
    computeCapability: '9.0',
  }),
  gpu({
    id: 'h200-141gb-sxm',
    memoryGiB: 141,
    bandwidthTBps: 4.8,
    bf16Tflops: 989,
    fp64VectorTflops: 33.5,
    computeCapability: '9.0',
  }),
  gpu({
    id: 'a10-24gb',
    memoryGiB: 24,
    bandwidthTBps: 0.6,
    bf16Tflops: 124.8,
    computeCapability: '8.6',
  }),
  gpu({
    id: 't4-16gb',
    memoryGiB: 16,
    bandwidthTBps: 0.32,
    bf16Tflops: 65,
    bf16IsFp16: true,
    computeCapability: '7.5',
  }),
  gpu({ id: 'mystery-gpu', memoryGiB: 48 }),
];

export const PROVIDERS: ProviderInput[] = [
  provider('aws', 'second', { minimum: 1, notice: 2 }),
  provider('aliyun', 'second', { irate: 2.4, notice: 5, trial: true }),
  provider('lambda', 'minute'),
  provider('hourly', 'hour', { minimum: 60 }),
  provider('vague', null),
];

export interface OfferSpec {
  provider: string;
  type: string;
  region?: string;
  group?: 'cn' | 'global';
  gpu: string;
  count?: number;
  share?: number;
  mem?: number | null;
  link?: 'nvlink' | 'pcie' | null;
  fabric?: 'infiniband' | 'efa' | 'rdma' | 'ethernet' | null;
  currency?: 'CNY' | 'USD';
  onDemand: number | null;
  spot?: number | null;
  asOf?: string;
}

export function offerInput(s: OfferSpec): OfferInput {
  const region = s.region ?? 'r1';
  const count = s.count ?? 1;
  const share = s.share ?? 1;
  const perGpu = GPUS.find((g) => g.id === s.gpu)?.memoryGiB ?? null;
  const base = {
    id: `${s.provider}:${s.type}@${region}`,
    provider: s.provider,
    instanceType: s.type,
    region,
    regionGroup: s.group ?? 'global',
    gpu: s.gpu,
    gpuCount: count,
    gpuShare: share,
    gpuMemoryGiB: s.mem !== undefined ? s.mem : perGpu === null ? null : perGpu * count * share,
    vcpus: null,
    ramGiB: null,
    gpuLink: s.link ?? (count > 1 ? 'nvlink' : null),
    fabric: s.fabric ?? null,
    asOf: s.asOf ?? '2025-05-01',
    source,
    onDemand: s.onDemand,
    spot: s.spot ?? null,
  };
  return (s.currency ?? 'USD') === 'USD'
    ? { ...base, currency: 'USD' }
    : { ...base, currency: 'CNY' };
}

export const offer = (s: OfferSpec): Offer => OfferSchema.parse(offerInput(s));

export const OFFERS: OfferSpec[] = [
  {
    provider: 'aws',
    type: 'p4de.24xlarge',
    gpu: 'a100-80gb-sxm',
    count: 8,
    fabric: 'efa',
    onDemand: 24,
    spot: 9,
  },
  {
    provider: 'aws',
    type: 'p4de.24xlarge',
    region: 'r2',
    gpu: 'a100-80gb-sxm',
    count: 8,
    fabric: 'efa',
    onDemand: 26,
  },
  {
    provider: 'aws',
    type: 'p5.48xlarge',
    gpu: 'h100-80gb-sxm',
    count: 8,
    fabric: 'efa',
    onDemand: 55,
    spot: 30,
  },
  { provider: 'lambda', type: 'gpu_1x_a100_sxm4', gpu: 'a100-80gb-sxm', onDemand: 1.8 },
  { provider: 'lambda', type: 'gpu_8x_h200', gpu: 'h200-141gb-sxm', count: 8, onDemand: 40 },
  {
    provider: 'aliyun',
    type: 'ecs.gn7i-c8g1.2xlarge',
    region: 'cn-hangzhou',
    group: 'cn',
    gpu: 'a10-24gb',
    currency: 'CNY',
    onDemand: 9.62,
    spot: 3.04,
  },
  {
    provider: 'aliyun',
    type: 'ecs.gn7i-c8g1.2xlarge',
    region: 'us-east-1',
    group: 'global',
    gpu: 'a10-24gb',
    currency: 'CNY',
    onDemand: 12,
    spot: 4,
  },
  {
    provider: 'aliyun',
    type: 'ecs.sgn7i-vws-m2.xlarge',
    region: 'cn-hangzhou',
    group: 'cn',
    gpu: 'a10-24gb',
    share: 0.25,
    currency: 'CNY',
    onDemand: 3,
  },
  { provider: 'hourly', type: 't4.xl', gpu: 't4-16gb', onDemand: 0.5 },
  {
    provider: 'vague',
    type: 'a100.pcie',
    gpu: 'a100-80gb-sxm',
    link: 'pcie',
    count: 2,
    onDemand: 3,
    asOf: '2024-01-01',
  },
  { provider: 'vague', type: 'mystery', gpu: 'mystery-gpu', onDemand: 1 },
  { provider: 'vague', type: 'quote-only', gpu: 'h100-80gb-sxm', onDemand: null },
];

export function makeCatalog(specs: OfferSpec[] = OFFERS): Catalog {
  return {
    version: 'test',
    asOf: '2025-05-01',
    fx: DATASET_FX,
    gpus: GPUS.map((g) => GpuSchema.parse(g)),
    providers: PROVIDERS.map((p) => ProviderSchema.parse(p)),
    offers: specs.map(offer),
    calibration: [],
    speeds: [
      {
        gpu: 'a100-80gb-sxm',
        workload: 'train',
        relative: 1,
        basis: 'measured',
        method: 'reference',
        source,
      },
      {
        gpu: 'h100-80gb-sxm',
        workload: 'train',
        relative: 2.2,
        basis: 'measured',
        method: 'LLM Foundry MPT-7B',
        source,
      },
    ].map((s) => RelativeSpeedSchema.parse(s)),
    claims: [],
    guideTable: [],
    aliases: {},
  };
}

export const profile = (p: Partial<Profile> = {}): Profile => ({ ...DEFAULT_PROFILE, ...p });

/** The hand-checked numbers use raw spec ratios: the spec-to-achieved factor is set to 1. */
export const OPTIONS: RankOptions = {
  cur: 'USD',
  fx: 7.2,
  asOf: '2025-06-01',
  assumptions: { specTrainingEfficiency: 1 },
};

export const commitment = (c: Partial<CommitmentInput> & Pick<CommitmentInput, 'termMonths'>) => ({
  kind: 'reserved' as const,
  upfront: 'none' as const,
  upfrontPrice: 0,
  hourly: 0,
  asOf: '2025-05-01',
  asOfKind: 'published' as const,
  source: { ref: 'commitment fixture', date: null },
  ...c,
});

/**
 * One A100 80GB at 1.8 USD an hour (per-minute billing), with three commitments:
 * a one-month subscription of 1,000 USD paid upfront (1,000 / 730 = 1.3699 USD/h), a one-year
 * reservation without upfront at 1.2 USD/h (1.2 × 8,760 = 10,512 USD a year, 876 USD a month) and
 * a three-year reservation of 20,000 USD all upfront (555.56 USD a month, 0.7610 USD/h).
 */
export const A100: OfferSpec = {
  provider: 'lambda',
  type: 'gpu_1x_a100_sxm4',
  gpu: 'a100-80gb-sxm',
  onDemand: 1.8,
};
export const COMMITMENTS = [
  commitment({ kind: 'subscription', termMonths: 1, upfront: 'all', upfrontPrice: 1000 }),
  commitment({ termMonths: 12, hourly: 1.2 }),
  commitment({ termMonths: 36, upfront: 'all', upfrontPrice: 20_000 }),
];

export function catalogWith(offers: OfferInput[]) {
  const catalog = makeCatalog([]);
  return { ...catalog, offers: offers.map((o) => OfferSchema.parse(o)) };
}

/** The A100 offer with its three commitments. */
export const A100_COMMITTED: OfferInput = { ...offerInput(A100), commitments: COMMITMENTS };
