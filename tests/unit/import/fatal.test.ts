import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatErrors } from '../../../src/domain/catalog/import';
import { runImport } from '../../../cli/data-import';
import { runCommand } from '../cli/run-cli';
import { FIXTURES, fixture, run } from './helpers';

describe('files that are not in the format stop the import', () => {
  it('names every row with a non-numeric or negative price, CPU rows included', () => {
    const result = run('lambda', fixture('fatal-bad-prices.csv'));
    expect(result).toEqual({
      ok: false,
      errors: [
        { rows: [3], reason: 'Price "abc" is not a number' },
        { rows: [4], reason: 'SpotPrice "n/a" is not a number' },
        { rows: [5], reason: 'Price -0.75 is negative' },
        { rows: [6], reason: 'Price -0.2 is negative' },
      ],
    });
  });

  it('reports header problems from the importer too', () => {
    const result = run('lambda', fixture('fatal-missing-column.csv'));
    expect(result.ok).toBe(false);
  });

  it('stops on an accelerator row without a whole accelerator count', () => {
    const text = `InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice
gpu_1x_a10,A10,,30.0,200.0,0.75,us-east-1,,
gpu_1x_a10,A10,0.5,30.0,200.0,0.75,us-east-2,,
`;
    expect(run('lambda', text)).toEqual({
      ok: false,
      errors: [{ rows: [2, 3], reason: 'AcceleratorCount is not a whole number of at least 1' }],
    });
  });

  it('formats the report with row numbers and reasons', () => {
    expect(
      formatErrors([
        { rows: [3, 4, 5, 9], reason: 'Price "x" is not a number' },
        { rows: [], reason: 'the file is empty' },
      ]),
    ).toEqual([
      'import stopped; nothing was written:',
      '  rows 3-5, 9: Price "x" is not a number',
      '  the file is empty',
    ]);
  });

  it('the command exits 1 and leaves the committed offers file as it was', () => {
    const target = join(process.cwd(), 'src/domain/catalog/data/offers/lambda.json');
    const before = readFileSync(target, 'utf8');
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'cli/data-import.ts', 'lambda', join(FIXTURES, 'fatal-bad-prices.csv')],
      { encoding: 'utf8' },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('row 3: Price "abc" is not a number');
    expect(cli.stderr).toContain('nothing was written');
    expect(readFileSync(target, 'utf8')).toBe(before);
  });

  it('the command refuses an unknown provider with exit 2', async () => {
    const cli = await runCommand(runImport, 'aws', join(FIXTURES, 'lambda-rules.csv'));
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain('unknown provider "aws"');
  });
});
