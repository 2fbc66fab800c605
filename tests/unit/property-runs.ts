/**
 * How many cases a fast-check property generates. Property tests live in `*.property.test.ts`
 * files (in the `unit` Vitest project). `npm test` runs a fifth of each property's full count (at
 * least 20); `npm run test:long` (run by `.ci/run`) sets `PROPERTY_RUNS=full` and runs those files
 * with them all. The assertions are the same either way.
 */
export function propertyRuns(full: number): number {
  const mode = process.env.PROPERTY_RUNS ?? 'quick';
  if (mode === 'full') return full;
  if (mode === 'quick') return Math.max(20, Math.ceil(full / 5));
  throw new Error(`PROPERTY_RUNS is "${mode}": use "full" or "quick"`);
}
