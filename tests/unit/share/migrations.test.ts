import { describe, expect, it } from 'vitest';
import { migrate, type RawParams } from '../../../src/domain/share/migrations';

const params: RawParams = [
  ['gpus', '8'],
  ['model', '7'],
];

describe('link migrations', () => {
  it('version 1 links pass through unchanged', () => {
    expect(migrate('1', params)).toEqual({ params, problem: null });
    expect(migrate(null, params)).toEqual({ params, problem: null });
  });

  it('an older link is rewritten step by step to the current version', () => {
    // A made-up history: v1 named it `gpus`, v2 renamed it `nodes`, v3 doubled `model`.
    const steps = {
      1: (ps: RawParams) => ps.map(([k, v]) => [k === 'gpus' ? 'nodes' : k, v] as const),
      2: (ps: RawParams) =>
        ps.map(([k, v]) => [k, k === 'model' ? String(Number(v) * 2) : v] as const),
    };
    expect(migrate('1', params, steps, 3)).toEqual({
      params: [
        ['nodes', '8'],
        ['model', '14'],
      ],
      problem: null,
    });
    expect(migrate('2', params, steps, 3).params).toEqual([
      ['gpus', '8'],
      ['model', '14'],
    ]);
  });

  it('a missing step, a newer or a malformed version is reported and read as is', () => {
    expect(migrate('1', params, {}, 2).problem?.code).toBe('version-invalid');
    expect(migrate('5', params).problem).toEqual({
      code: 'version-newer',
      values: { current: 1 },
    });
    expect(migrate('1.5', params).problem?.code).toBe('version-invalid');
    expect(migrate('-1', params).params).toBe(params);
  });
});
