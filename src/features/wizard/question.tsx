import type { ReactNode } from 'react';
import type { Reason } from '../../domain/share/reasons';
import { useT } from '../../state/use-lang';
import { OPTIONAL_ANSWERS, type NumberAnswer } from './answers';
import { FieldNotes as Notes, notesIds } from '../../ui/field-notes';
import { NumberInput } from '../../ui/number-input';
import { useErrorText } from './messages';
import { useAnswer } from './use-answer';

export const fieldId = (name: string) => `wizard-${name.replace('.', '-')}`;

/** The message and hints under a field, in the page's language; ids follow {@link fieldId}. */
export function FieldNotes({
  name,
  hint,
  error,
  readAs,
}: {
  name: string;
  hint?: ReactNode;
  error: Reason | null;
  readAs?: string | null;
}) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Notes
      id={fieldId(name)}
      error={error && errorText(error)}
      status={readAs && t('wizard.readAs', { value: readAs })}
      hint={hint}
    />
  );
}

export const notesFor = (name: string, error: unknown, readAs: unknown, hint: unknown) =>
  notesIds(fieldId(name), { error, status: readAs, hint });

/** A numeric answer: label tied to the input, message beside it, the link updated as you type. */
export function NumberQuestion({
  f,
  label,
  unit,
  hint,
}: {
  f: NumberAnswer;
  label: string;
  unit?: string;
  hint?: ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { text, error, readAs, onChange } = useAnswer(f);
  return (
    <NumberInput
      id={fieldId(f)}
      name={f}
      label={
        <>
          {unit ? t('wizard.withUnit', { label, unit }) : label}
          {OPTIONAL_ANSWERS.has(f) ? (
            <span className="font-normal text-slate-700"> — {t('wizard.optional')}</span>
          ) : null}
        </>
      }
      text={text}
      error={error && errorText(error)}
      onChange={onChange}
      status={readAs && t('wizard.readAs', { value: readAs })}
      hint={hint}
      className="flex flex-col gap-1"
      labelClassName="font-medium"
      inputClassName="w-full max-w-xs py-1.5"
    />
  );
}

/** A choice from a short list, as a select. */
export function SelectQuestion<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
        className="w-full max-w-xs rounded border border-slate-500 bg-white px-2 py-1.5"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes name={name} hint={hint} error={null} />
    </div>
  );
}

/** A yes/no answer, as a checkbox. */
export function CheckQuestion({
  name,
  label,
  checked,
  onChange,
  hint,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      <FieldNotes name={name} hint={hint} error={null} />
    </div>
  );
}

/** One of a few options, as radio buttons in a fieldset (arrow keys move between them). */
export function RadioQuestion<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string; description?: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  const hintId = `${fieldId(name)}-hint`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {options.map((o) => {
        const id = fieldId(`${name}-${o.value}`);
        return (
          <div key={o.value} className="flex items-start gap-2">
            <input
              id={id}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              aria-describedby={o.description ? `${id}-desc` : undefined}
              onChange={() => onChange(o.value)}
              className="mt-1 h-4 w-4"
            />
            <div>
              <label htmlFor={id} className="font-medium">
                {o.label}
              </label>
              {o.description ? (
                <p id={`${id}-desc`} className="text-sm text-slate-700">
                  {o.description}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
