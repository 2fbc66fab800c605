import type { ProviderInput, Source } from '../schema';

type Fact<T> = { value: T | null; text: string | null; source: Source | null };

const UNKNOWN = { value: null, text: null, source: null } as const;
const known = <T>(value: T, text: string, source: Source): Fact<T> => ({ value, text, source });
const src = (ref: string, date: string | null = null, note?: string): Source =>
  note === undefined ? { ref, date } : { ref, date, note };

const SKY_LAMBDA =
  'github:skypilot-org/skypilot-catalog catalogs/v7/lambda/vms.csv @11580132cea293395776b033c8533714d42abb4e (no spot prices)';

const AWS_SPOT = src(
  'AWS EC2 User Guide, "Spot Instance interruption notices" (docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-instance-termination-notices.html)',
);

const OCI_BILLING = src(
  'Oracle Cloud Infrastructure blog, "Announcing Per-Second Billing for Compute and Autonomous Database" (blogs.oracle.com), read in the verbatim copy at the-report.cloud/oracle-announcing-per-second-billing-for-compute-and-autonomous-database',
  null,
  '"All virtual machine (VM) Compute instances, including those with graphical processing unit (GPU) chips, are now billed per-second with a one-minute minimum. All bare metal Compute instances, including those with GPU chips, are now billed per-second with a one-hour minimum."',
);

/** Google Cloud's billing step and minimum as a third-party page gives them. */
const GCP_BILLING = src('lingducloud (third-party page)', null, 'As recorded in prices-extra.md.');

const LAMBDA_BILLING = src('https://docs.lambda.ai/public-cloud/billing');

const NEBIUS_SPOT = src(
  'https://docs.nebius.com/compute/virtual-machines/preemptible',
  null,
  'Nebius AI Cloud documentation, "Preemptible virtual machines": "Compute sends a SIGTERM signal 60 seconds before stopping the VM. If your system does not respond in time, Compute sends a SIGKILL signal to force shutdown."',
);

type Facts = Omit<ProviderInput, 'id' | 'name' | 'website'>;

/** Every fact unknown, in the schema's order. */
export const NO_FACTS: Facts = {
  billingGranularity: UNKNOWN,
  minimumChargeMinutes: UNKNOWN,
  spotNoticeMinutes: UNKNOWN,
  spotNoticeDelivery: UNKNOWN,
  spotInterruptionsPerDay: UNKNOWN,
  refundRule: UNKNOWN,
  freeTrial: UNKNOWN,
};

/** Provider rows; each fact a row does not state is unknown. */
const defineProviders = (
  rows: readonly (Pick<ProviderInput, 'id' | 'name' | 'website'> & Partial<Facts>)[],
): ProviderInput[] =>
  rows.map(({ id, name, website, ...facts }) => ({ id, name, ...NO_FACTS, ...facts, website }));

/**
 * Provider facts, each with its source; a fact a row leaves out is unknown (`value: null`: no
 * source in the dataset). Region group and whole-GPU vs vGPU belong to offers, not here.
 */
