import type { GuideTableRow } from '../types';

/**
 * The guide's §2.1 table as published (data for the guide view, not offers to rank). Each row
 * links to the real family it names, the size with the same GPU count first.
 */
export const guideTable: readonly GuideTableRow[] = [
  {
    provider: 'aliyun',
    instanceName: 'gn7i-c12g1',
    gpuCount: 1,
    memoryText: '40GB',
    priceCnyPerHour: 9.8,
    score: 8500,
    realOfferIds: [
      'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou',
      'aliyun:ecs.gn7i-c16g1.4xlarge@cn-hangzhou',
      'aliyun:ecs.gn7i-c32g1.8xlarge@cn-hangzhou',
      'aliyun:ecs.gn7i-2x.8xlarge@cn-hangzhou',
      'aliyun:ecs.gn7i-c32g1.32xlarge@cn-hangzhou',
    ],
    claimId: 'guide-table-aliyun',
  },
  {
    provider: 'tencent',
    instanceName: 'GN10Xp',
    gpuCount: 2,
    memoryText: '80GB',
    priceCnyPerHour: 18.5,
    score: 16200,
    realOfferIds: [
      'tencent:GN10Xp.5XLARGE80@ap-beijing',
      'tencent:GN10Xp.2XLARGE40@ap-beijing',
      'tencent:GN10Xp.10XLARGE160@ap-beijing',
      'tencent:GN10Xp.20XLARGE320@ap-beijing',
    ],
    claimId: 'guide-table-tencent',
  },
  {
    provider: 'huawei',
    instanceName: 'gpu-accel-a100',
    gpuCount: 4,
    memoryText: '160GB',
    priceCnyPerHour: 35.2,
    score: 31800,
    realOfferIds: [
      'huawei:p3.8xlarge.8@any',
      'huawei:p3.2xlarge.8@any',
      'huawei:p3.4xlarge.8@any',
      'huawei:p3.16xlarge.8@any',
    ],
    claimId: 'guide-table-huawei',
  },
];
