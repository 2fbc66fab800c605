import { useId, useState, type ReactNode } from 'react';
import type { Reason } from '../domain/share/reasons';
import { FieldNotes, notesIds } from './field-notes';
import { formatNumber } from '../domain/share/text';

/** Reads typed text with the one number grammar: the value (`null`: left empty) or why not. */
export type ReadNumber = (
  text: string,
) => { ok: true; value: number | null } | { ok: false; reason: Reason };

export interface NumberDraft {
  text: string;
  error: Reason | null;
  onChange: (text: string) => void;
  /** Leaving a valid field shows the value in canonical form again. */
  onBlur: () => void;
}

/**
 * What a number field shows: the text being typed while it belongs to the current value (so
 * "1." or a refused "12x" stay as typed, with the reason), else the value in canonical form. A
 * valid text commits at once; a change of the value from elsewhere discards the draft.
 */
export function useNumberDraft(
  value: number | null,
  read: ReadNumber,
  onValue: (value: number | null) => void,
  show: (value: number) => string = formatNumber,
): NumberDraft {
  const [draft, setDraft] = useState<{
    text: string;
    base: number | null;
    error: Reason | null;
  } | null>(null);
  const live = draft && draft.base === value ? draft : null;
  return {
    text: live ? live.text : value === null ? '' : show(value),
    error: live?.error ?? null,
    onChange: (text) => {
      const r = read(text);
      if (r.ok) {
        setDraft({ text, base: r.value, error: null });
        onValue(r.value);
      } else setDraft({ text, base: value, error: r.reason });
    },
    onBlur: () => {
      if (!live?.error) setDraft(null);
    },
  };
}

/** A number input's props for a draft: its text, its refusal (as `say` words it) and its handlers. */
export const draftInput = (draft: NumberDraft, say: (reason: Reason) => string) => ({
  text: draft.text,
  error: draft.error && say(draft.error),
  onChange: draft.onChange,
  onBlur: draft.onBlur,
});

interface Props {
  label: ReactNode;
  text: string;
  /** The refusal, as a sentence in the page's language. */
  error: string | null;
  onChange: (text: string) => void;
  onBlur?: (() => void) | undefined;
  id?: string | undefined;
  name?: string | undefined;
  disabled?: boolean | undefined;
  /** Unit shown after the input (the label should name it for screen readers). */
  unit?: ReactNode | undefined;
  /** A line read with the field, under it (e.g. "read as 12.5"). */
  status?: ReactNode | undefined;
  hint?: ReactNode | undefined;
  /** Bounds announce the field as a spin button (min, max and the current value). */
  range?: { min: number; max: number; value: number | null } | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
  inputClassName?: string | undefined;
}

/** The one number field: label, text input (any grammar the links accept), error and notes. */
export function NumberInput({
  label,
  text,
  error,
  onChange,
  onBlur,
  id: givenId,
  name,
  disabled,
  unit,
  status,
  hint,
  range,
  className = 'flex min-w-0 flex-col gap-1',
  labelClassName = 'text-sm font-medium text-slate-800',
  inputClassName = 'w-full',
}: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy = notesIds(id, { error, status, hint });
  const spin = range
    ? {
        role: 'spinbutton',
        'aria-valuemin': range.min,
        'aria-valuemax': range.max,
        'aria-valuenow': range.value ?? undefined,
      }
    : {};
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={`rounded border px-2 py-1 ${
            error ? 'border-red-700 bg-red-50' : 'border-slate-500'
          } disabled:bg-slate-100 disabled:text-slate-600 ${inputClassName}`}
          {...spin}
        />
        {unit ? (
          <span aria-hidden="true" className="text-sm text-slate-600">
            {unit}
          </span>
        ) : null}
      </div>
      <FieldNotes id={id} error={error} status={status} hint={hint} />
    </div>
  );
}
