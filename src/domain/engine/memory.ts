/** GPU memory need (engine.md §1). GiB = 2^30 bytes; P in billions of parameters. */
import type { Precision, Profile } from '../share/profile';
import type { Assumptions, MemoryFit, MemoryNeed } from './types';

const BYTES: Readonly<Record<Precision, number>> = { fp32: 4, bf16: 2, fp16: 2, fp8: 1 };

/** The precision the profile uses: `prec`, else bf16 (fp32 for hpc). */
export const precisionOf = (p: Pick<Profile, 'prec' | 'wl'>): Precision =>
  p.prec ?? (p.wl === 'hpc' ? 'fp32' : 'bf16');

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
  const P = profile.model;
  if (P === null || profile.wl === 'hpc') return null;
  const bytes = BYTES[precisionOf(profile)];
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
