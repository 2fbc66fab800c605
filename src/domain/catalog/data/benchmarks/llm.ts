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
/** One card's runs as the README lists them: [model, GPUs, tokens/s per GPU]. */
const llmFoundry = (gpu: string, label: string, runs: readonly [string, number, number][]) =>
  runs.map(([model, gpus, value]) => foundry(gpu, label, null, `${model} training`, gpus, value));

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

/** The table's columns, in its order: [GPU, card as published, precision]. */
const TRT_CARDS = [
  ['h200-141gb-sxm', 'H200 SXM 141GB', 'FP8'],
  ['h100-80gb-sxm', 'H100 SXM 80GB', 'FP8'],
  ['h100-80gb-sxm', 'H100 SXM 80GB', 'FP16'],
  ['a100-80gb-sxm', 'A100 SXM4 80GB', 'FP16'],
  ['a100-80gb-pcie', 'A100 PCIe 80GB', 'FP16'],
  ['l40s-48gb', 'L40S', 'FP8'],
] as const;

/** The table's rows: input/output tokens, then output tokens/s of each column above. */
const TRT_ROWS: readonly [string, readonly number[]][] = [
  ['1000/1000', [16414.6988, 14108.0361, 7054.5156, 3634.3886, 3165.3542, 3726.7552]],
  ['128/2048', [22948.5383, 18995.2523, 9150.7477, 4963.4443, 4250.6391, 5101.6652]],
  ['2048/128', [3619.4309, 3460.3545, 1904.3259, 795.389, 611.8446, 986.9134]],
];

/** LLM training (LLM Foundry) and saturated inference (TensorRT-LLM 0.14) per GPU. */
export const llmBenchmarks: readonly BenchmarkInput[] = [
  ...llmFoundry('h100-80gb-sxm', 'H100 80GB', [
    ['MPT-7B', 8, 10643],
    ['MPT-13B', 8, 4792],
    ['MPT-30B', 8, 2002],
    ['MPT-30B', 32, 2308],
    ['MPT-70B', 64, 1039],
  ]),
  ...llmFoundry('a100-80gb-sxm', 'A100 80GB', [
    ['MPT-7B', 8, 4641],
    ['MPT-13B', 8, 2262],
    ['MPT-30B', 8, 916],
    ['MPT-70B', 64, 410],
  ]),
  ...llmFoundry('a100-40gb-sxm', 'A100 40GB', [
    ['MPT-7B', 8, 3679],
    ['MPT-13B', 32, 1998],
    ['MPT-30B', 32, 857],
    ['MPT-70B', 128, 376],
  ]),
  ...TRT_ROWS.flatMap(([lengths, values]) =>
    TRT_CARDS.map(([gpu, label, precision], i) =>
      trtllm(gpu, label, lengths, precision, values[i]!),
    ),
  ),
];
