/**
 * A job on spot must survive a preemption: the trainer saves checkpoints it resumes from, and
 * SkyPilot runs it as a managed job that it relaunches; dstack resubmits the run.
 */
import { describe, expect, it } from 'vitest';
import { launchRecipes } from '../../../src/domain/launch';
import { rankLink } from '../../../src/domain/rank-link';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';
import { yamlOf } from './parse';

const recipesOf = (link: string, pricing: 'spot' | 'on-demand') => {
  const { state, result } = rankLink(link, fixtureCatalog);
  const e = result.ranked.find((x) => x.pricing === pricing);
  expect(e, `a ${pricing} pick for ${link}`).toBeDefined();
  return launchRecipes(e!, state.profile);
};
const text = (rs: ReturnType<typeof recipesOf>, tool: string) =>
  rs.find((r) => r.tool === tool)?.text ?? '';

describe('spot training recipes', () => {
  const link = '?v=1&team=startup&wl=finetune&model=7&spot=1&cur=CNY';

  it('save checkpoints every 200 steps and say where they must live', () => {
    const rs = recipesOf(link, 'spot');
    const run = text(rs, 'finetune');
    expect(run).toContain('--save_strategy steps');
    expect(run).toContain('--save_steps 200');
    expect(run).toMatch(/# Spot: a checkpoint every 200 steps in <OUTPUT_DIR>/);
  });

  it('start on SkyPilot as a managed job, which is relaunched after a preemption', () => {
    const sky = text(recipesOf(link, 'spot'), 'skypilot');
    expect(sky).toMatch(/# Start: sky jobs launch -n \S+ task\.yaml/);
    expect(sky).toContain('use_spot: true');
  });

  it('on dstack, resubmit the run after an interruption', () => {
    // The first spot pick on a provider dstack runs (the fixture's first spot pick may not be).
    const { state, result } = rankLink(link, fixtureCatalog);
    const e = result.ranked.find(
      (x) => x.pricing === 'spot' && ['aws', 'gcp', 'azure', 'runpod'].includes(x.provider),
    );
    expect(e, 'a spot pick dstack can start').toBeDefined();
    const conf = yamlOf(text(launchRecipes(e!, state.profile), 'dstack'));
    expect(conf.spot_policy).toBe('spot');
    expect(conf.retry).toEqual({ on_events: ['interruption'], duration: '1d' });
  });

  it('on demand, neither', () => {
    const rs = recipesOf('?v=1&team=startup&wl=finetune&model=7&cur=CNY', 'on-demand');
    expect(text(rs, 'finetune')).not.toContain('--save_steps');
    expect(text(rs, 'skypilot')).toMatch(/# Start: sky launch -c /);
    expect(text(rs, 'dstack')).not.toContain('retry:');
  });
});
