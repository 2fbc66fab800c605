import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import type { RankedEntry } from '../../../src/domain/engine';
import { launchRecipes, type LaunchRecipe } from '../../../src/domain/launch';
import { modelById } from '../../../src/domain/models';
import { rankLink } from '../../../src/domain/rank-link';
import { DSTACK_KEYS, PROVIDER_APIS } from '../../fixtures/launch/provider-apis';
import { LAUNCH_PROFILES } from '../../fixtures/launch/profiles';
import {
  RESOURCES_SCHEMA,
  SERVICE_SCHEMA,
  SKYPILOT_ACCELERATORS,
  TASK_SCHEMA,
} from '../../fixtures/launch/skypilot-schema';
import { validate } from '../cli/json-schema';
import { SKYPILOT_CLOUD_FEATURES } from '../../../src/domain/launch/rules/skypilot';
import { launchFactsOf } from '../../../src/domain/models/launch-facts';
import { commandsOf } from './check';
import { flagsOf, flagValue, shellWords, yamlOf } from './parse';

/** SkyPilot's own catalog file for Lambda: its accelerator name per instance type. */
const LAMBDA_ACCELERATORS = new Map(
  readFileSync(join(__dirname, '../../fixtures/upstream/skypilot-v8-lambda-vms.csv'), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',') as [string, string])
    .filter(([, name]) => name)
    .map(([type, name]) => [type, name]),
);

/** Providers SkyPilot reaches (its `ALL_CLOUDS`) and providers with an instance-creation CLI. */
const SKYPILOT_PROVIDERS = new Set([
  'aws',
  'gcp',
  'azure',
  'lambda',
  'runpod',
  'oci',
  'nebius',
  'hyperbolic',
  'verda',
]);
const CLI_PROVIDERS = new Set(Object.keys(PROVIDER_APIS));
const WORKLOAD_TOOL = { infer: 'serve', finetune: 'finetune', train: 'train', hpc: 'train' };

interface Case {
  name: string;
  link: string;
  entry: RankedEntry;
  recipes: LaunchRecipe[];
  profile: ReturnType<typeof rankLink>['state']['profile'];
}

const cases: Case[] = Object.entries(LAUNCH_PROFILES).flatMap(([name, link]) => {
  const { state, result } = rankLink(link, catalog);
  return result.ranked.slice(0, 10).map((entry) => ({
    name: `${name} #${entry.rank} ${entry.offerId}`,
    link,
    entry,
    profile: state.profile,
    recipes: launchRecipes(entry, state.profile),
  }));
});
const of = (c: Case, tool: string) => c.recipes.find((r) => r.tool === tool);

/** The workload command inside any recipe: the `vllm serve`, trainer or `mpirun` invocation. */
const commandIn = (text: string, head: RegExp) => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => head.test(l.trim()));
  if (start < 0) return null;
  const out: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const l = (lines[i] as string).trim();
    out.push(l);
    if (!l.endsWith('\\')) break;
  }
  return out.join('\n');
};

describe('launch recipes for the top ten picks of every profile', () => {
  it('covers every kind of job the issue names, on many providers', () => {
    const providers = new Set(cases.map((c) => c.entry.provider));
    for (const p of ['aws', 'azure', 'gcp', 'lambda', 'runpod', 'aliyun', 'tencent', 'baidu']) {
      expect(providers, p).toContain(p);
    }
    expect(cases.some((c) => c.entry.pricing === 'spot')).toBe(true);
    expect(cases.some((c) => c.profile.wl === 'infer' && c.entry.replicas > 1)).toBe(true);
    expect(cases.some((c) => c.profile.wl !== 'infer' && c.entry.nodes > 1)).toBe(true);
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: a recipe for its provider', (_, c) => {
    const tools = c.recipes.map((r) => r.tool);
    expect(tools).toContain(WORKLOAD_TOOL[c.profile.wl]);
    // SkyPilot reaches the provider, unless the job needs several nodes where it has none.
    const multiNode = SKYPILOT_CLOUD_FEATURES[c.entry.provider]?.multiNode ?? true;
    const needsNodes = c.profile.wl !== 'infer' && c.entry.nodes > 1;
    if (SKYPILOT_PROVIDERS.has(c.entry.provider) && (multiNode || !needsNodes)) {
      expect(tools).toContain('skypilot');
    }
    if (CLI_PROVIDERS.has(c.entry.provider)) expect(tools).toContain('provider-cli');
    for (const r of c.recipes) {
      // Placeholders are marked; nothing looks like a made-up resource id.
      for (const m of r.text.matchAll(/<([^<>\s]*)>/g)) expect(m[1]).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(r.text).not.toMatch(/\b(?:ami|sg|subnet|vpc|vsw)-[0-9a-f]{6,}\b/);
      expect(r.text.endsWith('\n')).toBe(true);
    }
  });
});

