/**
 * Engine tests rank the frozen fixture catalog, so a data refresh never moves them; a test that
 * must read the live catalog says so in its name (`*.canary.test.ts`), where a refresh that
 * breaks it is read as news about the data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = import.meta.dirname;
/**
 * An import of the live catalog: the name `catalog` (or the whole module) from
 * `src/domain/catalog` itself or its index, not a function beside it nor a module in it.
 */
const LIVE =
  /^import\s+(?!type\s)([^;]*?)\s+from\s+'(?:\.\.\/)+src\/domain\/catalog(?:\/index)?';/gm;
const importsLiveCatalog = (text: string): boolean =>
  [...text.matchAll(LIVE)].some(([, what]) => {
    if (/^\*\s+as\s/.test(what!)) return true;
    const names = what!.replace(/[{}]/g, '').split(',');
    return names.some((n) => n.trim().split(/\s+as\s+/)[0] === 'catalog');
  });

describe('engine tests and the live catalog', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
  const live = files.filter((f) => importsLiveCatalog(readFileSync(join(DIR, f), 'utf8')));

  it('only canaries import it', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(live.filter((f) => !f.endsWith('.canary.test.ts'))).toEqual([]);
  });

  it('finds an import of the catalog, and not one of a function beside it', () => {
    expect(importsLiveCatalog("import { catalog } from '../../../src/domain/catalog/index';")).toBe(
      true,
    );
    expect(importsLiveCatalog("import { catalog } from '../../../src/domain/catalog';")).toBe(true);
    expect(importsLiveCatalog("import { offerById } from '../../../src/domain/catalog';")).toBe(
      false,
    );
    expect(
      importsLiveCatalog("import type { Catalog } from '../../../src/domain/catalog/types';"),
    ).toBe(false);
  });
});
