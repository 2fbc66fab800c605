import { describe, expect, it } from 'vitest';
import { checkParam } from '../../../src/domain/share/check-param';
import { PARAM_NAMES, type ParamName } from '../../../src/domain/share/params';

const refusal = (name: ParamName, raw: string) => {
  const r = checkParam(name, raw);
  return r.ok ? null : { code: r.reason.code, message: r.message };
};
const value = (name: ParamName, raw: string) => {
  const r = checkParam(name, raw);
  return r.ok ? r.value : 'refused';
};

describe('numeric parameters keep docs/product.md ranges', () => {
  // [param, smallest allowed, largest allowed, a value just outside below, just outside above]
  it.each([
    ['fx', '1', '20', '0.99', '20.01'],
    ['model', '0.01', '10000', '0.009', '10000.5'],
    ['mem', '1', '100000', '0.5', '100001'],
    ['seq', '1', '1048576', '0.5', '1048577'],
    ['users', '1', '100000', '0.5', '100001'],
    ['tps', '0.01', '10000', '0.001', '10000.5'],
    ['work', '0.01', '10000000', '0.001', '10000001'],
    ['nodes', '1', '1024', '0.5', '1025'],
    ['deadline', '0.01', '100000', '0.001', '100000.1'],
    ['budget', '0', '1000000000', '-1', '1000000001'],
    ['ckpt', '1', '1440', '0.5', '1441'],
    ['irate', '0', '48', '-0.1', '48.5'],
    ['data', '0', '1000000', '-5', '1000001'],
  ] as const)('%s accepts %s..%s', (name, lo, hi, below, above) => {
    expect(value(name, lo)).toBe(Number(lo));
    expect(value(name, hi)).toBe(Number(hi));
    expect(refusal(name, below)).not.toBeNull();
    expect(refusal(name, above)?.code).toBe('too-large');
  });

  it('gives a clear message for each kind of bad number', () => {
    expect(refusal('mem', '')).toEqual({ code: 'empty', message: 'no value given' });
    expect(refusal('mem', '   ')).toEqual({ code: 'empty', message: 'no value given' });
    expect(refusal('mem', 'seven')).toEqual({ code: 'not-a-number', message: 'not a number' });
    expect(refusal('mem', '7B')).toEqual({ code: 'not-a-number', message: 'not a number' });
    expect(refusal('mem', '0x10')?.code).toBe('not-a-number');
    expect(refusal('budget', '1,5')?.code).toBe('not-a-number');
    expect(refusal('budget', '1,2,3')?.code).toBe('not-a-number');
    expect(refusal('budget', '10,00')?.code).toBe('not-a-number');
    expect(refusal('mem', '-7')).toEqual({ code: 'negative', message: 'must not be negative' });
    expect(refusal('model', '0')).toEqual({ code: 'zero', message: 'must be more than 0' });
    expect(refusal('model', '0.001')).toEqual({
      code: 'too-small',
      message: 'must be at least 0.01',
    });
    expect(refusal('model', '1e9')).toEqual({
      code: 'too-large',
      message: 'must be at most 10000',
    });
    expect(refusal('budget', '9'.repeat(400))?.code).toBe('too-large');
    expect(refusal('budget', '1e999')?.code).toBe('too-large');
    expect(refusal('nodes', '2.5')).toEqual({
      code: 'not-an-integer',
      message: 'must be a whole number',
    });
  });

  it('reads full-width digits and surrounding spaces', () => {
    expect(value('model', '１２．５')).toBe(12.5);
    expect(value('nodes', '\u3000８ ')).toBe(8);
    expect(value('budget', '１e3')).toBe(1000);
  });

  it('reads thousands separators, half- and full-width', () => {
    expect(value('budget', '1,000')).toBe(1000);
    expect(value('budget', ' 1,234,567.5 ')).toBe(1234567.5);
    expect(value('budget', '２，０００')).toBe(2000);
    expect(value('work', '1,000e1')).toBe(10000);
  });
});

