/**
 * Speed of one GPU relative to one A100 80GB SXM (engine.md §2): the dataset's relative speeds
 * (`catalog.speeds`, measured preferred), else a ratio of specs, else unknown.
 */
import type { Gpu, WorkloadKind } from '../catalog/schema';
import type { Catalog } from '../catalog/types';
import { DEFAULT_ASSUMPTIONS } from './assumptions';
import type { SpeedEstimate } from './types';

export const REFERENCE_GPU = 'a100-80gb-sxm';

/** A100 80GB SXM datasheet figures, used when the catalog lacks the reference GPU. */
const REFERENCE_SPECS = { bf16Tflops: 312, bandwidthTBps: 2.039, fp64VectorTflops: 9.7 };

type SpecField = keyof typeof REFERENCE_SPECS;

const SPEC_FOR: Readonly<Record<WorkloadKind, SpecField>> = {
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

function fromSpecs(gpu: Gpu | undefined, reference: Gpu | undefined, wl: WorkloadKind) {
  const field = SPEC_FOR[wl];
  const value = gpu?.[field] ?? null;
  const base = reference?.[field] ?? REFERENCE_SPECS[field];
  if (value === null || !(base > 0)) return null;
  let method = SPEC_METHOD[field];
  if (field === 'bf16Tflops' && gpu?.bf16IsFp16) method += ' (FP16: no BF16)';
  return { relative: value / base, basis: 'specs' as const, method };
}

/**
 * Every GPU's speed for one workload, computed once per ranking. Spec-derived training speeds
 * are scaled by `specTrainingEfficiency`: peak tensor TFLOPS overstate what training achieves.
 */
export function speedIndex(
  catalog: Catalog,
  wl: WorkloadKind,
  specTrainingEfficiency: number = DEFAULT_ASSUMPTIONS.specTrainingEfficiency,
): Map<string, SpeedEstimate> {
  const best = new Map<string, SpeedEstimate & { rankKey: string }>();
  const sibling = SIBLING[wl];
  for (const s of catalog.speeds) {
    if (s.workload !== wl && s.workload !== sibling) continue;
    // Prefer: same workload, measured, then the method name (deterministic, order-independent).
    const rankKey = `${s.workload === wl ? 0 : 1}${s.basis === 'measured' ? 0 : 1}${s.method}`;
    const seen = best.get(s.gpu);
    if (seen && seen.rankKey <= rankKey) continue;
    best.set(s.gpu, { relative: s.relative, basis: s.basis, method: s.method, rankKey });
  }
  const out = new Map<string, SpeedEstimate>();
  for (const [gpu, { relative, basis, method }] of best) out.set(gpu, { relative, basis, method });
  const reference = catalog.gpus.find((g) => g.id === REFERENCE_GPU);
  for (const gpu of catalog.gpus) {
    if (out.has(gpu.id)) continue;
    const spec = fromSpecs(gpu, reference, wl);
    if (spec) out.set(gpu.id, spec);
  }
  if ((wl === 'train' || wl === 'finetune') && specTrainingEfficiency !== 1) {
    for (const [gpu, e] of out) {
      if (e.basis !== 'specs' || gpu === REFERENCE_GPU) continue;
      out.set(gpu, {
        relative: e.relative * specTrainingEfficiency,
        basis: 'specs',
        method: `${e.method} × ${specTrainingEfficiency} (peak to achieved)`,
      });
    }
  }
  return out;
}

/**
 * Speed of one GPU relative to one A100 80GB SXM (= 1) for a workload, with its basis;
 * `null` when neither a measurement nor the needed spec is known.
 */
export function relativeSpeed(
  gpuId: string,
  workload: WorkloadKind,
  catalog: Catalog,
): SpeedEstimate | null {
  return speedIndex(catalog, workload).get(gpuId) ?? null;
}
