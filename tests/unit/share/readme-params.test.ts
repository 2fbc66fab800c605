/**
 * The README's parameter tables are written from the parameter registry. When a row changes,
 * this test fails and prints the table; `UPDATE_README=1 npx vitest run <this file>` rewrites
 * the tables in place (then run `npm run format` on README.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSE_PARAMS } from '../../../src/domain/share/browse-params';
import { GUIDE } from '../../../src/domain/share/guide-params';
import type { ParamDoc, ParamGroup } from '../../../src/domain/share/param-row';
import { CORE_PARAMS } from '../../../src/domain/share/params';

const README = new URL('../../../README.md', import.meta.url);

const groupDocs = <V>(group: ParamGroup<V>): [string, ParamDoc][] =>
  (Object.keys(group.rows) as (keyof V & string)[]).map((k) => [group.param(k), group.rows[k].doc]);

const TABLES: Record<string, [string, ParamDoc][]> = {
  core: Object.entries(CORE_PARAMS).map(([name, row]) => [name, row.doc]),
  browse: groupDocs(BROWSE_PARAMS),
  guide: groupDocs(GUIDE),
};

const rowsOf = (docs: [string, ParamDoc][]): string[][] =>
  docs.map(([name, d]) => [`\`${name}\``, d.meaning, d.values, d.default]);

const markdown = (rows: string[][]): string =>
  [['param', 'meaning', 'values', 'default'], ['---', '---', '---', '---'], ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');

const markers = (name: string) => [`<!-- params:${name} -->`, `<!-- /params:${name} -->`] as const;

/** The cells of the table between a section's markers (header and rule left out). */
function tableIn(readme: string, name: string): string[][] {
  const [open, close] = markers(name);
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (start < 0 || end < start) return [];
  return readme
    .slice(start + open.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('README parameter tables', () => {
  if (process.env.UPDATE_README) {
    let readme = readFileSync(README, 'utf8');
    for (const [name, docs] of Object.entries(TABLES)) {
      const [open, close] = markers(name);
      const start = readme.indexOf(open);
      const end = readme.indexOf(close);
      if (start < 0 || end < start) continue;
      readme = `${readme.slice(0, start + open.length)}\n\n${markdown(rowsOf(docs))}\n\n${readme.slice(end)}`;
    }
    writeFileSync(README, readme);
  }

  it.each(Object.keys(TABLES))('the %s table matches the registry', (name) => {
    const readme = readFileSync(README, 'utf8');
    const expected = rowsOf(TABLES[name] ?? []);
    expect(tableIn(readme, name), `README table ${name}; expected:\n${markdown(expected)}`).toEqual(
      expected,
    );
  });
});
