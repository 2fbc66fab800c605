import { describe, expect, it } from 'vitest';
import { parseCatalogCsv } from '../../../src/domain/catalog/import/csv';
import { fixture } from './helpers';

const HEADER =
  'InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice';
const ROW = 'gpu_1x_a10,A10,1.0,30.0,200.0,0.75,us-east-1,,';

describe('reading a catalog file', () => {
  it('reads CRLF and LF files alike, with row numbers counting the header as row 1', () => {
    const lf = parseCatalogCsv(`${HEADER}\n${ROW}\n${ROW}\n`);
    const crlf = parseCatalogCsv(`${HEADER}\r\n${ROW}\r\n${ROW}\r\n`);
    expect(lf).toEqual(crlf);
    if (!lf.ok) throw new Error('expected rows');
    expect(lf.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(lf.rows[0]?.cells.Price).toBe('0.75');
    expect(lf.rows[0]?.cells.AvailabilityZone).toBe('');
  });

  it('ignores a byte-order mark and blank lines without shifting row numbers', () => {
    const parsed = parseCatalogCsv(`\uFEFF${HEADER}\n\n${ROW}\n`);
    if (!parsed.ok) throw new Error('expected rows');
    expect(parsed.rows.map((r) => r.row)).toEqual([3]);
  });

  it('keeps quoted cells with commas whole (Tencent GpuInfo)', () => {
    const parsed = parseCatalogCsv(fixture('tencent-rules.csv'));
    if (!parsed.ok) throw new Error('expected rows');
    expect(parsed.rows[0]?.cells.GpuInfo).toBe('A100 x1, family GT4');
  });

  it('stops on a missing required column', () => {
    expect(parseCatalogCsv(fixture('fatal-missing-column.csv'))).toEqual({
      ok: false,
      errors: [{ rows: [1], reason: 'missing required column(s): SpotPrice' }],
    });
  });

  it('stops on a header the format does not have', () => {
    expect(parseCatalogCsv(fixture('fatal-unknown-header.csv'))).toEqual({
      ok: false,
      errors: [{ rows: [1], reason: 'unknown column(s): PricePerMonth' }],
    });
  });

  it('stops on a repeated column and on an empty file', () => {
    const repeated = parseCatalogCsv(`${HEADER},Price\n${ROW},1\n`);
    expect(repeated).toEqual({
      ok: false,
      errors: [{ rows: [1], reason: 'repeated column(s): Price' }],
    });
    expect(parseCatalogCsv('')).toEqual({
      ok: false,
      errors: [{ rows: [], reason: 'the file is empty' }],
    });
  });

  it('stops on a row whose field count differs from the header, naming the row', () => {
    expect(parseCatalogCsv(fixture('fatal-ragged.csv'))).toEqual({
      ok: false,
      errors: [{ rows: [3], reason: "field count differs from the header's 9" }],
    });
  });
});
