import { ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { importCycles, valueImports } from '../../scripts/import-cycles';

/**
 * The import-direction and purity rules must fire. Each probe lints a snippet as if it lived at a
 * path in the repository, using the project's own eslint.config.js; each rule also has a probe
 * that must pass, so a rule that fires on everything would fail here too.
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIds(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

const importing = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;

/** Every `spec` imported from `file` is refused by the layer rules. */
async function refused(file: string, specs: readonly string[]) {
  for (const spec of specs) {
    expect(await ruleIds(file, importing(spec)), `${file} ← ${spec}`).toContain(
      'import-x/no-restricted-paths',
    );
  }
}

/** Every `spec` imported from `file` passes every rule. */
async function allowed(file: string, specs: readonly string[]) {
  for (const spec of specs)
    expect(await ruleIds(file, importing(spec)), `${file} ← ${spec}`).toEqual([]);
}

describe('import direction', () => {
  it('domain may not import react, zustand or recharts', async () => {
    for (const lib of ['react', 'react-dom', 'zustand', 'recharts']) {
      const ids = await ruleIds(
        'src/domain/engine/lint-probe.ts',
        `import x from '${lib}';\nexport const y = x;\n`,
      );
      expect(ids).toContain('no-restricted-imports');
    }
  });

  it('domain may not import messages, state, features, ui or app', async () => {
    await refused('src/domain/engine/lint-probe.ts', [
      '../../i18n',
      '../../state/link-store',
      '../../features/browse',
      '../../ui/button',
      '../../app/app',
    ]);
    await allowed('src/domain/engine/lint-probe.ts', ['../units/money', '../../lib/csv']);
  });

  it('state may not import features or the app', async () => {
    await refused('src/state/lint-probe.ts', ['../features/browse', '../app/app']);
    await allowed('src/state/lint-probe.ts', ['./link-store', '../domain/share/codec']);
  });

  it('features may not import the app or the ranking worker', async () => {
    await refused('src/features/results/lint-probe.ts', ['../../app/app', '../../worker/protocol']);
    await allowed('src/features/results/lint-probe.ts', ['../../domain/ranking-head']);
  });

  it('the model facts may not import the engine', async () => {
    await refused('src/domain/models/lint-probe.ts', ['../engine/profile', '../engine']);
    await allowed('src/domain/models/lint-probe.ts', ['../vocabulary', './schema']);
  });

  it('the ranking worker may not import messages, state, features, ui or the app', async () => {
    await refused('src/worker/lint-probe.ts', [
      '../i18n',
      '../state/link-store',
      '../features/results',
      '../ui/button',
      '../app/app',
    ]);
    await allowed('src/worker/lint-probe.ts', ['./protocol', '../lib/zod-config']);
  });

  it('ui may not import state, features or the app', async () => {
    await refused('src/ui/lint-probe.tsx', [
      '../state/link-store',
      '../features/browse',
      '../app/app',
    ]);
    await allowed('src/ui/lint-probe.tsx', ['./button', '../i18n', '../domain/share/notice']);
  });

  it('lib and ui hold no store: they may not import zustand', async () => {
    for (const file of ['src/lib/lint-probe.ts', 'src/ui/lint-probe.tsx']) {
      for (const spec of ['zustand', 'zustand/vanilla']) {
        expect(await ruleIds(file, importing(spec)), `${file} ← ${spec}`).toContain(
          'no-restricted-imports',
        );
      }
    }
    await allowed('src/state/lint-probe.ts', ['zustand']);
  });

  it('lib may not import state, features, ui or the app', async () => {
    await refused('src/lib/lint-probe.ts', [
      '../state/link-store',
      '../features/browse',
      '../ui/button',
      '../app/app',
    ]);
  });

  it('a feature may not import another feature, only its own modules', async () => {
    await refused('src/features/results/lint-probe.ts', ['../browse', '../quotes', '../wizard']);
    await refused('src/features/browse/lint-probe.ts', ['../quotes', '../guide/fields']);
    await allowed('src/features/results/lint-probe.ts', ['./format', '../../ui/button']);
  });

  it('the command line may not import state, features, ui or the app', async () => {
    await refused('cli/lint-probe.ts', [
      '../src/state/link-store',
      '../src/features/browse',
      '../src/ui/button',
      '../src/app/app',
    ]);
    await allowed('cli/lint-probe.ts', ['../src/domain/share/codec', '../src/i18n']);
  });

  it('the catalog and the units may not import the engine, the link or the quotes', async () => {
    for (const file of ['src/domain/catalog/lint-probe.ts', 'src/domain/units/lint-probe.ts']) {
      await refused(file, ['../engine', '../share/codec', '../quotes']);
    }
    await allowed('src/domain/catalog/lint-probe.ts', ['../units/money']);
  });
});

describe('purity of the domain', () => {
  it.each([
    ['window', 'export const x = window.location.href;', 'no-restricted-globals'],
    ['document', 'export const x = document.title;', 'no-restricted-globals'],
    ['localStorage', "export const x = localStorage.getItem('k');", 'no-restricted-globals'],
    ['fetch', "export const x = fetch('/');", 'no-restricted-globals'],
    ['Date.now', 'export const x = Date.now();', 'no-restricted-properties'],
    ['new Date()', 'export const x = new Date();', 'no-restricted-syntax'],
    ['Math.random', 'export const x = Math.random();', 'no-restricted-properties'],
  ])('no %s in domain', async (_name, code, rule) => {
    expect(await ruleIds('src/domain/engine/lint-probe.ts', `${code}\n`)).toContain(rule);
    // the same code is fine outside the domain
    expect(await ruleIds('src/state/lint-probe.ts', `${code}\n`)).toEqual([]);
  });

  it('a dated computation passes: the time comes in as an argument', async () => {
    const code = 'export const day = (now: Date) => new Date(now.getTime()).toISOString();\n';
    expect(await ruleIds('src/domain/engine/lint-probe.ts', code)).toEqual([]);
  });
});

describe('markup', () => {
  it('dangerouslySetInnerHTML is forbidden', async () => {
    const ids = await ruleIds(
      'src/features/browse/lint-probe.tsx',
      `export const X = () => <div dangerouslySetInnerHTML={{ __html: '' }} />;\n`,
    );
    expect(ids).toContain('no-restricted-syntax');
  });
});

describe('one home for every rule (src/domain/engine/rules.ts, src/domain/units/money.ts)', () => {
  /** The messages of `no-restricted-syntax` for `code` linted at `file`. */
  async function refusals(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  it.each([
    [
      'a literal month of 730 hours',
      'export const m = (p: number) => p * 730;\n',
      'HOURS_PER_MONTH',
    ],
    [
      'the budget period compared inline',
      "export const f = (p: { per: string }) => p.per === 'month';\n",
      'budget',
    ],
    [
      'the budget period compared the other way round',
      "export const f = (p: { per: string }) => 'month' !== p.per;\n",
      'budget',
    ],
    [
      'a month or a total picked inline',
      'export const f = (m: boolean, c: { estCost: number; monthlyCost: number }) =>\n  m ? c.monthlyCost : c.estCost;\n',
      'spendOf',
    ],
    [
      'the rate in force written inline',
      'export const f = (fx: number | null, c: { cnyPerUsd: number }) => fx ?? c.cnyPerUsd;\n',
      'rateInForce',
    ],
    [
      'a conversion written inline',
      'export const f = (usd: boolean, v: number, ctx: { fx: number }) =>\n  usd ? v * ctx.fx : v / ctx.fx;\n',
      'convert',
    ],
    [
      'the A100’s bandwidth written again',
      'export const f = (r: number) => r * 2.039;\n',
      'REFERENCE_SPECS',
    ],
  ])('%s is refused in the engine, the views and the command line', async (_name, code, says) => {
    for (const file of [
      'src/domain/engine/lint-probe.ts',
      'src/features/results/lint-probe.ts',
      'src/features/browse/lint-probe.ts',
      'cli/lint-probe.ts',
    ]) {
      const found = await refusals(file, code);
      expect(found, file).toHaveLength(1);
      expect(found[0], file).toContain(says);
    }
    // …and allowed where the rule lives
    expect(await refusals('src/domain/engine/rules.ts', code)).toEqual([]);
  });

  it('the rules’ own names and words that only look like them pass', async () => {
    const code = [
      "import { HOURS_PER_MONTH } from '../units/money';",
      "import { spendOf, weighedKind } from './rules';",
      'export const month = (p: number) => p * HOURS_PER_MONTH;',
      "export const label = '730 h a month';",
      'export const cost = (c: { estCost: number; monthlyCost: number }) =>',
      "  spendOf(c, weighedKind({ per: 'month', wl: 'infer' }));",
      '',
    ].join('\n');
    expect(await refusals('src/domain/engine/lint-probe.ts', code)).toEqual([]);
    // a quote's `per` is its price's period, not the budget's
    const quote = "export const f = (q: { per: string }) => q.per === 'month';\n";
    expect(await refusals('src/domain/quotes/lint-probe.ts', quote)).toEqual([]);
    // the catalog's rows state the A100's figures
    const row = 'export const a100 = { bandwidthTBps: 2.039, bf16Tflops: 312 };\n';
    expect(await refusals('src/domain/catalog/data/lint-probe.ts', row)).toEqual([]);
  });
});

describe('import cycles (scripts/import-cycles.ts, part of npm run lint)', () => {
  it('reports a cycle as the chain of its files', () => {
    const dir = path.resolve('tests/fixtures/cycle');
    const cycles = importCycles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    expect(cycles.map((c) => c.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it("finds none in the app's modules", () => {
    const files = ['src', 'cli'].flatMap((d) =>
      (readdirSync(d, { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.resolve(d, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it('follows imports of values, static, re-exported or dynamic, and not imports of types', () => {
    const code = [
      "import { a } from './value';",
      "import { type T, b } from './mixed';",
      "import './side-effect';",
      "import type { U } from './types-only';",
      "import { type V } from './all-names-types';",
      "export * from './star';",
      "export { c } from './re-export';",
      "export type { W } from './re-export-types';",
      "const lazy = () => import('./dynamic');",
    ].join('\n');
    expect(valueImports('probe.ts', code).sort()).toEqual(
      ['./dynamic', './mixed', './re-export', './side-effect', './star', './value'].sort(),
    );
  });
});

describe('the generic rules (oxlint, .oxlintrc.json, part of npm run lint)', () => {
  /** What oxlint says of `code` written in a test file and in an app module. */
  function oxlint(code: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'oxlint-probe-'));
    const file = path.join(dir, 'probe.test.ts');
    writeFileSync(file, code);
    const run = spawnSync(
      process.execPath,
      ['node_modules/oxlint/bin/oxlint', '-c', '.oxlintrc.json', '--format', 'unix', file],
      { encoding: 'utf8' },
    );
    return `${run.stdout}${run.stderr}`;
  }

  it('refuses an unused variable, an `any` and a @ts-ignore, in tests too', () => {
    const said = oxlint(
      'const unused = 1;\nexport const x: any = 2;\n// @ts-ignore\nexport const y = 3;\n',
    );
    expect(said).toMatch(/no-unused-vars/);
    expect(said).toMatch(/no-explicit-any/);
    expect(said).toMatch(/ban-ts-comment/);
  });

  it('lets a name starting with an underscore go unused', () => {
    expect(oxlint('export function f(_unused: number) {\n  return 1;\n}\n')).not.toMatch(
      /no-unused-vars/,
    );
  });
});
