/**
 * A SkyPilot task YAML (https://docs.skypilot.co/en/latest/reference/yaml-spec.html) for a pick on
 * a cloud SkyPilot supports: `resources` pins the cloud and region (`infra`), the instance type,
 * `accelerators: <name>:<count>`, `use_spot` as priced and the disk; `num_nodes` for several
 * nodes; `setup` and `run` hold the workload; serving adds a SkyServe `service` whose replicas
 * are the instances (each runs the replicas it holds as vLLM data-parallel engines).
 * Multi-node commands read `SKYPILOT_NODE_RANK` and `SKYPILOT_NODE_IPS`, which SkyPilot sets.
 */
import { skypilotGpu } from './gpu-names';
import type { LaunchPlan } from './types';
import { hostfileLine, SERVE_PORT, setupLine, workloadCommand } from './workload';
import { block, scalar } from './yaml';

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
  const infer = p.wl === 'infer';
  const infra = p.region === 'any' ? cloud : `${cloud}/${p.region}`;
  const multi = !infer && p.nodes > 1;
  const setup = setupLine(p);
  const run: string[] = [];
  if (multi && p.wl === 'hpc') {
    run.push(
      hostfileLine('$SKYPILOT_NODE_IPS', p.gpuCount),
      'if [ "$SKYPILOT_NODE_RANK" = "0" ]; then',
    );
    run.push(...workloadCommand(p, env, 'hostfile').map((l) => `  ${l}`), 'fi');
  } else {
    if (multi) run.push('MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)');
    run.push(...workloadCommand(p, env, null));
  }
  const lines = [
    `# SkyPilot task: ${p.nodes} × ${p.instanceType} (${p.gpuCount} × ${gpu}) in ${infra}, ${p.spot ? 'spot' : 'on-demand'}`,
    infer
      ? `# Start: sky serve up -n ${p.name} task.yaml`
      : `# Start: sky launch -c ${p.name} task.yaml`,
    `name: ${scalar(p.name)}`,
    'resources:',
    `  infra: ${scalar(infra)}`,
    `  instance_type: ${scalar(p.instanceType)}`,
    `  accelerators: ${scalar(`${gpu}:${p.gpuCount}`)}`,
    `  use_spot: ${p.spot}`,
    `  disk_size: ${p.diskGb}`,
    ...(infer ? [`  ports: ${SERVE_PORT}`] : []),
    ...(multi ? [`num_nodes: ${p.nodes}`] : []),
    ...(setup ? [`setup: ${scalar(setup)}`] : []),
    ...block('', 'run', run),
  ];
  if (infer) {
    lines.push('service:', '  readiness_probe: /v1/models', `  replicas: ${p.nodes}`);
  }
  return `${lines.join('\n')}\n`;
}

const env = { rank: '$SKYPILOT_NODE_RANK', masterAddr: '$MASTER_ADDR' };
