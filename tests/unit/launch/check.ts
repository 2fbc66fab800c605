/**
 * A launch recipe read the way its tools read it, against the rules tables (`src/domain/launch/
 * rules/*`, each transcribed from the tool's source) and SkyPilot's schema copy
 * (tests/fixtures/launch): every broken rule is one violation `{ tool, rule, detail }`.
 * The checker knows the ranked entry and the profile (what the pick has and what the link asks)
 * and the model's facts; it does not call the recipe code's helpers.
 */
import type { RankedEntry } from '../../../src/domain/engine';
import type { Profile } from '../../../src/domain/engine/profile';
import { catalog } from '../../../src/domain/catalog';
import type { LaunchRecipe } from '../../../src/domain/launch';
import {
  DSTACK_BACKEND_MULTINODE,
  DSTACK_KEYS,
  isRunpodDataCentre,
} from '../../../src/domain/launch/rules/dstack';
import {
  LLAMAFACTORY_ARGS,
  LLAMAFACTORY_TEMPLATES,
} from '../../../src/domain/launch/rules/llamafactory';
import {
  isAwsEfa,
  SKYPILOT_CLOUD_FEATURES,
  SKYPILOT_KEYS,
} from '../../../src/domain/launch/rules/skypilot';
import { tpFits, VLLM_FLAGS, VLLM_MIN_CC } from '../../../src/domain/launch/rules/vllm';
import { modelById } from '../../../src/domain/models';
import { launchFactsOf } from '../../../src/domain/models/launch-facts';
import { PROVIDER_APIS } from '../../fixtures/launch/provider-apis';
import {
  RESOURCES_SCHEMA,
  SERVICE_SCHEMA,
  SKYPILOT_ACCELERATORS,
  TASK_SCHEMA,
} from '../../fixtures/launch/skypilot-schema';
import { validate } from '../cli/json-schema';
import { flagsOf, shellWords, yamlOf } from './parse';

export interface Violation {
  tool: string;
  rule: string;
  detail: string;
}

interface Ctx {
  e: RankedEntry;
  p: Profile;
  out: Violation[];
  tool: string;
  /** The container image the launcher runs, when it names one. */
  image?: string;
  /** Instances the recipe joins into one Ray cluster for `vllm serve` (1: none). */
  rayNodes?: number;
}

const fail = (c: Ctx, rule: string, detail = '') => c.out.push({ tool: c.tool, rule, detail });

const ccOf = (gpu: string): number | null => {
  const cc = catalog.gpus.find((g) => g.id === gpu)?.computeCapability;
  return cc == null ? null : Number(cc);
};

/** The commands of a shell text: comment lines dropped, continuations joined, one per line. */
export function commandsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** The words of a command from `head` on (a command may follow `&&` or env assignments). */
function from(words: string[], head: string): string[] | null {
  const i = words.indexOf(head);
  return i < 0 ? null : words.slice(i);
}

const modelOf = (p: Profile) => (typeof p.model === 'string' ? (modelById(p.model) ?? null) : null);

/** One copy of the training state exceeds one GPU (the ranking pooled the GPUs' memory). */
function copyExceedsGpu(e: RankedEntry): boolean {
  if (!e.memory) return true;
  const need = e.memory.parts.reduce((s, x) => s + x.gib, 0) * Math.max(1, e.nodes);
  const perGpu = (e.memory.capacityGib ?? e.gpuMemoryGb ?? 0) / e.gpuCount;
  return !(perGpu > 0) || need > perGpu;
}

