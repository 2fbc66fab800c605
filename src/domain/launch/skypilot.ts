/**
 * A SkyPilot task YAML (https://docs.skypilot.co/en/latest/reference/yaml-spec.html) for a pick on
 * a cloud SkyPilot supports: `resources` pins the cloud and region (`infra`), the instance type,
 * `accelerators: <name>:<count>`, `use_spot` as priced and the disk; `num_nodes` for several
 * nodes; `setup` and `run` hold the workload; serving adds a SkyServe `service` whose replicas
 * are the instances (each runs the replicas it holds as vLLM data-parallel engines), or, for a
 * replica that spans several instances, whose replicas are the vLLM replicas, each over
 * `num_nodes` instances joined as one Ray cluster (SkyServe runs multi-node replicas:
 * `llm/vllm/vllm-multinode.sky.yaml`, `rules/skypilot.ts`).
 * Multi-node commands read `SKYPILOT_NODE_RANK` and `SKYPILOT_NODE_IPS`, which SkyPilot sets.
 * What a cloud lacks (`rules/skypilot.ts`) is not asked for: no task over several nodes where
 * SkyPilot has no multi-node, serving without SkyServe where it opens no ports. AWS nodes of an
 * EFA family run together on `network_tier: best` (EFA). A gated model's `HF_TOKEN` is a secret
 * passed at launch, never written in the file.
 */
import { skypilotGpu } from './gpu-names';
import { isAwsEfa, SKYPILOT_CLOUD_FEATURES } from './rules/skypilot';
import type { LaunchPlan } from './types';
import { SERVE_PORT, VLLM_ROCM_IMAGE } from './rules/vllm';
import { hostfileLine, rocmImage, setupLine, spanServeBlock, workloadCommand } from './workload';
import { block, scalar } from './yaml';

/** How the header names the pricing. */
export const pricingLabel = (p: LaunchPlan) =>
  p.pricing === 'commitment'
    ? 'on a commitment (buy it from the provider first; until then billed on demand)'
    : p.pricing;

/** Clouds the catalog's providers map to in SkyPilot (`ALL_CLOUDS` in `sky/skylet/constants.py`). */
export const SKYPILOT_CLOUDS: Readonly<Record<string, string>> = {
  aws: 'aws',
  gcp: 'gcp',
  azure: 'azure',
  lambda: 'lambda',
  runpod: 'runpod',
  // The clouds whose v8 catalog files (catalogs/v8/<cloud>/vms.csv) the catalog's offers come from.
  oci: 'oci',
  nebius: 'nebius',
  hyperbolic: 'hyperbolic',
  verda: 'verda',
};

export function skypilotTask(p: LaunchPlan): string | null {
  const cloud = SKYPILOT_CLOUDS[p.provider];
  const gpu = skypilotGpu(p.provider, p.gpu, p.instanceType);
  if (cloud === undefined || gpu === null) return null;
  const features = SKYPILOT_CLOUD_FEATURES[cloud];
  const infer = p.wl === 'infer';
  // Nodes of one task: every node of a job, or the instances one serving replica spans.
  const taskNodes = infer ? p.span : p.nodes;
  const multi = taskNodes > 1;
  if (features && ((multi && !features.multiNode) || (p.spot && !features.spot))) return null;
  // Tasks (each a service replica, or a cluster without ports) that hold every instance.
  const tasks = Math.max(1, Math.ceil(p.nodes / taskNodes));
  // SkyServe needs open ports; without them each instance is a cluster of its own.
  const serve = infer && (features?.openPorts ?? true);
  const infra = p.region === 'any' ? cloud : `${cloud}/${p.region}`;
  // RunPod starts a container image of our choosing: the ROCm build of vLLM on AMD GPUs.
  const image = rocmImage(p) && cloud === 'runpod';
  const setup = setupLine(p, image);
  const run: string[] = [];
  if (multi && p.wl === 'hpc') {
    run.push(
      hostfileLine('$SKYPILOT_NODE_IPS', p.gpuCount),
      'if [ "$SKYPILOT_NODE_RANK" = "0" ]; then',
    );
    run.push(...workloadCommand(p, env, 'hostfile').map((l) => `  ${l}`), 'fi');
  } else if (multi && infer) {
    run.push('MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)');
    run.push(...spanServeBlock(p, '$SKYPILOT_NODE_RANK', '$MASTER_ADDR'));
  } else {
    if (multi) run.push('MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)');
    run.push(...workloadCommand(p, env, null));
  }
  const secret = p.gated ? ' --secret HF_TOKEN' : '';
  const start = serve
    ? [`# Start: sky serve up -n ${p.name}${secret} task.yaml`]
    : infer
      ? [
          `# Start: sky launch -c ${p.name}${secret} task.yaml` +
            (tasks > 1
              ? ` (once per ${multi ? 'replica' : 'instance'}: -c ${p.name}-1 … -c ${p.name}-${tasks})`
              : ''),
          `# ${cloud} opens no ports: reach the server with ssh -L ${SERVE_PORT}:localhost:${SERVE_PORT} <CLUSTER>`,
        ]
      : p.spot
        ? // a managed job: SkyPilot relaunches it after a preemption
          [
            `# Start: sky jobs launch -n ${p.name}${secret} task.yaml (a managed job: relaunched after a preemption, resuming from the last checkpoint)`,
          ]
        : [`# Start: sky launch -c ${p.name}${secret} task.yaml`];
  const efa = multi && cloud === 'aws' && isAwsEfa(p.instanceType);
  const what = multi && infer ? ` per replica, ${p.nodes} in all` : '';
  const lines = [
    `# SkyPilot task: ${multi && infer ? taskNodes : p.nodes} × ${p.instanceType} (${p.gpuCount} × ${gpu})${what} in ${infra}, ${pricingLabel(p)}`,
    ...start,
    ...(p.gated ? ['# HF_TOKEN: a Hugging Face token with access to the model'] : []),
    `name: ${scalar(p.name)}`,
    'resources:',
    `  infra: ${scalar(infra)}`,
    `  instance_type: ${scalar(p.instanceType)}`,
    `  accelerators: ${scalar(`${gpu}:${p.gpuCount}`)}`,
    `  use_spot: ${p.spot}`,
    `  disk_size: ${p.diskGb}`,
    ...(image ? [`  image_id: ${scalar(`docker:${VLLM_ROCM_IMAGE}`)}`] : []),
    ...(serve ? [`  ports: ${SERVE_PORT}`] : []),
    ...(efa ? ['  network_tier: best'] : []),
    ...(multi ? [`num_nodes: ${taskNodes}`] : []),
    ...(p.gated ? ['secrets:', '  HF_TOKEN: null'] : []),
    ...(setup ? [`setup: ${scalar(setup)}`] : []),
    ...block('', 'run', run),
  ];
  if (serve) {
    lines.push('service:', '  readiness_probe: /v1/models', `  replicas: ${tasks}`);
  }
  return `${lines.join('\n')}\n`;
}

const env = { rank: '$SKYPILOT_NODE_RANK', masterAddr: '$MASTER_ADDR' };
