import type { OfferInput } from '../../schema';
import { RECORDED_ON } from '../meta';
import { SRC } from '../sources';
import { defineOffers } from './define';

const DEFAULTS = {
  provider: 'baidu',
  currency: 'CNY',
  regionGroup: 'cn',
  asOf: RECORDED_ON,
  asOfKind: 'undated-snapshot',
  source: SRC.baiduBml,
} as const;

/** Baidu AI Cloud BML workspace prices (instances-extra.csv), billed per minute. */
export const baiduOffers: readonly OfferInput[] = defineOffers(DEFAULTS, [
  {
    instanceType: 'GPU实例_V100_12核50GB内存x1卡',
    region: 'bj',
    regionNote: "The page says 华北-北京 (Beijing): Baidu's region code bj.",
    gpu: 'v100-unspecified',
    gpuCount: 1,
    gpuMemoryGiB: null,
    memoryNote: "The page does not state the card's memory.",
    vcpus: 12,
    ramGiB: 50,
    billingGranularity: 'minute',
    onDemand: 11.1,
    spot: null,
    notes:
      '0.185 CNY per minute. A BML workspace instance of the ML platform, not a BCC virtual machine.',
  },
  {
    instanceType: 'GPU实例_K40_6核32GB内存x1卡',
    region: 'bj',
    regionNote: "The page says 华北-北京 (Beijing): Baidu's region code bj.",
    gpu: 'k40-12gb',
    gpuCount: 1,
    gpuMemoryGiB: 12,
    vcpus: 6,
    ramGiB: 32,
    billingGranularity: 'minute',
    onDemand: 6.24,
    spot: null,
    notes:
      '0.104 CNY per minute. A BML workspace instance of the ML platform, not a BCC virtual machine. The page does not state GPU memory; every Tesla K40 has 12 GB.',
  },
]);
