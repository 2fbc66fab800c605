import type { OfferInput } from '../../schema';
import { aliyunOffers } from './aliyun';
import { awsOffers } from './aws';
import { azureOffers } from './azure';
import { baiduOffers } from './baidu';
import { domesticOffers } from './domestic';
import { gcpOffers } from './gcp';
import { huaweiOffers } from './huawei';
import { lambdaOffers } from './lambda';
import { runpodOffers } from './runpod';
import { tencentOffers } from './tencent';

/** The hand-checked offers, one file per provider (the file name is reported with errors). */
export const curatedOfferFiles: readonly { file: string; records: readonly OfferInput[] }[] = [
  { file: 'data/curated/aliyun.ts', records: aliyunOffers },
  { file: 'data/curated/tencent.ts', records: tencentOffers },
  { file: 'data/curated/huawei.ts', records: huaweiOffers },
  { file: 'data/curated/baidu.ts', records: baiduOffers },
  { file: 'data/curated/domestic.ts', records: domesticOffers },
  { file: 'data/curated/aws.ts', records: awsOffers },
  { file: 'data/curated/azure.ts', records: azureOffers },
  { file: 'data/curated/gcp.ts', records: gcpOffers },
  { file: 'data/curated/lambda.ts', records: lambdaOffers },
  { file: 'data/curated/runpod.ts', records: runpodOffers },
];
