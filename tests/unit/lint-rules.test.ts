import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import path from 'node:path';

/**
 * The import-direction and purity rules must fire. Each probe lints a snippet as if it lived at a
 * path in the repository, using the project's own eslint.config.js; each rule also has a probe
 * that must pass, so a rule that fires on everything would fail here too.
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
/**
 * The same configuration without `import-x/no-cycle`, for the probes but the cycle's: nothing
 * imports a probe, so no cycle can pass through it, and following a probe's imports of the app
 * would read the app's whole import graph (most of this file's time, and past the import
 * plugin's 30-second cache on a busy machine, again and again).
 */
const noCycle = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function ruleIds(file: string, code: string, linter = noCycle): Promise<string[]> {
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

  it('import cycles are reported', async () => {
    const ids = await ruleIds(
      'tests/fixtures/cycle/a.ts',
      `import { b } from './b';\nexport const a = () => b;\n`,
      eslint,
    );
    expect(ids).toContain('import-x/no-cycle');
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
