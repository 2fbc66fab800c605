import type { BenchmarkInput } from '../../schema';
import { suite } from './define';

const foundry = suite('llm-foundry', {
  suite: 'llm-foundry',
  metric: 'training tokens/s per GPU',
  unit: 'tokens/s/GPU',
  higherIsBetter: true,
  perGpu: true,
  precision: 'BF16',
  valueMax: null,
  source: {
    ref: 'github.com/mosaicml/llm-foundry scripts/train/benchmarking/README.md @061f2c7',
    date: '2023',
  },
  notes:
    "MPT models, sequence 2048, FSDP. The README says 'H100 80GB', 'A100 80GB', 'A100 40GB': the SXM parts of its HGX clusters are assumed.",
});
const llmFoundry = (gpu: string, label: string, model: string, gpus: number, value: number) =>
  foundry(gpu, label, null, `${model} training`, gpus, value);

const trt = suite('trtllm-0.14', {
  suite: 'trtllm-0.14-max-throughput',
  metric: 'output tokens/s',
  unit: 'tokens/s',
  higherIsBetter: true,
  perGpu: true,
  valueMax: null,
  source: {
    ref: 'NVIDIA TensorRT-LLM docs/source/performance/perf-overview.md (generated with 0.14.0), read from github.com/arthurrasmusson/TensorRT-LLM@e00d4e6',
    date: '2024 (v0.14.0)',
  },
  notes:
    'Maximum throughput with every request queued (saturated), TP1. FP8 includes an FP8 KV cache.',
});
const trtllm = (gpu: string, label: string, lengths: string, precision: string, value: number) =>
  trt(gpu, label, null, `Llama-3.1-8B ${lengths} in/out tokens`, 1, value, { precision });

/** LLM training (LLM Foundry) and saturated inference (TensorRT-LLM 0.14) per GPU. */
export const llmBenchmarks: readonly BenchmarkInput[] = [
  llmFoundry('h100-80gb-sxm', 'H100 80GB', 'MPT-7B', 8, 10643),
  llmFoundry('h100-80gb-sxm', 'H100 80GB', 'MPT-13B', 8, 4792),
  llmFoundry('h100-80gb-sxm', 'H100 80GB', 'MPT-30B', 8, 2002),
  llmFoundry('h100-80gb-sxm', 'H100 80GB', 'MPT-30B', 32, 2308),
  llmFoundry('h100-80gb-sxm', 'H100 80GB', 'MPT-70B', 64, 1039),
  llmFoundry('a100-80gb-sxm', 'A100 80GB', 'MPT-7B', 8, 4641),
  llmFoundry('a100-80gb-sxm', 'A100 80GB', 'MPT-13B', 8, 2262),
  llmFoundry('a100-80gb-sxm', 'A100 80GB', 'MPT-30B', 8, 916),
  llmFoundry('a100-80gb-sxm', 'A100 80GB', 'MPT-70B', 64, 410),
  llmFoundry('a100-40gb-sxm', 'A100 40GB', 'MPT-7B', 8, 3679),
  llmFoundry('a100-40gb-sxm', 'A100 40GB', 'MPT-13B', 32, 1998),
  llmFoundry('a100-40gb-sxm', 'A100 40GB', 'MPT-30B', 32, 857),
  llmFoundry('a100-40gb-sxm', 'A100 40GB', 'MPT-70B', 128, 376),
  trtllm('h200-141gb-sxm', 'H200 SXM 141GB', '1000/1000', 'FP8', 16414.6988),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '1000/1000', 'FP8', 14108.0361),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '1000/1000', 'FP16', 7054.5156),
  trtllm('a100-80gb-sxm', 'A100 SXM4 80GB', '1000/1000', 'FP16', 3634.3886),
  trtllm('a100-80gb-pcie', 'A100 PCIe 80GB', '1000/1000', 'FP16', 3165.3542),
  trtllm('l40s-48gb', 'L40S', '1000/1000', 'FP8', 3726.7552),
  trtllm('h200-141gb-sxm', 'H200 SXM 141GB', '128/2048', 'FP8', 22948.5383),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '128/2048', 'FP8', 18995.2523),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '128/2048', 'FP16', 9150.7477),
  trtllm('a100-80gb-sxm', 'A100 SXM4 80GB', '128/2048', 'FP16', 4963.4443),
  trtllm('a100-80gb-pcie', 'A100 PCIe 80GB', '128/2048', 'FP16', 4250.6391),
  trtllm('l40s-48gb', 'L40S', '128/2048', 'FP8', 5101.6652),
  trtllm('h200-141gb-sxm', 'H200 SXM 141GB', '2048/128', 'FP8', 3619.4309),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '2048/128', 'FP8', 3460.3545),
  trtllm('h100-80gb-sxm', 'H100 SXM 80GB', '2048/128', 'FP16', 1904.3259),
  trtllm('a100-80gb-sxm', 'A100 SXM4 80GB', '2048/128', 'FP16', 795.389),
  trtllm('a100-80gb-pcie', 'A100 PCIe 80GB', '2048/128', 'FP16', 611.8446),
  trtllm('l40s-48gb', 'L40S', '2048/128', 'FP8', 986.9134),
];
