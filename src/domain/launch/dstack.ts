/**
 * A dstack run configuration (`.dstack.yml`; https://dstack.ai/docs/reference/dstack.yml/task/ and
 * `/service/`) for a pick on a backend dstack supports: a `task` (with `nodes` over several
 * instances, on backends with multi-node: `rules/dstack.ts`) or, for serving, a `service` with
 * its `replicas` — a replica over several instances is instead a `task` over `nodes` instances
 * joined as one Ray cluster, its port forwarded by `dstack apply` (dstack's services run one node
 * per replica), applied once per replica; `resources` with the GPU and disk; `spot_policy` as priced; `backends`,
 * `regions` and `instance_types` pin the pick where the backend names its offers as the catalog
 * does (RunPod names them by RunPod's GPU type and data centre, so there the GPU requirement
 * alone picks them). Multi-node commands read `DSTACK_NODE_RANK` and `DSTACK_MASTER_NODE_IP`;
 * MPI runs from the master over `DSTACK_MPI_HOSTFILE` while the workers wait. A gated model's
 * `HF_TOKEN` is taken from the environment `dstack apply` runs in.
 */
import { dstackGpu, skypilotGpu } from './gpu-names';
import { DSTACK_BACKEND_MULTINODE } from './rules/dstack';
import { LLAMAFACTORY_PYTHON } from './rules/llamafactory';
import { pricingLabel } from './skypilot';
import type { LaunchPlan } from './types';
import { SERVE_PORT, VLLM_ROCM_IMAGE } from './rules/vllm';
import { hpcCommand, rocmImage, setupLine, spanServeBlock, workloadCommand } from './workload';
import { scalar } from './yaml';

/** Backends of dstack for the catalog's providers. */
export const DSTACK_BACKENDS: Readonly<Record<string, string>> = {
  aws: 'aws',
  gcp: 'gcp',
  azure: 'azure',
  lambda: 'lambda',
  runpod: 'runpod',
};

const env = { rank: '$DSTACK_NODE_RANK', masterAddr: '$DSTACK_MASTER_NODE_IP' };

/** One `commands` item: a plain scalar, or a literal block for a command over several lines. */
function command(lines: readonly string[]): string[] {
  if (lines.length === 1) return [`  - ${scalar(lines[0] as string)}`];
  return ['  - |', ...lines.map((l) => `    ${l}`)];
}

export function dstackConfig(p: LaunchPlan, gpuMemoryGb: number | null): string | null {
  const backend = DSTACK_BACKENDS[p.provider];
  const infer = p.wl === 'infer';
  // One replica over several instances: a multi-node task per replica.
  const spans = infer && p.span > 1;
  const taskNodes = infer ? p.span : p.nodes;
  const multi = taskNodes > 1;
  if (backend === undefined || (multi && !DSTACK_BACKEND_MULTINODE[backend])) return null;
  const service = infer && !spans;
  const replicas = Math.max(1, Math.ceil(p.nodes / taskNodes));
  const gpu = dstackGpu(
    skypilotGpu(p.provider, p.gpu, p.instanceType),
    gpuMemoryGb === null ? null : gpuMemoryGb / p.gpuCount,
    p.gpuCount,
  );
  const image = rocmImage(p);
  const setup = setupLine(p, image);
  const mpi = p.wl === 'hpc' && multi;
  // A training or fine-tuning run on spot: resubmitted after a preemption, resuming from its
  // last checkpoint (the trainer's command saves them).
  const resubmit = p.spot && (p.wl === 'finetune' || p.wl === 'train');
  const commands = [
    ...(setup ? command([setup]) : []),
    ...(mpi
      ? command([
          'if [ "$DSTACK_NODE_RANK" = "0" ]; then',
          ...hpcCommand(p, '$DSTACK_MPI_HOSTFILE').map((l) => `  ${l}`),
          'else',
          '  sleep infinity',
          'fi',
        ])
      : spans
        ? command(spanServeBlock(p, '$DSTACK_NODE_RANK', '$DSTACK_MASTER_NODE_IP'))
        : command(workloadCommand(p, env, null))),
  ];
  const pinned = backend !== 'runpod';
  const lines = [
    `# dstack: ${spans ? taskNodes : p.nodes} × ${p.instanceType}` +
      (spans ? ` per replica, ${p.nodes} in all` : '') +
      ` on ${backend} ${p.region}, ${pricingLabel(p)}`,
    `# Start: dstack apply -f .dstack.yml` +
      (spans && replicas > 1
        ? ` (once per replica: name ${p.name}-1 … ${p.name}-${replicas})`
        : ''),
    ...(spans
      ? [`# dstack apply forwards port ${SERVE_PORT} of the first instance to localhost`]
      : []),
    ...(multi ? ['# Needs a fleet with placement: cluster on this backend (dstack fleets)'] : []),
    ...(!pinned
      ? [`# RunPod offers are named by GPU type and data centre: the GPU requirement picks them`]
      : []),
    ...(p.gated ? ['# HF_TOKEN: set it in the shell you run dstack apply from'] : []),
    ...(resubmit
      ? [
          '# Spot: dstack resubmits the run after an interruption (retry), for up to a day; keep the output directory on a volume so the checkpoints survive',
        ]
      : []),
    `type: ${service ? 'service' : 'task'}`,
    `name: ${scalar(p.name)}`,
    ...(image ? [`image: ${scalar(VLLM_ROCM_IMAGE)}`] : []),
    ...(p.wl === 'finetune' || p.wl === 'train' ? [`python: '${LLAMAFACTORY_PYTHON}'`] : []),
    ...(multi ? [`nodes: ${taskNodes}`] : []),
    ...(mpi ? ['startup_order: workers-first', 'stop_criteria: master-done'] : []),
    ...(spans ? ['ports:', `  - ${SERVE_PORT}`] : []),
    ...(service ? [`port: ${SERVE_PORT}`, `replicas: ${p.nodes}`] : []),
    ...(service && p.hfRepo ? [`model: ${scalar(p.hfRepo)}`] : []),
    ...(p.gated ? ['env:', '  - HF_TOKEN'] : []),
    'commands:',
    ...commands,
    'resources:',
    `  gpu: ${scalar(gpu)}`,
    `  disk: ${p.diskGb}GB`,
    `spot_policy: ${p.spot ? 'spot' : 'on-demand'}`,
    ...(resubmit ? ['retry:', '  on_events: [interruption]', '  duration: 1d'] : []),
    'backends:',
    `  - ${backend}`,
    ...(pinned && p.region !== 'any' ? ['regions:', `  - ${scalar(p.region)}`] : []),
    ...(pinned ? ['instance_types:', `  - ${scalar(p.instanceType)}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
