import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../../src/domain/share/codec';
import { DEFAULT_PROFILE } from '../../../src/domain/engine/profile';
import { DEFAULT_LINK_STATE, type LinkState } from '../../../src/domain/share/profile';

const roundTrip = (query: string) => encode(decode(query).state);
const notices = (query: string) => decode(query).notices.map((n) => [n.param, n.code]);

describe('the four canonical links', () => {
  // As a user may type them → the canonical form docs/product.md defines (written by hand:
  // product order, defaults such as team=startup and wl=train left out, cur kept with a budget).
  it.each([
    [
      '?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1',
      'v=1&cur=CNY&wl=finetune&model=7&budget=500&spot=1',
    ],
    [
      '?v=1&team=rnd&wl=train&model=13&work=2000&budget=200000&cur=CNY',
      'v=1&cur=CNY&team=rnd&model=13&work=2000&budget=200000',
    ],
    [
      '?v=1&team=hpc&wl=hpc&mem=320&work=500&nodes=2&cur=USD',
      'v=1&cur=USD&team=hpc&wl=hpc&mem=320&work=500&nodes=2',
    ],
    [
      '?v=1&team=individual&wl=infer&model=7&work=720&budget=300&per=month&cur=USD',
      'v=1&cur=USD&team=individual&wl=infer&model=7&work=720&budget=300&per=month',
    ],
  ])('%s', (typed, canonical) => {
    expect(decode(typed).notices).toEqual([]);
    expect(roundTrip(typed)).toBe(canonical);
    expect(roundTrip(canonical)).toBe(canonical);
  });

  it('reads the startup link into the profile it describes', () => {
    const { state } = decode('?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1');
    expect(state.profile).toEqual({
      ...DEFAULT_PROFILE,
      wl: 'finetune',
      model: 7,
      budget: 500,
      spot: true,
    });
    expect(state.cur).toBe('CNY');
  });
});

