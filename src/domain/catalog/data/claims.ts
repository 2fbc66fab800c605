import { pricePerPoint, pricePerPointDifference } from '../guide-math';
import type { Claim, Source } from '../schema';
import type { GuideTableRow } from '../types';
import { guideTable } from './guide-table';

const GUIDE: Source = { ref: 'buying-guide.zh.txt (the guide itself)', date: null };
const ALI_CATALOG: Source = {
  ref: 'github:sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv @003c56a723d369190b11308e630e4cfd33e25c86',
  date: null,
};
const TENCENT_CATALOG: Source = {
  ref: 'github:sugarlxn/skypilot-catalog catalogs/v8/tencentcloud/vms.csv @319364519647e37c5ee585be5338b02b10f744be',
  date: null,
};
const HUAWEI_FLAVORS: Source = {
  ref: 'github:opentelekomcloud-docs/elastic-cloud-server umn/source/service_overview/ecs_specifications_and_types/gpu-accelerated_ecss.rst',
  date: null,
};
const LAMBDA_BENCH: Source = {
  ref: 'github:lambdal/deeplearning-benchmark pytorch/pytorch-train-throughput-fp16.csv @4e11f6891ada05d1b317309d9b72c6072aa166d1',
  date: '2024-07-24',
};

const guideRow = (provider: string): GuideTableRow => {
  const row = guideTable.find((r) => r.provider === provider);
  if (!row) throw new Error(`the guide's table has no ${provider} row`);
  return row;
};
const HUAWEI = guideRow('huawei');
const TENCENT = guideRow('tencent');
/** The guide's own figures, computed: price per point and how much cheaper Huawei is per point. */
const perPoint = (row: GuideTableRow) => pricePerPoint(row).toFixed(6);
const huaweiCheaper = (-pricePerPointDifference(HUAWEI, TENCENT) * 100).toFixed(1);
const grouped = (n: number) => n.toLocaleString('en-US');

