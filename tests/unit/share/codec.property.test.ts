import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsizedModel } from '../../../src/domain/engine';
import { modelById, models } from '../../../src/domain/models';
import { decode, encode } from '../../../src/domain/share/codec';
import { normalizeLinkState } from '../../../src/domain/share/normalize';
import { PARAM_NAMES } from '../../../src/domain/share/params';
import type { Profile } from '../../../src/domain/engine/profile';
import type { LinkState } from '../../../src/domain/share/profile';
import { propertyRuns } from '../property-runs';

// Ranges written out from docs/product.md, independently of the code under test.
const inRange = (x: number, lo: number, hi: number) => Number.isFinite(x) && x >= lo && x <= hi;
const optional = (x: number | null, lo: number, hi: number) => x === null || inRange(x, lo, hi);
const oneOf = (x: unknown, list: readonly unknown[]) => list.includes(x);
const sortedUnique = (xs: readonly string[]) =>
  xs.every((x, i) => i === 0 || (xs[i - 1] as string) < x);

function problems(s: LinkState): string[] {
  const p = s.profile;
  const checks: [string, boolean][] = [
    ['v', s.v === 1],
    ['view', oneOf(s.view, [null, 'browse', 'wizard', 'results', 'guide'])],
    ['lang', oneOf(s.lang, [null, 'zh', 'en'])],
    ['cur', oneOf(s.cur, ['CNY', 'USD'])],
    ['fx', optional(s.fx, 1, 20)],
    ['team', oneOf(p.team, ['startup', 'rnd', 'hpc', 'individual', 'enterprise'])],
    ['wl', oneOf(p.wl, ['train', 'finetune', 'infer', 'hpc'])],
    [
      'model',
      // a string is a known id, or text kept as given that the engine refuses to rank (an
      // unknown id, a size out of range): never one that ranks without a memory check
      typeof p.model === 'string'
        ? p.model !== '' &&
          p.model.length <= 64 &&
          p.model === p.model.trim().toLowerCase() &&
          (modelById(p.model)?.id === p.model ||
            unsizedModel({ model: p.model, wl: 'infer' }) !== null)
        : optional(p.model, 0.01, 10000),
    ],
    ['mem', optional(p.mem, 1, 100000)],
    ['prec', oneOf(p.prec, [null, 'fp32', 'bf16', 'fp16', 'fp8', 'int8', 'int4'])],
    ['ft', oneOf(p.ft, [null, 'lora', 'qlora', 'full'])],
    ['users', Number.isInteger(p.users) && inRange(p.users, 1, 100000)],
    ['tps', inRange(p.tps, 0.01, 10000)],
    ['seq', Number.isInteger(p.seq) && inRange(p.seq, 1, 1048576)],
    ['in', p.in === null || (Number.isInteger(p.in) && inRange(p.in, 0, 1048576))],
    ['out', p.out === null || (Number.isInteger(p.out) && inRange(p.out, 1, 1048576))],
    ['work', inRange(p.work, 0.01, 1e7)],
    ['nodes', Number.isInteger(p.nodes) && inRange(p.nodes, 1, 1024)],
    ['deadline', optional(p.deadline, 0.01, 100000)],
    ['budget', optional(p.budget, 0, 1e9)],
    ['per', oneOf(p.per, ['job', 'month'])],
    ['term', p.term === null || (Number.isInteger(p.term) && inRange(p.term, 1, 60))],
    ['spot', typeof p.spot === 'boolean'],
    ['ib', oneOf(p.ib, [null, true, false])],
    ['pt', typeof p.pt === 'boolean'],
    ['bill', oneOf(p.bill, ['second', 'minute', 'hour', 'any'])],
    ['region', oneOf(p.region, ['cn', 'global', 'any'])],
    ['prov', sortedUnique(p.prov) && p.prov.every((x) => /^[a-z][a-z0-9-]*$/.test(x))],
    [
      'w',
      p.w === null ||
        (p.w.length === 3 &&
          p.w.every((x) => Number.isInteger(x) && x >= 0) &&
          p.w[0] + p.w[1] + p.w[2] === 100),
    ],
    ['ckpt', inRange(p.ckpt, 1, 1440)],
    ['irate', optional(p.irate, 0, 48)],
    ['vh', optional(p.vh, 0, 1e6)],
    ['data', optional(p.data, 0, 1e6)],
    ['loc', oneOf(p.loc, [null, 'cn', 'global'])],
    ['vch', sortedUnique(p.vch) && p.vch.every((x) => /^[a-z][a-z0-9-]*:[1-9]\d?$/.test(x))],
    [
      'sel',
      sortedUnique(s.sel) && s.sel.every((x) => /^[a-z][a-z0-9-]*:[^@,\s]+@[^@,\s]+$/.test(x)),
    ],
    ['q', s.q === null || (typeof s.q === 'string' && s.q.length > 0)],
    ['extra', Object.keys(s.extra).every((k) => /^[bg]\./.test(k))],
  ];
  return checks.filter(([, good]) => !good).map(([name]) => name);
}

