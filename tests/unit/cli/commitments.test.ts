/** `term` through the link and the command line: the chosen commitment in the table and the JSON. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../../src/domain/share/codec';
import { A100_COMMITTED, catalogWith } from '../engine/fixtures';
import { validate } from './json-schema';
import { runCli } from './run-cli';

const root = join(__dirname, '../../..');
const schema = JSON.parse(readFileSync(join(root, 'cli/recommend.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;
const catalog = catalogWith([A100_COMMITTED]);
const LINK = '?v=1&cur=USD&team=enterprise&wl=infer&mem=40&term=12';

describe('term in the link', () => {
  it('round-trips: read as 12 months, written back where the registry puts it', () => {
    const { state, notices } = decode(LINK);
    expect(notices).toEqual([]);
    expect(state.profile.term).toBe(12);
    expect(encode(state)).toBe(LINK.slice(1));
  });

  it('is left out when absent, and refused outside whole months 1–60', () => {
    expect(decode('?v=1&wl=infer').state.profile.term).toBeNull();
    expect(encode(decode('?v=1&wl=infer').state)).toBe('v=1&wl=infer');
    for (const bad of ['0', '61', '1.5', 'year']) {
      const d = decode(`?v=1&term=${bad}`);
      expect(d.state.profile.term).toBeNull();
      expect(d.notices.map((n) => n.param)).toEqual(['term']);
    }
  });
});

describe('term on the command line', () => {
  it('prints the commitment in the table: kind, term, upfront and the month', () => {
    const r = runCli(catalog, LINK);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^\s*1\s+lambda:gpu_1x_a100_sxm4@r1\s.*reserved instance 12 mo\s+1\.20/m,
    );
    // 1.2 USD/h × 730 h = 876 USD a month
    expect(r.stdout).toContain(
      'reserved instance, 12 months, no upfront: 0.00 USD upfront and 1.2000 USD/h per instance',
    );
    expect(r.stdout).toContain('876 USD a month');
  });

  it('carries it in the JSON, valid against the schema, with pay-as-you-go beside it', () => {
    const r = runCli(catalog, LINK, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      query: string;
      ranked: {
        pricing: string;
        monthlyCost: number;
        commitment: Record<string, unknown> | null;
        alternative: { pricing: string; monthlyCost: number; commitment: null } | null;
      }[];
    };
    expect(validate(schema, out)).toEqual([]);
    const e = out.ranked[0];
    expect(e?.pricing).toBe('commitment');
    expect(e?.monthlyCost).toBe(876);
    expect(e?.commitment).toEqual({
      kind: 'reserved',
      termMonths: 12,
      upfront: 'none',
      upfrontPrice: 0,
      hourly: 1.2,
      effectiveHourly: 1.2,
      terms: 1,
      asOf: '2025-05-01',
      asOfKind: 'published',
      source: 'commitment fixture',
    });
    // 730 h × 1.8 USD on demand
    expect(e?.alternative).toMatchObject({
      pricing: 'on-demand',
      monthlyCost: 1314,
      commitment: null,
    });
  });

  it('without term, the same offer is on demand and its JSON says no commitment', () => {
    const r = runCli(catalog, LINK.replace('&term=12', ''), '--json');
    const out = JSON.parse(r.stdout) as { ranked: { pricing: string; commitment: null }[] };
    expect(out.ranked[0]).toMatchObject({ pricing: 'on-demand', commitment: null });
  });
});