describe('model', () => {
  it('is a size in billions or a lowercase model id, never an id that reads as a number', () => {
    expect(value('model', '７０')).toBe(70);
    expect(value('model', 'llama-3.1-70b')).toBe('llama-3.1-70b');
    expect(value('model', 'deepseek-v3')).toBe('deepseek-v3');
    expect(value('model', '7.5')).toBe(7.5);
    expect(refusal('model', '7.5.1')?.code).toBe('bad-model');
    expect(refusal('model', 'Llama 70B')).toEqual({
      code: 'bad-model',
      message: 'not a model size (billions of parameters) or a model id',
    });
    expect(refusal('model', '-7')?.code).toBe('negative');
  });
});

describe('choices and flags', () => {
  it('accepts the listed values, whatever their case', () => {
    expect(value('cur', 'usd')).toBe('USD');
    expect(value('team', 'RND')).toBe('rnd');
    expect(value('wl', 'ｉｎｆｅｒ')).toBe('infer');
    expect(value('spot', '1')).toBe(true);
    expect(value('pt', '0')).toBe(false);
  });

  it('names the allowed values when refusing', () => {
    expect(refusal('view', 'admin')).toEqual({
      code: 'not-one-of',
      message: 'must be one of: browse, wizard, results, guide',
    });
    expect(refusal('spot', 'yes')?.message).toBe('must be one of: 0, 1');
    expect(refusal('prec', 'fp64')?.message).toBe(
      'must be one of: fp32, bf16, fp16, fp8, int8, int4, fp4',
    );
    expect(refusal('ft', 'dora')?.message).toBe('must be one of: lora, qlora, full');
  });
});

describe('weights and lists', () => {
  it('weights are three whole percentages adding up to 100', () => {
    expect(value('w', '50,25,25')).toEqual([50, 25, 25]);
    expect(value('w', '０,１００,０')).toEqual([0, 100, 0]);
    expect(refusal('w', '50,50')?.code).toBe('weights-format');
    expect(refusal('w', '33.3,33.3,33.4')?.code).toBe('weights-format');
    expect(refusal('w', '50,30,30')).toEqual({
      code: 'weights-sum',
      message: 'must add up to 100 (these add up to 110)',
    });
  });

  it('lists are sorted, without repeats, and checked for form only', () => {
    expect(value('prov', 'runpod,aws,aws,aliyun')).toEqual(['aliyun', 'aws', 'runpod']);
    expect(value('prov', 'not-a-real-provider')).toEqual(['not-a-real-provider']);
    expect(refusal('prov', 'aws,AWS Cloud')).toEqual({
      code: 'bad-provider',
      message: 'not a provider id: AWS Cloud',
    });
    expect(
      value('sel', 'lambda:gpu_1x_a100@us-east-1,aliyun:ecs.gn7e-c16g1.4xlarge@cn-hangzhou'),
    ).toEqual(['aliyun:ecs.gn7e-c16g1.4xlarge@cn-hangzhou', 'lambda:gpu_1x_a100@us-east-1']);
    expect(refusal('sel', 'aws:<script>@x')?.code).toBe('bad-offer');
    expect(refusal('sel', 'p4d.24xlarge')?.code).toBe('bad-offer');
  });

  it('reads top as one offer id, and refuses two or a malformed one', () => {
    expect(value('top', 'lambda:gpu_1x_a100@us-east-1')).toBe('lambda:gpu_1x_a100@us-east-1');
    expect(refusal('top', 'aws:<script>@x')?.code).toBe('bad-offer');
    expect(
      refusal('top', 'lambda:gpu_1x_a100@us-east-1,lambda:gpu_1x_h100_pcie@us-east-1')?.code,
    ).toBe('too-many');
  });
});

describe('every parameter', () => {
  it('has a schema that refuses empty text', () => {
    expect(PARAM_NAMES).toHaveLength(40);
    for (const name of PARAM_NAMES) expect(refusal(name, '')?.code).toBe('empty');
  });
});
