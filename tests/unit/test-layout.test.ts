/**
 * Which Vitest project runs a test file follows from its name (vite.config.ts): component tests
 * share a worker's page and modules unless named `*.isolated.test.tsx`. A file that mocks a module
 * or replaces module-level state must have a page of its own, and only such a file needs one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const COMPONENT = join(import.meta.dirname, '..', 'component');
/** What a shared page cannot undo between files: a module mocked, the catalog loader or the worker replaced. */
const NEEDS_OWN_PAGE = /\bvi\.(mock|doMock)\(|\bsetCatalogLoader\(|stubGlobal\('Worker'/;

const componentTests = readdirSync(COMPONENT)
  .filter((f) => f.endsWith('.test.tsx'))
  .map((name) => ({
    name,
    needsOwnPage: NEEDS_OWN_PAGE.test(readFileSync(join(COMPONENT, name), 'utf8')),
  }));

describe('component test files', () => {
  it('that mock a module or replace the catalog loader or the worker are named *.isolated.test.tsx', () => {
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
