/**
 * A link parameter's text checked by its registry row (docs/product.md, "The share link": one
 * schema per parameter serves the codec, the wizard's fields and the command line): what the
 * wizard's and the results' fields run on what someone typed, with the reason and its English
 * message. The row's reader is the schema the codec reads links with; no zod on this path, so
 * the views with these fields load no zod for them.
 */
import { CORE_PARAMS, RANGES, type NumericParam, type ParamName, type ParamValue } from './params';
import { parseNumber, type Parsed } from './parsers';
import { reason, reasonText, type Reason } from './reasons';

/** Result of checking one parameter's text: the value, or the reason with its English message. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: Reason; message: string };

/** A reading with the English message of its reason, when it has one. */
const withMessage = <T>(r: Parsed<T>): Checked<T> =>
  r.ok ? r : { ok: false, reason: r.reason, message: reasonText(r.reason) };

/** Runs a parameter's row on text (a link value or what someone typed). Never throws. */
export function checkParam<K extends ParamName>(name: K, raw: string): Checked<ParamValue<K>> {
  return withMessage((CORE_PARAMS[name].parse as (raw: string) => Parsed<ParamValue<K>>)(raw));
}

/** {@link checkParam} for a field that takes a number only (`model`: a size, not an id). */
export function checkNumberParam(name: NumericParam, raw: string): Checked<number> {
  // a size field: text that is no number is "not a number", never an unknown model id
  if (name === 'model') return withMessage(parseNumber(raw, RANGES.model));
  const checked = checkParam(name, raw);
  if (!checked.ok || typeof checked.value === 'number') return checked as Checked<number>;
  const r = reason('not-a-number');
  return { ok: false, reason: r, message: reasonText(r) };
}