describe('encode', () => {
  it('always writes v, and nothing else for the default state', () => {
    expect(encode(DEFAULT_LINK_STATE)).toBe('v=1');
  });

  it('writes cur whenever there is a budget, and otherwise only when not CNY', () => {
    const withBudget: LinkState = {
      ...DEFAULT_LINK_STATE,
      profile: { ...DEFAULT_PROFILE, budget: 0 },
    };
    expect(encode(withBudget)).toBe('v=1&cur=CNY&budget=0');
    expect(encode({ ...DEFAULT_LINK_STATE, cur: 'USD' })).toBe('v=1&cur=USD');
  });

  it('writes every parameter in product order, then prefixed ones alphabetically', () => {
    const state: LinkState = {
      v: 1,
      view: 'results',
      lang: 'zh',
      cur: 'USD',
      fx: 7.1,
      profile: {
        team: 'enterprise',
        wl: 'infer',
        model: 70,
        mem: 200,
        prec: 'fp8',
        ft: 'qlora',
        seq: 4096,
        in: 3000,
        out: 500,
        users: 32,
        tps: 15,
        work: 100,
        nodes: 2,
        deadline: 12.5,
        budget: 1000,
        per: 'month',
        term: 12,
        spot: true,
        ib: false,
        pt: true,
        bill: 'minute',
        region: 'global',
        prov: ['lambda', 'aws'],
        w: [50, 20, 30],
        ckpt: 15,
        irate: 2,
        vh: 30,
        data: 500,
        ai: 0.5,
        loc: 'global',
        vch: ['huawei:30', 'aliyun:20'],
      },
      sel: ['runpod:1x_A100-80GB_SECURE@CA', 'aws:p4d.24xlarge@us-east-1'],
      q: 'abc',
      cv: '2026.11.1',
      top: 'lambda:gpu_1x_h100_pcie@us-east-1',
      extra: { 'g.tco': '1', 'b.sort': 'price' },
    };
    expect(encode(state)).toBe(
      'v=1&view=results&lang=zh&cur=USD&fx=7.1&team=enterprise&wl=infer&model=70&mem=200' +
        '&prec=fp8&ft=qlora&seq=4096&in=3000&out=500&users=32&tps=15&work=100&nodes=2&deadline=12.5&budget=1000&per=month&term=12&spot=1&ib=0' +
        '&pt=1&bill=minute&region=global&prov=aws%2Clambda&w=50%2C20%2C30&ckpt=15&irate=2' +
        '&vh=30&data=500&ai=0.5&loc=global&vch=aliyun%3A20%2Chuawei%3A30&sel=aws%3Ap4d.24xlarge%40us-east-1%2Crunpod%3A1x_A100-80GB_SECURE%40CA' +
        '&q=abc&cv=2026.11.1&top=lambda%3Agpu_1x_h100_pcie%40us-east-1&b.sort=price&g.tco=1',
    );
  });

  it('leaves out values equal to what the engine uses without them', () => {
    const p = DEFAULT_PROFILE;
    const at = (profile: Partial<typeof p>) =>
      encode({ ...DEFAULT_LINK_STATE, profile: { ...p, ...profile } });
    expect(at({ prec: 'bf16' })).toBe('v=1');
    expect(at({ wl: 'hpc', prec: 'fp32' })).toBe('v=1&wl=hpc');
    expect(at({ wl: 'hpc', prec: 'bf16' })).toBe('v=1&wl=hpc&prec=bf16');
    expect(at({ ib: false })).toBe('v=1');
    expect(at({ ib: true })).toBe('v=1&ib=1');
    expect(at({ nodes: 4, ib: true })).toBe('v=1&nodes=4');
    expect(at({ nodes: 4, ib: false })).toBe('v=1&nodes=4&ib=0');
    expect(at({ w: [25, 60, 15] })).toBe('v=1');
    expect(at({ team: 'hpc', w: [25, 60, 15] })).toBe('v=1&team=hpc&w=25%2C60%2C15');
  });

  it('writes numbers without exponent or trailing zeros', () => {
    const at = (budget: number) =>
      encode({ ...DEFAULT_LINK_STATE, profile: { ...DEFAULT_PROFILE, budget } });
    expect(at(1e9)).toBe('v=1&cur=CNY&budget=1000000000');
    expect(at(69.44444444444444)).toBe('v=1&cur=CNY&budget=69.44444444444444');
    expect(at(2.5)).toBe('v=1&cur=CNY&budget=2.5');
  });

  it('drops extra keys that are not prefixed view parameters', () => {
    const state = { ...DEFAULT_LINK_STATE, extra: { team: 'hpc', 'b.cols': 'gpu,price' } };
    expect(encode(state)).toBe('v=1&b.cols=gpu%2Cprice');
  });
});

