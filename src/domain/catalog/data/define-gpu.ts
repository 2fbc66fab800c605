import type { GpuInput, Source } from '../schema';

type Spec = Partial<Omit<GpuInput, 'id' | 'name' | 'vendor' | 'source'>>;

/**
 * GA100's datasheet rates (A100 and A800, every memory size and form factor: they differ in
 * memory, bandwidth, power and links, not in compute), TFLOPS: FP32, TF32 and BF16 tensor dense,
 * FP64 vector and tensor.
 */
export const GA100_COMPUTE = {
  fp32Tflops: 19.5,
  tf32Tflops: 156,
  bf16Tflops: 312,
  fp64VectorTflops: 9.7,
  fp64TensorTflops: 19.5,
} as const;

/**
 * GH100's SXM datasheet rates (H100 SXM5, H200 and GH200: the same compute with other memory),
 * TFLOPS: FP32, TF32, BF16 and FP8 tensor dense, FP64 vector and tensor.
 */
export const GH100_SXM_COMPUTE = {
  fp32Tflops: 67,
  tf32Tflops: 494.5,
  bf16Tflops: 989,
  fp8Tflops: 1979,
  fp64VectorTflops: 33.5,
  fp64TensorTflops: 66.9,
} as const;

/** A GPU row with every unstated spec `null` (unknown), never a guess. */
export function defineGpu(
  id: string,
  name: string,
  vendor: GpuInput['vendor'],
  source: Source,
  spec: Spec,
): GpuInput {
  return {
    id,
    name,
    vendor,
    architecture: null,
    memoryGiB: null,
    bandwidthTBps: null,
    fp32Tflops: null,
    tf32Tflops: null,
    bf16Tflops: null,
    bf16IsFp16: false,
    fp8Tflops: null,
    fp64VectorTflops: null,
    fp64TensorTflops: null,
    tdpW: null,
    interconnect: null,
    computeCapability: null,
    releaseYear: null,
    notes: null,
    ...spec,
    source,
  };
}
