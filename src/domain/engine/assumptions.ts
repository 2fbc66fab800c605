/**
 * Every constant the engine assumes, in one place (engine.md). Change a value only with a source,
 * and update the golden rankings in the same commit.
 */
import type { Assumptions } from './types';

export const DEFAULT_ASSUMPTIONS: Readonly<Assumptions> = {
  inferOverhead: 1.2,
  kvCacheGibPerBillionPerKTokens: 0.07,
  loraAdapterFraction: 0.02,
  loraAdapterBytes: 16,
  activationGibPerBillionPerKTokens: 0.1,
  finetuneOverhead: 1.2,
  trainBytesPerParam: 16,
  fitMargin: 1.1,
  nvlinkEfficiency2: 0.98,
  nvlinkEfficiency4: 0.96,
  nvlinkEfficiency8: 0.9,
  pcieEfficiency2: 0.9,
  pcieEfficiency4: 0.8,
  pcieEfficiency8: 0.7,
  nodeEfficiency: 0.9,
  spotInterruptionsPerDay: 1,
  restartOverheadMinutes: 10,
  hoursPerMonth: 730,
  staleAfterDays: 180,
  referenceTokensPerSecond: 2500,
};

/** Unit of each assumption, as reported with a result. */
export const ASSUMPTION_UNITS: Readonly<Record<keyof Assumptions, string>> = {
  inferOverhead: 'x',
  kvCacheGibPerBillionPerKTokens: 'GiB per billion parameters per 1000 tokens',
  loraAdapterFraction: 'fraction of parameters',
  loraAdapterBytes: 'bytes per parameter',
  activationGibPerBillionPerKTokens: 'GiB per billion parameters per 1000 tokens',
  finetuneOverhead: 'x',
  trainBytesPerParam: 'bytes per parameter',
  fitMargin: 'x',
  nvlinkEfficiency2: 'fraction',
  nvlinkEfficiency4: 'fraction',
  nvlinkEfficiency8: 'fraction',
  pcieEfficiency2: 'fraction',
  pcieEfficiency4: 'fraction',
  pcieEfficiency8: 'fraction',
  nodeEfficiency: 'fraction',
  spotInterruptionsPerDay: 'per 24 h',
  restartOverheadMinutes: 'min',
  hoursPerMonth: 'h',
  staleAfterDays: 'days',
  referenceTokensPerSecond: 'tokens/s',
};

/** The defaults with the caller's overrides (non-finite or negative overrides are ignored). */
export function resolveAssumptions(overrides: Partial<Assumptions> | undefined): Assumptions {
  const out: Assumptions = { ...DEFAULT_ASSUMPTIONS };
  if (!overrides) return out;
  for (const name of Object.keys(DEFAULT_ASSUMPTIONS) as (keyof Assumptions)[]) {
    const v = overrides[name];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[name] = v;
  }
  return out;
}
