/**
 * Link format versions. A link carries `v`; links of an older version are rewritten step by step
 * to the current one before they are read, so old links keep opening after a format change.
 */
import { LINK_VERSION } from './profile';
import { parseNumber } from './parsers';
import { RANGES } from './params';
import { reason, type Reason } from './reasons';
import { versioned, type Steps } from '../versioned';

/** A link's parameters in their order, as `[key, value]` pairs. */
export type RawParams = readonly (readonly [string, string])[];

/**
 * `MIGRATIONS[n]` rewrites a version-`n` link into version `n + 1`. Version 1 is the first format,
 * so none exist yet; a change of meaning adds one here and bumps `LINK_VERSION`.
 */
const MIGRATIONS: Steps<RawParams> = {};

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
  steps: Steps<RawParams> = MIGRATIONS,
  current: number = LINK_VERSION,
): Migrated {
  if (raw === null) return { params, problem: null };
  const parsed = parseNumber(raw, RANGES.v);
  const version = parsed.ok ? parsed.value : Number.NaN;
  const up = versioned(current, steps).upgrade(version, params);
  if (up.ok) return { params: up.data, problem: null };
  const code = up.problem === 'newer' ? 'version-newer' : 'version-invalid';
  return { params: up.data, problem: reason(code, { current }) };
}