function checkVllm(c: Ctx, text: string, words: string[]) {
  const flags = flagsOf(words.slice(2));
  const model = modelOf(c.p);
  const facts = model ? launchFactsOf(model.id) : null;
  const cc = ccOf(c.e.gpu);
  for (const [k, v] of flags) {
    if (!(k in VLLM_FLAGS)) fail(c, 'vllm-unknown-flag', k);
    const choices = VLLM_FLAGS[k];
    if (choices && choices.length > 0 && !choices.includes(v))
      fail(c, 'vllm-bad-choice', `${k} ${v}`);
  }
  const tp = Number(flags.get('tensor-parallel-size') ?? 1);
  const pp = Number(flags.get('pipeline-parallel-size') ?? 1);
  const dp = Number(flags.get('data-parallel-size') ?? 1);
  // Several instances only as one Ray cluster: TP within an instance, PP across them.
  const nodes = c.rayNodes ?? 1;
  if (tp * pp * dp > c.e.gpuCount * nodes) {
    fail(c, 'vllm-more-gpus-than-instance', `${tp}×${pp}×${dp} on ${nodes}`);
  }
  if (nodes > 1) {
    if (tp > c.e.gpuCount) fail(c, 'vllm-tp-across-instances', `${tp} > ${c.e.gpuCount}`);
    if (dp > 1) fail(c, 'vllm-dp-over-ray-cluster', String(dp));
    if (tp * pp * dp <= c.e.gpuCount * (nodes - 1)) fail(c, 'vllm-idle-instance', String(nodes));
    if (flags.get('distributed-executor-backend') !== 'ray') fail(c, 'vllm-multi-node-without-ray');
    if (!/ray\[cgraph\]|ray>=|ray==/.test(text) && !c.image?.includes('vllm')) {
      fail(c, 'vllm-ray-not-installed');
    }
  }
  if (tp * pp < c.e.replicaGpus) fail(c, 'vllm-replica-smaller-than-sized', `${tp}×${pp}`);
  if (model) {
    if (!tpFits(tp, model.attentionHeads, model.kvHeads)) {
      fail(c, 'vllm-tp-heads', `${tp} vs ${model.attentionHeads}/${model.kvHeads}`);
    }
    if (pp > model.layers) fail(c, 'vllm-pp-layers', String(pp));
  }
  const dtype = flags.get('dtype');
  const quant = flags.get('quantization');
  if (cc !== null && cc < VLLM_MIN_CC.bfloat16 && !(dtype === 'float16' || dtype === 'half')) {
    fail(c, 'vllm-bf16-on-old-gpu', `${c.e.gpu} dtype ${dtype}`);
  }
  if (quant === 'fp8' && cc !== null && cc < VLLM_MIN_CC.fp8) fail(c, 'vllm-fp8-cc', c.e.gpu);
  if (flags.get('kv-cache-dtype')?.startsWith('fp8') && cc !== null && cc < VLLM_MIN_CC.fp8Native) {
    fail(c, 'vllm-fp8-kv-cc', c.e.gpu);
  }
  if (quant === 'bitsandbytes' && !/bitsandbytes/.test(text)) fail(c, 'vllm-bnb-not-installed');
  if (quant === 'bitsandbytes' && cc !== null && cc < VLLM_MIN_CC.bitsandbytes) {
    fail(c, 'vllm-bnb-cc', c.e.gpu);
  }
  const repo = words[2] ?? '';
  const ckpt = c.p.prec === 'int4' ? facts?.int4.find((k) => k.repo === repo) : undefined;
  if (ckpt && cc !== null && cc < VLLM_MIN_CC[ckpt.method]) fail(c, 'vllm-int4-cc', c.e.gpu);
  if (c.p.prec === 'int4' && !quant && !ckpt) fail(c, 'vllm-int4-without-quantisation', repo);
  // bitsandbytes only where no published 4-bit checkpoint's kernels run on the GPU.
  if (
    quant === 'bitsandbytes' &&
    facts?.int4.some((k) => cc === null || cc >= VLLM_MIN_CC[k.method])
  )
    fail(c, 'vllm-bnb-with-a-checkpoint', c.e.gpu);
  // Context: within the window, or the card's RoPE extension written as an override.
  const len = Number(flags.get('max-model-len'));
  if (!(len > 0)) fail(c, 'vllm-no-max-model-len');
  if (facts && len > facts.nativeContext) {
    const o = flags.get('hf-overrides');
    const rope = o ? (JSON.parse(o) as { rope_scaling?: Record<string, number | string> }) : null;
    const r = rope?.rope_scaling;
    const ok =
      facts.extension !== null &&
      r?.rope_type === facts.extension.rope &&
      Number(r.original_max_position_embeddings) === facts.nativeContext &&
      Number(r.factor) * facts.nativeContext >= len &&
      len <= facts.nativeContext * facts.extension.factor;
    if (!ok) fail(c, 'vllm-context-beyond-window', `${len} > ${facts.nativeContext}`);
  }
  if (facts?.remoteCode && !flags.has('trust-remote-code')) fail(c, 'vllm-remote-code');
  if (!/pip install vllm==\d/.test(text) && !c.image?.includes('vllm_0.10.1')) {
    fail(c, 'vllm-not-pinned');
  }
}

