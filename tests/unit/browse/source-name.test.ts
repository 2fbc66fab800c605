import { describe, expect, it } from 'vitest';
import { sourceName } from '../../../src/features/browse/model/source-name';

describe('source names', () => {
  it('names a repository file by repository and file, linking to it at its commit', () => {
    const s = sourceName(
      'github:skypilot-org/skypilot-catalog catalogs/v7/lambda/vms.csv @11580132cea293395776b033c8533714d42abb4e',
    );
    expect(s.name).toBe('skypilot-catalog · lambda/vms.csv');
    expect(s.name).not.toMatch(/[0-9a-f]{7}/);
    expect(s.href).toBe(
      'https://github.com/skypilot-org/skypilot-catalog/blob/11580132cea293395776b033c8533714d42abb4e/catalogs/v7/lambda/vms.csv',
    );
  });

  it('keeps a note in brackets out of the path, and links to the default branch without a commit', () => {
    const s = sourceName(
      'github:datareceipts/data-receipts 109-gpu-pricing/vendors.json (RunPod Secure Cloud, runpod.io/pricing, read on 2026-11-09)',
    );
    expect(s.name).toBe('data-receipts · 109-gpu-pricing/vendors.json');
    expect(s.href).toBe(
      'https://github.com/datareceipts/data-receipts/blob/HEAD/109-gpu-pricing/vendors.json',
    );
  });

  it('names a web page by its site and page', () => {
    expect(sourceName('https://cloud.baidu.com/doc/BML/s/0khemrtv0')).toEqual({
      name: 'cloud.baidu.com · 0khemrtv0',
      href: 'https://cloud.baidu.com/doc/BML/s/0khemrtv0',
    });
    expect(sourceName('https://www.example.org/')).toEqual({
      name: 'example.org',
      href: 'https://www.example.org/',
    });
  });

  it('shows anything else as written, with no link', () => {
    expect(sourceName('Our lab’s quote')).toEqual({ name: 'Our lab’s quote', href: null });
  });
});
