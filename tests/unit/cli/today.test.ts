/**
 * The command line judges a price's age against today, as the page does, unless `--as-of` names
 * another day (the clock is faked to 2026-12-04).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A100, catalogWith, offerInput } from '../engine/fixtures';
import { runCli } from './run-cli';

// Captured on 2026-05-01: 30+31+30+31+31+30+31+30+3 = 217 days before 2026-12-04, past the
// 180-day limit; 31 days before 2026-06-01.
const catalog = catalogWith([
  {
    ...offerInput(A100),
    asOf: '2026-05-01',
    asOfKind: 'captured',
    source: { ref: 'https://example.org/price-list', date: '2026-05-01' },
  },
]);
const LINK = '?v=1&cur=USD&team=enterprise&wl=infer&mem=40';

interface Out {
  asOf: string;
  ranked: { offerId: string; warnings: { key: string; text: string }[] }[];
}
const run = (...extra: string[]) => {
  const r = runCli(catalog, LINK, '--json', ...extra);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Out;
};
const staleWarnings = (out: Out) =>
  out.ranked[0]?.warnings.filter((w) => w.key === 'engine.warning.stale') ?? [];

describe('recommend: the day prices are judged against', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is today unless given: a price captured 217 days ago is marked old', () => {
    const out = run();
    expect(out.asOf).toBe('2026-12-04');
    const stale = staleWarnings(out);
    expect(stale).toHaveLength(1);
    expect(stale[0]?.text).toContain('217');
  });

  it('is the --as-of day when given', () => {
    const out = run('--as-of', '2026-06-01');
    expect(out.asOf).toBe('2026-06-01');
    expect(staleWarnings(out)).toEqual([]);
  });

  it('shows the same in the table: the warning under the pick', () => {
    const { stdout } = runCli(catalog, LINK);
    expect(stdout).toMatch(/! .*217 days/);
    expect(runCli(catalog, LINK, '--as-of', '2026-06-01').stdout).not.toMatch(/217 days/);
  });
});
