import type { Int4Checkpoint } from '../models/launch-facts';

/**
 * A launch recipe: text a user pastes to start the ranked pick (a SkyPilot task, a dstack
 * configuration, the provider's own CLI call, or the workload's command), as the command line's
 * `--json` carries it (`{ tool, text }`).
 */
export const LAUNCH_TOOLS = [
  'skypilot',
  'dstack',
  'provider-cli',
  'serve',
  'finetune',
  'train',
] as const;
export type LaunchTool = (typeof LAUNCH_TOOLS)[number];

export interface LaunchRecipe {
  tool: LaunchTool;
  text: string;
}

/** What a recipe is made of: the ranked pick's facts and the profile's workload. */
export interface LaunchPlan {
  provider: string;
  region: string;
  instanceType: string;
  /** GPU id in the catalog. */
  gpu: string;
  /** GPUs per instance. */
  gpuCount: number;
  /** Instances rented together (training: nodes; serving: instances that hold the replicas). */
  nodes: number;
  spot: boolean;
  /** How the pick is paid: the header says so (a commitment is bought from the provider first). */
  pricing: 'on-demand' | 'spot' | 'commitment';
  /** The GPU's compute capability (e.g. 8.0), `null` when the catalog does not know it. */
  cc: number | null;
  /** AMD Instinct GPU (ROCm builds). */
  amd: boolean;
  wl: 'train' | 'finetune' | 'infer' | 'hpc';
  /** The catalog model's id, `null` when the profile gives a size or memory. */
  modelId: string | null;
  /** Attention heads, key/value heads and layers of the catalog model (`null`: unknown). */
  heads: number | null;
  kvHeads: number | null;
  layers: number | null;
  /** The model's Hugging Face repository asks for a licence: `HF_TOKEN` is passed as a secret. */
  gated: boolean;
  /** The model's repository carries its own code (`trust_remote_code`). */
  remoteCode: boolean;
  /** Tokens the model reads natively, `null` when unknown. */
  nativeContext: number | null;
  /** RoPE factor the model card documents past the native window, `null`: none. */
  ropeFactor: number | null;
  /** Published 4-bit checkpoints to serve for int4, preferred first; none: quantise in flight. */
  int4: readonly Int4Checkpoint[];
  /** Training: the state is sharded (DeepSpeed ZeRO-3) because one copy exceeds one GPU. */
  shard: boolean;
  /** Hugging Face repository, `null` when the profile gives a size or memory, not a model. */
  hfRepo: string | null;
  /** LLaMA-Factory chat template of the model's family, `null` when unknown. */
  template: string | null;
  prec: 'fp32' | 'bf16' | 'fp16' | 'fp8' | 'int8' | 'int4' | 'fp4';
  ft: 'lora' | 'qlora' | 'full';
  /** Sequence length (context), tokens. */
  seq: number;
  /** Serving: GPUs of one replica (tensor parallelism). */
  replicaGpus: number;
  /** Serving: replicas the load needs. */
  replicas: number;
  /**
   * Serving: instances one replica spans (a model no single instance holds, over the provider's
   * fabric): one Ray cluster per replica, tensor parallel within an instance, pipeline parallel
   * across them; 1 when an instance holds a replica.
   */
  span: number;
  /** Serving: vLLM engines per instance (data parallelism), so instances × this ≥ replicas. */
  enginesPerInstance: number;
  /** Serving: sequences one replica serves at once (the batch the sizing assumed). */
  batch: number;
  /** Boot disk, GB: room for the weights and checkpoints. */
  diskGb: number;
  /** A short name for the cluster, task or service. */
  name: string;
}
