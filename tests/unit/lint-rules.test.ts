import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import path from 'node:path';

/**
 * The import-direction rules must fire. Each case lints a snippet as if it lived at a path in
 * src/, using the project's own eslint.config.js.
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
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

  it('domain may not import state, features, ui or app', async () => {
    for (const layer of ['state/link-store', 'features/browse', 'ui/button', 'app/app']) {
      const ids = await ruleIds(
        'src/domain/engine/lint-probe.ts',
        `import * as x from '../../${layer}';\nexport const y = x;\n`,
      );
      expect(ids).toContain('import-x/no-restricted-paths');
    }
  });

  it('features may not import app', async () => {
    const ids = await ruleIds(
      'src/features/browse/lint-probe.ts',
      `import { App } from '../../app/app';\nexport const y = App;\n`,
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a clean domain import passes', async () => {
    const ids = await ruleIds(
      'src/domain/engine/lint-probe.ts',
      `import { convert } from '../units/money';\nexport const y = convert;\n`,
    );
    expect(ids).toEqual([]);
  });

  it('import cycles are reported', async () => {
    const ids = await ruleIds(
      'tests/fixtures/cycle/a.ts',
      `import { b } from './b';\nexport const a = () => b;\n`,
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('dangerouslySetInnerHTML is forbidden', async () => {
    const ids = await ruleIds(
      'src/features/browse/lint-probe.tsx',
      `export const X = () => <div dangerouslySetInnerHTML={{ __html: '' }} />;\n`,
    );
    expect(ids).toContain('no-restricted-syntax');
  });
});
