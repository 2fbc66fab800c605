/**
 * Each link parameter's row as one zod schema (docs/product.md, "The share link"): text in, the
 * parameter's value out, the reason in the issue; what the wizard's and the results' fields run
 * on what someone typed. Apart from the registry (`./params`) so that the link's decoding, on
 * every first screen, does not load zod.
 */
import '../../lib/zod-config';
import * as z from 'zod/mini';
import { CORE_PARAMS, RANGES, type NumericParam, type ParamName, type ParamValue } from './params';
import { parseNumber, type Parsed } from './parsers';
import { isReasonCode, reason, reasonText, type Reason } from './reasons';

/** A row as a zod schema: text in, the parameter's value out, the reason in the issue. */
function schemaOf<T>(parse: (raw: string) => Parsed<T>) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const r = parse(raw);
      if (r.ok) return r.value;
      ctx.issues.push({
        code: 'custom',
        message: reasonText(r.reason),
        input: raw,
        params: { code: r.reason.code, values: r.reason.values },
      });
      return z.NEVER;
    }),
  );
}

const schemas = new Map<ParamName, ReturnType<typeof schemaOf>>();
/** The zod schema of one parameter (docs/product.md: one schema per parameter). */
function paramSchema(name: ParamName) {
  let schema = schemas.get(name);
  if (!schema) {
    schema = schemaOf(CORE_PARAMS[name].parse as (raw: string) => Parsed<unknown>);
    schemas.set(name, schema);
  }
  return schema;
}

/** Result of checking one parameter's text: the value, or the reason with its English message. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason; message: string };

/** Runs a parameter's schema on text (a link value or what someone typed). Never throws. */
export function checkParam<K extends ParamName>(name: K, raw: string): Checked<ParamValue<K>> {
  const result = paramSchema(name).safeParse(raw);
  if (result.success) return { ok: true, value: result.data as ParamValue<K> };
  const issue = result.error.issues[0];
  const params = (issue as { params?: { code?: unknown; values?: unknown } } | undefined)?.params;
  const r: Reason =
    params && isReasonCode(params.code)
      ? reason(params.code, (params.values ?? {}) as Reason['values'])
      : reason('not-a-number');
  return { ok: false, reason: r, message: issue?.message ?? reasonText(r) };
}

/** {@link checkParam} for a field that takes a number only (`model`: a size, not an id). */
export function checkNumberParam(name: NumericParam, raw: string): Checked<number> {
  // a size field: text that is no number is "not a number", never an unknown model id
  if (name === 'model') {
    const r = parseNumber(raw, RANGES.model);
    return r.ok ? r : { ok: false, reason: r.reason, message: reasonText(r.reason) };
  }
  const checked = checkParam(name, raw);
  if (!checked.ok || typeof checked.value === 'number') return checked as Checked<number>;
  const r = reason('not-a-number');
  return { ok: false, reason: r, message: reasonText(r) };
}
