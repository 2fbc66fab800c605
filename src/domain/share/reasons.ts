/**
 * Why a link parameter or a typed answer was not taken: a machine `code`, the values its message
 * needs, and a short English phrase (the CLI prints it; the app translates by code).
 */
const REASON_CODES = [
  'empty',
  'not-a-number',
  'not-an-integer',
  'negative',
  'zero',
  'too-small',
  'too-large',
  'not-one-of',
  'bad-model',
  'bad-provider',
  'bad-offer',
  'bad-item',
  'too-many',
  'too-long',
  'weights-format',
  'weights-sum',
  'not-in-catalog',
  'quotes-unreadable',
  'quotes-version',
  'invalid-quote',
  'repeated-id',
  'unknown-param',
  'repeated',
  'version-newer',
  'version-invalid',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export type ReasonValues = Readonly<Record<string, string | number>>;

export interface Reason {
  code: ReasonCode;
  values: ReasonValues;
}

const PHRASES: Record<ReasonCode, string> = {
  empty: 'no value given',
  'not-a-number': 'not a number',
  'not-an-integer': 'must be a whole number',
  negative: 'must not be negative',
  zero: 'must be more than 0',
  'too-small': 'must be at least {min}',
  'too-large': 'must be at most {max}',
  'not-one-of': 'must be one of: {allowed}',
  'bad-model': 'not a model size (billions of parameters) or a model id',
  'bad-provider': 'not a provider id: {items}',
  'bad-offer': 'not an offer id (provider:instance-type@region): {items}',
  'bad-item': 'not known here: {items}',
  'too-many': 'more than {max} items',
  'too-long': 'longer than {max} characters',
  'weights-format': 'must be three whole numbers separated by commas',
  'weights-sum': 'must add up to 100 (these add up to {sum})',
  'not-in-catalog': 'not in the catalog: {items}',
  'quotes-unreadable': 'the quotes could not be read',
  'quotes-version': 'quotes written by another version of the app',
  'invalid-quote': 'not a valid quote',
  'repeated-id': 'a quote with this id came earlier',
  'unknown-param': 'not a known parameter',
  repeated: 'given more than once; the first value is used',
  'version-newer': 'link from a newer version; read as version {current} as far as possible',
  'version-invalid': 'not a known link version; read as version {current}',
};

export const reason = (code: ReasonCode, values: ReasonValues = {}): Reason => ({ code, values });

/** The English phrase for a reason, with its values filled in. */
export function reasonText(r: Reason): string {
  return PHRASES[r.code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in r.values ? String(r.values[name]) : whole,
  );
}
