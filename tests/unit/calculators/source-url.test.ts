import { describe, expect, it } from 'vitest';
import { sourceParts, sourceUrl } from '../../../src/features/guide/source-url';

describe('links for dataset sources', () => {
  it.each([
    [
      'https://help.aliyun.com/document_detail/391181.html',
      'https://help.aliyun.com/document_detail/391181.html',
    ],
    [
      'AWS EC2 User Guide, "Spot" (docs.aws.amazon.com/AWSEC2/latest/UserGuide/x.html)',
      'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/x.html',
    ],
    [
      'github:sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv @003c56a7',
      'https://github.com/sugarlxn/skypilot-catalog/blob/003c56a7/catalogs/v8/alicloud/vms.csv',
    ],
    [
      'github:opentelekomcloud-docs/elastic-cloud-server umn/source/a.rst',
      'https://github.com/opentelekomcloud-docs/elastic-cloud-server/blob/HEAD/umn/source/a.rst',
    ],
    ['buying-guide.zh.txt (the guide itself)', null],
  ])('%s', (ref, url) => {
    expect(sourceUrl(ref)).toBe(url);
  });

  it('splits references listed with semicolons', () => {
    expect(sourceParts('blog.example.com/a; lz59.com/article/1')).toEqual([
      { text: 'blog.example.com/a', url: 'https://blog.example.com/a' },
      { text: 'lz59.com/article/1', url: 'https://lz59.com/article/1' },
    ]);
  });
});
