import { describe, expect, it } from 'vitest';
import { importQuotesFile, type ImportResult } from '../../../src/domain/quotes';
import { ALIYUN_A100, bytes, ctx, huaweiQuote } from './fixtures';

const HEADER = 'provider,instance_type,gpu,gpu_count,price,currency,region_group';
const csv = (...lines: string[]) => bytes(lines.join('\n'));
const read = (data: Uint8Array, name = 'quotes.csv') => importQuotesFile(data, name, ctx);
const fileKeys = (r: ImportResult) => r.fileErrors.map((e) => e.key);
const rowErrors = (r: ImportResult) => r.errors.map(({ row, column, key }) => [row, column, key]);

describe('CSV import: good files', () => {
  it('reads every row into a quote', () => {
    const r = read(
      csv(
        'id,provider,provider_id,instance_type,gpu,gpu_count,price,per,currency,spot,gpu_link,fabric,region_group,region,billing,overrides,as_of,note',
        'huawei-cloud-p2v-8xlarge-8,Huawei Cloud,huawei,p2v.8xlarge.8,v100-32gb-sxm2,4,60,hour,CNY,,nvlink,,cn,any,,,2025-06-01,"negotiated, valid to December"',
        'desk-box,Our lab,our-lab,2x3090 box,rtx-3090-24gb,2,3650,month,CNY,,pcie,,cn,,,,2025-05-01,',
      ),
    );
    expect(r.fileErrors).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.rowCount).toBe(2);
    expect(r.valid.map((v) => v.row)).toEqual([2, 3]);
    expect(r.valid[0]?.quote).toEqual(huaweiQuote);
    expect(r.valid[1]?.quote).toMatchObject({
      id: 'desk-box',
      instanceType: '2x3090 box',
      price: 3650,
      per: 'month',
      gpuLink: 'pcie',
      region: 'any',
      note: '',
    });
  });

  it('takes only the required columns, and headers written by hand', () => {
    const r = read(
      csv(
        'Provider;Instance Type;GPU;GPU Count;Price;Currency;Region Group',
        'Huawei Cloud;p2v.8xlarge.8;V100 32GB SXM2;4;60;CNY;cn',
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.valid[0]?.quote).toMatchObject({
      id: 'huawei-cloud-p2v-8xlarge-8',
      providerId: 'huawei',
      gpu: 'v100-32gb-sxm2',
      asOf: '2025-06-30',
    });
  });

  it('reads tab-separated files', () => {
    const r = read(
      csv(HEADER.replaceAll(',', '\t'), 'Huawei\tp3\ta100-80gb-sxm\t1\t20\tCNY\tcn'),
      'quotes.tsv',
    );
    expect(r.valid).toHaveLength(1);
  });

  it('re-prices catalog offers from an overrides column alone', () => {
    const r = read(csv('overrides,price,currency', `${ALIYUN_A100},25,CNY`));
    expect(r.errors).toEqual([]);
    expect(r.valid[0]?.quote).toMatchObject({ overrides: ALIYUN_A100, gpu: 'a100-80gb-sxm' });
  });

  it('skips blank lines but keeps row numbers as the file shows them', () => {
    const r = read(csv(HEADER, '', 'Huawei,p3,a100-80gb-sxm,1,abc,CNY,cn', ',,,,,,'));
    expect(rowErrors(r)).toEqual([[3, 'price', 'quotes.err.number']]);
    expect(r.rowCount).toBe(1);
  });

  it('gives made-up ids -2, -3 within a file and refuses a written id twice', () => {
    const r = read(
      csv(
        `id,${HEADER}`,
        ',Huawei,p3,a100-80gb-sxm,1,20,CNY,cn',
        ',Huawei,p3,a100-80gb-sxm,1,21,CNY,cn',
        'box,Lab,box,rtx-3090-24gb,1,1,CNY,cn',
        'box,Lab,box,rtx-3090-24gb,1,1,CNY,cn',
      ),
    );
    expect(r.valid.map((v) => v.quote.id)).toEqual(['huawei-p3', 'huawei-p3-2', 'box']);
    expect(r.errors).toEqual([
      { row: 5, column: 'id', key: 'quotes.err.duplicateId', values: { row: 4 } },
    ]);
  });

  it('reads 10,000 rows', () => {
    const lines = [HEADER];
    for (let i = 1; i <= 10_000; i++) lines.push(`Lab ${i},box,rtx-3090-24gb,2,${i / 100},CNY,cn`);
    const r = read(csv(...lines));
    expect(r.errors).toEqual([]);
    expect(r.valid).toHaveLength(10_000);
    expect(new Set(r.valid.map((v) => v.quote.id)).size).toBe(10_000);
    expect(r.valid[9_999]?.quote).toMatchObject({ id: 'lab-10000-box', price: 100 });
  });
});

