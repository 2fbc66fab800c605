/**
 * The validation tables: each published serving measurement against the engine's estimate for
 * the same setup (the serving plan's formula, `serving.ts`: model, precision, GPUs and their
 * link, prompt and answer lengths, users), rendered as the README shows them: a summary by split
 * and class, then every row. Rewrite the README's tables with
 * `npx tsx tests/unit/engine/validation-table.ts --write`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { resolveAssumptions } from '../../../src/domain/engine/assumptions';
import { peakFlops, servingModelOf } from '../../../src/domain/engine/context';
import { speedIndex } from '../../../src/domain/engine/speed';
import { DEFAULT_PROFILE, type Profile } from '../../../src/domain/engine/profile';
import { decodeTokensPerSecond } from '../../../src/domain/engine/serving';
import type { Assumptions } from '../../../src/domain/engine/types';
import {
  AMD_RELEASES,
  CURRENT_AMD_RELEASE,
  SERVING_STACKS,
  type AmdRelease,
  type AmdReleaseId,
  type ServingStack,
  type ServingStackId,
} from '../../../src/domain/engine/stacks';
import { modelById } from '../../../src/domain/models/index';
import {
  DECODE_MEASUREMENTS,
  isHeldOut,
  type DecodeMeasurement,
} from '../../../src/domain/models/measurements';

/** Estimates within this factor of the measurement (either way) pass, row by row. */
export const TOLERANCE = 2;

export const CLASSES = [
  'dense, 1 user',
  'dense at load',
  'MoE',
  'quantised',
  'FP4',
  'AMD',
] as const;
export type MeasurementClass = (typeof CLASSES)[number];

export interface ValidationRow {
  m: DecodeMeasurement;
  heldOut: boolean;
  cls: MeasurementClass;
  /** Each user's tokens/s, estimated. */
  estimate: number;
  /** estimate ÷ measured, per user. */
  ratio: number;
  /** The replica's output tokens/s, estimated and measured, and their ratio. */
  total: number;
  measuredTotal: number;
  totalRatio: number;
}

/** Whether the row's model is a mixture of experts (or has latent attention: DeepSeek). */
export function isMoe(m: DecodeMeasurement): boolean {
  const spec = typeof m.model === 'string' ? modelById(m.model) : undefined;
  return Boolean(spec?.experts || spec?.mlaLatentDim);
}

/** The class a row is judged in: AMD GPUs, then FP4, then MoE, quantised, dense. */
export function classOf(m: DecodeMeasurement): MeasurementClass {
  if (catalog.gpus.find((g) => g.id === m.gpu)?.vendor === 'AMD') return 'AMD';
  if (m.prec === 'fp4') return 'FP4';
  if (isMoe(m)) return 'MoE';
  if (m.prec === 'int4' || m.prec === 'int8') return 'quantised';
  return m.users === 1 ? 'dense, 1 user' : 'dense at load';
}

