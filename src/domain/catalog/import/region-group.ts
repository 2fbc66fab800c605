import type { RegionGroup } from '../schema';
import type { ImportProvider } from './types';

/** Mainland Chinese cities in Tencent's region codes (`ap-<city>`, with `-fsi`/`-ec` variants). */
const TENCENT_MAINLAND = [
  'beijing',
  'changsha',
  'chengdu',
  'chongqing',
  'fuzhou',
  'guangzhou',
  'hangzhou',
  'hefei',
  'jinan',
  'nanjing',
  'qingyuan',
  'shanghai',
  'shenyang',
  'shenzhen',
  'shijiazhuang',
  'taiyuan',
  'tianjin',
  'wuhan',
  'xian',
  'zhengzhou',
];
const TENCENT_CN = new RegExp(`^ap-(${TENCENT_MAINLAND.join('|')})(-[a-z]+)?$`);

/**
 * `cn` for regions in mainland China, `global` for every other region. Hong Kong
 * (`cn-hongkong`, `ap-hongkong`) is `global`: it is outside mainland China's network border and
 * its data and licensing rules, and both providers list it with their international regions.
 * Lambda and RunPod have no region in China.
 */
export function regionGroupOf(provider: ImportProvider, region: string): RegionGroup {
  switch (provider) {
    case 'aliyun':
      return region.startsWith('cn-') && region !== 'cn-hongkong' ? 'cn' : 'global';
    case 'tencent':
      return TENCENT_CN.test(region) ? 'cn' : 'global';
    default:
      return 'global';
  }
}
