/**
 * The provider's own command-line call that starts the pick's instances, for clouds SkyPilot does
 * not reach (Alibaba Cloud, Tencent Cloud, Huawei Cloud) and for users of AWS, Google Cloud and
 * Azure who do not use SkyPilot. Parameter names are the APIs' own (`RunInstances`,
 * `CreateServers`, `run-instances`, `instances create`, `vm create`); what only the user knows
 * (image, key, network) is a `<PLACEHOLDER>`, never made up. Baidu's GPU instances in the
 * catalog are its machine-learning platform's, which has no command-line client: none.
 */
import { gcpAcceleratorType } from './gpu-names';
import { isAwsEfa } from './rules/skypilot';
import { pricingLabel } from './skypilot';
import { tencentZone } from './tencent-zones';
import type { LaunchPlan } from './types';
import { continued } from './workload';

const region = (p: LaunchPlan) => (p.region === 'any' ? '<REGION>' : p.region);
const quote = (json: unknown) => `'${JSON.stringify(json)}'`;
const header = (p: LaunchPlan, cli: string) =>
  `# ${cli}: ${p.nodes} × ${p.instanceType} in ${region(p)}, ${pricingLabel(p)}`;

/** Alibaba Cloud ECS `RunInstances` (https://help.aliyun.com/zh/ecs/developer-reference/api-ecs-2014-05-26-runinstances). */
function aliyun(p: LaunchPlan): string[] {
  return [
    header(p, 'Alibaba Cloud CLI'),
    ...continued('aliyun ecs RunInstances', [
      `--RegionId ${region(p)}`,
      `--InstanceType ${p.instanceType}`,
      `--Amount ${p.nodes}`,
      '--ImageId <IMAGE_ID>',
      '--SecurityGroupId <SECURITY_GROUP_ID>',
      '--VSwitchId <VSWITCH_ID>',
      '--KeyPairName <KEY_PAIR_NAME>',
      '--InstanceChargeType PostPaid',
      `--SpotStrategy ${p.spot ? 'SpotAsPriceGo' : 'NoSpot'}`,
      `--SystemDisk.Size ${p.diskGb}`,
      `--InstanceName ${p.name}`,
    ]),
  ];
}

/** Tencent Cloud CVM `RunInstances` (https://cloud.tencent.com/document/api/213/15730). */
function tencent(p: LaunchPlan): string[] {
  const zone = tencentZone(p.instanceType, p.region) ?? '<ZONE>';
  return [
    header(p, 'Tencent Cloud CLI'),
    ...continued('tccli cvm RunInstances', [
      `--region ${region(p)}`,
      `--Placement ${quote({ Zone: zone })}`,
      `--InstanceType ${p.instanceType}`,
      `--InstanceCount ${p.nodes}`,
      '--ImageId <IMAGE_ID>',
      `--InstanceChargeType ${p.spot ? 'SPOTPAID' : 'POSTPAID_BY_HOUR'}`,
      ...(p.spot
        ? [
            `--InstanceMarketOptions ${quote({ MarketType: 'spot', SpotOptions: { MaxPrice: '<MAX_PRICE>' } })}`,
          ]
        : []),
      `--SystemDisk ${quote({ DiskType: 'CLOUD_PREMIUM', DiskSize: Math.min(p.diskGb, 1024) })}`,
      `--VirtualPrivateCloud ${quote({ VpcId: '<VPC_ID>', SubnetId: '<SUBNET_ID>' })}`,
      `--LoginSettings ${quote({ KeyIds: ['<KEY_ID>'] })}`,
      `--InstanceName ${p.name}`,
    ]),
  ];
}

/** Huawei Cloud ECS `CreateServers` through KooCLI (https://support.huaweicloud.com/api-ecs/ecs_02_0101.html). */
function huawei(p: LaunchPlan): string[] {
  return [
    header(p, 'Huawei Cloud KooCLI'),
    ...continued('hcloud ECS CreateServers', [
      `--cli-region=${region(p)}`,
      `--server.name=${p.name}`,
      `--server.flavorRef=${p.instanceType}`,
      '--server.imageRef=<IMAGE_ID>',
      '--server.vpcid=<VPC_ID>',
      '--server.nics.1.subnet_id=<SUBNET_ID>',
      '--server.root_volume.volumetype=SSD',
      `--server.root_volume.size=${Math.min(p.diskGb, 1024)}`,
      '--server.key_name=<KEY_PAIR_NAME>',
      `--server.count=${p.nodes}`,
      ...(p.spot ? ['--server.extendparam.marketType=spot'] : []),
    ]),
  ];
}

