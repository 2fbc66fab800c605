/**
 * A serving replica no single instance holds spans several instances joined by the provider's
 * fabric (docs/engine.md §3). Its recipes build one Ray cluster per replica and serve from its
 * head, as vLLM documents multi-node serving (`docs/serving/distributed_serving.md`: tensor
 * parallel = the GPUs of one node, pipeline parallel = the nodes) and as SkyPilot's
 * `llm/vllm/vllm-multinode.sky.yaml` and dstack's Ray example run it. Expected values here are
 * read off the ranked entry (GPUs per instance, instances, replicas), never off the recipe code.
 */
import { describe, expect, it } from 'vitest';
import type { RankedEntry } from '../../../src/domain/engine';
import { launchRecipes, type LaunchRecipe } from '../../../src/domain/launch';
import { rankLink } from '../../../src/domain/rank-link';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';
import { checkRecipes, commandsOf } from './check';
import { flagsOf, shellWords, yamlOf } from './parse';

/** DeepSeek-V3 in FP8 (~700 GB of weights) on Azure: no 8-GPU instance holds it alone. */
const LINK = '?v=1&wl=infer&model=deepseek-v3&prec=fp8&users=32&cur=USD&prov=azure';
/** The same on AWS with enough users for several replicas, each over two p4de.24xlarge. */
const MANY = '?v=1&wl=infer&model=deepseek-v3&prec=fp8&users=256&tps=20&prov=aws&cur=USD';

function spanning(link: string, instanceType: string) {
  const { state, result } = rankLink(link, fixtureCatalog);
  const e = result.ranked.find((x) => x.instanceType === instanceType) as RankedEntry;
  const recipes = launchRecipes(e, state.profile);
  const of = (tool: string) => recipes.find((r) => r.tool === tool) as LaunchRecipe;
  return { e, profile: state.profile, recipes, of };
}

const serveFlags = (text: string) => {
  const cmd = commandsOf(text).find((x) => x.startsWith('vllm serve')) as string;
  return flagsOf(shellWords(cmd).slice(3));
};

describe('a replica over several instances (DeepSeek-V3 FP8 on A100 40 GB instances)', () => {
  const { e, profile, recipes, of } = spanning(LINK, 'Standard_ND96asr_v4');

  it('is a replica of 24 GPUs over three 8-GPU instances', () => {
    expect(e.gpuCount).toBe(8);
    expect(e.replicaGpus).toBe(24);
    expect(e.nodes).toBe(3);
    expect(recipes.map((r) => r.tool)).toEqual(['skypilot', 'dstack', 'provider-cli', 'serve']);
  });

  it('SkyPilot: one SkyServe replica of 3 nodes, the head serves, the others join it', () => {
    const task = yamlOf(of('skypilot').text);
    expect(task.num_nodes).toBe(3);
    expect(task.service).toMatchObject({ replicas: 1 });
    const run = String(task.run);
    expect(run).toContain('MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)');
    expect(run).toMatch(/if \[ "\$SKYPILOT_NODE_RANK" = "0" \]; then\n\s+ray start --head/);
    expect(run).toContain('ray start --address=$MASTER_ADDR:6379 --disable-usage-stats --block');
    expect(run.indexOf('ray start --head')).toBeLessThan(run.indexOf('vllm serve'));
    expect(run).toContain("grep -q '/24.0 GPU'");
    const f = serveFlags(run);
    expect(f.get('tensor-parallel-size')).toBe('8');
    expect(f.get('pipeline-parallel-size')).toBe('3');
    expect(f.get('distributed-executor-backend')).toBe('ray');
    expect(f.has('data-parallel-size')).toBe(false);
    expect(String(task.setup)).toMatch(/ray\[cgraph\]>=2\.48\.0/);
  });

  it('dstack: a task over 3 nodes with the serving port, not a single-node service', () => {
    const conf = yamlOf(of('dstack').text);
    expect(conf.type).toBe('task');
    expect(conf.nodes).toBe(3);
    expect(conf.ports).toEqual([8000]);
    expect(conf).not.toHaveProperty('replicas');
    const commands = (conf.commands as string[]).join('\n');
    expect(commands).toContain('if [ "$DSTACK_NODE_RANK" = "0" ]; then');
    expect(commands).toContain(
      'ray start --address=$DSTACK_MASTER_NODE_IP:6379 --disable-usage-stats --block',
    );
    expect(serveFlags(commands).get('pipeline-parallel-size')).toBe('3');
  });

  it('the plain command says to start the Ray cluster first and serves from the first instance', () => {
    const text = of('serve').text;
    expect(text).toMatch(/^# Serve one replica over 3 instances of Standard_ND96asr_v4/);
    expect(text).toContain('#   on the first: ray start --head --port=6379');
    expect(text).toContain('#   on each other: ray start --address=<HEAD_ADDRESS>:6379');
    expect(serveFlags(text).get('tensor-parallel-size')).toBe('8');
  });

  it('passes the recipe checker', () => {
    expect(checkRecipes(e, profile, recipes)).toEqual([]);
  });

  it('the checker still fails a single-instance command with more GPUs than the instance', () => {
    const plain = of('serve');
    const noCluster = plain.text
      .split('\n')
      .filter((l) => !l.includes('ray start'))
      .join('\n');
    const rules = checkRecipes(e, profile, [{ tool: 'serve', text: noCluster }]).map((v) => v.rule);
    expect(rules).toContain('ray-cluster-not-explained');
    expect(rules).toContain('vllm-more-gpus-than-instance');
    const sky = of('skypilot');
    const oneNode = sky.text.replace('num_nodes: 3', 'num_nodes: 1');
    expect(
      checkRecipes(e, profile, [{ tool: 'skypilot', text: oneNode }]).map((v) => v.rule),
    ).toContain('vllm-more-gpus-than-instance');
    const noWorkers = sky.text.replace(/ray start --address=.*\n/, 'true\n');
    expect(
      checkRecipes(e, profile, [{ tool: 'skypilot', text: noWorkers }]).map((v) => v.rule),
    ).toContain('ray-no-workers');
  });
});

describe('several replicas, each over two instances (DeepSeek-V3 FP8 on p4de.24xlarge)', () => {
  const { e, profile, recipes, of } = spanning(MANY, 'p4de.24xlarge');

  it('rents replicas × span instances: SkyServe replicas of 2 nodes, in a cluster placement group', () => {
    expect(e.replicaGpus).toBe(16);
    const span = e.replicaGpus / e.gpuCount;
    expect(span).toBe(2);
    expect(e.replicas).toBeGreaterThan(1);
    const task = yamlOf(of('skypilot').text);
    expect(task.num_nodes).toBe(2);
    expect((task.service as { replicas: number }).replicas * 2).toBe(e.nodes);
    expect((task.resources as { network_tier?: string }).network_tier).toBe('best');
    expect(of('dstack').text).toContain(
      `once per replica: name gpu-guide-infer-1 … gpu-guide-infer-${e.nodes / 2}`,
    );
    expect(of('provider-cli').text).toContain('create-placement-group');
    expect(checkRecipes(e, profile, recipes)).toEqual([]);
  });
});
