import type { FatalError } from './types';
import type { CatalogRow } from './csv';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export type NumberCell = { ok: true; value: number | null } | { ok: false; reason: string };

/** An empty cell is `null`; anything else must be a finite, non-negative decimal number. */
export function readNumber(cell: string, column: string): NumberCell {
  if (cell === '') return { ok: true, value: null };
  if (!DECIMAL.test(cell)) return { ok: false, reason: `${column} "${cell}" is not a number` };
  const value = Number(cell);
  if (!Number.isFinite(value)) return { ok: false, reason: `${column} "${cell}" is not finite` };
  if (value < 0) return { ok: false, reason: `${column} ${cell} is negative` };
  return { ok: true, value };
}

/** The numeric cells of one row, read once. */
export interface RowNumbers {
  price: number | null;
  spot: number | null;
  acceleratorCount: number | null;
  vcpus: number | null;
  ramGiB: number | null;
}

/**
 * Reads every row's numbers. Non-numeric or negative prices (and counts) are fatal: the errors
 * name each row, grouped by reason.
 */
export function readRowNumbers(
  rows: readonly CatalogRow[],
): { ok: true; numbers: Map<number, RowNumbers> } | { ok: false; errors: FatalError[] } {
  const numbers = new Map<number, RowNumbers>();
  const problems = new Map<string, number[]>();
  const note = (reason: string, row: number) => {
    const list = problems.get(reason) ?? [];
    list.push(row);
    problems.set(reason, list);
  };
  for (const { row, cells } of rows) {
    const read = (column: keyof typeof cells): number | null => {
      const cell = readNumber(cells[column], column);
      if (cell.ok) return cell.value;
      note(cell.reason, row);
      return null;
    };
    numbers.set(row, {
      price: read('Price'),
      spot: read('SpotPrice'),
      acceleratorCount: read('AcceleratorCount'),
      vcpus: read('vCPUs'),
      ramGiB: read('MemoryGiB'),
    });
  }
  if (problems.size === 0) return { ok: true, numbers };
  const errors = [...problems].map(([reason, list]) => ({ rows: list, reason }));
  return { ok: false, errors };
}
