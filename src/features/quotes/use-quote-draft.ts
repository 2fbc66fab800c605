import { useMemo, useState } from 'react';
import {
  QUOTE_FIELDS,
  validateQuote,
  type Quote,
  type QuoteContext,
  type QuoteField,
} from '../../domain/quotes';
import { useLang } from '../../state/use-lang';
import { problemText } from './helpers';

export type DraftValues = Record<QuoteField, string>;

const EMPTY: DraftValues = Object.fromEntries(QUOTE_FIELDS.map((f) => [f, ''])) as DraftValues;

/** A quote as the form's strings. */
export function draftOf(q: Quote | null, overrides: string | null, day: string): DraftValues {
  if (!q) return { ...EMPTY, per: 'hour', currency: 'CNY', asOf: day, overrides: overrides ?? '' };
  return {
    id: q.id,
    provider: q.provider,
    providerId: q.providerId,
    instanceType: q.instanceType,
    gpu: q.gpu,
    gpuCount: String(q.gpuCount),
    price: String(q.price),
    per: q.per,
    currency: q.currency,
    spot: q.spot === null ? '' : String(q.spot),
    gpuLink: q.gpuLink ?? '',
    fabric: q.fabric ?? '',
    regionGroup: q.regionGroup,
    region: q.region === 'any' ? '' : q.region,
    billing: q.billing ?? '',
    overrides: q.overrides ?? '',
    asOf: q.asOf,
    note: q.note,
  };
}

/**
 * The form's values, checked on every change by the same rules as the importers. A field shows
 * its message once it was left (or the form was sent).
 */
export function useQuoteDraft(initial: DraftValues, ctx: QuoteContext) {
  const lang = useLang();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<QuoteField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const check = useMemo(() => {
    const draft = { ...values };
    // A changed provider name gets its provider id anew.
    if (draft.providerId !== '' && draft.provider !== initial.provider) draft.providerId = '';
    return validateQuote(draft, ctx);
  }, [values, ctx, initial.provider]);
  const errorOf = (field: QuoteField): string | null => {
    if (check.ok || !(submitted || touched.has(field))) return null;
    const p = check.errors.find((e) => e.field === field);
    return p ? problemText(lang, p) : null;
  };
  const bind = (field: QuoteField) => ({
    field,
    value: values[field],
    error: errorOf(field),
    onChange: (v: string) => setValues((prev) => ({ ...prev, [field]: v })),
    onBlur: () => setTouched((prev) => new Set(prev).add(field)),
  });
  const firstError = check.ok ? null : (check.errors[0]?.field ?? null);
  return { values, check, bind, submitted, setSubmitted, firstError };
}
