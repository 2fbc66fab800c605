import type { Source } from '../schema';

/** Sources several data files cite; each row may add a note of its own. */
export const SRC = {
  skypilotAws: {
    ref: 'github:skypilot-org/skypilot-catalog catalogs/v7/aws/vms.csv @001367d22a0033fac286a8c71aeac7109e431bcb',
    date: null,
    note: 'The file states no date; it holds the pre-June-2025 P4/P5 prices, so it predates the 2025-06-01 price cut.',
  },
  skypilotAzure: {
    ref: 'github:skypilot-org/skypilot-catalog catalogs/v6/azure/vms.csv @098741e705',
    date: null,
    note: 'Commit snapshot; the file states no date.',
  },
  skypilotLambda: {
    ref: 'github:skypilot-org/skypilot-catalog catalogs/v7/lambda/vms.csv @11580132cea293395776b033c8533714d42abb4e',
    date: null,
    note: 'Commit snapshot; the file states no date.',
  },
  skypilotRunpod: {
    ref: 'github:skypilot-org/skypilot-catalog catalogs/v7/runpod/vms.csv @0727c2bd9e77f91cb1377127c5f793a28cf01384',
    date: null,
    note: 'Commit snapshot; the file states no date. Spot = interruptible (community bid) price.',
  },
  forkAliyun: {
    ref: 'github:sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv @003c56a723d369190b11308e630e4cfd33e25c86',
    date: null,
    note: 'Alibaba DescribePrice API, pay-as-you-go hourly incl. a 40 GB ESSD system disk; spot = SpotAsPriceGo. The fork converted CNY to USD at 0.138; the CNY figure here is USD ÷ 0.138. No date stated.',
  },
  forkTencent: {
    ref: 'github:sugarlxn/skypilot-catalog catalogs/v8/tencentcloud/vms.csv @319364519647e37c5ee585be5338b02b10f744be',
    date: null,
    note: 'Tencent InquiryPriceRunInstances, POSTPAID_BY_HOUR; the fork converted CNY to USD at 0.138 (CNY here = USD ÷ 0.138); no spot prices. No date stated.',
  },
  huaweiFlavors: {
    ref: 'github:opentelekomcloud-docs/elastic-cloud-server umn/source/service_overview/ecs_specifications_and_types/gpu-accelerated_ecss.rst',
    date: null,
    note: 'Huawei-stack ECS flavor tables (specs only). No public price was found.',
  },
  cyclenerdGcp: {
    ref: 'github:Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml @0166a59ebba7c36f2cc8c931d9f258dcebc44776',
    date: '2025-03-06',
    note: 'Machine-type totals including GPUs and any bundled Local SSD (file header: generated Thu Mar 6 03:53:56 2025).',
  },
  baiduBml: {
    ref: 'https://cloud.baidu.com/doc/BML/s/0khemrtv0',
    date: null,
    note: 'Baidu BML 产品定价 (official page, undated): ML-platform workspace instances, not BCC virtual machines.',
  },
} as const satisfies Record<string, Source>;
