import type { BenchmarkInput } from '../../schema';
import { lambdaBenchmarks } from './lambda';
import { llmBenchmarks } from './llm';
import { mlperfBenchmarks } from './mlperf';
import { otherBenchmarks } from './other';

/** The measured results the dataset carries, by file (the file name is reported with errors). */
export const benchmarkFiles: readonly { file: string; records: readonly BenchmarkInput[] }[] = [
  { file: 'data/benchmarks/lambda.ts', records: lambdaBenchmarks },
  { file: 'data/benchmarks/mlperf.ts', records: mlperfBenchmarks },
  { file: 'data/benchmarks/llm.ts', records: llmBenchmarks },
  { file: 'data/benchmarks/other.ts', records: otherBenchmarks },
];
