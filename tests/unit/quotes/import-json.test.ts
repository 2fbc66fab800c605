import { describe, expect, it } from 'vitest';
import { importQuotesFile, type ImportResult } from '../../../src/domain/quotes';
import { bytes, ctx, huaweiQuote } from './fixtures';

const read = (text: string, name = 'quotes.json') => importQuotesFile(bytes(text), name, ctx);
const fileKeys = (r: ImportResult) => r.fileErrors.map((e) => e.key);

describe('JSON import', () => {
  it('reads the export format', () => {
    const r = read(
      JSON.stringify({ format: 'gpu-cloud-guide/quotes', version: 1, quotes: [huaweiQuote] }),
    );
    expect(r.format).toBe('json');
    expect(r.valid).toEqual([{ row: 1, quote: huaweiQuote }]);
  });

  it('reads a bare array with snake_case keys and numbers as text', () => {
    const r = read(
      JSON.stringify([
        {
          provider: 'Huawei Cloud',
          instance_type: 'p3.2xlarge.8',
          gpu: 'a100-80gb-sxm',
          gpu_count: '1',
          price: 20,
          currency: 'CNY',
          region_group: 'cn',
        },
      ]),
      'from-a-script',
    );
    expect(r.valid[0]?.quote).toMatchObject({
      id: 'huawei-cloud-p3-2xlarge-8',
      gpuCount: 1,
      price: 20,
    });
  });

  it.each([
    ['not JSON', '{"quotes": [', 'quotes.err.file.json'],
    ['a number', '42', 'quotes.err.file.jsonShape'],
    ['an object without quotes', '{"offers": []}', 'quotes.err.file.jsonShape'],
    ['a newer version', '{"version": 2, "quotes": []}', 'quotes.err.file.jsonVersion'],
    ['an empty list', '[]', 'quotes.err.file.noRows'],
    ['nothing', '  ', 'quotes.err.file.empty'],
  ])('refuses %s', (_name, text, key) => {
    expect(fileKeys(read(text))).toEqual([key]);
  });

  it('lists items that are not objects and values of the wrong type, by item and key', () => {
    const r = read(
      JSON.stringify([
        huaweiQuote,
        'a string',
        { ...huaweiQuote, id: 'b', price: true, gpuCount: 2.5, provider: 7, spot: -1 },
      ]),
    );
    expect(r.valid.map((v) => v.row)).toEqual([1]);
    expect(r.errors.map(({ row, column, key }) => [row, column, key])).toEqual([
      [2, '', 'quotes.err.notObject'],
      [3, 'provider', 'quotes.err.text'],
      [3, 'gpuCount', 'quotes.err.integer'],
      [3, 'price', 'quotes.err.number'],
      [3, 'spot', 'quotes.err.positive'],
    ]);
  });

  it('ignores unknown keys with a warning', () => {
    const r = read(JSON.stringify([{ ...huaweiQuote, discount: 0.2 }]));
    expect(r.valid).toHaveLength(1);
    expect(r.fileWarnings).toEqual([
      { key: 'quotes.err.file.unknownColumns', values: { columns: 'discount' } },
    ]);
  });
});
