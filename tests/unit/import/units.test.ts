import { describe, expect, it } from 'vitest';
import { regionGroupOf } from '../../../src/domain/catalog/import';
import type { Candidate } from '../../../src/domain/catalog/import/classify';
import { cheaperFirst, collapseZones, rowsText } from '../../../src/domain/catalog/import/collapse';
import {
  infoMemory,
  markedShare,
  shareFromMemory,
} from '../../../src/domain/catalog/import/gpu-info';
import { datasetPrice } from '../../../src/domain/catalog/import/prices';

describe('unit conversion', () => {
  it('turns the fork’s USD back into CNY at 0.138 USD per CNY, 4 decimals', () => {
    expect(datasetPrice('aliyun', 1.3270908)).toBe(9.6166); // 9.6166 × 0.138 = 1.3270908
    expect(datasetPrice('aliyun', 0.41939663)).toBe(3.0391); // 3.039106… rounds down
    expect(datasetPrice('tencent', 1.20474)).toBe(8.73);
    expect(datasetPrice('tencent', 0.138)).toBe(1);
  });

  it('keeps Lambda and RunPod prices in USD as listed', () => {
    expect(datasetPrice('lambda', 10.32)).toBe(10.32);
    expect(datasetPrice('runpod', 0.43)).toBe(0.43);
  });

  it('reads GPU memory: Lambda MiB per GPU, the fork’s trailing GB, nothing otherwise', () => {
    expect(
      infoMemory(
        "{'Gpus': [{'Name': 'V100', 'Count': 8.0, 'MemoryInfo': {'SizeInMiB': 16384}}], 'TotalGpuMemoryInMiB': 16384}",
      ),
    ).toEqual({ gib: 16, fromMiB: true });
    expect(infoMemory('A800 40G 40GB')).toEqual({ gib: 40, fromMiB: false });
    expect(infoMemory('T4 x1, family GN7')).toEqual({ gib: null, fromMiB: false });
    expect(infoMemory('H100-SXM')).toEqual({ gib: null, fromMiB: false });
  });

  it('reads vGPU markers and memory shares', () => {
    expect(markedShare('A10*1/12')).toBe(1 / 12);
    expect(markedShare('T4/4')).toBe(1 / 4);
    expect(markedShare('AMD S7150/2')).toBe(1 / 2);
    expect(markedShare('A10*1')).toBe(1);
    expect(markedShare('A800 40G')).toBeNull();
    expect(shareFromMemory(12, 48)).toBe(1 / 4);
    expect(shareFromMemory(36, 48)).toBe(0.75);
  });
});

describe('region groups', () => {
  it('puts mainland China in cn and Hong Kong, abroad and other providers in global', () => {
    expect(regionGroupOf('aliyun', 'cn-wulanchabu')).toBe('cn');
    expect(regionGroupOf('aliyun', 'cn-hongkong')).toBe('global');
    expect(regionGroupOf('aliyun', 'ap-southeast-1')).toBe('global');
    expect(regionGroupOf('tencent', 'ap-chongqing')).toBe('cn');
    expect(regionGroupOf('tencent', 'ap-shenzhen-fsi')).toBe('cn');
    expect(regionGroupOf('tencent', 'ap-hongkong')).toBe('global');
    expect(regionGroupOf('tencent', 'ap-singapore')).toBe('global');
    expect(regionGroupOf('tencent', 'na-siliconvalley')).toBe('global');
    expect(regionGroupOf('runpod', 'US')).toBe('global');
  });
});

const zoneRow = (row: number, zone: string, price: number | null, spot: number | null) =>
  ({
    row,
    instanceType: 'ecs.gn7i-c8g1.2xlarge',
    region: 'cn-hangzhou',
    zone,
    priceUsd: price,
    spotUsd: spot,
  }) as Candidate;

describe('zone collapse', () => {
  it('orders zones by on-demand, then spot, then zone name; unpriced last', () => {
    const rows = [
      zoneRow(2, 'b', 1, 0.5),
      zoneRow(3, 'a', null, 0.1),
      zoneRow(4, 'c', 1, 0.4),
      zoneRow(5, 'a', 1, 0.4),
      zoneRow(6, 'd', 0.9, null),
    ];
    expect([...rows].sort(cheaperFirst).map((r) => r.row)).toEqual([6, 5, 4, 2, 3]);
  });

  it('keeps the cheapest zone and counts distinct zones', () => {
    const [group, ...rest] = collapseZones([
      zoneRow(9, 'h', 2, 1),
      zoneRow(7, 'i', 1.5, 1.2),
      zoneRow(8, 'i', 1.5, 1.2),
    ]);
    expect(rest).toEqual([]);
    expect(group?.cheapest.row).toBe(7);
    expect(group?.rows).toEqual([7, 8, 9]);
    expect(group?.zoneCount).toBe(2);
  });

  it('writes row lists as ranges', () => {
    expect(rowsText([7])).toBe('row 7');
    expect(rowsText([2, 3, 4, 9, 11, 12])).toBe('rows 2-4, 9, 11-12');
  });
});
