import { useId, type ReactNode } from 'react';
import {
  GUIDE_DEFAULTS,
  checkGuide,
  formatParam,
  type ChoiceParam,
  type GuideValues,
  type NumberParam,
} from '../../domain/share/guide-params';
import { reason } from '../../domain/share/reasons';
import { formatNumber } from '../../domain/share/text';
import { useGuideParams } from '../../state/guide-store';
import { useLang } from '../../state/use-lang';
import { FieldNotes, notesIds } from '../../ui/field-notes';
import { reasonSentence } from '../../ui/notice-list';
import { NumberInput, useNumberDraft, type ReadNumber } from '../../ui/number-input';
import { ProvenanceBadge, type Provenance } from './badge';

interface FieldProps {
  label: string;
  /** Unit shown after the input (also read with the label). */
  unit?: string;
  /** Why the default is what it is; shown under the input. */
  hint?: ReactNode;
  badge?: Provenance;
}

/**
 * A number input bound to a `g.*` parameter. Valid text updates the link at once; invalid text
 * stays in the box with a message, and the results keep the last valid value.
 */
export function NumberField({
  param,
  label,
  unit,
  hint,
  badge,
  disabled,
  max,
  shown,
  override,
}: FieldProps & {
  param: NumberParam;
  disabled?: boolean;
  /** A tighter upper bound than the parameter's (e.g. months used ≤ the term). */
  max?: number;
  /** What to show while the parameter is left out (`null` values). */
  shown?: number;
  /** A value derived elsewhere that replaces this input's (shown with the input disabled). */
  override?: number;
}) {
  const lang = useLang();
  const { values, set } = useGuideParams();
  const read: ReadNumber = (text) => {
    const r = checkGuide(param, text);
    if (r.ok && max !== undefined && r.value !== null && r.value > max) {
      return { ok: false, reason: reason('too-large', { max: formatNumber(max) }) };
    }
    return r;
  };
  const draft = useNumberDraft(
    override ?? values[param] ?? shown ?? null,
    read,
    (v) => set(param, v as GuideValues[NumberParam]),
    formatParam,
  );
  return (
    <NumberInput
      label={
        <>
          {label}
          {unit ? (
            <>
              {' '}
              <span className="sr-only">({unit})</span>
            </>
          ) : null}
          {badge ? (
            <>
              {' '}
              <ProvenanceBadge kind={badge} />
            </>
          ) : null}
        </>
      }
      text={draft.text}
      error={draft.error && reasonSentence(lang, draft.error)}
      onChange={draft.onChange}
      onBlur={draft.onBlur}
      disabled={disabled}
      unit={unit}
      hint={hint}
      inputClassName="w-36 text-right tabular-nums"
    />
  );
}

/** A select bound to a `g.*` choice parameter. */
export function ChoiceField<K extends ChoiceParam>({
  param,
  label,
  options,
  hint,
  badge,
  clears = [],
}: FieldProps & {
  param: K;
  options: readonly { value: (typeof GUIDE_DEFAULTS)[K]; label: string }[];
  /** Optional parameters that a new choice resets (e.g. a custom ratio when the type changes). */
  clears?: readonly ('g.tratio' | 'g.xrate')[];
}) {
  const id = useId();
  const { values, setMany } = useGuideParams();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {badge ? (
          <>
            {' '}
            <ProvenanceBadge kind={badge} />
          </>
        ) : null}
      </label>
      <select
        id={id}
        className="w-fit max-w-full rounded border border-slate-400 px-2 py-1"
        value={String(values[param])}
        aria-describedby={notesIds(id, { hint })}
        onChange={(e) => {
          const r = checkGuide(param, e.target.value);
          if (!r.ok) return;
          const patch: Partial<GuideValues> = { [param]: r.value };
          for (const c of clears) patch[c] = null;
          setMany(patch);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} />
    </div>
  );
}

/** A checkbox bound to a two-valued `g.*` parameter. */
export function SwitchField<K extends ChoiceParam>({
  param,
  label,
  on,
  off,
  hint,
  disabled,
}: {
  param: K;
  label: string;
  on: (typeof GUIDE_DEFAULTS)[K];
  off: (typeof GUIDE_DEFAULTS)[K];
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const { values, set } = useGuideParams();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4"
          checked={values[param] === on}
          disabled={disabled}
          aria-describedby={notesIds(id, { hint })}
          onChange={(e) => set(param, e.target.checked ? on : off)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <FieldNotes id={id} hint={hint} />
    </div>
  );
}
