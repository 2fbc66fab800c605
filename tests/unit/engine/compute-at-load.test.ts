/**
 * Serving several users needs the GPU's compute as well as its bandwidth. Alibaba publishes
 * bandwidth but no BF16 or FP8 figure for its "H 96GB" label: one user (bandwidth-bound) is
 * rated, fifty users are not ranked on a guess.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';

const link = (users: number) =>
  `?v=1&team=enterprise&wl=infer&model=llama-3.1-70b&prec=fp8&users=${users}&cur=CNY&region=cn`;
const H96 = 'aliyun-h-96gb';

describe('a GPU without a published compute figure, serving', () => {
  it('is ranked for one user, from its memory bandwidth', () => {
    const r = rankLink(link(1), catalog).result;
    expect(r.ranked.some((e) => e.gpu === H96)).toBe(true);
  });

  it('is ruled out at fifty users, its speed unknown, rather than ranked first on a guess', () => {
    const r = rankLink(link(50), catalog).result;
    expect(r.ranked.some((e) => e.gpu === H96)).toBe(false);
    const out = r.excluded.filter((e) => e.gpu === H96);
    expect(out.length).toBeGreaterThan(0);
    for (const e of out) {
      expect(e.excludedBecause.map((m) => m.key)).toContain('engine.excluded.speed-unknown');
    }
  });
});
