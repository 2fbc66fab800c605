import type { GpuInput, Source } from '../schema';

type Spec = Partial<Omit<GpuInput, 'id' | 'name' | 'vendor' | 'source'>>;

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