export function validationRows(
  a: Assumptions = resolveAssumptions(undefined),
  measurements: readonly DecodeMeasurement[] = DECODE_MEASUREMENTS,
  stacks: Record<ServingStackId, ServingStack> = SERVING_STACKS,
  amdReleases: Record<AmdReleaseId, AmdRelease> = AMD_RELEASES,
): ValidationRow[] {
  const speeds = speedIndex(catalog, 'infer');
  return measurements.map((m) => {
    const gpu = catalog.gpus.find((g) => g.id === m.gpu);
    if (!gpu?.bandwidthTBps) throw new Error(`no bandwidth for ${m.gpu}`);
    const profile: Profile = {
      ...DEFAULT_PROFILE,
      wl: 'infer',
      model: m.model,
      prec: m.prec,
      users: m.users,
      seq: m.inputTokens + m.outputTokens,
      in: m.inputTokens,
      out: m.outputTokens,
    };
    const fp8 = gpu.fp8Tflops !== null;
    const served = servingModelOf(profile, a, fp8);
    if (!served) throw new Error(`no serving model for ${m.label}`);
    const stack = m.stack ? stacks[m.stack] : undefined;
    // AMD: the share of the tuned efficiencies the row's ROCm release reaches
    const amd = gpu.vendor === 'AMD' ? amdReleases[m.amd ?? CURRENT_AMD_RELEASE].share : 1;
    const tunedBandwidth = gpu.bandwidthTBps * 1e12 * a.decodeBandwidthEfficiency * amd;
    const bandwidth = stack ? stackBandwidth(stack, tunedBandwidth) : tunedBandwidth;
    const compute = peakFlops(gpu, m.prec, speeds.get(gpu.id)?.relative ?? 0) * amd;
    const ep = Number(/\bEP(\d+)/.exec(m.framework)?.[1] ?? 1);
    const tuned = decodeTokensPerSecond(served, m.gpus, bandwidth, compute, m.link, m.users, a, ep);
    const estimate = stack ? 1 / (1 / tuned + stackSeconds(stack, m)) : tuned;
    const measuredTotal = m.totalTokensPerSecond ?? m.users * m.tokensPerSecondPerUser;
    const total = estimate * m.users;
    return {
      m,
      heldOut: isHeldOut(m),
      cls: classOf(m),
      estimate,
      ratio: estimate / m.tokensPerSecondPerUser,
      total,
      measuredTotal,
      totalRatio: total / measuredTotal,
    };
  });
}

/**
 * What a stack adds to each output token of one user: its fixed time per forward pass, for the
 * decode step and for the share of prompt passes (each user's prompt once per answer of `out`
 * tokens, the batch's prompts interleaved with its steps).
 */
export function stackSeconds(stack: ServingStack, m: DecodeMeasurement): number {
  const parallel = m.link === 'nvlink' ? stack.nvlinkStepMs : stack.pcieStepMs;
  const pass = stack.stepMs + (m.gpus > 1 ? parallel : 0);
  return (pass * (1 + m.users / m.outputTokens)) / 1000;
}

/** The bytes/s a stack reads per GPU where a tuned server reads `tuned`. */
export function stackBandwidth(stack: ServingStack, tuned: number): number {
  const own = tuned * stack.readShare;
  return stack.maxReadTBps > 0 ? Math.min(own, stack.maxReadTBps * 1e12) : own;
}

/** |estimate ÷ measured − 1|. */
export const errorOf = (ratio: number): number => Math.abs(ratio - 1);

/** The q-quantile (0..1) of `xs`, nearest rank. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

export interface Summary {
  split: 'fit' | 'held out';
  cls: MeasurementClass | 'all';
  n: number;
  userMedian: number;
  userP90: number;
  totalMedian: number;
  totalP90: number;
  /** Median estimate ÷ measured, per user and in total. */
  userMedianRatio: number;
  totalMedianRatio: number;
  /** Share of rows within 40 % (|ratio − 1| ≤ 0.4), per user and in total. */
  userWithin40: number;
  totalWithin40: number;
  /** The ratio furthest from 1 (by factor, either way), per user and in total. */
  userWorst: number;
  totalWorst: number;
}

/** How far a ratio is from 1 as a factor either way (0.5 and 2 are both 2×). */
export const factorOf = (ratio: number): number => Math.max(ratio, 1 / ratio);

const worstOf = (ratios: readonly number[]): number =>
  ratios.reduce((w, r) => (factorOf(r) > factorOf(w) ? r : w), 1);
const within40 = (ratios: readonly number[]): number =>
  ratios.length === 0 ? NaN : ratios.filter((r) => errorOf(r) <= 0.4).length / ratios.length;

