import type { ReactNode } from 'react';
import type { QuoteField } from '../../domain/quotes';
import { useT } from '../../state/use-lang';
import { FieldNotes, notesIds } from '../../ui/field-notes';

export const fieldId = (field: QuoteField) => `quote-${field}`;

const inputClass = (error: string | null) =>
  `w-full rounded border px-2 py-1.5 ${error ? 'border-red-700' : 'border-slate-500'}`;

interface FieldProps {
  field: QuoteField;
  label: string;
  error: string | null;
  hint?: ReactNode;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const Notes = ({ field, error, hint }: Pick<FieldProps, 'field' | 'error' | 'hint'>) => (
  <FieldNotes id={fieldId(field)} error={error} hint={hint} />
);

const described = (field: QuoteField, error: string | null, hint: unknown) =>
  notesIds(fieldId(field), { error, hint });

function Label({ field, label, optional }: Pick<FieldProps, 'field' | 'label' | 'optional'>) {
  const t = useT();
  return (
    <label htmlFor={fieldId(field)} className="font-medium">
      {label}
      {optional ? (
        <span className="font-normal text-slate-600"> ({t('quotes.form.optional')})</span>
      ) : null}
    </label>
  );
}

/** A text input with its label, error and hint tied to it. */
export function TextField(
  props: FieldProps & {
    inputMode?: 'decimal' | 'numeric' | 'text';
    type?: 'text' | 'date';
    list?: string;
    multiline?: boolean;
  },
) {
  const { field, error, hint, value, onChange, onBlur } = props;
  const common = {
    id: fieldId(field),
    name: field,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(field, error, hint),
    onBlur,
    className: inputClass(error),
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <Label field={field} label={props.label} optional={props.optional ?? false} />
      {props.multiline ? (
        <textarea rows={2} {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          list={props.list}
          autoComplete="off"
          {...common}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}

/** A select with its label and error; `options` are [value, label] pairs. */
export function SelectField(
  props: FieldProps & { options: readonly (readonly [string, string])[] },
) {
  const { field, error, hint, value, onChange, onBlur } = props;
  return (
    <div className="flex flex-col gap-1">
      <Label field={field} label={props.label} optional={props.optional ?? false} />
      <select
        id={fieldId(field)}
        name={field}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(field, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={inputClass(error)}
      >
        {props.options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}