export const providers: readonly ProviderInput[] = defineProviders([
  {
    id: 'aliyun',
    name: { zh: '阿里云', en: 'Alibaba Cloud' },
    billingGranularity: known(
      'second',
      'Pay-as-you-go ECS: computing resources billed per second, settled in hourly billing cycles (Alibaba sets a minimum billed duration per cycle by the number of vCPUs).',
      src(
        'https://www.alibabacloud.com/help/en/ecs/pay-as-you-go-1',
        '2024-08-28',
        'Alibaba Cloud ECS documentation, "Pay-as-you-go" (last updated Aug 28, 2024): computing resources (vCPUs and memory) have a billing increment of 1 second; the billing cycle is 1 hour.',
      ),
    ),
    spotNoticeMinutes: known(
      5,
      'About 5 minutes before release the instance enters the Recycling state. The 5-minute figure is common practice; the pages cited were not seen to state it.',
      src('https://help.aliyun.com/document_detail/391181.html', null, '感知中断事件与响应'),
    ),
    spotNoticeDelivery: known(
      'DescribeInstances OperationLocks (LockReason=Recycling) and instance metadata',
      'Poll the instance metadata or DescribeInstances for the Recycling lock.',
      src(
        'https://help.aliyun.com/document_detail/391181.html; alibabacloud.com/help/en/ecs/use-cases/query-the-interruption-events-of-preemptible-instances',
      ),
    ),
    refundRule: known(
      'paid-minus-used',
      'Refund = cash paid − amount consumed; a 5-day no-reason full refund once a year per product; some promotional orders cannot be refunded.',
      src('alibabacloud.com/help/en/user-center/cancel-subscription'),
    ),
    website: 'https://www.aliyun.com',
  },
  {
    id: 'tencent',
    name: { zh: '腾讯云', en: 'Tencent Cloud' },
    billingGranularity: known(
      'second',
      'Pay-as-you-go (POSTPAID_BY_HOUR): list prices per hour, billed per second, settled hourly.',
      src(
        'https://www.tencentcloud.com/zh/document/product/213/2176',
        '2022-09-19',
        'Tencent Cloud CVM documentation, 价格总览 (last updated 2022-09-19): "按量计费实例刊例价单位为小时，按秒计费，并按小时结算" (pay-as-you-go list prices are per hour, billed per second and settled hourly).',
      ),
    ),
    spotNoticeMinutes: known(
      2,
      'Two minutes before reclaim.',
      src(
        'Tencent CVM spot instance documentation (cloud.tencent.com/document/product/213/17817)',
        '2025-09-05',
      ),
    ),
    spotNoticeDelivery: known(
      'instance metadata spot/termination-time',
      'Poll the metadata path spot/termination-time.',
      src(
        'Tencent CVM spot instance documentation (cloud.tencent.com/document/product/213/17817)',
        '2025-09-05',
      ),
    ),
    refundRule: known(
      'repriced-at-payg',
      'Refund = paid − consumed, where consumption is re-priced at the monthly price for whole months plus the pay-as-you-go rate for the rest, so the long-term discount is lost. Some products have a 5-day unconditional refund.',
      src('tencentcloud.com/document/product/555/7440', '2026-03-13'),
    ),
    website: 'https://cloud.tencent.com',
  },
  {
    id: 'huawei',
    name: { zh: '华为云', en: 'Huawei Cloud' },
    billingGranularity: known(
      'second',
      'Pay-per-use ECS: billed per second, settled hourly.',
      src('yun.lzdv.com/yun/3864.html', null, 'Third-party summary of Huawei Cloud ECS billing.'),
    ),
    refundRule: known(
      'paid-minus-used-minus-fee',
      'Refund = paid − consumed − a handling fee: 10 % for monthly and 1-year subscriptions; 15 %, 10 % or 5 % for 3-year ones depending on how long they ran.',
      src('support.huaweicloud.com … es-us_topic_0083138805.html', '2024-06-28'),
    ),
    website: 'https://www.huaweicloud.com',
  },
  {
    id: 'aws',
    name: { zh: '亚马逊云科技', en: 'Amazon Web Services' },
    billingGranularity: known(
      'second',
      'Linux On-Demand: per second with a 60-second minimum.',
      src(
        'aws.amazon.com/ec2/pricing/on-demand',
        null,
        'As recorded in instances.csv and prices-extra.md.',
      ),
    ),
    minimumChargeMinutes: known(
      1,
      '60-second minimum per start (Linux).',
      src(
        'aws.amazon.com/ec2/pricing/on-demand',
        null,
        'As recorded in instances.csv and prices-extra.md.',
      ),
    ),
    spotNoticeMinutes: known(2, 'Two-minute interruption notice.', AWS_SPOT),
    spotNoticeDelivery: known(
      'instance metadata spot/instance-action and the EventBridge event "EC2 Spot Instance Interruption Warning"',
      'Poll IMDS spot/instance-action about every 5 s (404 until a notice exists), or subscribe an EventBridge rule; describe_instance_status does not carry it.',
      AWS_SPOT,
    ),
    website: 'https://aws.amazon.com',
  },
  {
    id: 'azure',
    name: { zh: '微软 Azure', en: 'Microsoft Azure' },
    // Microsoft Learn states per-minute billing for VM compute; the same page also says
    // pay-as-you-go pays "for compute capacity by the second". The coarser step is taken.
    billingGranularity: known(
      'minute',
      'Compute is priced per hour and billed per minute (Microsoft Learn).',
      src(
        'github:MicrosoftDocs/learn learn-pr/azure/intro-to-azure-virtual-machines/includes/2-compile-a-checklist-for-creating-a-vm.md @08abcceb9e8e5acd2a8900a84c6ac141a285e368',
        null,
        'Microsoft Learn, "Introduction to Azure virtual machines", Understanding the pricing model: "Compute expenses are priced on a per-hour basis but billed on a per-minute basis. For example, you are only charged for 55 minutes of usage if the VM is deployed for 55 minutes." (learn.microsoft.com/training/modules/intro-to-azure-virtual-machines/)',
      ),
    ),
    spotNoticeMinutes: known(
      0.5,
      'At least 30 seconds before eviction.',
      src(
        'learn.microsoft.com/azure/virtual-machines/linux/scheduled-events',
        null,
        'Preempt event of Scheduled Events.',
      ),
    ),
    spotNoticeDelivery: known(
      'Scheduled Events "Preempt" in the instance metadata service',
      'Poll the Scheduled Events endpoint of the instance metadata service.',
      src('learn.microsoft.com/azure/virtual-machines/linux/scheduled-events'),
    ),
    website: 'https://azure.microsoft.com',
  },
  {
    id: 'gcp',
    name: { zh: '谷歌云', en: 'Google Cloud' },
    billingGranularity: known('second', 'Per second with a 1-minute minimum.', GCP_BILLING),
    minimumChargeMinutes: known(1, '1-minute minimum.', GCP_BILLING),
    spotNoticeMinutes: known(
      0.5,
      'Best effort: up to 30 seconds for a shutdown script (the default notice can be 0 seconds).',
      src('docs.cloud.google.com/compute/docs/instances/spot'),
    ),
    spotNoticeDelivery: known(
      'metadata instance/preempted and an ACPI soft-off signal',
      'Watch the metadata value instance/preempted, or run a shutdown script.',
      src('docs.cloud.google.com/compute/docs/instances/create-use-spot'),
    ),
    website: 'https://cloud.google.com',
  },
  {
    id: 'lambda',
    name: { zh: 'Lambda', en: 'Lambda' },
    billingGranularity: known(
      'minute',
      'On-Demand instances: priced per hour, billed in one-minute increments.',
      LAMBDA_BILLING,
    ),
    minimumChargeMinutes: known(1, 'Billed in one-minute increments.', LAMBDA_BILLING),
    spotNoticeMinutes: known(null, 'No spot market.', src(SKY_LAMBDA)),
    website: 'https://lambda.ai',
  },
  {
    id: 'runpod',
    name: { zh: 'RunPod', en: 'RunPod' },
    billingGranularity: known(
      'second',
      'All compute and storage charges are billed per second.',
      src('https://docs.runpod.io/accounts-billing/billing'),
    ),
    website: 'https://www.runpod.io',
  },
  {
    id: 'oci',
    name: { zh: '甲骨文云（OCI）', en: 'Oracle Cloud (OCI)' },
    billingGranularity: known(
      'second',
      'Compute instances, GPU shapes included, are billed per second; prices are quoted per hour.',
      OCI_BILLING,
    ),
    // The catalog's OCI GPU offers are mostly bare-metal nodes (BM.GPU.*): the hour is taken.
    minimumChargeMinutes: known(
      60,
      'Bare-metal instances (BM.GPU.* shapes, whole 8-GPU nodes) have a one-hour minimum; virtual machines (VM.GPU.*) one minute.',
      OCI_BILLING,
    ),
    spotNoticeDelivery: known(
      'Events service event when the preemptible instance is terminated',
      'Preemptible capacity can be reclaimed at any time; subscribe to the Events service to be told when the instance is terminated. Bare-metal shapes cannot run as preemptible.',
      src(
        'https://docs.oracle.com/iaas/Content/Compute/Concepts/preemptible.htm',
        null,
        'OCI documentation, "Preemptible Instances": "When preemptible capacity is reclaimed, the instance is terminated. Use the Events service to receive notifications"; "Preemptible capacity does not support bare metal instances". Preemptible instances cost 50 % of on-demand (blogs.oracle.com, "Announcing GA of Oracle preemptible instances").',
      ),
    ),
    website: 'https://www.oracle.com/cloud/',
  },
  {
    id: 'nebius',
    name: { zh: 'Nebius', en: 'Nebius' },
    billingGranularity: known(
      'second',
      'GPUs on running VMs: billing unit 1 second, prices shown per hour.',
      src(
        'https://docs.nebius.com/object-storage/resources/pricing',
        null,
        'Nebius AI Cloud documentation, "How charges and prices work": "for GPUs on running VMs, the billing unit is 1 second, and the pricing unit is 1 hour (3600 seconds)".',
      ),
    ),
    spotNoticeMinutes: known(
      1,
      'SIGTERM 60 seconds before a preemptible VM is stopped.',
      NEBIUS_SPOT,
    ),
    spotNoticeDelivery: known(
      'SIGTERM to the VM, then SIGKILL',
      'The VM receives SIGTERM 60 s before it is stopped, then SIGKILL; disks are kept, a dynamic public IP is released.',
      NEBIUS_SPOT,
    ),
    website: 'https://nebius.com',
  },
  {
    id: 'verda',
    name: { zh: 'Verda（原 DataCrunch）', en: 'Verda (DataCrunch)' },
    website: 'https://verda.com',
  },
  {
    id: 'hyperbolic',
    name: { zh: 'Hyperbolic', en: 'Hyperbolic' },
    website: 'https://hyperbolic.ai',
  },
  {
    id: 'baidu',
    name: { zh: '百度智能云', en: 'Baidu AI Cloud' },
    website: 'https://cloud.baidu.com',
  },
]);
