/**
 * Speed of one GPU relative to one A100 80GB SXM (docs/engine.md §2), computed once per ranking.
 *
 * 1. Measured: the dataset's relative speeds (`catalog.speeds`, same workload first, then its
 *    sibling: LoRA and full training stand in for each other).
 * 2. Otherwise from specifications, calibrated by what the silicon achieves:
 *    - training: achieved BF16 matmul TFLOPS (the GPU's own MAMF row, else its peak × its
 *      vendor's lowest measured MAMF fraction: NVIDIA 80.3 % on H100, AMD 51.4 % on MI300X)
 *      over the A100's achieved 271.2, × the end-to-end factor that turns a matmul ratio into a
 *      training ratio, fitted on the GPUs that have both a training measurement and a MAMF row
 *      (H100: 2.28 measured ÷ (794.5 ÷ 271.2) = 0.78). Without MAMF rows in the catalog, the
 *      peak ratio × `specTrainingEfficiency`.
 *    - inference: memory-bandwidth ratio (decoding is bandwidth-bound); HPC: a roofline ratio,
 *      min(peak FP64 vector, bandwidth × the code's arithmetic intensity) against the A100's
 *      (`ai`, default 0.25 FLOP/byte: sparse and stencil codes are bandwidth-bound).
 * 3. Siblings: a spec-derived GPU is never slower than a measured GPU of the same vendor with no
 *    more peak compute and no more bandwidth (H200 ≥ H100), and never faster than a measured GPU
 *    of the same die with at least its compute and bandwidth (a cut-down or lower-clocked part):
 *    then it is that sibling's measurement × its own share of the sibling's spec (RTX 5880 Ada =
 *    the measured RTX 6000 Ada × 277.1 / 364.25 dense BF16 TFLOPS; L40S × 362 / 364.25).
 * 4. Precision: FP8 speeds up only GPUs with FP8 tensor cores (inference by the dataset's own
 *    FP8/FP16 measurements on the same GPU, else on other FP8 GPUs; training by Amdahl's law over
 *    the achieved FP8/BF16 matmul ratio with `fp8MatmulShare` of the step in matmuls). Elsewhere,
 *    and for weight-only int8/int4 (batched throughput is compute-bound), the factor is 1.
 */
import type { Benchmark, Gpu, Offer, WorkloadKind } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import { DEFAULT_INTENSITY, type Precision } from './profile';
import { DEFAULT_ASSUMPTIONS } from './assumptions';
import type { Assumptions, SpeedEstimate } from './types';
import { REFERENCE_GPU, REFERENCE_SPECS } from './rules';

type SpecField = keyof typeof REFERENCE_SPECS;

/** The spec a speed is derived from when a workload has no measurement for the GPU. */
export const SPEC_FOR: Readonly<Record<WorkloadKind, SpecField>> = {
  train: 'bf16Tflops',
  finetune: 'bf16Tflops',
  infer: 'bandwidthTBps',
  hpc: 'fp64VectorTflops',
};

const SPEC_METHOD: Readonly<Record<SpecField, string>> = {
  bf16Tflops: 'dense BF16 TFLOPS ratio',
  bandwidthTBps: 'memory bandwidth ratio',
  fp64VectorTflops: 'FP64 vector TFLOPS ratio',
};

/** Workloads whose measurements may stand in for each other (LoRA and full training). */
const SIBLING: Readonly<Record<WorkloadKind, WorkloadKind | null>> = {
  train: 'finetune',
  finetune: 'train',
  infer: null,
  hpc: null,
};

import { MATMUL_SUITE } from '../catalog/relative-speed';
const round2 = (x: number) => Math.round(x * 100) / 100;
const geomean = (xs: readonly number[]) =>
  Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

/** Whether the GPU has FP8 tensor cores (Ada, Hopper, Blackwell, MI300). */
export const hasFp8 = (gpu: Gpu | undefined): boolean => gpu?.fp8Tflops != null;

