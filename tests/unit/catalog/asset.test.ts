/** The catalog file the app fetches: the same catalog the command line builds, in less space. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import {
  CATALOG_ASSET_FORMAT,
  type CatalogAsset,
  decodeAhead,
  decodeCatalog,
  encodeCatalog,
  catalogFileText,
  parseCatalogFile,
} from '../../../src/domain/catalog/asset';
import { buildCatalogFile } from '../../../src/domain/catalog/asset-build';
import type { EncodedTable } from '../../../src/domain/catalog/table';
import { rawCatalog } from '../../../src/domain/catalog/raw';
import { rankLink } from '../../../src/domain/rank-link';
import { CANONICAL } from '../../fixtures/golden/canonical';

const file = buildCatalogFile();
const buildText = catalogFileText;
const fromFile = () => decodeCatalog(JSON.parse(file.json));

describe('catalog file', () => {
  it('decodes to the catalog built from the sources, list by list and row by row', () => {
    expect(file.errors).toEqual([]);
    const decoded = fromFile();
    expect(decoded).toEqual(catalog);
    expect(decoded.offers.map((o) => o.id)).toEqual(catalog.offers.map((o) => o.id));
    expect(Object.keys(decoded.offers[0] ?? {})).toEqual(Object.keys(catalog.offers[0] ?? {}));
  });

  it('decodes ahead in steps of a few dozen rows, to the same catalog', () => {
    const decoded = fromFile();
    const steps = [...decodeAhead(decoded)].length;
    expect(steps).toBeGreaterThanOrEqual(Math.floor(catalog.offers.length / 50));
    expect(decoded).toEqual(catalog);
  });

  it.each(Object.entries(CANONICAL))('ranks %s exactly as the command line does', (_, link) => {
    const app = rankLink(link, fromFile());
    const cli = rankLink(link, catalog);
    expect(app.result.ranked).toEqual(cli.result.ranked);
    expect(app.result.excluded).toEqual(cli.result.excluded);
    expect(app.suggestions).toEqual(cli.suggestions);
  });

  it('is data, a third of the catalog as plain JSON, without repeating derivable ids', () => {
    expect(JSON.parse(file.json)).toMatchObject({ format: CATALOG_ASSET_FORMAT });
    expect(file.json.length).toBeLessThan(JSON.stringify(catalog).length / 3);
    // Ids appear only where something refers to an offer (aliases, the guide's table).
    const written = catalog.offers.filter((o) => file.json.includes(`"${o.id}"`));
    expect(written.length).toBeLessThan(catalog.offers.length / 20);
  });

  it('parses a line at a time, one step per group of offers, to what JSON.parse reads whole', () => {
    const whole = JSON.parse(file.json) as ReturnType<typeof encodeCatalog>;
    const steps = parseCatalogFile(file.json);
    let count = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) count += 1;
    expect(count).toBe(whole.offers.groups.length);
    expect(count).toBeGreaterThan(50);
    expect(step.value).toEqual(whole);
    expect(decodeCatalog(step.value)).toEqual(catalog);
  });

  it('parses a file written on one line, and a catalog without offers, whole', () => {
    const asset = encodeCatalog(catalog);
    const oneLine = parseCatalogFile(JSON.stringify(asset));
    const first = oneLine.next();
    expect(first.done && first.value).toEqual(asset);
    const empty = encodeCatalog({ ...catalog, offers: [] });
    expect([...parseCatalogFile(buildText(empty))]).toEqual([]);
    const steps = parseCatalogFile(buildText(empty));
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value).toEqual(empty);
  });

  it('keeps each decoded row its own: changing one offer leaves the others alone', () => {
    const decoded = fromFile();
    const [a, b] = decoded.offers;
    (a!.flags as string[]).push('catalog-anomaly');
    expect(b!.flags).not.toContain('catalog-anomaly');
    expect(fromFile().offers[0]!.flags).toEqual(catalog.offers[0]!.flags);
  });

  it('is not written when the dataset fails a check; the error names file, record and field', () => {
    const [first, ...rest] = rawCatalog.offers;
    const [offer, ...others] = first!.records;
    const broken = {
      ...rawCatalog,
      offers: [{ ...first!, records: [{ ...offer!, gpuCount: -1 }, ...others] }, ...rest],
    } as typeof rawCatalog;
    const { errors } = buildCatalogFile(broken);
    expect(errors.some((e) => e.includes(`${first!.file}: offers[${offer!.id}].gpuCount`))).toBe(
      true,
    );
  });

  it("reads a file written in format 1, before a run's repeated values were written once", () => {
    // Format 1 wrote every row's values in full: expand each group's `dict` back into its rows.
    const asset = encodeCatalog(catalog);
    let expanded = 0;
    const tables = Object.fromEntries(
      Object.entries(asset).map(([key, value]) => {
        if (typeof value !== 'object' || value === null || !('groups' in value))
          return [key, value];
        const table = value as EncodedTable;
        const groups = table.groups.map(({ dict, ...group }) => {
          if (!dict) return group;
          const varying = table.shapes[group.shape]!.map((_, p) => p).filter(
            (p) => !Object.hasOwn(group.same, p),
          );
          const rows = group.rows.map((row) =>
            row.map((v, column) => {
              const values = dict[varying[column]!];
              if (!values) return v;
              expanded++;
              return values[v as number]!;
            }),
          );
          return { ...group, rows };
        });
        return [key, { ...table, groups }];
      }),
    );
    const older = { ...tables, format: 1 } as unknown as CatalogAsset;
    expect(expanded).toBeGreaterThan(100);
    expect(JSON.stringify(older)).not.toContain('"dict"');
    expect(decodeCatalog(older)).toEqual(catalog);
  });

  it('refuses a file of a newer format, saying so', () => {
    const asset = { ...encodeCatalog(catalog), format: CATALOG_ASSET_FORMAT + 1 };
    expect(() => decodeCatalog(asset)).toThrow(/newer than this build reads/);
  });

  it('refuses a file of another format', () => {
    const asset = { ...encodeCatalog(catalog), format: 99 } as unknown as ReturnType<
      typeof encodeCatalog
    >;
    expect(() => decodeCatalog(asset)).toThrow(/format 99/);
  });
});
