import { describe, expect, it } from 'vitest';
import { exportCsv, exportJson } from '../../../src/domain/quotes';
import { huaweiQuote } from './fixtures';

describe('export', () => {
  it('writes CSV with a byte-order mark, every column, empty cells for null', () => {
    expect(exportCsv([huaweiQuote])).toBe(
      '\uFEFFid,provider,provider_id,instance_type,gpu,gpu_count,price,per,currency,spot,gpu_link,fabric,region_group,region,billing,overrides,as_of,note\r\n' +
        'huawei-cloud-p2v-8xlarge-8,Huawei Cloud,huawei,p2v.8xlarge.8,v100-32gb-sxm2,4,60,hour,CNY,,nvlink,,cn,any,,,2025-06-01,"negotiated, valid to December"',
    );
  });

  it('keeps spreadsheets from running notes as formulas', () => {
    const csv = exportCsv([{ ...huaweiQuote, note: '=HYPERLINK("x")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes JSON with its format and version', () => {
    expect(JSON.parse(exportJson([huaweiQuote]))).toEqual({
      format: 'gpu-cloud-guide/quotes',
      version: 1,
      quotes: [huaweiQuote],
    });
  });
});
