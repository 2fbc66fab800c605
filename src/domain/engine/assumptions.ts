/**
 * Every constant the engine assumes, in one place (engine.md). Change a value only with a source,
 * and update the golden rankings in the same commit.
 */
import { TEAM_WEIGHTS, type TeamType, type Weights } from './profile';
import type { Assumptions } from './types';

/** `TEAM_WEIGHTS[team]` as a switch (a record indexed by a changing key deoptimises `rank`). */
export function teamWeights(team: TeamType): Weights {
  switch (team) {
    case 'startup':
      return TEAM_WEIGHTS.startup;
    case 'rnd':
      return TEAM_WEIGHTS.rnd;
    case 'hpc':
      return TEAM_WEIGHTS.hpc;
    case 'individual':
      return TEAM_WEIGHTS.individual;
    default:
      return TEAM_WEIGHTS.enterprise;
  }
}

/**
 * Sources: memory factors from engine.md §1 ("Transformer Math 101" for 16 bytes per parameter);
 * scaling from Lambda's A100 80GB SXM ResNet-50 runs (4 GPUs 3.84×, 8 GPUs 7.23×) rounded down
 * for LLM jobs; the reference throughput is TensorRT-LLM 0.14's Llama-3.1-8B FP16 maximum
 * throughput on one A100 SXM4 80GB (1000 in / 1000 out: 3,634 tokens/s, llm-throughput.csv).
 * Spec-to-achieved training efficiency: LLM Foundry H100 vs A100 (2.2×) against the dense BF16
 * ratio 3.17× (llm-throughput.md), rounded to 0.7.
 * Decode bandwidth efficiency: NVIDIA NIM serving Llama-3.1-70B FP8 on 2×H100 to one user at
 * 52 tokens/s (llm-throughput.md): 52 × 70 GB read per token ÷ (2 × 3.35 TB/s) = 0.54.
 * Spot interruption rate, restart overhead, Ethernet multi-node efficiency, the FP8 matmul share
 * of a training step and the fit and age factors: assumptions, no source.
 */
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
  nodeEfficiencyWithoutFabric: 0.7,
  spotInterruptionsPerDay: 1,
  restartOverheadMinutes: 10,
  specTrainingEfficiency: 0.7,
  hoursPerMonth: 730,
  staleAfterDays: 180,
  referenceTokensPerSecond: 3634,
  referenceModelBillions: 8,
  decodeBandwidthEfficiency: 0.54,
  fp8MatmulShare: 0.6,
  tightFitFactor: 0.8,
  fp16OnlyFactor: 0.85,
  legacyGpuFactor: 0.5,
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
  nodeEfficiencyWithoutFabric: 'fraction',
  spotInterruptionsPerDay: 'per 24 h',
  restartOverheadMinutes: 'min',
  specTrainingEfficiency: 'fraction',
  hoursPerMonth: 'h',
  staleAfterDays: 'days',
  referenceTokensPerSecond: 'tokens/s',
  referenceModelBillions: 'billion parameters',
  decodeBandwidthEfficiency: 'fraction',
  fp8MatmulShare: 'fraction',
  tightFitFactor: 'x',
  fp16OnlyFactor: 'x',
  legacyGpuFactor: 'x',
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