export function summaries(rows: readonly ValidationRow[]): Summary[] {
  const out: Summary[] = [];
  for (const split of ['fit', 'held out'] as const) {
    for (const cls of [...CLASSES, 'all'] as const) {
      const part = rows.filter(
        (r) => r.heldOut === (split === 'held out') && (cls === 'all' || r.cls === cls),
      );
      if (part.length === 0) continue;
      const userRatios = part.map((r) => r.ratio);
      const totalRatios = part.filter((r) => !r.m.totalOutlier).map((r) => r.totalRatio);
      const user = userRatios.map(errorOf);
      const total = totalRatios.map(errorOf);
      out.push({
        split,
        cls,
        n: part.length,
        userMedian: quantile(user, 0.5),
        userP90: quantile(user, 0.9),
        totalMedian: quantile(total, 0.5),
        totalP90: quantile(total, 0.9),
        userMedianRatio: quantile(userRatios, 0.5),
        totalMedianRatio: quantile(totalRatios, 0.5),
        userWithin40: within40(userRatios),
        totalWithin40: within40(totalRatios),
        userWorst: worstOf(userRatios),
        totalWorst: worstOf(totalRatios),
      });
    }
  }
  return out;
}

const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const pct = (x: number): string => `${Math.round(x * 100)} %`;

/** The README's markdown: the summary, then every row. */
export function renderValidationTable(rows: readonly ValidationRow[]): string {
  const gpuName = (id: string) => catalog.gpus.find((g) => g.id === id)?.name ?? id;
  const lines = [
    '| split | class | rows | per user: median estimate ÷ measured | per user: within 40 % | per user: worst | total: median estimate ÷ measured | total: within 40 % | total: worst |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of summaries(rows)) {
    lines.push(
      `| ${s.split} | ${s.cls} | ${s.n} | ${s.userMedianRatio.toFixed(2)} | ${pct(s.userWithin40)} | ${s.userWorst.toFixed(2)} | ${s.totalMedianRatio.toFixed(2)} | ${pct(s.totalWithin40)} | ${s.totalWorst.toFixed(2)} |`,
    );
  }
  lines.push(
    '',
    '| split | model | precision | GPUs | users | in / out | engine measured | measured tokens/s per user | estimate | ÷ measured | measured total tokens/s | estimate | ÷ measured |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows) {
    const { m } = r;
    const mark = m.calibration
      ? ' (calibration point)'
      : m.outlier
        ? ' (known miss, see below)'
        : '';
    const totalMark = m.totalOutlier ? ' (not judged, see below)' : '';
    lines.push(
      `| ${r.heldOut ? 'held out' : 'fit'} | ${m.label} | ${m.prec} | ${m.gpus}× ${gpuName(m.gpu)} | ${m.users} | ${m.inputTokens} / ${m.outputTokens} | ${m.framework} | ${fmt(m.tokensPerSecondPerUser)} | ${fmt(r.estimate)} | ${r.ratio.toFixed(2)}${mark} | ${fmt(r.measuredTotal)} | ${fmt(r.total)} | ${r.totalRatio.toFixed(2)}${totalMark} |`,
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

if (process.argv.includes('--print')) {
  const rows = validationRows();
  for (const s of summaries(rows))
    console.log(
      s.split.padEnd(9),
      s.cls.padEnd(14),
      String(s.n).padStart(3),
      'user',
      s.userMedianRatio.toFixed(2),
      pct(s.userWithin40).padStart(5),
      s.userWorst.toFixed(2),
      'total',
      s.totalMedianRatio.toFixed(2),
      pct(s.totalWithin40).padStart(5),
      s.totalWorst.toFixed(2),
    );
  for (const r of rows)
    console.log(
      r.heldOut ? 'H' : 'F',
      r.cls.padEnd(14),
      r.m.label.slice(0, 22).padEnd(22),
      r.m.prec,
      r.m.gpus,
      r.m.gpu.padEnd(15),
      String(r.m.users).padStart(4),
      `${r.m.inputTokens}/${r.m.outputTokens}`.padEnd(10),
      r.m.tokensPerSecondPerUser.toFixed(1).padStart(7),
      r.estimate.toFixed(1).padStart(7),
      r.ratio.toFixed(2),
      r.totalRatio.toFixed(2),
    );
}
