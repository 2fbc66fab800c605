import { describe, expect, it } from 'vitest';
import {
  formatSummary,
  serializeOffersFile,
  type OffersFile,
} from '../../../src/domain/catalog/import';
import { fixture, ok, offer } from './helpers';

const text = fixture('aliyun-rules.csv');
/** The file as the command would read it back from disk. */
const reread = (file: OffersFile) => JSON.parse(serializeOffersFile(file)) as OffersFile;

describe('re-importing', () => {
  const first = ok('aliyun', text, { asOf: '2026-11-09' });

  it('gives the same bytes for the same file, on another day, without --as-of', () => {
    const again = ok('aliyun', text, { previous: reread(first.file), today: '2027-03-01' });
    expect(serializeOffersFile(again.file)).toBe(serializeOffersFile(first.file));
    expect(again.file.asOf).toBe('2026-11-09');
    expect(again.diff).toEqual({
      added: [],
      removed: [],
      repriced: [],
      changed: [],
      unchanged: first.file.offers.length,
    });
  });

  it('writes sorted, one-record-per-line JSON that reads back to the same file', () => {
    const serialized = serializeOffersFile(first.file);
    expect(JSON.parse(serialized)).toEqual(first.file);
    expect(serialized.endsWith('}\n')).toBe(true);
    const ids = first.file.offers.map((o) => o.id);
    expect(ids).toEqual([...ids].sort());
    const offerLines = serialized.split('\n').filter((l) => l.startsWith('    {"id":"aliyun:'));
    expect(offerLines).toHaveLength(first.file.offers.length);
  });

  it('uses today for a changed file and --as-of over both', () => {
    const changed = text.replace('0.69,,us-east-1', '0.828,,us-east-1');
    expect(ok('aliyun', changed, { previous: reread(first.file) }).file.asOf).toBe('2026-12-01');
    expect(ok('aliyun', text, { asOf: '2026-10-01', previous: reread(first.file) }).file.asOf).toBe(
      '2026-10-01',
    );
  });
});

describe('the summary', () => {
  const before = reread(ok('aliyun', text, { asOf: '2026-11-09' }).file);
  // The earlier file: one offer no longer in the new one, one missing from it, one priced lower.
  const gone = { ...before.offers[0]!, id: 'aliyun:ecs.gone.xlarge@cn-beijing' };
  const previous: OffersFile = {
    ...before,
    offers: before.offers
      .filter((o) => o.id !== 'aliyun:ecs.gn8t.4xlarge@cn-wulanchabu')
      .map((o) => (o.id === 'aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1' ? { ...o, onDemand: 6 } : o))
      .concat(gone),
  };
  // Same rows, other bytes (a trailing blank line): a new file, so today's as-of date.
  const result = ok('aliyun', `${text}\r\n`, { previous });

  it('counts added, removed and repriced offers against the file that was there', () => {
    expect(result.diff.added).toEqual(['aliyun:ecs.gn8t.4xlarge@cn-wulanchabu']);
    expect(result.diff.removed).toEqual(['aliyun:ecs.gone.xlarge@cn-beijing']);
    expect(result.diff.repriced).toEqual([
      {
        id: 'aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1',
        from: { onDemand: 6, spot: null },
        to: { onDemand: 5, spot: null },
      },
    ]);
    // A new file gives every offer a new as-of date: same prices, so "changed", not repriced.
    expect(result.diff.changed).toHaveLength(before.offers.length - 2);
    expect(result.diff.unchanged).toBe(0);
  });

  it('keeps the earlier price of a repriced offer as history', () => {
    expect(offer(result, 'aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1')).toMatchObject({
      onDemand: 5,
      asOf: '2026-12-01',
      priceHistory: [{ onDemand: 6, asOf: '2026-11-09' }],
    });
  });

  it('says what was added, removed, repriced, skipped and quarantined, with reasons', () => {
    const lines = formatSummary(result.file, result.diff, result.report);
    expect(lines[0]).toBe(
      'aliyun: 13 rows, 13 with an accelerator → 9 offers (11 rows collapsed to one offer per instance type and region), as of 2026-12-01',
    );
    expect(lines[1]).toBe(
      '  added 1 · removed 1 · repriced 1 · changed 7 · unchanged 0 · skipped 1 rows · quarantined 1 rows',
    );
    expect(lines).toContain('    aliyun:ecs.gone.xlarge@cn-beijing');
    expect(lines).toContain(
      '    aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1: 6 / spot none → 5 / spot none',
    );
    expect(lines).toContain('    1 × not a GPU: FPGA (Xilinx VU9p)');
    expect(
      lines.some((l) =>
        l.includes(
          'ecs.gn5i-c12g1.6xlarge@cn-beijing (cn-beijing-k) row 12: implausible on-demand price',
        ),
      ),
    ).toBe(true);
    expect(lines).toContain('  not in the mapping table (kept as unknown-spec GPUs): Z9');
  });
});
