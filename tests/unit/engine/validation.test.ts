/**
 * The estimates against published measurements (README, "How far to trust the numbers").
 * Tolerance: a factor of two either way for one user's decode speed. Why: the engine uses one
 * decode efficiency (0.54 of peak memory bandwidth, fitted to NIM's 2×H100 row) for every engine,
 * GPU and batch, while the measured efficiencies run from about 0.3 (TP8 at batch 1, FP8 kernels
 * at batch 1) to about 0.9 (llama.cpp on GDDR cards): 0.54 ÷ 0.27 = 2 and 0.54 ÷ 0.9 = 0.6.
 */
import { describe, expect, it } from 'vitest';
import { renderValidationTable, readmeTable, TOLERANCE, validationRows } from './validation-table';

const rows = validationRows();
const checked = rows.filter((r) => !r.m.calibration && !r.m.outlier);

describe('validation against published decode measurements', () => {
  it('has at least ten measurements besides the calibration point', () => {
    expect(rows.filter((r) => !r.m.calibration).length).toBeGreaterThanOrEqual(10);
  });

  it.each(checked.map((r) => [`${r.m.label}, ${r.m.gpus}× ${r.m.gpu}, ${r.m.framework}`, r]))(
    '%s: estimate within a factor of two',
    (_, r) => {
      expect(r.ratio).toBeGreaterThanOrEqual(1 / TOLERANCE);
      expect(r.ratio).toBeLessThanOrEqual(TOLERANCE);
    },
  );

  it('is right on average: median error under 30 %, no systematic lean beyond 15 %', () => {
    const logs = checked.map((r) => Math.log(r.ratio)).sort((a, b) => a - b);
    const abs = logs.map(Math.abs).sort((a, b) => a - b);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0;
    expect(Math.exp(median(abs))).toBeLessThan(1.3);
    expect(Math.abs(Math.exp(median(logs)) - 1)).toBeLessThan(0.15);
  });

  it('a known miss stays a miss (the reason written for it still holds)', () => {
    for (const r of rows.filter((x) => x.m.outlier)) expect(r.ratio).toBeGreaterThan(TOLERANCE);
  });

  it('the README shows the table as computed', () => {
    const cells = (table: string | null) =>
      (table ?? '')
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .slice(1, -1)
            .split('|')
            .map((c) => c.trim()),
        );
    expect(cells(readmeTable())).toEqual(cells(renderValidationTable(rows)));
  });
});
