import { describe, expect, it } from 'vitest';
import { versioned } from '../../src/domain/versioned';

/** A format at version 3 whose steps rename a field, then add one. */
type Data = Record<string, unknown>;
const format = versioned<Data>(3, {
  1: ({ name, ...rest }) => ({ ...rest, title: name }),
  2: (d) => ({ ...d, tags: [] }),
});

describe('versioned data', () => {
  it('brings data of every older version to the current one, step by step', () => {
    expect(format.upgrade(1, { name: 'A100 quote' })).toEqual({
      ok: true,
      data: { title: 'A100 quote', tags: [] },
    });
    expect(format.upgrade(2, { title: 'H100 quote' })).toEqual({
      ok: true,
      data: { title: 'H100 quote', tags: [] },
    });
    const current = { title: 'L40S', tags: ['x'] };
    expect(format.upgrade(3, current)).toEqual({ ok: true, data: current });
  });

  it('leaves data of a newer build as it is, and says so', () => {
    const later = { title: 'B300', extra: 1 };
    expect(format.upgrade(4, later)).toEqual({ ok: false, problem: 'newer', data: later });
  });

  it('refuses a version it cannot read: not a whole number from 1, or a missing step', () => {
    for (const v of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(format.upgrade(v, {}).ok, String(v)).toBe(false);
    const gap = versioned<Data>(3, { 2: (d) => d });
    expect(gap.upgrade(1, {})).toMatchObject({ ok: false, problem: 'unknown' });
  });
});
