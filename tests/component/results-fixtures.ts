import type {
  CostEstimate,
  EngineMessageKey,
  ExcludedEntry,
  RankResult,
  RankedEntry,
} from '../../src/domain/engine/types';

/** A ranked entry with plain round numbers; override what a test looks at. */
export function entry(rank: number, over: Partial<RankedEntry> = {}): RankedEntry {
  return {
    offerId: `lambda:gpu_${rank}x@us-east-${rank}`,
    provider: 'lambda',
    region: `us-east-${rank}`,
    regionGroup: 'global',
    instanceType: `gpu_${rank}x`,
    gpuModel: 'A100 80GB SXM',
    gpu: 'a100-80gb-sxm',
    gpuCount: 1,
    gpuShare: 1,
    nodes: 1,
    gpuMemoryGb: 80,
    interconnect: 'nvlink',
    currency: 'USD',
    asOf: '2025-04-01',
    pricing: 'on-demand',
    pricePerHour: 2,
    estHours: 10,
    billedHours: 10,
    estCost: 20,
    monthlyCost: 1460,
    commitment: null,
    rank,
    otherRegions: [],
    memoryFit: 'fits',
    withinBudget: true,
    score: 0.5,
    scoreParts: { performance: 0.5, cost: 0.5, capability: 0.5 },
    alternative: null,
    speed: { relative: 1, basis: 'measured', method: 'test' },
    effectiveGpus: 1,
    network: null,
    replicaGpus: 1,
    replicas: 1,
    tokensPerSecondPerUser: null,
    tokensPerSecond: null,
    costPerMillionTokens: null,
    memory: null,
    reasons: [],
    warnings: [],
    ...over,
  };
}

export function spotAlt(over: Partial<CostEstimate> = {}): CostEstimate {
  return {
    pricing: 'spot',
    pricePerHour: 1,
    estHours: 11,
    billedHours: 11,
    estCost: 11,
    monthlyCost: 730,
    commitment: null,
    ...over,
  };
}

export function excluded(
  id: string,
  keys: string[],
  over: Partial<ExcludedEntry> = {},
): ExcludedEntry {
  const [provider = 'x', rest = ''] = id.split(':');
  const [instanceType = '', region = ''] = rest.split('@');
  return {
    offerId: id,
    provider,
    region,
    regionGroup: 'global',
    instanceType,
    gpuModel: 'T4',
    gpu: 't4-16gb',
    gpuCount: 1,
    gpuShare: 1,
    nodes: 1,
    gpuMemoryGb: 16,
    interconnect: 'pcie',
    currency: 'USD',
    asOf: '2025-04-01',
    excludedBecause: keys.map((key) => ({ key: key as EngineMessageKey, values: {} })),
    estimate: null,
    memoryFit: 'no',
    ...over,
  };
}

export function result(over: Partial<RankResult> = {}): RankResult {
  return {
    ranked: [],
    excluded: [],
    assumptions: [],
    notices: [],
    pareto: [],
    memoryNeed: null,
    weights: [25, 60, 15],
    currency: 'USD',
    ...over,
  };
}