const num = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x));
const int = (min: number, max: number) => fc.integer({ min, max });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const offerId = fc
  .tuple(id, fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/), fc.stringMatching(/^[a-z0-9-]{1,10}$/))
  .map(([p, t, r]) => `${p}:${t}@${r}`);
const weights = fc
  .tuple(int(0, 100), int(0, 100))
  .filter(([a, b]) => a + b <= 100)
  .map(([a, b]) => [a, b, 100 - a - b] as const);

const profile: fc.Arbitrary<Profile> = fc.record({
  team: fc.constantFrom('startup', 'rnd', 'hpc', 'individual', 'enterprise'),
  wl: fc.constantFrom('train', 'finetune', 'infer', 'hpc'),
  model: maybe(
    fc.oneof(
      num(0.01, 10000),
      fc.constantFrom(...models.map((m) => m.id)),
      // ids the model catalog does not list travel unchanged
      fc.constantFrom('llama-9-70b', 'qwen9-7b', 'x'),
    ),
  ),
  mem: maybe(num(1, 100000)),
  prec: maybe(fc.constantFrom('fp32', 'bf16', 'fp16', 'fp8', 'int8', 'int4')),
  ft: maybe(fc.constantFrom('lora', 'qlora', 'full')),
  seq: int(1, 1048576),
  in: maybe(int(0, 1048576)),
  out: maybe(int(1, 1048576)),
  users: int(1, 100000),
  tps: num(0.01, 10000),
  work: num(0.01, 1e7),
  nodes: int(1, 1024),
  deadline: maybe(num(0.01, 100000)),
  budget: maybe(num(0, 1e9)),
  per: fc.constantFrom('job', 'month'),
  term: maybe(int(1, 60)),
  spot: fc.boolean(),
  ib: maybe(fc.boolean()),
  pt: fc.boolean(),
  bill: fc.constantFrom('second', 'minute', 'hour', 'any'),
  region: fc.constantFrom('cn', 'global', 'any'),
  prov: fc.uniqueArray(id, { maxLength: 5 }).map((xs) => [...xs].sort()),
  w: maybe(weights),
  ckpt: num(1, 1440),
  irate: maybe(num(0, 48)),
  vh: maybe(num(0, 1e6)),
  data: maybe(num(0, 1e6)),
  ai: maybe(num(0.001, 1e4)),
  loc: maybe(fc.constantFrom('cn', 'global')),
  vch: fc
    .uniqueArray(
      fc.tuple(id, int(1, 99)).map(([p, n]) => `${p}:${n}`),
      { maxLength: 4 },
    )
    .map((xs) => [...xs].sort()),
});

