import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../src/i18n/define';
import { translate } from '../../../src/i18n';
import '../../../src/i18n/all';

describe('English nouns after a count', () => {
  it('take the singular for exactly one, the plural otherwise', () => {
    const t = '{n} {n|GPU|GPUs} on {m} {m|instance|instances}';
    expect(interpolate(t, { n: 1, m: 2 })).toBe('1 GPU on 2 instances');
    expect(interpolate(t, { n: '1', m: '1,000' })).toBe('1 GPU on 1,000 instances');
    expect(interpolate(t, { n: 0, m: 1 })).toBe('0 GPUs on 1 instance');
    // a value not given leaves the placeholder visible
    expect(interpolate(t, { n: 3 })).toBe('3 GPUs on {m} {m|instance|instances}');
  });

  it('no English message writes "(s)"', async () => {
    const { default: engine } = await import('../../../src/i18n/messages/engine');
    const { default: results } = await import('../../../src/i18n/messages/results');
    for (const set of [engine, results]) {
      for (const text of Object.values(set.en)) expect(text).not.toMatch(/\w\(s\)/);
    }
    expect(
      translate('en', 'engine.reason.replicas', { replicas: 1, gpus: 1, instances: 1, users: 1 }),
    ).toBe('1 replica of 1 GPU on 1 instance serves the 1 user');
  });
});
