import { describe, expect, it } from 'vitest';
import { guardOffers } from '../../../src/domain/catalog/import';
import { fixture, ok, run } from './helpers';

describe('an import is held against the offers file that is there', () => {
  const text = fixture('lambda-rules.csv');
  const before = ok('lambda', text, { asOf: '2026-11-09' }).file;
  const lines = text.trimEnd().split('\n');

  it('refuses a file that drops more than 20 % of the offers, naming the rule', () => {
    const dropped = `${[lines[0], ...lines.slice(5)].join('\n')}\n`;
    const result = run('lambda', dropped, { previous: before, file: 'vms.csv' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.reason).toMatch(
      /^lambda: vms.csv: rule "offers-vanished": \d+ of 7 offers \(\d+ %\) would vanish/,
    );
  });

  it('refuses a price moved by more than half, and takes it with a stated reason', () => {
    const doubled = text.replace(',1.29,us-east-1', ',2.99,us-east-1');
    const refused = run('lambda', doubled, { previous: before });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors[0]?.reason).toContain(
        'rule "price-moved": 1 on-demand price(s) moved by more than 50 %: lambda:gpu_1x_a100@us-east-1 1.29 → 2.99',
      );
    }
    const taken = ok('lambda', doubled, { previous: before, reason: 'list price rise of 2026-12' });
    expect(taken.file.reason).toBe('list price rise of 2026-12');
  });

  it('never takes an empty result, reason or not', () => {
    expect(guardOffers('runpod', [{ id: 'a', onDemand: 1 }], [], 'why')).toEqual([
      { provider: 'runpod', check: 'empty', detail: 'the new file yields no offers at all' },
    ]);
  });

  it('counts a move of exactly half as allowed and anything beyond as refused', () => {
    expect(guardOffers('x', [{ id: 'a', onDemand: 2 }], [{ id: 'a', onDemand: 3 }])).toEqual([]);
    expect(
      guardOffers('x', [{ id: 'a', onDemand: 2 }], [{ id: 'a', onDemand: 0.98 }]),
    ).toHaveLength(1);
  });
});
