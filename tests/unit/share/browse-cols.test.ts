import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE, parseBrowseParams } from '../../../src/domain/share/browse-params';

const known = { providers: new Set(['aws']), gpus: new Set(['t4-16gb']) };

describe('b.cols with no column the table knows', () => {
  it('falls back to the default columns, with a notice naming the value', () => {
    const { params, notices } = parseBrowseParams({ 'b.cols': 'foo,bar' }, known);
    expect(params.cols).toEqual(DEFAULT_BROWSE.cols);
    expect(params.cols.length).toBeGreaterThan(5);
    expect(notices.map((n) => [n.param, n.value, n.code])).toEqual([
      ['b.cols', 'foo,bar', 'bad-item'],
    ]);
  });
});
