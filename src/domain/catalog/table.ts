/**
 * A list of records as compact JSON: field names written once, nested objects flattened into
 * columns, and in each run of records that share a shape (and a group, e.g. one data file) the
 * values they all share written once, and a position's values that repeat within the run written
 * once each, the rows holding their index. `decodeTable(encodeTable(rows))` deep-equals `rows` in the
 * same order with the same key order; values must be JSON (no `undefined`, no non-finite numbers).
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };
type JsonRecord = { [k: string]: JsonValue };

export interface EncodedGroup {
  /** Index into `shapes`. */
  shape: number;
  /** Values every record of the run shares, by position in the shape. */
  same: Record<string, JsonValue>;
  /** Per record, the values of the other positions in shape order. */
  rows: JsonValue[][];
  /**
   * Positions whose values repeat within the run (a price history the same for every region of
   * an instance type): each value written once here, the rows holding its index instead.
   */
  dict?: Record<string, JsonValue[]>;
}

export interface EncodedTable {
  /** Field paths (nested objects flattened), each written once. */
  paths: string[][];
  /** Field lists (indexes into `paths`) in record order. */
  shapes: number[][];
  groups: EncodedGroup[];
}

export interface TableOptions<T> {
  /** Records with the same key start a run together (besides their shape); e.g. their source file. */
  groupBy?: (record: T) => string;
  /** A field left out when it equals what `derive` computes from the rest of the record. */
  derived?: { key: string; derive: (record: T) => string };
}

const isPlainObject = (v: unknown): v is JsonRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaves of a record: nested non-empty objects become paths, anything else is a value. */
function flatten(record: JsonRecord, prefix: string[], out: [string[], JsonValue][]): void {
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined) continue;
    const path = [...prefix, k];
    if (isPlainObject(v) && Object.keys(v).length > 0) flatten(v, path, out);
    else out.push([path, v]);
  }
}

const pathKey = (path: readonly string[]): string => JSON.stringify(path);

/** The index of `item` in `list` by its `key` in `ids`; an item not there yet is added at the end. */
function indexOf<T>(list: T[], ids: Map<string, number>, key: string, item: T): number {
  const known = ids.get(key);
  if (known !== undefined) return known;
  ids.set(key, list.length);
  list.push(item);
  return list.length - 1;
}

/** Encodes records (objects of JSON values) as a table. */
export function encodeTable<T extends object>(
  records: readonly T[],
  options: TableOptions<T> = {},
): EncodedTable {
  const paths: string[][] = [];
  const pathIds = new Map<string, number>();
  const shapes: number[][] = [];
  const shapeIds = new Map<string, number>();
  const groups: EncodedGroup[] = [];
  let run = null as { key: string; shape: number; values: JsonValue[][] } | null;

  const close = () => {
    if (run) groups.push(groupOf(run.shape, run.values));
  };

  for (const record of records) {
    const plain = { ...(record as unknown as JsonRecord) };
    const d = options.derived;
    if (d && plain[d.key] === d.derive(record)) plain[d.key] = null;
    const leaves: [string[], JsonValue][] = [];
    flatten(plain, [], leaves);
    const shape = leaves.map(([path]) => indexOf(paths, pathIds, pathKey(path), path));
    const shapeId = indexOf(shapes, shapeIds, shape.join(','), shape);
    const key = `${shapeId}|${options.groupBy?.(record) ?? ''}`;
    if (run?.key !== key) {
      close();
      run = { key, shape: shapeId, values: [] };
    }
    run.values.push(leaves.map(([, v]) => v));
  }
  close();
  return { paths, shapes, groups };
}

/** One run: the positions whose values are all equal go to `same`, the rest stay per record. */
function groupOf(shape: number, values: JsonValue[][]): EncodedGroup {
  const width = values[0]?.length ?? 0;
  const same: Record<string, JsonValue> = {};
  const varying: number[] = [];
  for (let p = 0; p < width; p++) {
    const first = JSON.stringify(values[0]?.[p]);
    if (values.every((row) => JSON.stringify(row[p]) === first)) same[p] = values[0]?.[p] ?? null;
    else varying.push(p);
  }
  const rows = values.map((row) => varying.map((p) => row[p] ?? null));
  const dict: Record<string, JsonValue[]> = {};
  varying.forEach((p, column) => {
    const texts = rows.map((row) => JSON.stringify(row[column]));
    const distinct = [...new Set(texts)];
    // Worth it where the values written once and an index per row are shorter than the values.
    const written = texts.reduce((n, t) => n + t.length, 0);
    const indexed = distinct.reduce((n, t) => n + t.length + 1, 0) + rows.length * 3;
    if (indexed >= written) return;
    const index = new Map(distinct.map((t, i) => [t, i]));
    dict[p] = distinct.map((t) => JSON.parse(t) as JsonValue);
    for (let r = 0; r < rows.length; r++) (rows[r] as JsonValue[])[column] = index.get(texts[r]!)!;
  });
  return Object.keys(dict).length > 0 ? { shape, same, rows, dict } : { shape, same, rows };
}

/** A fresh copy of a shared value, so records never share arrays or objects. */
function copy(v: JsonValue): JsonValue {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.length === 0 ? [] : v.map(copy);
  const out: JsonRecord = {};
  for (const k of Object.keys(v)) out[k] = copy(v[k] as JsonValue);
  return out;
}

/** The object at `path` below `record` (all but the last key), created on the way. */
function parentOf(record: JsonRecord, path: readonly string[]): JsonRecord {
  let node = record;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i] as string;
    node = (node[k] ??= {}) as JsonRecord;
  }
  return node;
}

/** The records of an encoded table in their order, at most `size` at a time. */
export function* decodeBatches<T>(
  table: EncodedTable,
  options: TableOptions<T> = {},
  size = Number.POSITIVE_INFINITY,
): Generator<T[]> {
  const d = options.derived;
  let out: T[] = [];
  for (const group of table.groups) {
    const shape = table.shapes[group.shape] ?? [];
    const paths = shape.map((id) => table.paths[id] ?? []);
    const keys = paths.map((path) => path[path.length - 1] as string);
    const nested = paths.map((path) => path.length > 1);
    const same = shape.map((_, p) => (Object.hasOwn(group.same, p) ? group.same[p] : undefined));
    const dict = shape.map((_, p) =>
      group.dict && Object.hasOwn(group.dict, p) ? group.dict[p] : undefined,
    );
    for (const row of group.rows) {
      const record: JsonRecord = {};
      let next = 0;
      for (let p = 0; p < shape.length; p++) {
        const fixed = same[p];
        const values = dict[p];
        const value =
          fixed !== undefined
            ? copy(fixed)
            : values !== undefined
              ? copy(values[row[next++] as number] as JsonValue)
              : (row[next++] as JsonValue);
        const target = nested[p] ? parentOf(record, paths[p] as string[]) : record;
        target[keys[p] as string] = value;
      }
      if (d && record[d.key] === null) record[d.key] = d.derive(record as T);
      out.push(record as T);
      if (out.length >= size) {
        yield out;
        out = [];
      }
    }
  }
  if (out.length > 0) yield out;
}

/** The records of an encoded table, in their order. */
export function decodeTable<T>(table: EncodedTable, options: TableOptions<T> = {}): T[] {
  return decodeBatches(table, options).next().value ?? [];
}
