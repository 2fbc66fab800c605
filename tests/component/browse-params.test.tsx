import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE,
  browseParamsToExtra,
  parseBrowseParams,
  type BrowseParams,
} from '../../src/domain/share/browse-params';

const known = {
  providers: new Set(['aliyun', 'aws']),
  gpus: new Set(['a100-80gb-sxm', 't4-16gb']),
};
const written = (p: BrowseParams) =>
  Object.fromEntries(
    Object.entries(browseParamsToExtra(p)).filter((e): e is [string, string] => e[1] !== null),
  );

describe('browse link parameters', () => {
  it('writes nothing for the defaults', () => {
    expect(written(DEFAULT_BROWSE)).toEqual({});
  });

  it('writes lists sorted, numbers in shortest form, and reads them back the same', () => {
    const p: BrowseParams = {
      ...DEFAULT_BROWSE,
      prov: ['aws', 'aliyun'],
      gpu: ['t4-16gb', 'a100-80gb-sxm'],
      pmax: 12.5,
      gmin: 2,
      spot: true,
      sort: { column: 'spot', desc: true },
      cols: ['instance', 'vcpus', 'provider'],
      unit: 'month',
      q: 'a100 80',
    };
    const extra = written(p);
    expect(extra).toEqual({
      'b.prov': 'aliyun,aws',
      'b.gpu': 'a100-80gb-sxm,t4-16gb',
      'b.pmax': '12.5',
      'b.gmin': '2',
      'b.spot': '1',
      'b.sort': '-spot',
      'b.cols': 'provider,vcpus',
      'b.unit': 'month',
      'b.q': 'a100 80',
    });
    const back = parseBrowseParams(extra, known);
    expect(back.notices).toEqual([]);
    expect(written(back.params)).toEqual(extra);
    expect(back.params.cols).toEqual(['instance', 'provider', 'vcpus']);
  });

  it('drops what it cannot read, each with a reason', () => {
    const { params, notices } = parseBrowseParams(
      {
        'b.sort': 'source',
        'b.pmin': '-1',
        'b.gmax': '2000',
        'b.minmem': '1e3',
        'b.pmax': '1,000',
        'b.rg': 'mars',
        'b.cols': 'gpu,colour',
        'b.prov': 'aws,tencent',
        'b.colour': 'red',
        'g.other': 'kept for the guide',
      },
      known,
    );
    expect(notices.map((n) => [n.param, n.value, n.code])).toEqual([
      ['b.sort', 'source', 'not-one-of'],
      ['b.pmin', '-1', 'negative'],
      ['b.gmax', '2000', 'too-large'],
      ['b.rg', 'mars', 'not-one-of'],
      ['b.cols', 'gpu,colour', 'bad-item'],
      ['b.colour', 'red', 'unknown-param'],
      ['b.prov', 'tencent', 'not-in-catalog'],
    ]);
    expect(params.sort).toEqual(DEFAULT_BROWSE.sort);
    expect(params.cols).toEqual(['instance', 'gpu']);
    expect(params.gmax).toBeNull();
    expect(params.minmem).toBe(1000);
    expect(params.pmax).toBe(1000);
    expect(params.prov).toEqual(['aws']);
  });
});
