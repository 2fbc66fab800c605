import type { GpuInput, Source } from '../schema';

type Spec = Partial<Omit<GpuInput, 'id' | 'name' | 'vendor' | 'source'>>;

/**
 * The GA100 chip (A100 and A800, every memory size and form factor: they differ in memory,
 * bandwidth, power and links, not in compute) and its datasheet rates, TFLOPS: FP32, TF32 and
 * BF16 tensor dense, FP64 vector and tensor.
 */
export const GA100 = {
  architecture: 'Ampere (GA100)',
  computeCapability: '8.0',
  fp32Tflops: 19.5,
  tf32Tflops: 156,
  bf16Tflops: 312,
  fp64VectorTflops: 9.7,
  fp64TensorTflops: 19.5,
} as const;

/**
 * The GH100 chip as an SXM part (H100 SXM5, H200 and GH200: the same compute with other memory)
 * and its datasheet rates, TFLOPS: FP32, TF32, BF16 and FP8 tensor dense, FP64 vector and tensor.
 */
export const GH100_SXM = {
  architecture: 'Hopper (GH100)',
  computeCapability: '9.0',
  fp32Tflops: 67,
  tf32Tflops: 494.5,
  bf16Tflops: 989,
  fp8Tflops: 1979,
  fp64VectorTflops: 33.5,
  fp64TensorTflops: 66.9,
} as const;

/** A GPU's specs, every one unknown, in the schema's order (`bf16IsFp16` is a flag, not a spec). */
export const NO_SPECS = {
  architecture: null,
  memoryGiB: null,
  bandwidthTBps: null,
  fp32Tflops: null,
  tf32Tflops: null,
  bf16Tflops: null,
  fp8Tflops: null,
  fp64VectorTflops: null,
  fp64TensorTflops: null,
  tdpW: null,
  interconnect: null,
  computeCapability: null,
  releaseYear: null,
} as const;

/** A GPU row with every unstated spec `null` (unknown), never a guess. */
export function defineGpu(
  id: string,
  name: string,
  vendor: GpuInput['vendor'],
  source: Source,
  spec: Spec,
): GpuInput {
  return { id, name, vendor, ...NO_SPECS, bf16IsFp16: false, notes: null, ...spec, source };
}