/** Achieved matmul TFLOPS by GPU id and precision ('BF16', 'FP8') from the MAMF rows. */
function matmulRows(benchmarks: readonly Benchmark[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const b of benchmarks) {
    if (b.suite !== MATMUL_SUITE || b.gpu === null) continue;
    const key = `${b.gpu}|${b.precision ?? 'BF16'}`;
    if (!out.has(key)) out.set(key, b.value);
  }
  return out;
}

/** The share of peak BF16 that matmuls reach on each vendor's GPUs (lowest measured). */
function vendorFractions(gpus: readonly Gpu[], mm: ReadonlyMap<string, number>) {
  const out = new Map<string, number>();
  for (const g of gpus) {
    const achieved = mm.get(`${g.id}|BF16`);
    if (achieved === undefined || g.bf16Tflops === null) continue;
    const f = achieved / g.bf16Tflops;
    out.set(g.vendor, Math.min(out.get(g.vendor) ?? Infinity, f));
  }
  return out;
}

interface Calibration {
  /** Achieved BF16 matmul TFLOPS of a GPU (measured or peak × vendor fraction). */
  achieved: (g: Gpu) => number | null;
  reference: number;
  /** Matmul ratio → training ratio. */
  endToEnd: number;
  /** How the factors were obtained, for the method text. */
  label: string;
}

function calibrate(
  catalog: Catalog,
  measured: ReadonlyMap<string, SpeedEstimate>,
  gpus: ReadonlyMap<string, Gpu>,
): Calibration | null {
  const mm = matmulRows(catalog.calibration);
  const fractions = vendorFractions(catalog.gpus, mm);
  if (fractions.size === 0) return null;
  const fallback = Math.min(...fractions.values());
  const achieved = (g: Gpu): number | null => {
    const m = mm.get(`${g.id}|BF16`);
    if (m !== undefined) return m;
    return g.bf16Tflops === null ? null : g.bf16Tflops * (fractions.get(g.vendor) ?? fallback);
  };
  const ref = gpus.get(REFERENCE_GPU);
  const reference = ref ? achieved(ref) : null;
  if (reference === null) return null;
  const ratios: number[] = [];
  for (const [id, s] of measured) {
    const g = gpus.get(id);
    const m = mm.get(`${id}|BF16`);
    if (id === REFERENCE_GPU || !g || m === undefined) continue;
    ratios.push(s.relative / (m / reference));
  }
  if (ratios.length === 0) return null;
  const endToEnd = geomean(ratios);
  return { achieved, reference, endToEnd, label: `achieved-matmul ratio × ${round2(endToEnd)}` };
}

function specSpeed(
  gpu: Gpu,
  reference: Gpu | undefined,
  wl: WorkloadKind,
  cal: Calibration | null,
  efficiency: number,
  intensity: number | null = null,
): SpeedEstimate | null {
  const field = SPEC_FOR[wl];
  const value = gpu[field];
  if (value === null) return field === 'bf16Tflops' ? fp32Speed(gpu, reference, efficiency) : null;
  const fp16 = field === 'bf16Tflops' && gpu.bf16IsFp16 ? ' (FP16: no BF16)' : '';
  if (field === 'bf16Tflops') {
    const achieved = cal?.achieved(gpu) ?? null;
    if (cal && achieved !== null) {
      return {
        relative: (achieved / cal.reference) * cal.endToEnd,
        basis: 'specs',
        method: `${SPEC_METHOD[field]}${fp16}, calibrated (${cal.label})`,
      };
    }
    const base = reference?.bf16Tflops ?? REFERENCE_SPECS.bf16Tflops;
    return {
      relative: (value / base) * efficiency,
      basis: 'specs',
      method: `${SPEC_METHOD[field]}${fp16} × ${efficiency} (peak to achieved)`,
    };
  }
  if (field === 'fp64VectorTflops' && intensity !== null && gpu.bandwidthTBps !== null) {
    const roof = (fp64: number, bw: number | null) =>
      bw === null ? fp64 : Math.min(fp64, bw * intensity);
    const ref = roof(
      reference?.fp64VectorTflops ?? REFERENCE_SPECS.fp64VectorTflops,
      reference?.bandwidthTBps ?? REFERENCE_SPECS.bandwidthTBps,
    );
    const mine = roof(value, gpu.bandwidthTBps);
    const bound = gpu.bandwidthTBps * intensity < value;
    return {
      relative: mine / ref,
      basis: 'specs',
      method: `roofline ratio: min(FP64 ${round2(value)} TFLOPS, ${round2(gpu.bandwidthTBps)} TB/s × ${intensity} FLOP/byte) = ${round2(mine)} TFLOPS, ${bound ? 'bandwidth' : 'compute'}-bound`,
    };
  }
  const base = reference?.[field] ?? REFERENCE_SPECS[field];
  // hpc on a GPU of unknown bandwidth: no roofline to draw, so the FP64 ratio, said as such
  const unknownBw = field === 'fp64VectorTflops' ? ' (memory bandwidth unknown: no roofline)' : '';
  return { relative: value / base, basis: 'specs', method: `${SPEC_METHOD[field]}${unknownBw}` };
}

