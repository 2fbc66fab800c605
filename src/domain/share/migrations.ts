/**
 * Link format versions. A link carries `v`; links of an older version are rewritten step by step
 * to the current one before they are read, so old links keep opening after a format change.
 */
import { LINK_VERSION } from './profile';
import { parseNumber } from './parsers';
import { RANGES } from './params';
import { reason, type Reason } from './reasons';

/** A link's parameters in their order, as `[key, value]` pairs. */
export type RawParams = readonly (readonly [string, string])[];

/**
 * `MIGRATIONS[n]` rewrites a version-`n` link into version `n + 1`. Version 1 is the first format,
 * so none exist yet; a change of meaning adds one here and bumps `LINK_VERSION`.
 */
const MIGRATIONS: Readonly<Record<number, (params: RawParams) => RawParams>> = {};

export interface Migrated {
  params: RawParams;
  /** Why the version could not be honoured, if it could not. */
  problem: Reason | null;
}

/**
 * Brings parameters written as version `raw` (the link's `v`, `null` when absent) to the current
 * version. Absent `v` is read as current; an unknown, malformed or newer version is read as the
 * current one as far as possible, with a reason. `steps` and `current` are for tests of later formats.
 */
export function migrate(
  raw: string | null,
  params: RawParams,
  steps: Readonly<Record<number, (params: RawParams) => RawParams>> = MIGRATIONS,
  current: number = LINK_VERSION,
): Migrated {
  if (raw === null) return { params, problem: null };
  const parsed = parseNumber(raw, RANGES.v);
  if (!parsed.ok || parsed.value < 1) {
    return { params, problem: reason('version-invalid', { current }) };
  }
  if (parsed.value > current) return { params, problem: reason('version-newer', { current }) };
  let out = params;
  for (let from = parsed.value; from < current; from++) {
    const step = steps[from];
    if (!step) return { params: out, problem: reason('version-invalid', { current }) };
    out = step(out);
  }
  return { params: out, problem: null };
}
