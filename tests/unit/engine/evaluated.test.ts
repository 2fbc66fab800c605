/**
 * An evaluated offer's record is written out field by field three times in `evaluated.ts` (its
 * type, its blank and its copy: the loop's rules forbid spreads). A field added to the record
 * and left out of the copy would be lost from every ranked entry; this finds it.
 */
import { describe, expect, it } from 'vitest';
import { blankEstimate, blankEvaluated, keep } from '../../../src/domain/engine/evaluated';
import { offer } from './fixtures';

/** Fields the kept record leaves behind: a kept (feasible) offer carries no failures. */
const NOT_KEPT = new Set(['failures', 'costFailure', 'nearBudget']);

describe('a kept record', () => {
  it('copies every field of the evaluated record but its failures', () => {
    const e = blankEvaluated();
    // every field made different from the blank's, so a field left out of the copy shows
    const changed: Record<string, unknown> = {
      offer: offer({ provider: 'aws', type: 't', gpu: 'a100-80gb-sxm', onDemand: 1 }),
      gpu: { id: 'g' },
      provider: { id: 'p' },
      speed: { relative: 2, basis: 'measured', method: 'm' },
      fit: 'tight',
      granularity: 'minute',
      chosen: blankEstimate('spot'),
      alternative: blankEstimate('on-demand'),
      meetsTarget: false,
      fastFabric: true,
    };
    let n = 3;
    const record = e as unknown as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (NOT_KEPT.has(key)) continue;
      record[key] = key in changed ? changed[key] : n++ + 0.25;
    }
    const kept = keep(e) as unknown as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (NOT_KEPT.has(key)) continue;
      if (key === 'chosen' || key === 'alternative') {
        expect(kept[key], key).toEqual(record[key]);
        expect(kept[key], `${key} is a copy`).not.toBe(record[key]);
      } else expect(kept[key], key).toBe(record[key]);
    }
  });
});