/**
 * AWS EC2 `run-instances` (https://docs.aws.amazon.com/AWSEC2/latest/APIReference/API_RunInstances.html).
 * Several nodes of a training job (or of a serving replica over several instances) start in a cluster placement group, over EFA where the family
 * has it (the ranking counts its bandwidth): the network interface then carries the subnet and
 * security group.
 */
function aws(p: LaunchPlan): string[] {
  const disk = { DeviceName: '<ROOT_DEVICE_NAME>', Ebs: { VolumeSize: p.diskGb } };
  // A serving replica over several instances runs over the fabric too.
  const cluster = p.nodes > 1 && (p.wl !== 'infer' || p.span > 1);
  const efa = cluster && isAwsEfa(p.instanceType);
  const network = efa
    ? [
        `--network-interfaces ${quote([{ DeviceIndex: 0, InterfaceType: 'efa', SubnetId: '<SUBNET_ID>', Groups: ['<SECURITY_GROUP_ID>'] }])}`,
      ]
    : ['--subnet-id <SUBNET_ID>', '--security-group-ids <SECURITY_GROUP_ID>'];
  return [
    header(p, 'AWS CLI'),
    ...(cluster
      ? [
          '# First: the nodes’ placement group',
          `aws ec2 create-placement-group --region ${region(p)} --group-name ${p.name} --strategy cluster`,
        ]
      : []),
    ...continued('aws ec2 run-instances', [
      `--region ${region(p)}`,
      `--instance-type ${p.instanceType}`,
      `--count ${p.nodes}`,
      '--image-id <IMAGE_ID>',
      '--key-name <KEY_NAME>',
      ...network,
      ...(cluster ? [`--placement ${quote({ GroupName: p.name })}`] : []),
      `--block-device-mappings ${quote([disk])}`,
      ...(p.spot ? [`--instance-market-options ${quote({ MarketType: 'spot' })}`] : []),
    ]),
  ];
}

/** Google Cloud `gcloud compute instances create` (https://cloud.google.com/sdk/gcloud/reference/compute/instances/create). */
function gcp(p: LaunchPlan): string[] {
  const type = gcpAcceleratorType(p.gpu, p.instanceType);
  const names = Array.from({ length: p.nodes }, (_, i) => `${p.name}-${i + 1}`).join(' ');
  return [
    header(p, 'Google Cloud CLI'),
    `# <ZONE>: a zone of ${region(p)} that offers ${p.instanceType}`,
    ...continued(`gcloud compute instances create ${names}`, [
      '--zone <ZONE>',
      `--machine-type ${p.instanceType}`,
      ...(type ? [`--accelerator type=${type},count=${p.gpuCount}`] : []),
      '--maintenance-policy TERMINATE',
      ...(p.spot ? ['--provisioning-model SPOT', '--instance-termination-action DELETE'] : []),
      '--image-family <IMAGE_FAMILY>',
      '--image-project <IMAGE_PROJECT>',
      `--boot-disk-size ${p.diskGb}GB`,
    ]),
  ];
}

/** Azure `az vm create` (https://learn.microsoft.com/en-us/cli/azure/vm#az-vm-create). */
function azure(p: LaunchPlan): string[] {
  return [
    header(p, 'Azure CLI'),
    ...continued('az vm create', [
      '--resource-group <RESOURCE_GROUP>',
      `--name ${p.name}`,
      `--location ${region(p)}`,
      `--size ${p.instanceType}`,
      ...(p.nodes > 1 ? [`--count ${p.nodes}`] : []),
      '--image <IMAGE>',
      '--admin-username <ADMIN_USERNAME>',
      '--ssh-key-values <SSH_PUBLIC_KEY_FILE>',
      `--os-disk-size-gb ${p.diskGb}`,
      ...(p.spot ? ['--priority Spot', '--eviction-policy Delete', '--max-price -1'] : []),
    ]),
  ];
}

const CLIS: Readonly<Record<string, (p: LaunchPlan) => string[]>> = {
  aliyun,
  tencent,
  huawei,
  aws,
  gcp,
  azure,
};

/** The provider's CLI call, `null` for a provider without one. */
export function providerCli(p: LaunchPlan): string | null {
  const cli = CLIS[p.provider];
  return cli ? `${cli(p).join('\n')}\n` : null;
}
