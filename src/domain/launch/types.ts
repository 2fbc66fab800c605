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
  wl: 'train' | 'finetune' | 'infer' | 'hpc';
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
  /** Serving: vLLM engines per instance (data parallelism), so instances × this ≥ replicas. */
  enginesPerInstance: number;
  /** Serving: sequences one replica serves at once (the batch the sizing assumed). */
  batch: number;
  /** Boot disk, GB: room for the weights and checkpoints. */
  diskGb: number;
  /** A short name for the cluster, task or service. */
  name: string;
}
