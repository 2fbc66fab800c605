/**
 * The command line on the real catalog for the canonical links: its JSON contract read from the
 * command's own entry (`runRecommend`, what the process runs after loading the catalog), and the
 * process itself run for its streams and exit codes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { CANONICAL } from '../../fixtures/golden/canonical';
import { decode } from '../../../src/domain/share/codec';
import { runCli } from './run-cli';
import { validate } from './json-schema';

const root = join(__dirname, '../../..');
const schema = JSON.parse(readFileSync(join(root, 'cli/recommend.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/recommend.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The command's entry in this process, on the catalog already loaded here. */
const command = (...args: string[]) => runCli(catalog, ...args);

interface Entry {
  rank: number;
  offerId: string;
  otherRegions: string[];
  currency: string;
  estHours: number;
  estCost: number;
  monthlyCost: number;
  pricePerHour: number;
  billedHours: number;
  nodes: number;
  withinBudget: boolean;
  memoryFit: string;
  reasons: { key: string; text: string }[];
}
interface Output {
  currency: string;
  notices: { param: string }[];
  assumptions: { name: string }[];
  ranked: Entry[];
  excluded: { offerId: string; excludedBecause: unknown[] }[];
}

describe.each(Object.entries(CANONICAL))('recommend %s', (_name, link) => {
  const run = command(link, '--json');
  const out = JSON.parse(run.stdout) as Output;

  it('exits 0 and writes JSON valid against the schema', () => {
    expect(run.code).toBe(0);
    expect(validate(schema, out)).toEqual([]);
  });

  it('keeps the contract: currency, ranks, costs, reasons with text', () => {
    const cur = link.includes('cur=USD') ? 'USD' : 'CNY';
    expect(out.currency).toBe(cur);
    expect(out.ranked.map((e) => e.rank)).toEqual(out.ranked.map((_, i) => i + 1));
    for (const e of out.ranked) {
      expect(e.currency).toBe(cur);
      const { profile } = decode(link).state;
      if (profile.budget !== null) {
        const spend = profile.per === 'month' ? e.monthlyCost : e.estCost;
        expect(e.withinBudget).toBe(spend <= profile.budget + 0.01);
      } else expect(e.withinBudget).toBe(true);
      expect(e.billedHours).toBeGreaterThanOrEqual(e.estHours - 1e-3);
      // cost = billed hours × price × nodes (rounded in the output)
      expect(e.estCost).toBeCloseTo(e.billedHours * e.pricePerHour * e.nodes, -1);
      expect(e.reasons.length).toBeGreaterThan(0);
      expect(e.reasons.every((m) => m.text.length > 0 && !m.text.startsWith('engine.'))).toBe(true);
    }
    expect(out.assumptions.map((a) => a.name)).toContain('nvlinkEfficiency8');
    expect(out.excluded.every((e) => e.excludedBecause.length > 0)).toBe(true);
  });

  it('accounts for every catalog offer exactly once', () => {
    const ids = [
      ...out.ranked.flatMap((e) => [e.offerId, ...e.otherRegions]),
      ...out.excluded.map((e) => e.offerId),
    ];
    expect(ids.length).toBe(catalog.offers.length);
    expect(new Set(ids)).toEqual(new Set(catalog.offers.map((o) => o.id)));
  });
});

describe('recommend from a terminal', () => {
  it('prints a table, with notices on standard error and what to change on a dead end', () => {
    const deadEnd = 'v=1&team=rnd&wl=train&model=7&work=1000&deadline=12&cur=USD';
    const r = cli(`https://example.org/?${deadEnd}&foo=bar`, '--top', '3');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^0 ranked choices, \d+ offers excluded; prices in USD/);
    expect(r.stderr).toMatch(/^notice: foo=bar: /m);
    expect(r.stderr).toMatch(/^notice: deadline=12: Fastest: \S+ would take about [\d.]+ h/m);
    // the suggestion's link, run again, ranks the offer it names first
    const link = /^ {4}(v=1&\S+)$/m.exec(r.stdout)?.[1];
    const named = /Use (\d+) instances with a fast interconnect: (\S+) takes/.exec(r.stdout);
    expect(link).toContain(`nodes=${named?.[1]}`);
    const again = command(`?${link}`, '--json');
    expect(JSON.parse(again.stdout).ranked[0].offerId).toBe(named?.[2]);
  });

  it('exits 2 for an unusable invocation', () => {
    const r = command('--top', 'many');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('usage:');
  });
});