function checkTrainer(c: Ctx, text: string, words: string[], cmd: string) {
  const i = words.indexOf('train');
  const args = flagsOf(
    words.slice(i + 1).filter((w) => w !== '-m' && w !== 'llamafactory.launcher'),
  );
  const model = modelOf(c.p);
  const facts = model ? launchFactsOf(model.id) : null;
  const cc = ccOf(c.e.gpu);
  for (const [k, v] of args) {
    if (['nnodes', 'nproc-per-node', 'node-rank', 'master-addr', 'master-port'].includes(k))
      continue;
    if (!(k in LLAMAFACTORY_ARGS)) fail(c, 'lf-unknown-arg', k);
    const choices = LLAMAFACTORY_ARGS[k];
    if (choices && !choices.includes(v)) fail(c, 'lf-bad-choice', `${k} ${v}`);
  }
  const template = args.get('template') ?? '';
  if (!template.startsWith('<') && !LLAMAFACTORY_TEMPLATES.has(template)) {
    fail(c, 'lf-unknown-template', template);
  }
  if (facts?.template && template !== facts.template) {
    fail(c, 'lf-wrong-template', `${template} for ${model?.id}`);
  }
  if (!args.has('dataset')) fail(c, 'lf-no-dataset');
  if (args.get('bf16') === 'true' && cc !== null && cc < 8) fail(c, 'lf-bf16-on-old-gpu', c.e.gpu);
  if (facts?.remoteCode && args.get('trust_remote_code') !== 'true') fail(c, 'lf-remote-code');
  // Installs: the pinned package without extras it no longer has, on Python ≥ 3.11.
  if (/llamafactory\[/.test(text)) fail(c, 'lf-extras-removed');
  if (!/llamafactory==0\.9\.5/.test(text)) fail(c, 'lf-not-pinned');
  if (!/--python 3\.1[1-9]|python: '?3\.1[1-9]/.test(text)) fail(c, 'lf-python-too-old');
  const qlora = args.get('quantization_bit') === '4';
  if (qlora && !/bitsandbytes/.test(text)) fail(c, 'lf-bnb-not-installed');
  // Sharding: several GPUs for full training, or a copy that exceeds one GPU.
  const gpus = c.e.gpuCount * Math.max(1, c.e.nodes);
  const full = args.get('finetuning_type') === 'full';
  const mustShard = gpus > 1 && (full || copyExceedsGpu(c.e));
  const ds = args.get('deepspeed');
  if (mustShard && !ds) fail(c, 'lf-no-sharding', `${gpus} GPUs, ${full ? 'full' : 'lora'}`);
  if (ds) {
    const written = new RegExp(`echo '(\\{.*\\})' > ${ds.replace('.', '\\.')}`).exec(text);
    const conf = written
      ? (JSON.parse(written[1] as string) as { zero_optimization?: { stage?: number } })
      : null;
    if (conf?.zero_optimization?.stage !== 3) fail(c, 'lf-zero3-file-missing', ds);
    if (!/deepspeed>=|deepspeed==/.test(text)) fail(c, 'lf-deepspeed-not-installed');
    if (qlora && !/bitsandbytes>=0\.4[3-9]/.test(text)) fail(c, 'lf-bnb-too-old-for-zero3');
    if (!/FORCE_TORCHRUN=1|^torchrun/.test(cmd)) fail(c, 'lf-deepspeed-not-distributed');
  }
  const len = Number(args.get('cutoff_len'));
  if (facts && len > facts.nativeContext) {
    const ok =
      facts.extension !== null &&
      args.get('rope_scaling') === facts.extension.rope &&
      len <= facts.nativeContext * facts.extension.factor;
    if (!ok) fail(c, 'lf-context-beyond-window', `${len} > ${facts.nativeContext}`);
  }
  if (words.includes('torchrun')) {
    const t = flagsOf(words.slice(words.indexOf('torchrun') + 1));
    if (Number(t.get('nnodes')) !== c.e.nodes) fail(c, 'torchrun-nnodes');
    if (Number(t.get('nproc-per-node')) !== c.e.gpuCount) fail(c, 'torchrun-nproc');
  } else if (c.e.nodes > 1) fail(c, 'lf-multi-node-without-launcher');
}

function checkMpi(c: Ctx, words: string[]) {
  if (!words.includes('--allow-run-as-root')) fail(c, 'mpirun-as-root');
  const np = Number(words[words.indexOf('-np') + 1]);
  if (np !== c.e.nodes * c.e.gpuCount) fail(c, 'mpirun-np', String(np));
}

/** The workload commands inside any recipe text. */
function checkCommands(c: Ctx, text: string) {
  let seen = false;
  for (const cmd of commandsOf(text)) {
    const words = shellWords(cmd);
    const serve = from(words, 'vllm');
    if (serve && serve[1] === 'serve') {
      seen = true;
      checkVllm(c, text, serve);
    }
    const lf =
      from(words, 'llamafactory-cli') ??
      (words.includes('llamafactory.launcher') ? from(words, 'torchrun') : null);
    if (lf && words.includes('--stage')) {
      seen = true;
      checkTrainer(c, text, lf, cmd);
    }
    const mpi = from(words, 'mpirun');
    if (mpi) {
      seen = true;
      checkMpi(c, mpi);
    }
    // A token is passed from the environment, never written.
    if (/HF_TOKEN=(?!<)\S|hf_[A-Za-z0-9]{10,}/.test(cmd)) fail(c, 'hf-token-written');
  }
  return seen;
}

/**
 * The Ray cluster a serving recipe builds over `nodes` instances: the head on rank `rank` = 0
 * before `vllm serve` there, every other instance joining the head's address and staying
 * (`--block`: a launcher ends a node whose commands return). Returns the nodes when it is built.
 */
function rayCluster(c: Ctx, run: string, nodes: number, rank: RegExp, head: RegExp): number {
  if (nodes <= 1) return 1;
  const cmds = commandsOf(run);
  const headAt = cmds.findIndex((x) => /^ray start --head\b/.test(x));
  const serveAt = cmds.findIndex((x) => /^vllm serve\b/.test(x));
  const worker = cmds.find((x) => /^ray start --address=/.test(x));
  const branch = cmds.find((x) => /^if \[/.test(x));
  if (headAt < 0 || serveAt < headAt) fail(c, 'ray-no-head-before-serve');
  if (!worker) fail(c, 'ray-no-workers');
  else {
    if (!head.test(worker)) fail(c, 'ray-worker-not-joining-head', worker);
    if (!/--block\b/.test(worker)) fail(c, 'ray-worker-exits', worker);
  }
  if (!branch || !rank.test(branch)) fail(c, 'ray-no-rank-branch');
  const wait = cmds.find((x) => x.startsWith('until ray status'));
  const gpus = c.e.gpuCount * nodes;
  if (!wait?.includes(`/${gpus}.0 GPU`)) fail(c, 'ray-serve-before-cluster-joined', String(gpus));
  return nodes;
}

function checkSkypilot(c: Ctx, text: string) {
  const task = yamlOf(text);
  for (const k of Object.keys(task)) {
    if (!(SKYPILOT_KEYS.task as readonly string[]).includes(k)) fail(c, 'sky-unknown-key', k);
  }
  for (const err of validate(TASK_SCHEMA, task)) fail(c, 'sky-task-schema', err);
  const res = (task.resources ?? {}) as Record<string, unknown>;
  for (const err of validate(RESOURCES_SCHEMA, res)) fail(c, 'sky-resources-schema', err);
  if (task.service !== undefined) {
    for (const err of validate(SERVICE_SCHEMA, task.service)) fail(c, 'sky-service-schema', err);
  }
  const cloud = String(res.infra).split('/')[0] as string;
  if (typeof res.image_id === 'string') c.image = res.image_id.replace(/^docker:/, '');
  if (
    c.p.wl === 'infer' &&
    c.e.gpu.startsWith('mi') &&
    cloud === 'runpod' &&
    !c.image?.includes('rocm')
  ) {
    fail(c, 'sky-amd-without-rocm-image', c.e.gpu);
  }
  const f = SKYPILOT_CLOUD_FEATURES[cloud];
  if (!f) fail(c, 'sky-unknown-cloud', cloud);
  else {
    if (Number(task.num_nodes ?? 1) > 1 && !f.multiNode)
      fail(c, 'sky-multi-node-unsupported', cloud);
    if ((res.ports !== undefined || task.service !== undefined) && !f.openPorts) {
      fail(c, 'sky-ports-unsupported', cloud);
    }
    if (res.use_spot === true && !f.spot) fail(c, 'sky-spot-unsupported', cloud);
  }
  const [gpu, count] = String(res.accelerators).split(':');
  if (!SKYPILOT_ACCELERATORS[cloud]?.includes(gpu as string)) {
    fail(c, 'sky-unknown-accelerator', `${cloud} ${gpu}`);
  }
  if (Number(count) !== c.e.gpuCount) fail(c, 'sky-accelerator-count');
  if (res.instance_type !== c.e.instanceType) fail(c, 'sky-instance-type');
  if (res.use_spot !== (c.e.pricing === 'spot')) fail(c, 'sky-spot-mismatch');
  const numNodes = Number(task.num_nodes ?? 1);
  if (c.p.wl !== 'infer' && numNodes !== c.e.nodes) fail(c, 'sky-num-nodes');
  if (c.p.wl === 'infer') {
    // Every instance the pick rents: SkyServe replicas (or clusters) × the nodes of each.
    const svc = task.service as { replicas?: number } | undefined;
    const tasks = svc ? Number(svc.replicas ?? 1) : numNodes > 1 ? c.e.nodes / numNodes : null;
    if (tasks !== null && tasks * numNodes !== c.e.nodes) {
      fail(c, 'sky-instances-total', `${tasks} × ${numNodes} ≠ ${c.e.nodes}`);
    }
    c.rayNodes = rayCluster(
      c,
      String(task.run ?? ''),
      numNodes,
      /SKYPILOT_NODE_RANK/,
      /\$\{?MASTER_ADDR\b/,
    );
    if (numNodes > 1 && !/MASTER_ADDR=\$\(echo "\$SKYPILOT_NODE_IPS" \| head -n1\)/.test(text)) {
      fail(c, 'ray-head-address-unset');
    }
  }
  if (cloud === 'aws' && numNodes > 1 && isAwsEfa(c.e.instanceType)) {
    if (res.network_tier !== 'best') fail(c, 'sky-aws-multi-node-without-efa', c.e.instanceType);
  }
  const secrets = (task.secrets ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(secrets)) if (v !== null) fail(c, 'sky-secret-written', k);
  const envs = (task.envs ?? {}) as Record<string, unknown>;
  if ('HF_TOKEN' in envs && envs.HF_TOKEN !== null) fail(c, 'hf-token-written');
  const model = modelOf(c.p);
  if (model && launchFactsOf(model.id)?.gated && !('HF_TOKEN' in secrets)) {
    fail(c, 'sky-gated-without-token', model.id);
  }
  if (!checkCommands(c, `${String(task.setup ?? '')}\n${String(task.run ?? '')}`)) {
    if (c.p.wl !== 'hpc' || c.e.nodes === 1) fail(c, 'no-workload-command');
  }
}

function checkDstack(c: Ctx, text: string) {
  const conf = yamlOf(text);
  const kind = conf.type as 'task' | 'service';
  const allowed = [...DSTACK_KEYS.common, ...DSTACK_KEYS[kind]] as string[];
  for (const k of Object.keys(conf)) {
    if (!allowed.includes(k)) fail(c, 'dstack-unknown-key', k);
  }
  const res = conf.resources as Record<string, unknown>;
  for (const k of Object.keys(res)) {
    if (!(DSTACK_KEYS.resources as readonly string[]).includes(k))
      fail(c, 'dstack-unknown-resource', k);
  }
  if (!(DSTACK_KEYS.spotPolicy as readonly string[]).includes(String(conf.spot_policy))) {
    fail(c, 'dstack-spot-policy');
  }
  if (conf.retry !== undefined) {
    const retry = conf.retry as { on_events?: unknown; duration?: unknown };
    const events = retry.on_events;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      !events.every((e) => (DSTACK_KEYS.retryEvents as readonly string[]).includes(String(e)))
    )
      fail(c, 'dstack-retry-events', String(events));
    if (!/^\d+[smhdw]$/.test(String(retry.duration))) fail(c, 'dstack-retry-duration');
  }
  const trains = c.p.wl === 'train' || c.p.wl === 'finetune';
  if (trains && conf.spot_policy === 'spot') {
    const events = (conf.retry as { on_events?: unknown } | undefined)?.on_events;
    if (!Array.isArray(events) || !events.includes('interruption'))
      fail(c, 'dstack-spot-not-resubmitted');
  }
  const backend = (conf.backends as string[])[0] as string;
  if (typeof conf.image === 'string') c.image = conf.image;
  if (c.p.wl === 'infer' && c.e.gpu === 'mi300x-192gb' && !c.image?.includes('rocm')) {
    fail(c, 'dstack-amd-without-rocm-image', c.e.gpu);
  }
  const nodes = Number(conf.nodes ?? 1);
  if (nodes > 1 && !DSTACK_BACKEND_MULTINODE[backend])
    fail(c, 'dstack-multi-node-unsupported', backend);
  if (kind === 'service' && nodes > 1) fail(c, 'dstack-service-nodes');
  if (c.p.wl === 'infer') {
    const replicas = kind === 'service' ? Number(conf.replicas ?? 1) : 1;
    if (kind === 'service' && replicas !== c.e.nodes) fail(c, 'dstack-replicas');
    if (kind === 'task' && c.e.nodes % nodes !== 0) fail(c, 'dstack-instances-total');
    const ports = (conf.ports ?? []) as unknown[];
    if (kind === 'task' && !ports.map(String).includes('8000')) fail(c, 'dstack-serve-port-closed');
    c.rayNodes = rayCluster(
      c,
      ((conf.commands ?? []) as string[]).join('\n'),
      nodes,
      /DSTACK_NODE_RANK/,
      /\$DSTACK_MASTER_NODE_IP\b/,
    );
  }
  if (backend === 'runpod') {
    for (const t of (conf.instance_types ?? []) as string[]) {
      if (/^\d+x_.+_(SECURE|COMMUNITY)$/.test(t)) fail(c, 'dstack-skypilot-name-on-runpod', t);
    }
    for (const r of (conf.regions ?? []) as string[]) {
      if (!isRunpodDataCentre(r)) fail(c, 'dstack-runpod-community-region', r);
    }
  }
  if (String(res.gpu).split(':').at(-1) !== String(c.e.gpuCount)) fail(c, 'dstack-gpu-count');
  const model = modelOf(c.p);
  const env = (conf.env ?? []) as unknown;
  const envNames = Array.isArray(env) ? (env as string[]) : Object.keys(env as object);
  if (envNames.some((x) => /^HF_TOKEN=/.test(x))) fail(c, 'hf-token-written');
  if (model && launchFactsOf(model.id)?.gated && !envNames.includes('HF_TOKEN')) {
    fail(c, 'dstack-gated-without-token', model.id);
  }
  const commands = ((conf.commands ?? []) as string[]).join('\n');
  if (c.p.wl === 'hpc' && nodes > 1) {
    const waits = /sleep infinity/.test(commands);
    if (
      !(waits || (conf.startup_order === 'workers-first' && conf.stop_criteria === 'master-done'))
    ) {
      fail(c, 'dstack-mpi-workers-exit');
    }
    if (conf.stop_criteria !== 'master-done') fail(c, 'dstack-mpi-stop-criteria');
  }
  if (
    conf.python !== undefined &&
    !['3.9', '3.10', '3.11', '3.12', '3.13'].includes(String(conf.python))
  ) {
    fail(c, 'dstack-python', String(conf.python));
  }
  if (!checkCommands(c, commands)) fail(c, 'no-workload-command');
}

function checkProviderCli(c: Ctx, text: string) {
  const api = PROVIDER_APIS[c.e.provider as keyof typeof PROVIDER_APIS];
  const cmds = commandsOf(text);
  const main = cmds.find((x) => x.startsWith(api.command));
  if (!main) {
    fail(c, 'cli-no-command', api.command);
    return;
  }
  const flags = flagsOf(shellWords(main).slice(api.command.split(' ').length));
  for (const [name, value] of flags) {
    if (!(api.params as readonly string[]).includes(name)) fail(c, 'cli-unknown-param', name);
    const allowed = (api.enums as Record<string, readonly string[] | undefined>)[name];
    if (allowed && !allowed.includes(value)) fail(c, 'cli-bad-value', `${name} ${value}`);
  }
  const spans = c.p.wl === 'infer' && c.e.replicaGpus > c.e.gpuCount;
  if (c.e.provider === 'aws' && (c.p.wl !== 'infer' || spans) && c.e.nodes > 1) {
    if (!flags.has('placement')) fail(c, 'aws-multi-node-without-placement-group');
    if (
      isAwsEfa(c.e.instanceType) &&
      !/InterfaceType.{0,4}efa/.test(flags.get('network-interfaces') ?? '')
    ) {
      fail(c, 'aws-multi-node-without-efa');
    }
  }
}

/** Every violation of every recipe of one ranked pick. */
export function checkRecipes(
  e: RankedEntry,
  p: Profile,
  recipes: readonly LaunchRecipe[],
): Violation[] {
  const out: Violation[] = [];
  for (const r of recipes) {
    const c: Ctx = { e, p, out, tool: r.tool };
    const header = r.text.split('\n')[0] ?? '';
    if (e.pricing === 'commitment' && /on-demand\s*$/.test(header))
      fail(c, 'commitment-labelled-on-demand');
    try {
      if (r.tool === 'skypilot') checkSkypilot(c, r.text);
      else if (r.tool === 'dstack') checkDstack(c, r.text);
      else if (r.tool === 'provider-cli') checkProviderCli(c, r.text);
      else {
        // The workload alone: a replica over several instances says how to build its cluster.
        const span = Math.ceil(e.replicaGpus / e.gpuCount);
        if (p.wl === 'infer' && span > 1) {
          if (
            !/ray start --head/.test(r.text) ||
            !/ray start --address=\S+ .*--block/.test(r.text)
          ) {
            fail(c, 'ray-cluster-not-explained');
          } else c.rayNodes = span;
        }
        if (!checkCommands(c, r.text)) fail(c, 'no-workload-command');
      }
    } catch (err) {
      fail(c, 'unreadable', String(err));
    }
  }
  return out;
}
