import type { BenchmarkInput, Source } from '../../schema';

type Fixed = Pick<
  BenchmarkInput,
  'suite' | 'metric' | 'unit' | 'higherIsBetter' | 'perGpu' | 'source'
> & {
  precision?: string | null;
  valueMax?: number | null;
  notes?: string | null;
};

type Extra = { precision?: string | null; notes?: string | null; valueMax?: number | null };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Builds a suite's rows: shared fields once, an id from the varying ones. */
export function suite(prefix: string, fixed: Fixed) {
  return (
    gpu: string | null,
    gpuLabel: string,
    system: string | null,
    benchmark: string,
    gpuCount: number,
    value: number,
    extra: Extra & { source?: Source } = {},
  ): BenchmarkInput => {
    const precision = extra.precision ?? fixed.precision ?? null;
    return {
      valueMax: null,
      notes: null,
      ...fixed,
      ...extra,
      precision,
      id: [prefix, slug(benchmark), slug(gpuLabel), `${gpuCount}x`, slug(extra.precision ?? '')]
        .filter((part) => part !== '')
        .join('-'),
      gpu,
      gpuLabel,
      system,
      benchmark,
      gpuCount,
      value,
    };
  };
}
