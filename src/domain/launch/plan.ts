/**
 * From a ranked pick and its profile to what a recipe needs (`LaunchPlan`). Every number comes
 * from the ranked entry (instance, region, GPUs, nodes, pricing, replicas, GPUs per replica) or
 * from the profile (model, precision, method, context, users); the disk is the one assumption:
 * 100 GB plus 4 GB per billion parameters (a 16-bit copy of the weights downloaded, one written
 * back), rounded up to 50 GB, at most 2,048 GB (the largest system disk Alibaba Cloud's
 * `RunInstances` takes); 200 GB when the profile gives no model size.
 */
import type { RankedEntry } from '../engine/types';
import type { Profile } from '../engine/profile';
import { precisionOf } from '../engine/memory';
// the GPU rows alone, not the catalog: the launch section's code stays small
import { referenceGpus } from '../catalog/data/gpus';
import { extraGpus } from '../catalog/data/gpus-extra';
import { domesticGpus } from '../catalog/data/gpus-domestic';
import { modelById } from '../models';
import { launchFactsOf } from '../models/launch-facts';
import type { ModelFamily } from '../models/types';
import type { LaunchPlan } from './types';

/**
 * LLaMA-Factory's chat template per model family, for a catalog model without launch facts
 * (`register_template(name=…)` in hiyouga/LLaMA-Factory `src/llamafactory/data/template.py`
 * @v0.9.5); a model's own facts (`launch-facts.ts`) come first.
 */
const TEMPLATES: Readonly<Record<ModelFamily, string>> = {
  'qwen2.5': 'qwen',
  qwen3: 'qwen3',
  deepseek: 'deepseek3',
  'deepseek-r1-distill': 'deepseekr1',
  llama: 'llama3',
  glm: 'glm4',
  yi: 'yi',
  // 0.9.5 has no Baichuan template: the plain `default` format.
  baichuan: 'default',
  internlm: 'intern2',
  mistral: 'mistral',
  gemma: 'gemma2',
  phi: 'phi',
  'gpt-j': 'default',
};

const COMPUTE_CAPABILITY: ReadonlyMap<string, string | null> = new Map(
  [...referenceGpus, ...extraGpus, ...domesticGpus].map((g) => [g.id, g.computeCapability]),
);

/** Compute capability of a catalog GPU, `null` when unknown. */
function ccOf(gpu: string): number | null {
  const cc = COMPUTE_CAPABILITY.get(gpu);
  return cc === null || cc === undefined ? null : Number(cc);
}

/**
 * Training shards its state (ZeRO-3) on several GPUs when full fine-tuning or training, and for
 * LoRA or QLoRA when one copy of the model and its state exceeds one GPU (the ranking pools the
 * GPUs' memory); an unknown need shards too.
 */
function shards(e: RankedEntry, ft: LaunchPlan['ft']): boolean {
  if (e.gpuCount * Math.max(1, e.nodes) <= 1) return false;
  if (ft === 'full') return true;
  const need = e.memory?.parts.reduce((s, x) => s + x.gib, 0);
  const perGpu = (e.memory?.capacityGib ?? e.gpuMemoryGb ?? NaN) / e.gpuCount;
  if (need === undefined || !(perGpu > 0)) return true;
  return need * Math.max(1, e.nodes) > perGpu;
}

export const DISK = { baseGb: 100, gbPerBillion: 4, stepGb: 50, maxGb: 2048, unknownGb: 200 };

/** The boot disk for a model of `billions` parameters (`null`: unknown), GB. */
export function diskGbFor(billions: number | null): number {
  if (billions === null) return DISK.unknownGb;
  const gb = DISK.baseGb + DISK.gbPerBillion * billions;
  return Math.min(DISK.maxGb, Math.ceil(gb / DISK.stepGb) * DISK.stepGb);
}

export function planOf(e: RankedEntry, p: Profile): LaunchPlan {
  const spec = typeof p.model === 'string' ? (modelById(p.model) ?? null) : null;
  const facts = spec ? launchFactsOf(spec.id) : null;
  const billions = spec ? spec.totalParamsB : typeof p.model === 'number' ? p.model : null;
  const infer = p.wl === 'infer';
  const replicas = infer ? Math.max(1, e.replicas) : 1;
  const ft = p.ft ?? (p.wl === 'finetune' ? 'lora' : 'full');
  // A replica with more GPUs than one instance spans the fewest instances that hold them.
  const span = infer ? Math.max(1, Math.ceil(e.replicaGpus / Math.max(1, e.gpuCount))) : 1;
  return {
    provider: e.provider,
    region: e.region,
    instanceType: e.instanceType,
    gpu: e.gpu,
    gpuCount: e.gpuCount,
    nodes: e.nodes,
    spot: e.pricing === 'spot',
    pricing: e.pricing,
    cc: ccOf(e.gpu),
    amd: e.gpu.startsWith('mi'),
    wl: p.wl,
    modelId: spec?.id ?? null,
    heads: spec?.attentionHeads ?? null,
    kvHeads: spec?.kvHeads ?? null,
    layers: spec?.layers ?? null,
    gated: facts?.gated ?? false,
    remoteCode: facts?.remoteCode ?? false,
    nativeContext: facts?.nativeContext ?? spec?.maxContext ?? null,
    ropeFactor: facts?.extension?.factor ?? null,
    int4: facts?.int4 ?? [],
    shard: !infer && p.wl !== 'hpc' && shards(e, ft),
    hfRepo: spec?.hfRepo ?? null,
    template: spec ? (facts?.template ?? TEMPLATES[spec.family]) : null,
    prec: precisionOf(p),
    ft,
    // The context: for serving it holds the prompt and the answer (`in` + `out` ≤ `seq`).
    seq: p.seq,
    replicaGpus: infer ? e.replicaGpus : e.gpuCount,
    replicas,
    span,
    enginesPerInstance: infer && span === 1 ? Math.ceil(replicas / Math.max(1, e.nodes)) : 1,
    batch: infer ? Math.ceil(p.users / replicas) : 1,
    diskGb: diskGbFor(billions),
    name: `gpu-guide-${p.wl}`,
  };
}
