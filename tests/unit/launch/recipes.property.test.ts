import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchRecipes } from '../../../src/domain/launch';
import { parallelShape, tpFits } from '../../../src/domain/launch/rules/vllm';
import { models } from '../../../src/domain/models';
import { rankLink } from '../../../src/domain/rank-link';
import { fixtureCatalog } from '../../fixtures/golden/fixture-catalog';
import { propertyRuns } from '../property-runs';
import { checkRecipes } from './check';

const PROVIDERS = ['', 'aws', 'gcp', 'azure', 'lambda', 'runpod', 'oci', 'nebius', 'verda'];

/** A link of any workload, catalog model, precision, method, context, load, nodes and pricing. */
const linkArb = fc
  .record({
    wl: fc.constantFrom('infer', 'finetune', 'train', 'hpc'),
    model: fc.constantFrom(...models.map((m) => m.id), '7', '30'),
    prec: fc.constantFrom('', 'bf16', 'fp16', 'fp8', 'int8', 'int4', 'fp4'),
    ft: fc.constantFrom('lora', 'qlora', 'full'),
    seq: fc.constantFrom(2048, 4096, 8192, 32768, 65536),
    users: fc.integer({ min: 1, max: 300 }),
    nodes: fc.constantFrom(1, 2, 4),
    pricing: fc.constantFrom('', '&spot=1', '&term=12'),
    prov: fc.constantFrom(...PROVIDERS),
  })
  .map((r) => {
    const job =
      r.wl === 'infer'
        ? `wl=infer&model=${r.model}&users=${r.users}&seq=${r.seq}${r.prec ? `&prec=${r.prec}` : ''}`
        : r.wl === 'hpc'
          ? `wl=hpc&mem=${r.users}&work=100&nodes=${r.nodes}`
          : `wl=${r.wl}&model=${r.model}&ft=${r.ft}&seq=${r.seq}&work=500&nodes=${r.nodes}`;
    return `?v=1&${job}${r.prov ? `&prov=${r.prov}` : ''}${r.pricing}&cur=USD`;
  });

describe('launch recipes: properties', () => {
  it('every recipe of the top picks of any link obeys the tools’ rules', () => {
    fc.assert(
      fc.property(linkArb, (link) => {
        const { state, result } = rankLink(link, fixtureCatalog);
        for (const e of result.ranked.slice(0, 3)) {
          const violations = checkRecipes(e, state.profile, launchRecipes(e, state.profile));
          expect(violations, `${link} ${e.offerId}`).toEqual([]);
        }
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('a replica’s GPUs split into tensor × pipeline parallel sizes the model’s heads allow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...models),
        // The GPUs of one instance (a replica does not span instances).
        fc.integer({ min: 1, max: 16 }),
        (m, gpus) => {
          const { tp, pp } = parallelShape(gpus, m.attentionHeads, m.kvHeads, m.layers);
          expect(tp * pp).toBe(gpus);
          expect(tpFits(tp, m.attentionHeads, m.kvHeads)).toBe(true);
          expect(pp).toBeLessThanOrEqual(m.layers);
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});
