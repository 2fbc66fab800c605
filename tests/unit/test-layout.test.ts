/**
 * Which Vitest project runs a test file follows from its name (vite.config.ts). Component tests
 * share a worker's page and modules unless named `*.isolated.test.tsx`: a file that mocks a module
 * or replaces module-level state must have a page of its own, and only such a file needs one.
 * Property tests (fast-check) are `*.property.test.ts` files, which `npm run test:long` runs with
 * every case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TESTS = join(import.meta.dirname, '..');
const COMPONENT = join(TESTS, 'component');
/**
 * What a shared page cannot undo between files: a module mocked, the catalog loader or the worker
 * replaced; or a file that states, in a comment beginning `Own page:`, why it needs one.
 */
const NEEDS_OWN_PAGE =
  /\bvi\.(mock|doMock)\(|\bsetCatalogLoader\(|stubGlobal\('Worker'|^\/\/ Own page: /m;

const componentTests = readdirSync(COMPONENT)
  .filter((f) => f.endsWith('.test.tsx'))
  .map((name) => ({
    name,
    needsOwnPage: NEEDS_OWN_PAGE.test(readFileSync(join(COMPONENT, name), 'utf8')),
  }));

describe('component test files', () => {
  it('that mock a module, replace the catalog loader or the worker, or say why are named *.isolated.test.tsx', () => {
    const shared = componentTests.filter(
      (f) => f.needsOwnPage && !f.name.endsWith('.isolated.test.tsx'),
    );
    expect(shared.map((f) => f.name)).toEqual([]);
  });

  it('named *.isolated.test.tsx need their own page', () => {
    const isolated = componentTests.filter((f) => f.name.endsWith('.isolated.test.tsx'));
    expect(isolated.length).toBeGreaterThan(0);
    expect(isolated.filter((f) => !f.needsOwnPage).map((f) => f.name)).toEqual([]);
  });
});

/** Every test file under tests/, as a path from there. */
const testFiles = (readdirSync(TESTS, { recursive: true }) as string[]).filter((f) =>
  /\.test\.tsx?$/.test(f),
);
const read = (f: string) => readFileSync(join(TESTS, f), 'utf8');
const runsProperties = (f: string) => /\bfc\.(assert|check)\(/.test(read(f));
const usesFastCheck = (f: string) => /from 'fast-check'/.test(read(f));

describe('property tests', () => {
  it('are in *.property.test.ts files, so that the long run runs every case', () => {
    expect(testFiles.filter((f) => runsProperties(f) && !f.endsWith('.property.test.ts'))).toEqual(
      [],
    );
  });

  it('*.property.test.ts files use fast-check', () => {
    const named = testFiles.filter((f) => f.endsWith('.property.test.ts'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((f) => !usesFastCheck(f))).toEqual([]);
  });
});
