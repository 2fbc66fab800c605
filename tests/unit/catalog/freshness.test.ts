/** Per provider: how many prices are dated, the newest and oldest date, and the newest's age. */
import { describe, expect, it } from 'vitest';
import { providerFreshness } from '../../../src/domain/catalog/freshness';

const source = (date: string | null) => ({ ref: 'https://example.org/prices', date });
const row = (
  provider: string,
  asOf: string,
  kind: 'captured' | 'published' | 'undated-snapshot',
) => ({
  provider,
  asOf,
  asOfKind: kind,
  source: source(kind === 'undated-snapshot' ? null : asOf),
});

describe('providerFreshness', () => {
  const rows = [
    row('runpod', '2026-11-01', 'captured'),
    row('runpod', '2026-12-03', 'published'),
    row('aws', '2026-11-09', 'undated-snapshot'),
    row('aws', '2026-10-01', 'undated-snapshot'),
    row('lambda', '2026-06-07', 'captured'),
    row('lambda', '2026-11-09', 'undated-snapshot'),
  ];
  const [runpod, aws, lambda] = providerFreshness(rows, '2026-12-04', 180);

  it('counts dated prices, their kinds, the date range and the newest one’s age', () => {
    expect(runpod).toMatchObject({
      provider: 'runpod',
      dated: 2,
      undated: 0,
      kind: 'mixed',
      oldest: '2026-11-01',
      newest: '2026-12-03',
      age: 1,
      stale: false,
      recorded: null,
    });
  });

  it('gives an all-undated provider only the day its snapshots were last recorded', () => {
    expect(aws).toMatchObject({
      dated: 0,
      undated: 2,
      newest: null,
      age: null,
      recorded: '2026-11-09',
    });
  });

  it('marks stale only past the limit: 2026-06-07 is exactly 180 days before 2026-12-04', () => {
    // June 7 → July 7 (30) → Aug 7 (61) → Sep 7 (92) → Oct 7 (122) → Nov 7 (153) → Dec 4 (180).
    expect(lambda).toMatchObject({ dated: 1, undated: 1, age: 180, stale: false });
    expect(providerFreshness(rows, '2026-12-05', 180)[2]).toMatchObject({ age: 181, stale: true });
  });

  it('does not count a "captured" row whose source has no date as dated', () => {
    const [f] = providerFreshness(
      [{ provider: 'x', asOf: '2026-12-01', asOfKind: 'captured', source: source(null) }],
      '2026-12-04',
      180,
    );
    expect(f).toMatchObject({ dated: 0, undated: 1, recorded: '2026-12-01' });
  });
});