/**
 * A GPU without tensor cores (compute capability below 7.0: Pascal and older) has no BF16 rate
 * to train with; it trains in FP32, so its FP32 rate against the reference's BF16 gives its speed
 * (the score's age factor and warning still apply).
 */
function fp32Speed(gpu: Gpu, reference: Gpu | undefined, efficiency: number): SpeedEstimate | null {
  const cc = gpu.computeCapability === null ? NaN : Number.parseFloat(gpu.computeCapability);
  if (gpu.fp32Tflops === null || !(cc < 7)) return null;
  const base = reference?.bf16Tflops ?? REFERENCE_SPECS.bf16Tflops;
  return {
    relative: (gpu.fp32Tflops / base) * efficiency,
    basis: 'specs',
    method: `FP32 TFLOPS ratio (no tensor cores: trains in FP32) × ${efficiency} (peak to achieved)`,
  };
}

/** A spec-derived speed raised to that of a measured GPU it matches or beats on paper. */
function atLeastSiblings(
  gpu: Gpu,
  s: SpeedEstimate,
  measured: ReadonlyMap<string, SpeedEstimate>,
  gpus: ReadonlyMap<string, Gpu>,
): SpeedEstimate {
  let best = s;
  for (const [id, m] of measured) {
    const g = gpus.get(id);
    if (!g || g.vendor !== gpu.vendor || m.relative <= best.relative) continue;
    const compute = g.bf16Tflops !== null && gpu.bf16Tflops !== null;
    const bandwidth = g.bandwidthTBps !== null && gpu.bandwidthTBps !== null;
    if (!compute || !bandwidth) continue;
    if ((g.bf16Tflops as number) > (gpu.bf16Tflops as number)) continue;
    if ((g.bandwidthTBps as number) > (gpu.bandwidthTBps as number)) continue;
    best = {
      relative: m.relative,
      basis: 'specs',
      method: `at least the measured ${g.name} (same or more compute and bandwidth)`,
    };
  }
  return best;
}

/** The die named in an architecture, `Ada Lovelace (AD102)` → `AD102`; `null` when none is. */
const dieOf = (gpu: Gpu): string | null => {
  const m = /\(([A-Z]{1,3}\d{2,3}[A-Z]?)\b[^)]*\)/.exec(gpu.architecture ?? '');
  return m ? (m[1] as string) : null;
};

/**
 * A spec-derived speed lowered to a measured sibling on the same die with at least its peak
 * compute and bandwidth, scaled by this GPU's share of the sibling's spec for the workload (the
 * silicon is the same, so the measurement says what the spec ratio alone overstates).
 */
