/** GPU memory need (engine.md §1). GiB = 2^30 bytes; P in billions of parameters. */
import { defaultPrecision, type Precision, type Profile } from './profile';
import type { Assumptions, MemoryFit, MemoryNeed } from './types';

/**
 * Bytes per weight. Weight-only int8/int4 (AWQ, GPTQ) carry one FP16 scale and zero point per
 * group of 128 weights: 4 / 128 = 0.03 bytes more per weight.
 */
export function bytesPerWeight(prec: Precision): number {
  switch (prec) {
    case 'fp32':
      return 4;
    case 'fp8':
      return 1;
    case 'bf16':
    case 'fp16':
      return 2;
    default:
      return prec === 'int8' ? 1 + 4 / 128 : 0.5 + 4 / 128;
  }
}

/** The precision the profile uses: `prec`, else the workload's default. */
export const precisionOf = (p: Pick<Profile, 'prec' | 'wl'>): Precision =>
  p.prec === null || (isWeightOnly(p.prec) && p.wl !== 'infer') ? defaultPrecision(p.wl) : p.prec;

/** int8 and int4 are weight-only quantisation for serving; other workloads compute at BF16. */
export const isWeightOnly = (prec: Precision): boolean => prec === 'int8' || prec === 'int4';

/** The model size in billions of parameters, when the profile gives it as a number. */
export const modelBillions = (p: Pick<Profile, 'model'>): number | null =>
  typeof p.model === 'number' ? p.model : null;

/** GiB of `billions` × 10^9 values of `bytes` bytes each. */
const gibOf = (billions: number, bytes: number): number => (billions * 1e9 * bytes) / 2 ** 30;

/**
 * Memory the job needs: `mem` when given, else estimated from `model` (hpc: only from `mem`).
 * Per instance it is the total split over `nodes`. `null` when neither is known.
 */
export function estimateMemoryNeed(profile: Profile, a: Assumptions): MemoryNeed | null {
  const nodes = Math.max(1, profile.nodes);
  const done = (totalGib: number, basis: MemoryNeed['basis'], parts: Record<string, number>) => ({
    gib: totalGib / nodes,
    totalGib,
    basis,
    parts,
  });
  if (profile.mem !== null) return done(profile.mem, 'given', { given: profile.mem });
  const P = modelBillions(profile);
  if (P === null || profile.wl === 'hpc') return null;
  const bytes = bytesPerWeight(precisionOf(profile));
  const kTokens = profile.seq / 1000;
  if (profile.wl === 'infer') {
    const weights = gibOf(P, bytes) * a.inferOverhead;
    const kvCache = a.kvCacheGibPerBillionPerKTokens * P * kTokens;
    return done(weights + kvCache, 'estimated', { weights, kvCache });
  }
  const activations = a.activationGibPerBillionPerKTokens * P * kTokens;
  if (profile.wl === 'finetune') {
    const o = a.finetuneOverhead;
    const weights = gibOf(P, bytes) * o;
    const adapters = gibOf(a.loraAdapterFraction * P, a.loraAdapterBytes) * o;
    return done(weights + adapters + activations * o, 'estimated', {
      weights,
      adapters,
      activations: activations * o,
    });
  }
  const states = gibOf(P, a.trainBytesPerParam);
  return done(states + activations, 'estimated', { states, activations });
}

/** `fits` at ≥ margin × need, `tight` at ≥ need, `no` below; `unknown` without a need. */
export function memoryFit(
  capacityGib: number | null,
  needGib: number | null,
  margin: number,
): MemoryFit | 'no' {
  if (needGib === null) return 'unknown';
  if (capacityGib === null) return 'no';
  if (capacityGib >= margin * needGib) return 'fits';
  return capacityGib >= needGib ? 'tight' : 'no';
}