describe('SkyPilot tasks against SkyPilot’s task schema', () => {
  const sky = cases.filter((c) => of(c, 'skypilot'));
  it('there are many to check', () => expect(sky.length).toBeGreaterThan(100));

  it.each(sky.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const task = yamlOf(of(c, 'skypilot')!.text);
    expect(validate(TASK_SCHEMA, task)).toEqual([]);
    expect(validate(RESOURCES_SCHEMA, task.resources)).toEqual([]);
    if (task.service !== undefined) expect(validate(SERVICE_SCHEMA, task.service)).toEqual([]);
    const res = task.resources as Record<string, unknown>;
    const e = c.entry;
    // The numbers are the ranked entry's.
    expect(res.infra).toBe(`${e.provider}/${e.region}`);
    expect(res.instance_type).toBe(e.instanceType);
    expect(res.use_spot).toBe(e.pricing === 'spot');
    const [gpu, count] = String(res.accelerators).split(':');
    expect(Number(count)).toBe(e.gpuCount);
    expect(SKYPILOT_ACCELERATORS[e.provider]).toContain(gpu);
    if (e.provider === 'lambda') expect(gpu).toBe(LAMBDA_ACCELERATORS.get(e.instanceType));
    if (c.profile.wl === 'infer') {
      // SkyServe where the cloud opens ports; else one cluster per instance.
      const ports = SKYPILOT_CLOUD_FEATURES[e.provider]?.openPorts ?? true;
      const service = (task.service ?? { replicas: ports ? NaN : e.nodes }) as { replicas: number };
      expect(service.replicas).toBe(e.nodes);
      expect(task.num_nodes).toBeUndefined();
      const serve = commandIn(String(task.run), /^vllm serve /)!;
      // Tensor × pipeline parallelism spans the replica's GPUs.
      const pp = Number(flagValue(serve, 'pipeline-parallel-size') ?? 1);
      expect(Number(flagValue(serve, 'tensor-parallel-size')) * pp).toBe(e.replicaGpus);
      const dp = Number(flagValue(serve, 'data-parallel-size') ?? 1);
      // Every replica the load needs runs, and no instance holds more than its GPUs.
      expect(service.replicas * dp).toBeGreaterThanOrEqual(e.replicas);
      expect(dp * e.replicaGpus).toBeLessThanOrEqual(e.gpuCount);
      // The link's prompt and answer (`in`, `out`) fit in `seq`, the engine's context.
      // The link's context, or the model's whole window when the link asks for more than it reads.
      const facts = launchFactsOf(String(c.profile.model));
      const window = facts
        ? facts.nativeContext * (facts.extension?.factor ?? 1)
        : Number.POSITIVE_INFINITY;
      const expected = c.profile.seq <= window ? c.profile.seq : facts!.nativeContext;
      expect(Number(flagValue(serve, 'max-model-len'))).toBe(expected);
      const seqs = Number(flagValue(serve, 'max-num-seqs'));
      expect(seqs * e.replicas).toBeGreaterThanOrEqual(c.profile.users);
      expect((seqs - 1) * e.replicas).toBeLessThan(c.profile.users);
    } else {
      expect(task.service).toBeUndefined();
      expect(task.num_nodes ?? 1).toBe(e.nodes);
    }
    if (c.profile.wl !== 'infer' && c.profile.wl !== 'hpc' && e.nodes > 1) {
      const run = commandIn(String(task.run), /^torchrun/)!;
      expect(Number(flagValue(run, 'nnodes'))).toBe(e.nodes);
      expect(Number(flagValue(run, 'nproc-per-node'))).toBe(e.gpuCount);
      expect(flagValue(run, 'node-rank')).toBe('$SKYPILOT_NODE_RANK');
    }
    if (c.profile.wl === 'hpc') {
      const run = commandIn(String(task.run), /^mpirun/)!;
      expect(run).toContain(`-np ${e.nodes * e.gpuCount}`);
      expect(run).not.toMatch(/vllm|llamafactory/);
    }
  });
});