describe('decode', () => {
  it('accepts a whole URL, a bare query and a fragment', () => {
    const url = 'https://example.org/app/?v=1&cur=USD&model=7#top';
    expect(decode(url).state.profile.model).toBe(7);
    expect(decode(url).state.cur).toBe('USD');
    expect(decode('model=7').state.profile.model).toBe(7);
    expect(decode('https://example.org/app/').state).toEqual(DEFAULT_LINK_STATE);
    expect(decode('').state).toEqual(DEFAULT_LINK_STATE);
  });

  it('keeps prefixed view parameters verbatim and ignores unknown ones with a notice', () => {
    const { state, notices: n } = decode('?v=1&b.sort=-price&g.hw=a100&utm_source=x&Team=rnd');
    expect(state.extra).toEqual({ 'b.sort': '-price', 'g.hw': 'a100' });
    expect(state.profile.team).toBe('startup');
    expect(n).toEqual([
      {
        param: 'utm_source',
        value: 'x',
        reason: 'not a known parameter',
        code: 'unknown-param',
        values: {},
      },
      {
        param: 'Team',
        value: 'rnd',
        reason: 'not a known parameter',
        code: 'unknown-param',
        values: {},
      },
    ]);
  });

  it('falls back to defaults for bad values, each with a notice', () => {
    const { state } = decode('?v=1&model=-7&seq=abc&nodes=0&view=admin&budget=1e999&w=60,60,60');
    // the one exception: a model size out of range is kept as text, so nothing is ranked (a
    // ranking with no model would check no memory), and the link still says what was typed
    expect(state.profile.model).toBe('-7');
    expect(state.profile.seq).toBe(2048);
    expect(state.profile.nodes).toBe(1);
    expect(state.profile.budget).toBeNull();
    expect(state.profile.w).toBeNull();
    expect(state.view).toBeNull();
    expect(notices('?v=1&model=-7&seq=abc&nodes=0&view=admin&budget=1e999&w=60,60,60')).toEqual([
      ['model', 'negative'],
      ['seq', 'not-a-number'],
      ['nodes', 'zero'],
      ['view', 'not-one-of'],
      ['budget', 'too-large'],
      ['w', 'weights-sum'],
    ]);
  });

  it('keeps the first of a repeated parameter', () => {
    const { state, notices: n } = decode('?model=7&model=70&b.x=1&b.x=2');
    expect(state.profile.model).toBe(7);
    expect(state.extra['b.x']).toBe('1');
    expect(n.map((x) => [x.param, x.value, x.code])).toEqual([
      ['model', '70', 'repeated'],
      ['b.x', '2', 'repeated'],
    ]);
  });

  it('keeps the first even when the first is invalid (the default is then used)', () => {
    const { state } = decode('?seq=X&seq=4096');
    expect(state.profile.seq).toBe(2048);
  });

  it('reads a model as a size in billions or as a model id', () => {
    expect(decode('?model=70').state.profile.model).toBe(70);
    expect(decode('?model=llama-3.1-70b').state.profile.model).toBe('llama-3.1-70b');
    expect(decode('?model=1e3').state.profile.model).toBe(1000);
    expect(encode(decode('?model=qwen2.5-72b').state)).toBe('v=1&model=qwen2.5-72b');
    expect(notices('?model=Llama 70B')).toEqual([['model', 'bad-model']]);
  });

  it('reads the serving load and the fine-tuning method, leaving defaults out', () => {
    const { state } = decode('?wl=infer&users=32&tps=15&ft=qlora');
    expect(state.profile).toMatchObject({ users: 32, tps: 15, ft: 'qlora' });
    expect(encode(decode('?users=1&tps=20').state)).toBe('v=1');
    expect(notices('?users=0.5&tps=0')).toEqual([
      ['users', 'too-small'],
      ['tps', 'zero'],
    ]);
  });

  it('reads full-width digits as ASCII without a notice', () => {
    const { state, notices: n } = decode('?model=%EF%BC%91%EF%BC%93&budget=５００');
    expect(state.profile.model).toBe(13);
    expect(state.profile.budget).toBe(500);
    expect(n).toEqual([]);
  });

  it('keeps the well-formed items of a list with malformed ones', () => {
    const { state, notices: n } = decode(
      '?prov=lambda,<img src=x>,aws&sel=bad,aws:p5.48xlarge@us-east-1',
    );
    expect(state.profile.prov).toEqual(['aws', 'lambda']);
    expect(state.sel).toEqual(['aws:p5.48xlarge@us-east-1']);
    expect(n.map((x) => [x.param, x.reason])).toEqual([
      ['prov', 'not a provider id: <img src=x>'],
      ['sel', 'not an offer id (provider:instance-type@region): bad'],
    ]);
  });

  it('reads other link versions as well as it can', () => {
    expect(notices('?v=2&model=7')).toEqual([['v', 'version-newer']]);
    expect(decode('?v=2&model=7').state.profile.model).toBe(7);
    expect(notices('?v=0&model=7')).toEqual([['v', 'version-invalid']]);
    expect(notices('?v=one')).toEqual([['v', 'version-invalid']]);
    expect(notices('?model=7')).toEqual([]);
    expect(decode('?v=2').state.v).toBe(1);
  });

  it('shortens very long values quoted in notices', () => {
    const [n] = decode(`?zz=${'a'.repeat(5000)}`).notices;
    expect(n?.value.length).toBe(201);
  });

  it('treats markup as plain text', () => {
    const { state } = decode('?b.note=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(state.extra['b.note']).toBe('<img src=x onerror=alert(1)>');
  });
});
