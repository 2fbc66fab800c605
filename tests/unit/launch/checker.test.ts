/**
 * Every recipe of the top picks of a broad generated set of links (every provider, workload,
 * precision, method, replica and node count, spot and commitments), ranked on the frozen fixture
 * catalog as the goldens are, read back the way each tool reads it and checked against the rules
 * tables: zero violations.
 */
import { describe, expect, it } from 'vitest';
import { launchRecipes } from '../../../src/domain/launch';
import { rankLink } from '../../../src/domain/rank-link';
import { generatedLinks } from '../../fixtures/launch/generated-profiles';
import { LAUNCH_PROFILES } from '../../fixtures/launch/profiles';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';
import { checkRecipes, type Violation } from './check';

const TOP = 5;

interface Checked {
  name: string;
  provider: string;
  wl: string;
  pricing: string;
  nodes: number;
  replicas: number;
  tools: string[];
  violations: Violation[];
}

const links = { ...LAUNCH_PROFILES, ...generatedLinks() };
const checked: Checked[] = Object.entries(links).flatMap(([name, link]) => {
  const { state, result } = rankLink(link, fixtureCatalog);
  return result.ranked.slice(0, TOP).map((e) => {
    const recipes = launchRecipes(e, state.profile);
    return {
      name: `${name} #${e.rank} ${e.offerId}`,
      provider: e.provider,
      wl: state.profile.wl,
      pricing: e.pricing,
      nodes: e.nodes,
      replicas: e.replicas,
      tools: recipes.map((r) => r.tool),
      violations: checkRecipes(e, state.profile, recipes),
    };
  });
});

describe('launch recipes of the generated links, checked against the tools’ rules', () => {
  it('cover every provider, workload, tool, pricing, and several nodes and replicas', () => {
    const providers = new Set(checked.map((c) => c.provider));
    for (const p of ['aws', 'gcp', 'azure', 'lambda', 'runpod', 'oci', 'nebius', 'hyperbolic']) {
      expect(providers, p).toContain(p);
    }
    // Huawei and Baidu rank none of these jobs on the fixture catalog (recipes.test.ts has them).
    for (const p of ['verda', 'aliyun', 'tencent']) expect(providers).toContain(p);
    const tools = new Set(checked.flatMap((c) => c.tools));
    for (const t of ['skypilot', 'dstack', 'provider-cli', 'serve', 'finetune', 'train']) {
      expect(tools).toContain(t);
    }
    expect(new Set(checked.map((c) => c.pricing))).toEqual(
      new Set(['on-demand', 'spot', 'commitment']),
    );
    expect(checked.some((c) => c.wl !== 'infer' && c.nodes > 1)).toBe(true);
    expect(checked.some((c) => c.wl === 'infer' && c.replicas > 1)).toBe(true);
    expect(checked.flatMap((c) => c.tools).length).toBeGreaterThan(1500);
  });

  it('zero violations', () => {
    const found = checked.flatMap((c) =>
      c.violations.map((v) => `${c.name} [${v.tool}] ${v.rule} ${v.detail}`),
    );
    expect(found).toEqual([]);
  });
});
