import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE,
  browseParamsToExtra,
  parseBrowseParams,
  type BrowseParams,
} from '../../src/state/browse-params';

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
        'b.rg': 'mars',
        'b.cols': 'gpu,colour',
        'g.other': 'kept for the guide',
      },
      known,
    );
    expect(notices).toEqual([
      { param: 'b.sort', value: 'source', reason: 'invalid' },
      { param: 'b.pmin', value: '-1', reason: 'invalid' },
      { param: 'b.gmax', value: '2000', reason: 'out-of-range' },
      { param: 'b.minmem', value: '1e3', reason: 'invalid' },
      { param: 'b.rg', value: 'mars', reason: 'invalid' },
      { param: 'b.cols', value: 'colour', reason: 'unknown-value' },
    ]);
    expect(params.sort).toEqual(DEFAULT_BROWSE.sort);
    expect(params.cols).toEqual(['instance', 'gpu']);
    expect(params.gmax).toBeNull();
  });
});