describe('dstack configurations against dstack’s keys', () => {
  const ds = cases.filter((c) => of(c, 'dstack'));
  it.each(ds.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const conf = yamlOf(of(c, 'dstack')!.text);
    const e = c.entry;
    const kind = c.profile.wl === 'infer' ? 'service' : 'task';
    expect(conf.type).toBe(kind);
    for (const k of Object.keys(conf)) expect(DSTACK_KEYS[kind]).toContain(k);
    const res = conf.resources as Record<string, unknown>;
    for (const k of Object.keys(res)) expect(DSTACK_KEYS.resources).toContain(k);
    expect(String(res.gpu).split(':').at(-1)).toBe(String(e.gpuCount));
    expect(conf.spot_policy).toBe(e.pricing === 'spot' ? 'spot' : 'on-demand');
    expect(conf.backends).toEqual([e.provider]);
    // RunPod names its offers by GPU type and data centre: the GPU requirement picks them there.
    if (e.provider === 'runpod') {
      expect(conf.regions).toBeUndefined();
      expect(conf.instance_types).toBeUndefined();
    } else {
      expect(conf.regions).toEqual([e.region]);
      expect(conf.instance_types).toEqual([e.instanceType]);
    }
    if (kind === 'service') expect(conf.replicas).toBe(e.nodes);
    else expect(conf.nodes ?? 1).toBe(e.nodes);
  });
});

describe('provider CLI calls against the APIs’ parameter names', () => {
  const cli = cases.filter((c) => of(c, 'provider-cli'));
  it.each(cli.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const e = c.entry;
    const api = PROVIDER_APIS[e.provider as keyof typeof PROVIDER_APIS];
    const text = of(c, 'provider-cli')!.text;
    const words = shellWords(commandsOf(text).find((l) => l.startsWith(api.command))!);
    expect(words.slice(0, api.command.split(' ').length).join(' ')).toBe(api.command);
    const flags = flagsOf(words);
    for (const [name, value] of flags) {
      expect(api.params as readonly string[]).toContain(name);
      const allowed = (api.enums as Record<string, readonly string[] | undefined>)[name];
      if (allowed) expect(allowed).toContain(value);
    }
    const spot = e.pricing === 'spot';
    if (e.provider === 'aliyun') {
      expect(flags.get('RegionId')).toBe(e.region);
      expect(flags.get('InstanceType')).toBe(e.instanceType);
      expect(Number(flags.get('Amount'))).toBe(e.nodes);
      expect(flags.get('SpotStrategy')).toBe(spot ? 'SpotAsPriceGo' : 'NoSpot');
    } else if (e.provider === 'tencent') {
      expect(flags.get('region')).toBe(e.region);
      expect(flags.get('InstanceType')).toBe(e.instanceType);
      expect(Number(flags.get('InstanceCount'))).toBe(e.nodes);
      const zone = JSON.parse(flags.get('Placement')!) as { Zone: string };
      expect(zone.Zone.startsWith(`${e.region}-`)).toBe(true);
      expect(flags.get('InstanceChargeType')).toBe(spot ? 'SPOTPAID' : 'POSTPAID_BY_HOUR');
      const { fields } = PROVIDER_APIS.tencent;
      const structured = ['Placement', 'SystemDisk', 'VirtualPrivateCloud', 'LoginSettings'];
      if (spot) structured.push('InstanceMarketOptions');
      for (const k of structured) {
        const value = JSON.parse(flags.get(k)!) as Record<string, unknown>;
        for (const f of Object.keys(value)) expect(fields[k as keyof typeof fields]).toContain(f);
        if (value.SpotOptions) {
          for (const f of Object.keys(value.SpotOptions)) expect(fields.SpotOptions).toContain(f);
        }
      }
    } else if (e.provider === 'aws') {
      expect(flags.get('region')).toBe(e.region);
      expect(flags.get('instance-type')).toBe(e.instanceType);
      expect(Number(flags.get('count'))).toBe(e.nodes);
      expect(flags.has('instance-market-options')).toBe(spot);
    } else if (e.provider === 'gcp') {
      expect(flags.get('machine-type')).toBe(e.instanceType);
      expect(flags.get('accelerator')).toMatch(new RegExp(`count=${e.gpuCount}$`));
      expect(flags.get('provisioning-model') === 'SPOT').toBe(spot);
    } else if (e.provider === 'azure') {
      expect(flags.get('location')).toBe(e.region);
      expect(flags.get('size')).toBe(e.instanceType);
      expect(Number(flags.get('count') ?? 1)).toBe(e.nodes);
      expect(flags.get('priority') === 'Spot').toBe(spot);
    }
  });

  it('Huawei Cloud: KooCLI’s CreateServers with the pick’s flavour, count and spot market', () => {
    const huawei = catalog.offers.find((o) => o.provider === 'huawei')!;
    const base = cases.find((c) => c.profile.wl === 'finetune' && c.entry.pricing === 'spot')!;
    const entry = {
      ...base.entry,
      provider: 'huawei',
      instanceType: huawei.instanceType,
      region: 'any',
      nodes: 2,
    };
    const text = launchRecipes(entry, base.profile).find((r) => r.tool === 'provider-cli')!.text;
    const words = shellWords(text);
    expect(words.slice(0, 3).join(' ')).toBe(PROVIDER_APIS.huawei.command);
    const flags = flagsOf(words);
    for (const name of flags.keys()) expect(PROVIDER_APIS.huawei.params).toContain(name);
    expect(flags.get('server.flavorRef')).toBe(huawei.instanceType);
    expect(flags.get('server.count')).toBe('2');
    expect(flags.get('cli-region')).toBe('<REGION>');
    expect(flags.get('server.extendparam.marketType')).toBe('spot');
  });
});

