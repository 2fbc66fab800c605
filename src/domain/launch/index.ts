/**
 * Launch recipes for a ranked pick: everything a user pastes to start it, in the order a user
 * would reach for them — SkyPilot, dstack, the provider's own CLI, then the workload's command
 * (which the others already contain; alone it is for a machine started some other way).
 */
import type { Profile } from '../engine/profile';
import type { RankedEntry } from '../engine/types';
import { dstackConfig } from './dstack';
import { planOf } from './plan';
import { providerCli } from './provider-cli';
import { skypilotTask } from './skypilot';
import type { LaunchPlan, LaunchRecipe, LaunchTool } from './types';
import { rayHeadLine, rayWorkerLine, setupLine, workloadCommand } from './workload';

export type { LaunchRecipe, LaunchTool } from './types';
export { LAUNCH_TOOLS } from './types';

const WORKLOAD_TOOL: Readonly<Record<LaunchPlan['wl'], LaunchTool>> = {
  infer: 'serve',
  finetune: 'finetune',
  train: 'train',
  hpc: 'train',
};

/**
 * A replica over several instances: the Ray cluster to start on its instances before the
 * command, which runs on the first of them only.
 */
function spanHeader(p: LaunchPlan): string[] {
  const replicas = Math.max(1, Math.ceil(p.nodes / p.span));
  return [
    `# Serve one replica over ${p.span} instances of ${p.instanceType}` +
      (replicas > 1 ? ` (${replicas} replicas, ${p.nodes} instances in all)` : '') +
      ': install on every instance, then start a Ray cluster over them —',
    `#   on the first: ${rayHeadLine()}`,
    `#   on each other: ${rayWorkerLine('<HEAD_ADDRESS>')}`,
    `# then, once \`ray status\` counts ${p.span * p.gpuCount} GPUs, run this on the first instance only`,
  ];
}

/** The workload alone: install, then the command; several nodes name the values each node sets. */
function workloadRecipe(p: LaunchPlan): string {
  const env = { rank: '<NODE_RANK>', masterAddr: '<MASTER_ADDR>' };
  const setup = setupLine(p);
  if (p.wl === 'infer' && p.span > 1) {
    const lines = [
      ...spanHeader(p),
      ...(p.gated
        ? ['# HF_TOKEN: export a Hugging Face token with access to the model on every instance']
        : []),
      ...(setup ? [setup] : []),
      ...workloadCommand(p, env, null),
    ];
    return `${lines.join('\n')}\n`;
  }
  const lines = [
    `# ${p.wl === 'infer' ? 'Serve' : 'Run'} ` +
      (p.nodes === 1
        ? `on the ${p.instanceType} instance`
        : p.wl === 'hpc'
          ? `on the first of the ${p.nodes} instances of ${p.instanceType}: <HOSTFILE> lists every node, one "<ADDRESS> slots=${p.gpuCount}" a line`
          : `on each of the ${p.nodes} instances of ${p.instanceType}`) +
      (p.nodes > 1 && p.wl !== 'infer' && p.wl !== 'hpc'
        ? ': <NODE_RANK> 0 on the first, <MASTER_ADDR> its address'
        : ''),
    ...(p.gated
      ? ['# HF_TOKEN: export a Hugging Face token with access to the model in this shell first']
      : []),
    ...(setup ? [setup] : []),
    ...workloadCommand(p, env, p.nodes > 1 ? '<HOSTFILE>' : null),
  ];
  return `${lines.join('\n')}\n`;
}

/** Every recipe for `entry` under `profile`; at least the workload's command. */
export function launchRecipes(entry: RankedEntry, profile: Profile): LaunchRecipe[] {
  const p = planOf(entry, profile);
  const out: LaunchRecipe[] = [];
  const sky = skypilotTask(p);
  if (sky) out.push({ tool: 'skypilot', text: sky });
  const dstack = dstackConfig(p, entry.gpuMemoryGb);
  if (dstack) out.push({ tool: 'dstack', text: dstack });
  const cli = providerCli(p);
  if (cli) out.push({ tool: 'provider-cli', text: cli });
  out.push({ tool: WORKLOAD_TOOL[p.wl], text: workloadRecipe(p) });
  return out;
}