/** The guide's claims held against the sources (summed up in docs/data.md), each with a verdict. */
export const claims: readonly Claim[] = [
  {
    id: 'guide-table-aliyun',
    quoteZh: '阿里云 gn7i-c12g1 1 GPU 40GB 9.8元/小时',
    glossEn: 'Alibaba gn7i-c12g1: 1 A100-class GPU, 40 GB, 9.8 CNY/h.',
    verdict: 'contradicted',
    evidence: {
      zh: 'gn7i 系列是 NVIDIA A10（24 GB），不是 A100；目录里没有 gn7i-c12g1 这个规格。gn7i-c8g1.2xlarge（1×A10）按量约 9.62 元/小时，所以 9.8 元是 A10 的价格。阿里云的 A100 是 gn7e（80 GB），1 卡约 34.83 元/小时。',
      en: 'The gn7i family is the NVIDIA A10 (24 GB), not an A100, and the catalog has no gn7i-c12g1 size. gn7i-c8g1.2xlarge (1 × A10) costs about 9.62 CNY/h, so 9.8 is an A10 price. Alibaba’s A100 family is gn7e (80 GB): about 34.83 CNY/h for one GPU.',
    },
    sources: [ALI_CATALOG],
  },
  {
    id: 'guide-table-tencent',
    quoteZh: '腾讯云 GN10Xp 2 GPU 80GB 18.5元/小时',
    glossEn: 'Tencent GN10Xp: 2 A100-class GPUs, 80 GB, 18.5 CNY/h.',
    verdict: 'contradicted',
    evidence: {
      zh: 'GN10Xp 是 V100 NVLink 32 GB，不是 A100。GN10Xp.5XLARGE80 里的 “80” 是 80 GB 主机内存；2 卡的显存是 2×32 = 64 GB。该规格约 24.01 元/小时，不是 18.5。腾讯云的 A100 是 GT4（40 GB），1 卡约 28.69 元/小时。',
      en: 'GN10Xp is the V100 NVLink 32 GB, not an A100. The “80” in GN10Xp.5XLARGE80 is 80 GB of host RAM; two GPUs give 2 × 32 = 64 GB of GPU memory. That size costs about 24.01 CNY/h, not 18.5. Tencent’s A100 family is GT4 (40 GB): about 28.69 CNY/h for one GPU.',
    },
    sources: [TENCENT_CATALOG],
  },
  {
    id: 'guide-table-huawei',
    quoteZh: '华为云 gpu-accel-a100 4 GPU 160GB 35.2元/小时',
    glossEn: 'Huawei gpu-accel-a100: 4 A100 GPUs, 160 GB, 35.2 CNY/h.',
    verdict: 'contradicted',
    evidence: {
      zh: '华为云没有叫 gpu-accel-a100 的规格；A100 规格是 p3 系列（A100 80 GB）。4 卡的 p3.8xlarge.8 显存为 320 GB，不是 160 GB。未找到华为云的公开价格；4×A100 只要 35.2 元/小时远低于阿里云（约 139 元）和腾讯云（4×A100 40GB 约 118.8 元），很可能有误。',
      en: 'Huawei has no flavor named gpu-accel-a100; its A100 flavors are the p3 family (A100 80 GB). The 4-GPU p3.8xlarge.8 has 320 GB of GPU memory, not 160 GB. No public Huawei price was found; 35.2 CNY/h for 4 × A100 would be far below Alibaba (about 139) and Tencent (about 118.8 for 4 × A100 40GB), so it is very likely wrong.',
    },
    sources: [HUAWEI_FLAVORS, ALI_CATALOG, TENCENT_CATALOG],
  },
  {
    id: 'guide-scores',
    quoteZh: '性能评分（MLPerf基准）8500分 / 16200分 / 31800分',
    glossEn: 'MLPerf scores of 8,500 / 16,200 / 31,800 points.',
    verdict: 'unverified',
    evidence: {
      zh: '没有找到给出这些分数的公开基准。分数几乎与 GPU 数成正比（1 : 1.9 : 3.7），而三台实例实际是三种不同的 GPU（A10、V100、A100），不可能都是 “A100” 的比较。可用的实测：Lambda PyTorch 训练（FP16，单卡）BERT-large A10 42、V100 57、A100 80GB SXM 152 序列/秒。',
      en: 'No public benchmark with these scores was found. They scale almost linearly with GPU count (1 : 1.9 : 3.7) while the three instances hold three different GPUs (A10, V100, A100), so they cannot be A100 comparisons. Measured instead (Lambda PyTorch training, FP16, 1 GPU, BERT-large): A10 42, V100 57, A100 80GB SXM 152 sequences/s.',
    },
    sources: [LAMBDA_BENCH],
  },
  {
    id: 'guide-price-per-point',
    quoteZh: '单位性能成本（元/分）较腾讯云2卡实例高12%',
    glossEn: 'Huawei’s cost per score point is 12 % higher than Tencent’s 2-GPU instance.',
    verdict: 'contradicted',
    evidence: {
      zh: `按指南自己的数字：华为 ${HUAWEI.priceCnyPerHour} ÷ ${HUAWEI.score} ≈ ${perPoint(HUAWEI)} 元/分，腾讯 ${TENCENT.priceCnyPerHour} ÷ ${TENCENT.score} ≈ ${perPoint(TENCENT)} 元/分，华为每分反而便宜约 ${huaweiCheaper}%，不是贵 12%。`,
      en: `With the guide’s own numbers: Huawei ${HUAWEI.priceCnyPerHour} ÷ ${grouped(HUAWEI.score)} ≈ ${perPoint(HUAWEI)} CNY per point, Tencent ${TENCENT.priceCnyPerHour} ÷ ${grouped(TENCENT.score)} ≈ ${perPoint(TENCENT)}: Huawei is about ${huaweiCheaper} % cheaper per point, not 12 % dearer.`,
    },
    sources: [GUIDE],
  },
  {
    id: 'scaling-4gpu',
    quoteZh: '4卡A100实例在ResNet50训练任务中，较单卡实例提速3.8倍',
    glossEn: 'Four A100s train ResNet-50 3.8 times as fast as one.',
    verdict: 'confirmed',
    evidence: {
      zh: 'Lambda 实测 A100 80GB SXM 的 ResNet-50 训练：1 卡 1582、4 卡 6070 图像/秒，为 3.84 倍；8 卡 11439，为 7.23 倍（次线性）。这是该 GPU 的结果，不是指南所列实例的。',
      en: 'Lambda measured ResNet-50 training on A100 80GB SXM: 1,582 images/s on 1 GPU, 6,070 on 4 (3.84×) and 11,439 on 8 (7.23×, sub-linear). This holds for that GPU, not for the instances the guide lists.',
    },
    sources: [LAMBDA_BENCH],
  },
  {
    id: 'v100s-price',
    quoteZh: 'V100S 32GB实例（8元/小时）',
    glossEn: 'A V100S 32 GB instance at 8 CNY/h.',
    verdict: 'contradicted',
    evidence: {
      zh: '各目录里都没有 V100S。V100 32GB 按量价格：腾讯 GN10Xp 1 卡约 12.03 元/小时，GN10X 约 18.09，阿里 gn6e 约 19.82（竞价约 6.2）。8 元/小时只有竞价或海外小云厂商（如 Lambda 8×V100 每卡约 0.55 美元）才达得到。',
      en: 'None of the catalogs lists a V100S. V100 32GB pay-as-you-go: Tencent GN10Xp 1 GPU about 12.03 CNY/h, GN10X about 18.09, Alibaba gn6e about 19.82 (spot about 6.2). 8 CNY/h is reachable only on spot or on smaller clouds (Lambda 8 × V100 at about 0.55 USD per GPU-hour).',
    },
    sources: [TENCENT_CATALOG, ALI_CATALOG],
  },
  {
    id: 'a100-hourly-12',
    quoteZh: 'A100实例…时租约12元/小时',
    glossEn: 'An A100 rents for about 12 CNY/h.',
    verdict: 'contradicted',
    evidence: {
      zh: '只有海外小云厂商接近：按 7.20 汇率，Lambda 1×A100 40GB 1.29 美元 ≈ 9.3 元，RunPod 1×A100 80GB PCIe 1.64 美元 ≈ 11.8 元。国内大厂高 2.4–2.9 倍：阿里 gn7e 约 34.8 元，腾讯 GT4 每卡约 28.7 元。',
      en: 'Only smaller clouds come close: at 7.20 CNY/USD, Lambda 1 × A100 40GB at 1.29 USD ≈ 9.3 CNY and RunPod 1 × A100 80GB PCIe at 1.64 USD ≈ 11.8 CNY. The big Chinese clouds cost 2.4–2.9 times more: Alibaba gn7e about 34.8 CNY, Tencent GT4 about 28.7 CNY per GPU.',
    },
    sources: [
      {
        ref: 'github:skypilot-org/skypilot-catalog catalogs/v7/lambda/vms.csv @11580132ce; catalogs/v7/runpod/vms.csv @0727c2bd9e',
        date: null,
      },
      ALI_CATALOG,
      TENCENT_CATALOG,
    ],
  },
  {
    id: 'spot-discount',
    quoteZh: '竞价实例价格较按需实例低60%-80%',
    glossEn: 'Spot instances cost 60–80 % less than on-demand.',
    verdict: 'contradicted',
    evidence: {
      zh: '折扣因厂商和实例差别很大：AWS 约 78–84%，Azure 约 88–89%，阿里 68–82%，RunPod 只有 10–51%。公开上限：腾讯竞价为按量价的 3%–20%（便宜 80–97%），阿里最多 90%，GCP 60–91%。',
      en: 'Discounts vary widely: AWS about 78–84 %, Azure about 88–89 %, Alibaba 68–82 %, RunPod only 10–51 %. Published bounds: Tencent spot is 3–20 % of the pay-as-you-go price (80–97 % off), Alibaba up to 90 %, GCP 60–91 %.',
    },
    sources: [
      { ref: 'cloud.tencent.com/document/product/213/17817', date: '2025-09-05' },
      { ref: 'docs.cloud.google.com/compute/docs/instances/create-use-spot', date: null },
      ALI_CATALOG,
    ],
  },
  {
    id: 'spot-notice',
    quoteZh: '存在5分钟预警中断机制',
    glossEn: 'Spot instances give a 5-minute interruption warning.',
    verdict: 'contradicted',
    evidence: {
      zh: '预警时间因厂商而异：AWS 2 分钟，腾讯云 2 分钟，阿里云约 5 分钟，Azure 与 GCP 约 30 秒。“5 分钟” 只适用于阿里云。',
      en: 'Notice time depends on the provider: AWS 2 minutes, Tencent 2 minutes, Alibaba about 5 minutes, Azure and GCP about 30 seconds. “5 minutes” holds for Alibaba only.',
    },
    sources: [
      {
        ref: 'AWS EC2 User Guide, "Spot Instance interruption notices"',
        date: null,
      },
      { ref: 'cloud.tencent.com/document/product/213/17817', date: '2025-09-05' },
      { ref: 'https://help.aliyun.com/document_detail/391181.html', date: null },
    ],
  },
  {
    id: 'spot-detection',
    quoteZh: 'ec2.describe_instance_status(...) … Spot instance termination warning',
    glossEn: 'Detect a spot interruption by polling describe_instance_status with boto3.',
    verdict: 'contradicted',
    evidence: {
      zh: 'AWS 的中断通知在实例内通过实例元数据 spot/instance-action 发出，在实例外通过 EventBridge 的 “EC2 Spot Instance Interruption Warning” 事件发出，不经过 describe_instance_status。应每约 5 秒轮询元数据，或订阅 EventBridge 事件。',
      en: 'AWS delivers the notice inside the instance through the metadata path spot/instance-action and outside through the EventBridge event “EC2 Spot Instance Interruption Warning”, not through describe_instance_status. Poll the metadata about every 5 s or subscribe to the event.',
    },
    sources: [{ ref: 'AWS EC2 User Guide, "Spot Instance interruption notices"', date: null }],
  },
  {
    id: 'vgpu-overhead',
    quoteZh: '减少虚拟化带来的5%-15%性能损耗',
    glossEn: 'Virtualisation (vGPU) costs 5–15 % of performance.',
    verdict: 'contradicted',
    evidence: {
      zh: 'VMware 的 MLPerf Inference v1.1 结果中，vGPU 下的 A100 达到裸机性能的 94.4–100%；Dell 报告训练损失小于 5%。按 1/2、1/4 切分的 vGPU 得到的是相应份额的算力，这是份额而非 “损耗”，应按份额计价。',
      en: 'In VMware’s MLPerf Inference v1.1 results an A100 under vGPU reached 94.4–100 % of bare metal; Dell reported under 5 % for training. A fractional profile (1/2, 1/4 of a card) gives that share of the GPU: a capacity share, not overhead, and it should be priced as such.',
    },
    sources: [{ ref: 'VMware blog on MLPerf Inference v1.1 vGPU results', date: '2021-10' }],
  },
  {
    id: 'infiniband-gain',
    quoteZh: 'InfiniBand网络支持…可提升30%的并行效率',
    glossEn: 'InfiniBand raises parallel efficiency by 30 %.',
    verdict: 'unverified',
    evidence: {
      zh: '没有固定的 30%。收益取决于模型规模、节点数和对比的网络：Azure ND H100 v5 上 InfiniBand 与以太网 TCP 的对比，从小模型小规模时几乎无差别到大规模多节点时吞吐高出数十倍。单节点（≤8 卡、NVLink）几乎不用节点间网络。',
      en: 'There is no fixed 30 %. The gain depends on model size, node count and the network compared: on Azure ND H100 v5, InfiniBand against TCP over Ethernet ranged from negligible (small model, small scale) to tens of times the throughput (large multi-node runs). A single node (≤ 8 GPUs on NVLink) barely uses the inter-node fabric.',
    },
    sources: [{ ref: 'jingchaozhang.github.io (Azure ND H100 v5, InfiniBand vs TCP)', date: null }],
  },
  {
    id: 'early-termination-fee',
    quoteZh: '“包年包月”实例在提前解约时需支付30%违约金',
    glossEn: 'Ending a subscription early costs a 30 % penalty.',
    verdict: 'contradicted',
    evidence: {
      zh: '三家都没有统一的 30%：阿里云退还 “实付 − 已消费”，并有 5 天无理由全额退款；腾讯云退还 “实付 − 已消费”，已用部分按按量价重算，失去包月折扣；华为云退还 “实付 − 已消费 − 手续费”，手续费 10%（包月/1 年）或 15%/10%/5%（3 年）。',
      en: 'None of the three has a flat 30 %: Alibaba refunds paid − consumed, with a 5-day no-reason full refund; Tencent refunds paid − consumed with the used part re-priced at pay-as-you-go rates, losing the discount; Huawei refunds paid − consumed − a handling fee of 10 % (monthly, 1 year) or 15 %/10 %/5 % (3 years).',
    },
    sources: [
      { ref: 'alibabacloud.com/help/en/user-center/cancel-subscription', date: null },
      { ref: 'tencentcloud.com/document/product/555/7440', date: '2026-03-13' },
      { ref: 'support.huaweicloud.com … es-us_topic_0083138805.html', date: '2024-06-28' },
    ],
  },
  {
    id: 'transfer-cost',
    quoteZh: '可将10GB数据传输成本从120元降至20元',
    glossEn: 'Compression cuts the cost of moving 10 GB from 120 to 20 CNY.',
    verdict: 'unverified',
    evidence: {
      zh: '数据集中没有可引用的数据传输价格，120 元（12 元/GB）无从核实。压缩比取决于数据：文本和 CSV 压缩率高，JPEG 图像和模型权重几乎压不动，所以 6 倍的降幅并不普遍。',
      en: 'No source in the dataset gives transfer prices, so 120 CNY (12 CNY/GB) cannot be checked. Compression depends on the data: text and CSV shrink a lot, JPEG images and model weights barely, so a sixfold saving is not general.',
    },
    sources: [GUIDE],
  },
  {
    id: 'cloud-95-cheaper',
    quoteZh: '完成一个典型模型训练（72小时）仅需864元，成本降低95%以上',
    glossEn: 'A 72-hour training job costs 864 CNY in the cloud: over 95 % cheaper than owning.',
    verdict: 'contradicted',
    evidence: {
      zh: '这比较的是一次 72 小时任务（12×72 = 864 元）与自建一整年的费用（18.5 万元），不是同类比较。按指南自己的数字，自建为 10 万元 + 每月约 7,083 元，云上全时使用一张 A100 为每月 8,760 元（730 小时×12 元），约 60 个月后自建才更便宜；第一年全时使用云上约便宜 43%。',
      en: 'It compares one 72-hour job (12 × 72 = 864 CNY) with a whole year of owning (185,000 CNY). With the guide’s own numbers, owning costs 100,000 + about 7,083 per month and renting one A100 full time 8,760 per month (730 h × 12): owning only wins after about 60 months, and in year one full-time renting is about 43 % cheaper, not 95 %.',
    },
    sources: [GUIDE],
  },
  {
    id: 'hybrid-savings',
    quoteZh: '较全云方案年节省12万元',
    glossEn: 'The hybrid setup saves 120,000 CNY a year over all-cloud.',
    verdict: 'unverified',
    evidence: {
      zh: '指南的 6,912 元（8 卡 A100、72 小时）与其 12 元/小时一致（8×12×72），但没有给出每年峰值训练的次数和日常开发的用量，无法从给出的数字推出 12 万元的年节省。',
      en: 'The guide’s 6,912 CNY (8 × A100 for 72 h) matches its 12 CNY/h (8 × 12 × 72), but it gives neither the number of bursts a year nor the everyday load, so the 120,000 CNY yearly saving cannot be derived from its figures.',
    },
    sources: [GUIDE],
  },
];