const linkState: fc.Arbitrary<LinkState> = fc
  .record({
    v: fc.constant(1),
    view: maybe(fc.constantFrom('browse', 'wizard', 'results', 'guide')),
    lang: maybe(fc.constantFrom('zh', 'en')),
    cur: fc.constantFrom('CNY', 'USD'),
    fx: maybe(num(1, 20)),
    profile,
    sel: fc.uniqueArray(offerId, { maxLength: 4 }).map((xs) => [...xs].sort()),
    q: maybe(fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' })),
    cv: maybe(fc.stringMatching(/^\d{4}\.\d{1,2}\.\d{1,2}$/)),
    top: maybe(offerId),
    extra: fc.dictionary(
      fc
        .tuple(fc.constantFrom('b.', 'g.'), fc.stringMatching(/^[a-z]{1,6}$/))
        .map(([a, b]) => a + b),
      fc.string({ maxLength: 20, unit: 'grapheme' }),
      { maxKeys: 4 },
    ),
  })
  .map(normalizeLinkState);

const NUMERIC = [
  'fx',
  'model',
  'mem',
  'seq',
  'in',
  'out',
  'users',
  'tps',
  'work',
  'nodes',
  'deadline',
  'budget',
  'ckpt',
  'irate',
  'vh',
  'data',
];

describe('round trip', () => {
  it('decode(encode(s)) gives back s, without notices', () => {
    fc.assert(
      fc.property(linkState, (s) => {
        const { state, notices } = decode(encode(s));
        expect(notices).toEqual([]);
        expect(state).toEqual(s);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('encode is stable: the canonical form reads and writes back unchanged', () => {
    fc.assert(
      fc.property(linkState, (s) => {
        const once = encode(s);
        expect(encode(decode(once).state)).toBe(once);
        for (const [key, value] of new URLSearchParams(once)) {
          if (NUMERIC.includes(key) && !(key === 'model' && /[a-z]/.test(value)))
            expect(value).toMatch(/^\d+(\.\d*[1-9])?$/);
        }
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

const KEYS = [...PARAM_NAMES, 'b.sort', 'g.hw', 'x', '', '%', '__proto__', 'constructor'];
const NASTY = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%',
  '%%',
  '%zz',
  '%E4%B8',
  '%00',
  '%FF%FE',
  '1e999',
  '-1e999',
  '9'.repeat(400),
  '１２３',
  '０．５',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '1,2,3',
  '50,25,25',
  '100,0,0',
  ' 7 ',
  '+',
  '&',
  '=',
  '#',
  '?',
  '\u0000',
  '\uD800',
  '😀',
  '模型',
  'aws:p4d@us',
  'constructor',
  '__proto__',
  '',
];
const token = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.double().map(String),
  fc.bigInt().map(String),
);
const pair = fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 })), token);
const queryish = fc.oneof(
  fc.array(pair, { maxLength: 12 }).map((ps) => ps.map(([k, v]) => `${k}=${v}`).join('&')),
  fc
    .array(pair, { maxLength: 12 })
    .map((ps) => ps.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.constantFrom(...NASTY, ...KEYS, '=', '&', '?'), { maxLength: 20 })
    .map((xs) => xs.join('')),
);

describe('decode of arbitrary text', () => {
  it(`never throws and always yields a valid state (${propertyRuns(10_000)} generated strings)`, () => {
    let runs = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          queryish,
          queryish.map((q) => `https://h.example/p?${q}`),
        ),
        (text) => {
          runs++;
          const { state, notices } = decode(text);
          expect(problems(state)).toEqual([]);
          for (const n of notices) {
            expect(typeof n.param).toBe('string');
            expect(n.reason.length).toBeGreaterThan(0);
          }
          // the state it yields is itself canonical
          expect(decode(encode(state)).state).toEqual(state);
        },
      ),
      { numRuns: propertyRuns(10_000) },
    );
    expect(runs).toBeGreaterThanOrEqual(propertyRuns(10_000));
  });

  it('the validity check itself catches broken states', () => {
    const { state } = decode('');
    expect(problems({ ...state, profile: { ...state.profile, nodes: 0 } })).toEqual(['nodes']);
    expect(problems({ ...state, profile: { ...state.profile, w: [50, 50, 50] } })).toEqual(['w']);
  });
});