describe('the workload command', () => {
  it('serving names the model’s Hugging Face repository and the precision as vLLM spells it', () => {
    const fp8 = cases.find((c) => c.name.startsWith('serving-replicas'))!;
    const serve = of(fp8, 'serve')!.text;
    expect(serve).toContain(`vllm serve ${modelById('llama-3.1-70b')!.hfRepo} `);
    expect(flagValue(serve, 'quantization')).toBe('fp8');
    expect(flagValue(serve, 'kv-cache-dtype')).toBe('fp8');
    const int4 = of(
      cases.find((c) => c.name.startsWith('int4-serving'))!,
      'serve',
    )!.text;
    // Qwen publishes AWQ and GPTQ 4-bit checkpoints of Qwen2.5-7B: one is served as it is.
    expect(int4).toMatch(/vllm serve Qwen\/Qwen2\.5-7B-Instruct-(AWQ|GPTQ-Int4) /);
    expect(flagValue(int4, 'quantization')).toBeNull();
    const int8 = of(
      cases.find((c) => c.name.startsWith('int8-serving'))!,
      'serve',
    )!.text;
    expect(int8).toContain('vllm serve <INT8_CHECKPOINT>');
    expect(int8).toContain(modelById('qwen3-32b')!.hfRepo);
  });

  it.each([
    ['lora', 'lora', false],
    ['qlora', 'lora', true],
    ['azure', 'full', false],
  ] as const)(
    '%s fine-tuning: LLaMA-Factory with the method, rank and precision',
    (name, type, q) => {
      const c = cases.find((x) => x.name.startsWith(`${name} `))!;
      const text = of(c, 'finetune')!.text;
      expect(text).toContain('llamafactory-cli train');
      expect(flagValue(text, 'finetuning_type')).toBe(type);
      expect(flagValue(text, 'lora_rank')).toBe(type === 'lora' ? '8' : null);
      expect(flagValue(text, 'quantization_bit')).toBe(q ? '4' : null);
      expect(flagValue(text, 'bf16')).toBe('true');
      expect(Number(flagValue(text, 'cutoff_len'))).toBe(c.profile.seq);
      expect(flagValue(text, 'model_name_or_path')).toMatch(/^[\w.-]+\/[\w.-]+$|^<HF_MODEL_ID>$/);
    },
  );

  it('a model given by size leaves the repository and template to fill', () => {
    const c = cases.find((x) => x.name.startsWith('canonical-startup'))!;
    const text = of(c, 'finetune')!.text;
    expect(flagValue(text, 'model_name_or_path')).toBe('<HF_MODEL_ID>');
    expect(flagValue(text, 'template')).toBe('<TEMPLATE>');
  });
});
