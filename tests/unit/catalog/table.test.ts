import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from '../../../src/domain/catalog/table';

interface Row {
  id: string;
  name: string;
  kind: string;
  source: { ref: string; date: string | null; note?: string };
  tags: string[];
  price: number | null;
}

const row = (n: number, over: Partial<Row> = {}): Row => ({
  id: `p:${n}`,
  name: `row ${n}`,
  kind: 'gpu',
  source: { ref: 'catalog.csv', date: null },
  tags: [],
  price: n,
  ...over,
});

const roundTrip = <T extends object>(rows: T[], options = {}) =>
  decodeTable<T>(JSON.parse(JSON.stringify(encodeTable(rows, options))), options);

describe('table encoding', () => {
  it('gives back the rows in order, with their key order and nested objects', () => {
    const rows = [
      row(1),
      row(2, { source: { ref: 'catalog.csv', date: null, note: 'n' } }),
      row(3),
    ];
    const back = roundTrip(rows);
    expect(back).toEqual(rows);
    expect(back.map((r) => Object.keys(r))).toEqual(rows.map((r) => Object.keys(r)));
    expect(Object.keys(back[1]!.source)).toEqual(['ref', 'date', 'note']);
  });

  it('writes a value repeated within a run once, and gives each record its own copy', () => {
    // Eight regions of two instance types: each type's history the same in all its regions.
    const history = (n: number) => [{ price: n, source: 'an earlier copy of the price list' }];
    const rows = Array.from({ length: 16 }, (_, i) =>
      row(i, { tags: [i < 8 ? 'small' : 'large'], name: JSON.stringify(history(i < 8 ? 1 : 2)) }),
    );
    const text = JSON.stringify(encodeTable(rows));
    // Two distinct histories and two tag lists, each written once, not sixteen times.
    expect(text.split('an earlier copy').length - 1).toBe(2);
    expect(text.split('small').length - 1).toBe(1);
    const back = roundTrip(rows);
    expect(back).toEqual(rows);
    back[0]!.tags.push('changed');
    expect(back[1]!.tags).toEqual(['small']);
  });

  it('writes field names once and the values a run shares once', () => {
    const table = encodeTable([row(1), row(2), row(3)]);
    const text = JSON.stringify(table);
    expect(text.match(/catalog\.csv/g)).toHaveLength(1);
    expect(text.match(/"kind"/g)).toHaveLength(1);
    expect(table.groups).toHaveLength(1);
  });

  it('starts a new run per group, so each group shares its own values', () => {
    const rows = [row(1, { kind: 'a' }), row(2, { kind: 'a' }), row(3, { kind: 'b' })];
    const table = encodeTable(rows, { groupBy: (r: Row) => r.kind });
    expect(table.groups.map((g) => g.rows.length)).toEqual([2, 1]);
    expect(roundTrip(rows, { groupBy: (r: Row) => r.kind })).toEqual(rows);
  });

  it('leaves out a field that follows from the others, and keeps one that does not', () => {
    const derived = { key: 'id', derive: (r: Row) => `p:${r.price}` };
    const rows = [row(1), row(2, { id: 'p:legacy' }), row(3)];
    const text = JSON.stringify(encodeTable(rows, { derived }));
    expect(text).not.toContain('p:1');
    expect(text).toContain('p:legacy');
    expect(roundTrip(rows, { derived })).toEqual(rows);
  });

  it('gives every row its own copy of a shared list', () => {
    const back = roundTrip([row(1), row(2)]);
    back[0]!.tags.push('x');
    expect(back[1]!.tags).toEqual([]);
  });
});
