import { describe, expect, it } from 'vitest';
import { rank, suggest } from '../../../src/domain/engine';
import { makeCatalog, OPTIONS, profile } from './fixtures';

const catalog = makeCatalog();

describe('a model the engine cannot size ranks nothing', () => {
  it.each([
    ['an unknown id', 'llama-9-70b', 'engine.notice.model-unknown'],
    ['text that is neither id nor size', 'llama 3!', 'engine.notice.model-unsizable'],
    ['a size written out of range', '20000', 'engine.notice.model-unsizable'],
    ['a size below the range', 0.001, 'engine.notice.model-unsizable'],
    ['no size at all', Number.NaN, 'engine.notice.model-unsizable'],
  ])('%s', (_, model, key) => {
    const p = profile({ wl: 'infer', model });
    const r = rank(p, catalog, OPTIONS);
    expect(r.ranked).toEqual([]);
    expect(r.excluded).toEqual([]);
    expect(r.notices.map((n) => [n.param, n.key])).toEqual([['model', key]]);
    expect(r.memoryNeed).toBeNull();
    expect(suggest(p, catalog, OPTIONS, r)).toEqual([]);
  });

  it('names the closest known ids for an unknown one', () => {
    const r = rank(profile({ wl: 'finetune', model: 'qwen-72b' }), catalog, OPTIONS);
    expect(r.notices[0]?.values.closest).toMatch(/^qwen2\.5-72b, /);
  });

  it('a known id, a size in range, no model, and hpc (which never reads the model) still rank', () => {
    for (const p of [
      profile({ wl: 'infer', model: 'llama-3.1-8b' }),
      profile({ wl: 'infer', model: 7 }),
      profile({ wl: 'train', model: null }),
      profile({ wl: 'hpc', model: 'llama-9-70b', mem: 10 }),
    ]) {
      const r = rank(p, catalog, OPTIONS);
      expect(r.ranked.length + r.excluded.length).toBeGreaterThan(0);
      expect(r.notices.map((n) => n.key)).not.toContain('engine.notice.model-unknown');
    }
  });
});
