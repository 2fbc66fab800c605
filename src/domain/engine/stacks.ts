/**
 * Serving software that is not a well-tuned server. The app's estimates assume vLLM, SGLang,
 * TensorRT-LLM or NIM; published runs of other engines decode slower, and the validation
 * (`tests/unit/engine/validation.test.ts`) applies their terms, fitted on the fitted part of the
 * measurements only (`tests/unit/engine/serving-fit.ts`):
 * - `readShare`: the share of a tuned server's weight and KV reading speed the stack reaches,
 *   and `maxReadTBps` the most it reads per GPU whatever the GPU (0: no such limit);
 * - `stepMs`: a fixed time it adds to every forward pass (a decode step, or a prompt's pass:
 *   scheduling, sampling), and `nvlinkStepMs` or `pcieStepMs` more on a replica of several GPUs
 *   joined by NVLink or by PCIe (synchronising its processes, its all-reduces).
 */
import type { Assumptions } from './types';
import type { AmdReleaseId, ServingStackId } from '../vocabulary';

export type { AmdReleaseId, ServingStackId };

export interface ServingStack {
  name: string;
  readShare: number;
  maxReadTBps: number;
  stepMs: number;
  nvlinkStepMs: number;
  pcieStepMs: number;
  /** Runs of the stack in the fitted part of the measurements, the terms were fitted on. */
  fittedRuns: number;
}

export const SERVING_STACKS: Record<ServingStackId, ServingStack> = {
  'llama.cpp': {
    name: 'llama.cpp',
    readShare: 1,
    maxReadTBps: 1.15,
    stepMs: 0,
    nvlinkStepMs: 0,
    pcieStepMs: 0,
    fittedRuns: 7,
  },
  'tgi-1.0': {
    name: 'Hugging Face TGI 1.0',
    readShare: 1,
    maxReadTBps: 0,
    stepMs: 0,
    nvlinkStepMs: 23,
    pcieStepMs: 6.5,
    fittedRuns: 16,
  },
};

/**
 * AMD GPUs serve through ROCm builds of the same engines; what they reach of a tuned NVIDIA
 * server's bandwidth and compute efficiencies depends on the release. `share` is fitted on the
 * fitted part of each release's measured runs (`models/measurements.ts`, `amd`), bandwidth and
 * compute × share, by `tests/unit/engine/serving-fit.ts`. The newest is the engine's
 * `amdServingEfficiency`; the answer names it and the older ones.
 */

export interface AmdRelease {
  name: string;
  /** When the runs were made. */
  date: string;
  share: number;
  fittedRuns: number;
}

export const AMD_RELEASES: Record<AmdReleaseId, AmdRelease> = {
  'sglang-0.5.9-rocm7.0': {
    name: 'SGLang 0.5.9 on ROCm 7.0 (lmsysorg/sglang:v0.5.9-rocm700-mi35x)',
    date: '2026-02',
    share: 0.75,
    fittedRuns: 2,
  },
  'sglang-rocm-2025-10': {
    name: 'SGLang on ROCm, InferenceX image of October 2025',
    date: '2025-10',
    share: 0.19,
    fittedRuns: 4,
  },
};

/** The AMD release the engine's estimates assume: the newest with runs. */
export const CURRENT_AMD_RELEASE: AmdReleaseId = 'sglang-0.5.9-rocm7.0';

/** H100 SXM memory bandwidth, TB/s (datasheet): the GPU the notice's example is given for. */
const H100_SXM_TBPS = 3.35;

/**
 * What the serving notice says of the other stacks: llama.cpp's most read per GPU and how much
 * slower that reads an H100 SXM than a tuned server (its bandwidth × `decodeBandwidthEfficiency`,
 * ÷ llama.cpp's limit), TGI 1.0's time added per step on several GPUs, and the runs each was
 * fitted on.
 */
export function stackNoticeParams(a: Assumptions): Record<string, number> {
  const llama = SERVING_STACKS['llama.cpp'];
  const tgi = SERVING_STACKS['tgi-1.0'];
  return {
    llamaTBps: llama.maxReadTBps,
    llamaH100:
      Math.round(((H100_SXM_TBPS * a.decodeBandwidthEfficiency) / llama.maxReadTBps) * 10) / 10,
    llamaRuns: llama.fittedRuns,
    tgiNvlinkMs: tgi.nvlinkStepMs,
    tgiPcieMs: tgi.pcieStepMs,
    tgiRuns: tgi.fittedRuns,
  };
}

/**
 * What the answer says of the software the estimates assume: the tuned releases the efficiencies
 * were fitted on, the AMD release and its share, and how much slower the older AMD release ran.
 */
export function servingStackParams(): Record<string, string | number> {
  const current = AMD_RELEASES[CURRENT_AMD_RELEASE];
  const old = AMD_RELEASES['sglang-rocm-2025-10'];
  return {
    amdRelease: current.name,
    amdShare: current.share,
    amdRuns: current.fittedRuns,
    oldAmdDate: old.date,
    oldAmdShare: old.share,
    oldAmdTimes: Math.round((current.share / old.share) * 10) / 10,
  };
}