function atMostSiblings(
  gpu: Gpu,
  s: SpeedEstimate,
  wl: WorkloadKind,
  measured: ReadonlyMap<string, SpeedEstimate>,
  gpus: ReadonlyMap<string, Gpu>,
): SpeedEstimate {
  const die = dieOf(gpu);
  if (die === null || gpu.bf16Tflops === null || gpu.bandwidthTBps === null) return s;
  const field = SPEC_FOR[wl];
  let best = s;
  for (const [id, m] of measured) {
    const g = gpus.get(id);
    if (!g || dieOf(g) !== die || g.bf16Tflops === null || g.bandwidthTBps === null) continue;
    if (g.bf16Tflops < gpu.bf16Tflops || g.bandwidthTBps < gpu.bandwidthTBps) continue;
    const mine = gpu[field];
    const theirs = g[field];
    if (mine === null || theirs === null || theirs <= 0) continue;
    const relative = m.relative * Math.min(1, mine / theirs);
    if (relative >= best.relative) continue;
    best = {
      relative,
      basis: 'specs',
      method: `the measured ${g.name} (same ${die} die, at least this GPU's compute and bandwidth) × ${round2(mine / theirs)} ${SPEC_METHOD[field]}`,
    };
  }
  return best;
}

/** FP8/FP16 throughput ratios per GPU from the inference measurements of one suite. */
function fp8InferenceRatios(benchmarks: readonly Benchmark[]): Map<string, number> {
  const fp16 = new Map<string, number>();
  for (const b of benchmarks) {
    if (b.gpu !== null && b.precision === 'FP16')
      fp16.set(`${b.suite}|${b.benchmark}|${b.gpuCount}|${b.gpu}`, b.value);
  }
  const ratios = new Map<string, number[]>();
  for (const b of benchmarks) {
    if (b.gpu === null || b.precision !== 'FP8' || !b.higherIsBetter) continue;
    const base = fp16.get(`${b.suite}|${b.benchmark}|${b.gpuCount}|${b.gpu}`);
    if (base === undefined) continue;
    const list = ratios.get(b.gpu) ?? [];
    list.push(b.value / base);
    ratios.set(b.gpu, list);
  }
  const out = new Map<string, number>();
  for (const [gpu, list] of ratios) out.set(gpu, geomean(list));
  return out;
}

interface PrecisionFactor {
  factor: number;
  method: string;
}

function precisionFactors(
  catalog: Catalog,
  wl: WorkloadKind,
  prec: Precision,
  a: Assumptions,
): (gpu: Gpu | undefined) => PrecisionFactor | null {
  if (prec !== 'fp8' || wl === 'hpc') return () => null;
  if (wl === 'infer') {
    const own = fp8InferenceRatios(catalog.calibration);
    const all = [...own.values()];
    const elsewhere = all.length > 0 ? geomean(all) : null;
    return (gpu) => {
      if (!gpu || !hasFp8(gpu)) return null;
      const mine = own.get(gpu.id);
      if (mine !== undefined)
        return { factor: mine, method: `× ${round2(mine)} FP8/FP16 measured on this GPU` };
      if (elsewhere === null) return null;
      return {
        factor: elsewhere,
        method: `× ${round2(elsewhere)} FP8/FP16 as measured on other FP8 GPUs`,
      };
    };
  }
  const mm = matmulRows(catalog.calibration);
  const measured: number[] = [];
  for (const g of catalog.gpus) {
    const f8 = mm.get(`${g.id}|FP8`);
    const b16 = mm.get(`${g.id}|BF16`);
    if (f8 !== undefined && b16 !== undefined) measured.push(f8 / b16);
  }
  const share = a.fp8MatmulShare;
  return (gpu) => {
    if (!gpu || !hasFp8(gpu) || gpu.bf16Tflops === null || gpu.fp8Tflops === null) return null;
    const r = measured.length > 0 ? geomean(measured) : gpu.fp8Tflops / gpu.bf16Tflops;
    const factor = 1 / (1 - share + share / r);
    return {
      factor,
      method: `× ${round2(factor)} for FP8 (matmuls ${round2(r)}× faster, ${Math.round(share * 100)} % of the step)`,
    };
  };
}

