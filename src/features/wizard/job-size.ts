/**
 * Job size from model size and tokens: training costs about 6 FLOPs per parameter per token
 * (forward 2, backward 4: gradients of the activations and of the weights). LoRA freezes the
 * weights, so the backward pass skips their gradients: about 4 (forward 2, activation gradients
 * 2); the adapters' own work is small. The FLOPs run at the A100's achieved BF16 matmul rate from
 * the dataset, so the hours are a floor: real jobs also wait on data, communication and
 * checkpoints.
 */
import { A100_BF16_MATMUL_TFLOPS } from '../../domain/catalog/data/benchmarks/other';
import type { FineTune, Workload } from '../../domain/engine/profile';

export { A100_BF16_MATMUL_TFLOPS };

/** FLOPs per parameter per token trained on. */
export const FLOPS_PER_PARAM_TOKEN = { full: 6, lora: 4 } as const;
export type TrainKind = keyof typeof FLOPS_PER_PARAM_TOKEN;

/** Full training for `train` and `ft=full`; LoRA (and QLoRA) otherwise. */
export const trainKind = (wl: Workload, ft: FineTune | null): TrainKind =>
  wl === 'train' || ft === 'full' ? 'full' : 'lora';

/** A100-hours for `billions` parameters trained on `tokensBillions` billion tokens. */
export function a100Hours(billions: number, tokensBillions: number, kind: TrainKind): number {
  const flops = FLOPS_PER_PARAM_TOKEN[kind] * billions * 1e9 * tokensBillions * 1e9;
  return flops / (A100_BF16_MATMUL_TFLOPS * 1e12) / 3600;
}
