/**
 * FP4 serving (NVFP4, MXFP4): which GPUs compute in FP4 and how fast.
 *
 * FP4 tensor cores are a Blackwell feature (compute capability 10.x and 12.x: B200, B300, GB200,
 * RTX 50, RTX PRO 6000; NVIDIA Blackwell architecture technical brief: "second-generation
 * Transformer Engine … new 4-bit floating point (FP4) AI") and AMD's CDNA 4 (MI350X, MI355X:
 * MXFP4 and MXFP6 matrix cores, AMD Instinct MI350 series product brief). Hopper, Ada and older
 * GPUs have none: there vLLM serves an NVFP4 checkpoint as 4-bit weights with 16-bit compute
 * (its FP4 Marlin kernels), which the `no-fp4` warning says.
 *
 * Peak FP4 is twice the dense FP8 rate on both (B200: FP8 4.5, FP4 9 dense PFLOPS, NVIDIA HGX
 * B200 datasheet, sparse figures halved; MI355X: FP8 5.0, MXFP4 10.1 PFLOPS, AMD product page),
 * four times the dense BF16 rate where the catalog has no FP8 figure. B300 is rated higher in
 * FP4 (Blackwell Ultra); the rule understates it, a cautious estimate.
 */
import type { Gpu } from '../catalog/schema';

const FP4_ARCHITECTURE = /blackwell|cdna\s*4/i;

/** Whether the GPU has FP4 tensor cores (Blackwell, CDNA 4). */
export function hasFp4(gpu: Gpu | undefined): boolean {
  if (!gpu) return false;
  const cc = gpu.computeCapability === null ? NaN : Number.parseFloat(gpu.computeCapability);
  return cc >= 10 || FP4_ARCHITECTURE.test(gpu.architecture ?? '');
}

/**
 * Dense FP4 TFLOPS stated by the vendor for GPUs whose FP8 and BF16 rates the catalog lacks:
 * MI355X 10.1 PFLOPS MXFP4 (AMD Instinct MI355X product page, "Peak MXFP4 Performance", 2025).
 */
const STATED_FP4_TFLOPS: Readonly<Record<string, number>> = { 'mi355x-288gb': 10_100 };

/**
 * Dense FP4 TFLOPS of a GPU with FP4 tensor cores: the stated figure, else 2 × FP8, else 4 × BF16;
 * `null` unknown.
 */
export function fp4Tflops(gpu: Gpu): number | null {
  if (!hasFp4(gpu)) return null;
  const stated = STATED_FP4_TFLOPS[gpu.id];
  if (stated !== undefined) return stated;
  if (gpu.fp8Tflops !== null) return 2 * gpu.fp8Tflops;
  return gpu.bf16Tflops === null ? null : 4 * gpu.bf16Tflops;
}
