/**
 * The validation table: each published decode measurement against the engine's estimate for the
 * same setup (the serving plan's formula: GPU bandwidth × decode efficiency ÷ bytes read per
 * token), rendered as the README shows it. Rewrite the README's table with
 * `npx tsx tests/unit/engine/validation-table.ts --write`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../../src/domain/catalog/index';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import { servingModelOf } from '../../../src/domain/engine/context';
import { DEFAULT_PROFILE, type Profile } from '../../../src/domain/engine/profile';
import { decodeTokensPerSecond } from '../../../src/domain/engine/serving';
import {
  DECODE_MEASUREMENTS,
  type DecodeMeasurement,
} from '../../../src/domain/models/measurements';

/** Estimates within this factor of the measurement (either way) pass. */
export const TOLERANCE = 2;

export interface ValidationRow {
  m: DecodeMeasurement;
  estimate: number;
  /** estimate ÷ measured. */
  ratio: number;
}

export function validationRows(): ValidationRow[] {
  const a = resolveAssumptions(undefined);
  return DECODE_MEASUREMENTS.map((m) => {
    const gpu = catalog.gpus.find((g) => g.id === m.gpu);
    if (!gpu?.bandwidthTBps) throw new Error(`no bandwidth for ${m.gpu}`);
    const profile: Profile = {
      ...DEFAULT_PROFILE,
      wl: 'infer',
      model: m.model,
      prec: m.prec,
      users: m.users,
      // the KV cache grows over the answer: its mean length
      seq: m.inputTokens + Math.round(m.outputTokens / 2),
    };
    const served = servingModelOf(profile, a, gpu.fp8Tflops !== null);
    if (!served) throw new Error(`no serving model for ${m.label}`);
    const bandwidth = gpu.bandwidthTBps * 1e12 * a.decodeBandwidthEfficiency;
    const estimate = decodeTokensPerSecond(served, m.gpus, bandwidth, m.link, m.users, a);
    return { m, estimate, ratio: estimate / m.tokensPerSecondPerUser };
  });
}

const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

/** The README's markdown table. */
export function renderValidationTable(rows: readonly ValidationRow[]): string {
  const gpuName = (id: string) => catalog.gpus.find((g) => g.id === id)?.name ?? id;
  const lines = [
    '| model | precision | GPUs | users | engine measured | measured tokens/s per user | estimate | estimate ÷ measured |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { m, estimate, ratio } of rows) {
    const verdict = m.calibration
      ? ' (calibration point)'
      : m.outlier
        ? ' (known miss, see below)'
        : ratio <= TOLERANCE && ratio >= 1 / TOLERANCE
          ? ''
          : ' (outside)';
    lines.push(
      `| ${m.label} | ${m.prec} | ${m.gpus}× ${gpuName(m.gpu)} | ${m.users} | ${m.framework} | ${fmt(m.tokensPerSecondPerUser)} | ${fmt(estimate)} | ${ratio.toFixed(2)}${verdict} |`,
    );
  }
  return lines.join('\n');
}

export const README = join(import.meta.dirname, '../../../README.md');
export const MARK = ['<!-- validation:decode -->', '<!-- /validation:decode -->'] as const;

/** The table between the README's markers, as written there. */
export function readmeTable(): string | null {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf(MARK[0]);
  const to = text.indexOf(MARK[1]);
  if (from < 0 || to < 0) return null;
  return text.slice(from + MARK[0].length, to).trim();
}

if (process.argv.includes('--write')) {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf(MARK[0]);
  const to = text.indexOf(MARK[1]);
  if (from < 0 || to < 0) throw new Error('README has no validation markers');
  const table = renderValidationTable(validationRows());
  writeFileSync(README, `${text.slice(0, from + MARK[0].length)}\n\n${table}\n\n${text.slice(to)}`);
}
