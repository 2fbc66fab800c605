import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/recommend';
import { makeCatalog } from '../engine/fixtures';
import { validate } from './json-schema';
import { runCli } from './run-cli';

const root = join(__dirname, '../../..');
const schema = JSON.parse(readFileSync(join(root, 'cli/recommend.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;
const catalog = makeCatalog();

const run = (...argv: string[]) => runCli(catalog, ...argv);

interface Out {
  notices: { param: string; value: string; reason: string }[];
  ranked: { offerId: string; otherRegions: string[]; rank: number; currency: string }[];
  excluded: { offerId: string }[];
  rankedCount: number;
}
const json = (stdout: string) => JSON.parse(stdout) as Out;

describe('recommend: invocation', () => {
  it.each([
    [[], 'no link given'],
    [['?v=1', '?v=2'], 'exactly one link'],
    [['   '], 'empty'],
    [['?v=1', '--top', '0'], '--top'],
    [['?v=1', '--top', 'x'], '--top'],
    [['?v=1', '--top'], '--top'],
    [['?v=1', '--as-of', '2025-02-30'], '--as-of'],
    [['?v=1', '--as-of=yesterday'], '--as-of'],
    [['?v=1', '--csv'], 'unknown option --csv'],
  ])('%j is unusable: exit 2 with a message', (argv, message) => {
    const r = run(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage:');
    expect(r.stdout).toBe('');
  });

  it('reads flags in either form', () => {
    expect(parseArgs(['?v=1', '--top=3', '--as-of', '2025-01-31', '--json'])).toEqual({
      link: '?v=1',
      json: true,
      top: 3,
      asOf: '2025-01-31',
      launch: false,
      help: false,
    });
  });

  it('--help prints the usage', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage:/);
  });
});

describe('recommend: output', () => {
  it('prints a table by default', () => {
    const r = run('?v=1&team=startup&cur=USD&w=0,100,0');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('8 ranked choices, 2 offers excluded; prices in USD');
    expect(r.stdout).toMatch(/^\s*1\s+vague:a100\.pcie@r1\s/m);
    expect(r.stdout).toContain('aws:p4de.24xlarge@r1 (+1 regions)');
  });

  it('writes the JSON contract, valid against the committed schema', () => {
    const r = run('https://example.org/app/?v=1&wl=infer&model=7&cur=CNY&spot=1', '--json');
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    expect(validate(schema, out)).toEqual([]);
    expect(out.ranked.every((e) => e.currency === 'CNY')).toBe(true);
  });

  it('accounts for every offer exactly once without --top', () => {
    const out = json(run('?v=1', '--json').stdout);
    const ids = [
      ...out.ranked.flatMap((e) => [e.offerId, ...e.otherRegions]),
      ...out.excluded.map((e) => e.offerId),
    ];
    expect(ids.sort()).toEqual(catalog.offers.map((o) => o.id).sort());
  });

  it('--top shortens the ranked list only', () => {
    const all = json(run('?v=1', '--json').stdout);
    const top = json(run('?v=1', '--json', '--top', '2').stdout);
    expect(top.ranked.map((e) => e.rank)).toEqual([1, 2]);
    expect(top.rankedCount).toBe(all.ranked.length);
    expect(top.excluded).toEqual(all.excluded);
  });

  it('a bad link is still usable: defaults, notices on standard error, exit 0', () => {
    const r = run('?v=1&seq=-5&wl=sing&foo=1&prov=aws,nope', '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^notice: seq=-5: /m);
    expect(r.stderr).toMatch(/^notice: wl=sing: /m);
    const out = json(r.stdout);
    expect(out.notices.map((n) => n.param)).toEqual(expect.arrayContaining(['seq', 'wl']));
    expect(validate(schema, out)).toEqual([]);
  });

  it('says when the memory cannot be checked', () => {
    const r = run('?v=1&wl=train');
    expect(r.stderr).toContain('notice: model: Give the “Model size” or the “GPU memory needed”');
  });

  it('renders reasons in the link’s language', () => {
    const out = JSON.parse(run('?v=1&lang=zh&model=7&wl=infer', '--json').stdout) as {
      ranked: { reasons: { text: string }[] }[];
    };
    expect(out.ranked[0]?.reasons[0]?.text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the committed example is valid against the schema', () => {
    const example = JSON.parse(readFileSync(join(root, 'cli/recommend.example.json'), 'utf8'));
    expect(validate(schema, example)).toEqual([]);
  });
});

describe('recommend: a model that cannot be sized ranks nothing', () => {
  it('an unknown id: the reason and the closest ids, links to rank them, exit 1', () => {
    const r = run('?v=1&wl=infer&model=llama-9-70b&cur=USD');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^notice: model=llama-9-70b: The model “llama-9-70b” is not in/m);
    expect(r.stdout).toContain('nothing is ranked');
    expect(r.stdout).toContain('  llama-3.1-70b: ?v=1&cur=USD&wl=infer&model=llama-3.1-70b');
    // no table: not a summary line nor a rank
    expect(r.stdout).not.toMatch(/^rank\b/m);
  });

  it('--json says so: nothing ranked or excluded, `refused` with the closest links', () => {
    const r = run('?v=1&wl=infer&model=llama-9-70b', '--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Out & {
      refused: { value: string; key: string; closest: { model: string; link: string }[] };
    };
    expect(validate(schema, out)).toEqual([]);
    expect(out.ranked).toEqual([]);
    expect(out.excluded).toEqual([]);
    expect(out.rankedCount).toBe(0);
    expect(out.refused.value).toBe('llama-9-70b');
    expect(out.refused.key).toBe('engine.notice.model-unknown');
    expect(out.refused.closest.map((c) => c.model)).toContain('llama-3.1-70b');
    for (const c of out.refused.closest) {
      // each link ranks its model: exit 0, ranked entries
      expect(c.link).toBe(`v=1&wl=infer&model=${c.model}`);
      expect(run(c.link).code).toBe(0);
    }
  });

  it.each(['0', '-5', '20000'])('a size out of range (%s) ranks nothing, exit 1', (size) => {
    const r = run(`?v=1&wl=infer&model=${size}`, '--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Out & { refused: { key: string; closest: unknown[] } };
    expect(out.ranked).toEqual([]);
    expect(out.refused.key).toBe('engine.notice.model-unsizable');
    expect(out.refused.closest).toEqual([]);
    expect(run(`?v=1&wl=infer&model=${size}`).stdout).toContain('from 0.01 to 10,000 billion');
  });

  it('--launch has nothing to launch', () => {
    const r = run('?v=1&wl=infer&model=llama-9-70b', '--launch');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
  });

  it('a known id and a size in range still rank, exit 0', () => {
    expect(run('?v=1&wl=infer&model=llama-3.1-8b').code).toBe(0);
    expect(run('?v=1&wl=infer&model=10000').code).toBe(0);
  });
});

describe('the schema validator', () => {
  it('finds errors', () => {
    const out = json(run('?v=1', '--json').stdout) as unknown as Record<string, unknown>;
    const broken = { ...out, extra: 1, ranked: [{ rank: 0 }] };
    const errors = validate(schema, broken);
    expect(errors).toContain('$: unexpected extra');
    expect(errors).toContain('$.ranked[0]: missing offerId');
    expect(errors).toContain('$.ranked[0].rank: below 1');
  });
});