describe('CSV import: encodings', () => {
  const line = '华为云,p3,a100-80gb-sxm,1,20,CNY,cn';

  it('drops a UTF-8 byte-order mark', () => {
    const r = read(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(`${HEADER}\n${line}`)]));
    expect(r.fileErrors).toEqual([]);
    expect(r.valid[0]?.quote.provider).toBe('华为云');
  });

  it('reads UTF-16 with a byte-order mark', () => {
    const text = `${HEADER}\n${line}`;
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      le[2 + 2 * i] = text.charCodeAt(i) & 255;
      le[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    expect(read(le).valid[0]?.quote.providerId).toBe('huawei');
  });

  it('reads GB18030 from Chinese spreadsheets, with a warning', () => {
    // 华为云 in GB18030: BB AA CE AA D4 C6
    const gb = new Uint8Array([
      ...bytes(`${HEADER}\n`),
      0xbb,
      0xaa,
      0xce,
      0xaa,
      0xd4,
      0xc6,
      ...bytes(',p3,a100-80gb-sxm,1,20,CNY,cn'),
    ]);
    const r = read(gb);
    expect(r.valid[0]?.quote.provider).toBe('华为云');
    expect(r.fileWarnings.map((w) => w.key)).toEqual(['quotes.err.file.gb18030']);
  });

  it('refuses binary files and UTF-16 without its mark', () => {
    expect(fileKeys(read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1])))).toEqual([
      'quotes.err.file.binary',
    ]);
    expect(fileKeys(read(new Uint8Array([0x70, 0, 0x72, 0])))).toEqual(['quotes.err.file.binary']);
  });

  it('refuses bytes that are neither UTF-8 nor GB18030', () => {
    expect(fileKeys(read(new Uint8Array([0x61, 0xff, 0xff, 0x80])))).toEqual([
      'quotes.err.file.encoding',
    ]);
  });
});

describe('CSV import: broken files', () => {
  it.each([
    ['an empty file', new Uint8Array(), 'quotes.err.file.empty'],
    ['blank lines only', bytes('\n \r\n'), 'quotes.err.file.empty'],
    ['a byte-order mark only', new Uint8Array([0xef, 0xbb, 0xbf]), 'quotes.err.file.empty'],
    ['a header only', bytes(`${HEADER}\n`), 'quotes.err.file.noRows'],
    ['a header and blank rows', bytes(`${HEADER}\n,,,,,,\n\n`), 'quotes.err.file.noRows'],
  ])('refuses %s', (_name, data, key) => {
    const r = read(data);
    expect(fileKeys(r)).toEqual([key]);
    expect(r.valid).toEqual([]);
  });

  it('names the missing columns', () => {
    const r = read(csv('provider,instance,gpu,price', 'Huawei,p3,a100-80gb-sxm,20'));
    expect(r.fileErrors).toEqual([
      {
        key: 'quotes.err.file.missingColumns',
        values: { columns: 'gpu_count, currency, region_group' },
      },
    ]);
  });

  it('refuses a column given twice', () => {
    const r = read(csv(`${HEADER},Price`, 'Huawei,p3,a100-80gb-sxm,1,20,CNY,cn,21'));
    expect(r.fileErrors).toEqual([
      { key: 'quotes.err.file.duplicateColumn', values: { column: 'Price' } },
    ]);
  });

  it('ignores unknown columns with a warning', () => {
    const r = read(csv(`${HEADER},discount,`, 'Huawei,p3,a100-80gb-sxm,1,20,CNY,cn,10%,'));
    expect(r.valid).toHaveLength(1);
    expect(r.fileWarnings).toEqual([
      { key: 'quotes.err.file.unknownColumns', values: { columns: 'discount' } },
    ]);
  });

  it('lists every bad cell with its row, column and reason, and keeps the good rows', () => {
    const r = read(
      csv(
        HEADER,
        'Huawei,p3,a100-80gb-sxm,1,20,CNY,cn',
        'Huawei,p3,a100-80gb-sxm,1,"12,5",CNY,cn',
        'Huawei,p3,h800,two,¥12,EUR,moon',
        'Huawei,p3,a100-80gb-sxm,1,20,CNY,cn,extra',
        'Huawei,p3,a100-80gb-sxm,1',
        'Huawei,p4,a100-80gb-sxm,1,20,CNY,cn',
      ),
    );
    expect(r.valid.map((v) => v.row)).toEqual([2, 7]);
    expect(r.rowCount).toBe(6);
    expect(rowErrors(r)).toEqual([
      [3, 'price', 'quotes.err.decimalComma'],
      [4, 'gpu', 'quotes.err.unknownGpu'],
      [4, 'gpu_count', 'quotes.err.number'],
      [4, 'price', 'quotes.err.currencySymbol'],
      [4, 'currency', 'quotes.err.oneOf'],
      [4, 'region_group', 'quotes.err.oneOf'],
      [5, '', 'quotes.err.fieldCount'],
      [6, 'price', 'quotes.err.required'],
      [6, 'currency', 'quotes.err.required'],
      [6, 'region_group', 'quotes.err.required'],
    ]);
    expect(r.errors.find((e) => e.row === 5)?.values).toEqual({ expected: 7, found: 8 });
  });

  it('uses the headers as the file writes them in reasons', () => {
    const r = read(
      csv('Provider,Instance,GPU,GPU Count,Price,Currency,Region Group', 'a,b,c,1,1,CNY,cn'),
    );
    expect(rowErrors(r)).toEqual([[2, 'GPU', 'quotes.err.unknownGpu']]);
  });

  it('reports a quote left open', () => {
    const r = read(
      csv(HEADER, 'Huawei,p3,a100-80gb-sxm,1,20,CNY,cn', 'Huawei,"p3,a100-80gb-sxm,1,20,CNY,cn'),
    );
    expect(r.valid).toHaveLength(1);
    expect(rowErrors(r)).toEqual([[3, '', 'quotes.err.csvQuotes']]);
  });

  it('refuses more than 10,000 rows and files over 10 MB', () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_001; i++) lines.push(`Lab,b${i},rtx-3090-24gb,1,1,CNY,cn`);
    expect(read(csv(...lines)).fileErrors).toEqual([
      { key: 'quotes.err.file.tooManyRows', values: { max: 10_000, count: 10_001 } },
    ]);
    expect(fileKeys(read(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)))).toEqual([
      'quotes.err.file.tooBig',
    ]);
  });
});
