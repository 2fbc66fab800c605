/**
 * Zod reads its settings when a schema is made, and the page's CSP forbids the generated code it
 * would otherwise probe for: every module of the app that imports zod at run time imports
 * `src/lib/zod-config` before it (the first screen loads no zod, so no entry does it for all).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Runtime imports, in order: `import … from 'x'` and `import 'x'`, not `import type`. */
const runtimeImports = (text: string): string[] =>
  [...text.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );

describe('zod configuration', () => {
  const users = sources(SRC)
    .filter((f) => !f.endsWith('zod-config.ts'))
    .map((f) => ({ file: relative(SRC, f), imports: runtimeImports(readFileSync(f, 'utf8')) }))
    .filter(({ imports }) => imports.some((i) => i === 'zod' || i.startsWith('zod/')));

  it('is imported before zod by every module that uses zod at run time', () => {
    // the scan finds them: the catalog's, the quotes' and the models' schemas at least
    expect(users.length).toBeGreaterThanOrEqual(3);
    const late = users.filter(({ imports }) => {
      const config = imports.findIndex((i) => i.endsWith('/lib/zod-config'));
      const zod = imports.findIndex((i) => i === 'zod' || i.startsWith('zod/'));
      return config < 0 || config > zod;
    });
    expect(late.map((u) => u.file)).toEqual([]);
  });

  it('reads an import written on several lines, and not a type-only one', () => {
    expect(
      runtimeImports("import {\n  a,\n  b,\n} from 'zod';\nimport type { z } from 'zod';"),
    ).toEqual(['zod']);
  });
});
