import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rank } from '../../../src/domain/engine';
import { hasMessage, translateDynamic } from '../../../src/i18n';
import { makeCatalog, OFFERS, OPTIONS, profile } from './fixtures';
import { propertyRuns } from '../property-runs';

describe('engine messages: properties', () => {
  it('every key a ranking emits renders in both languages with its values filled', () => {
    const catalog = makeCatalog([
      ...OFFERS,
      { provider: 'aws', type: 'mi', gpu: 'mystery-gpu', onDemand: 1 },
    ]);
    fc.assert(
      fc.property(
        fc.record({
          wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc' as const),
          model: fc.constantFrom(null, 7, 70),
          mem: fc.constantFrom(null, 20),
          prec: fc.constantFrom(null, 'fp8' as const, 'fp16' as const),
          spot: fc.boolean(),
          nodes: fc.constantFrom(1, 2),
          ib: fc.constantFrom(null, false, true),
          budget: fc.constantFrom(null, 150),
          per: fc.constantFrom('job', 'month' as const),
          deadline: fc.constantFrom(null, 30),
          bill: fc.constantFrom('any', 'second' as const),
          region: fc.constantFrom('any', 'cn' as const),
          pt: fc.boolean(),
          prov: fc.constantFrom([], ['zzz']),
          data: fc.constantFrom(null, 500),
          team: fc.constantFrom('startup', 'hpc' as const),
        }),
        (p) => {
          const r = rank(profile(p), catalog, OPTIONS);
          const messages = [
            ...r.notices,
            ...r.ranked.flatMap((e) => [...e.reasons, ...e.warnings]),
            ...r.excluded.flatMap((e) => e.excludedBecause),
          ];
          for (const m of messages) {
            expect(hasMessage(m.key), m.key).toBe(true);
            for (const lang of ['en', 'zh'] as const) {
              expect(translateDynamic(lang, m.key, m.values)).not.toMatch(/\{\w+\}/);
            }
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});