/**
 * An offer's speed in a ranking: `null` (speed unknown, never ranked) when the offer is marked
 * `speed-unknown` or its GPU has neither a measurement nor the needed spec in `speeds`.
 */
export function offerSpeed(
  offer: Offer,
  speeds: ReadonlyMap<string, SpeedEstimate>,
): SpeedEstimate | null {
  return speedUnknown(offer) ? null : (speeds.get(offer.gpu) ?? null);
}

/** Whether the offer is flagged as of unknown speed (its source does not say what GPU it is). */
export const speedUnknown = (offer: Offer): boolean =>
  offer.flags.length > 0 && offer.flags.includes('speed-unknown');

/**
 * Every GPU's speed for one workload and precision, computed once per ranking.
 * `assumptions` supplies the fallback training efficiency and the FP8 matmul share.
 */
export function speedIndex(
  catalog: Catalog,
  wl: WorkloadKind,
  prec: Precision = 'bf16',
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
  intensity: number = DEFAULT_INTENSITY,
): Map<string, SpeedEstimate> {
  const best = new Map<string, SpeedEstimate & { rankKey: string }>();
  const sibling = SIBLING[wl];
  for (const s of catalog.speeds) {
    if (s.basis !== 'measured' || (s.workload !== wl && s.workload !== sibling)) continue;
    // Prefer the same workload, then the method name (deterministic, order-independent).
    const rankKey = `${s.workload === wl ? 0 : 1}${s.method}`;
    const seen = best.get(s.gpu);
    if (seen && seen.rankKey <= rankKey) continue;
    best.set(s.gpu, { relative: s.relative, basis: s.basis, method: s.method, rankKey });
  }
  const measured = new Map<string, SpeedEstimate>();
  for (const [gpu, { relative, basis, method }] of best)
    measured.set(gpu, { relative, basis, method });
  const gpus = new Map(catalog.gpus.map((g) => [g.id, g]));
  const reference = gpus.get(REFERENCE_GPU);
  const cal = SPEC_FOR[wl] === 'bf16Tflops' ? calibrate(catalog, measured, gpus) : null;
  const out = new Map<string, SpeedEstimate>(measured);
  for (const gpu of catalog.gpus) {
    if (out.has(gpu.id)) continue;
    const spec = specSpeed(gpu, reference, wl, cal, assumptions.specTrainingEfficiency, intensity);
    if (!spec) continue;
    if (wl === 'hpc') out.set(gpu.id, spec);
    else {
      const floor = atLeastSiblings(gpu, spec, measured, gpus);
      out.set(gpu.id, atMostSiblings(gpu, floor, wl, measured, gpus));
    }
  }
  const factorOf = precisionFactors(catalog, wl, prec, assumptions);
  for (const [id, s] of out) {
    const f = factorOf(gpus.get(id));
    if (f)
      out.set(id, {
        relative: s.relative * f.factor,
        basis: s.basis,
        method: `${s.method} ${f.method}`,
      });
  }
  return out;
}

/**
 * The default speed index of each catalog and workload, built on first use: browse asks for the
 * speed of each GPU of the catalog in turn (a catalog does not change).
 */
const defaultIndexes = new WeakMap<Catalog, Map<WorkloadKind, Map<string, SpeedEstimate>>>();

/**
 * Speed of one GPU relative to one A100 80GB SXM (= 1) for a workload (BF16), with its basis;
 * `null` when neither a measurement nor the needed spec is known.
 */
export function relativeSpeed(
  gpuId: string,
  workload: WorkloadKind,
  catalog: Catalog,
): SpeedEstimate | null {
  let byWorkload = defaultIndexes.get(catalog);
  if (!byWorkload) defaultIndexes.set(catalog, (byWorkload = new Map()));
  let index = byWorkload.get(workload);
  if (!index) byWorkload.set(workload, (index = speedIndex(catalog, workload)));
  return index.get(gpuId) ?? null;
}
