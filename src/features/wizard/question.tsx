import type { ReactNode } from 'react';
import type { Reason } from '../../domain/share/reasons';
import type { MessageKey } from '../../i18n';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { OPTIONAL_ANSWERS, type NumberAnswer } from './answers';
import { FieldNotes as Notes, notesIds } from '../../ui/field-notes';
import { NumberInput } from '../../ui/number-input';
import type { Option } from '../../ui/option';
import { Select } from '../../ui/select';
import { useErrorText } from './messages';
import { useAnswer } from './use-answer';

export const fieldId = (name: string) => `wizard-${name.replace('.', '-')}`;

/*
 * A question's words are the messages under its name: `wizard.<name>.label` (a radio group's
 * `.legend`), `.unit`, `.hint`, and `wizard.<name>.<value>` for its options. The types below list
 * the names and values that have them, so a question without its words fails the type check.
 */
type Between<
  K,
  Before extends string,
  After extends string,
> = K extends `${Before}${infer N}${After}` ? N : never;
/** The names with a message `wizard.<name>.<part>`. */
type NamesWith<Part extends string> = Between<MessageKey, 'wizard.', `.${Part}`>;
/** The values of question `N` with a message `wizard.<N>.<value>`. */
type WordedValue<N extends string> = Between<MessageKey, `wizard.${N}.`, ''>;

/** Where a numeric answer's words are: its own name, or inference's job size ("service hours"). */
type NumberWords = NumberAnswer | 'workInfer';

/** The answers whose label names a unit, `wizard.<words>.unit`. */
const UNIT_WORDS = [
  'model',
  'mem',
  'seq',
  'ai',
  'tps',
  'work',
  'workInfer',
  'deadline',
  'ckpt',
  'data',
  'fx',
] as const satisfies readonly NamesWith<'unit'>[];
const hasUnit = (words: NumberWords): words is (typeof UNIT_WORDS)[number] =>
  (UNIT_WORDS as readonly string[]).includes(words);

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

/**
 * A numeric answer: label tied to the input, message beside it, the link updated as you type. The
 * label, unit and hint are the answer's words unless given.
 */
export function NumberQuestion({
  f,
  words = f,
  unit,
  hint,
}: {
  f: NumberAnswer;
  words?: NumberWords;
  unit?: string;
  hint?: ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { text, error, readAs, onChange } = useAnswer(f);
  // an HPC job's memory is required: there is no model to estimate it from
  const hpc = useLinkStore((s) => s.link.profile.wl === 'hpc');
  const optional = OPTIONAL_ANSWERS.has(f) && !(f === 'mem' && hpc);
  const label = t(`wizard.${words}.label`);
  unit ??= hasUnit(words) ? t(`wizard.${words}.unit`) : undefined;
  hint ??= t(`wizard.${words}.hint`);
  return (
    <NumberInput
      id={fieldId(f)}
      name={f}
      label={
        <>
          {unit ? t('wizard.withUnit', { label, unit }) : label}
          {optional ? (
            <span className="font-normal text-slate-700"> — {t('wizard.optional')}</span>
          ) : f === 'mem' && hpc ? (
            <span className="font-normal text-slate-700"> — {t('hpc.mem.required')}</span>
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

/** A select or checkbox question's label (its words) and its control's id, name and description. */
function useQuestion(name: NamesWith<'label'>, hint: ReactNode) {
  const t = useT();
  const id = fieldId(name);
  const control = { id, name, 'aria-describedby': hint ? `${id}-hint` : undefined };
  return { label: t(`wizard.${name}.label`), control };
}

/** The frame of a select or checkbox question: the control with its label, then the hint. */
function QuestionFrame({
  name,
  hint,
  children,
}: {
  name: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      <FieldNotes name={name} hint={hint} error={null} />
    </div>
  );
}

/** A choice from a short list, as a select. */
export function SelectQuestion<T extends string>({
  name,
  value,
  options,
  onChange,
  hint,
}: {
  name: NamesWith<'label'>;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  const { label, control } = useQuestion(name, hint);
  return (
    <QuestionFrame name={name} hint={hint}>
      <label htmlFor={control.id} className="font-medium">
        {label}
      </label>
      <Select
        {...control}
        value={value}
        options={options}
        onChange={onChange}
        className="w-full max-w-xs rounded border border-slate-500 bg-white px-2 py-1.5"
      />
    </QuestionFrame>
  );
}

/** A yes/no answer, as a checkbox. */
export function CheckQuestion({
  name,
  checked,
  onChange,
  hint,
}: {
  name: NamesWith<'label'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const { label, control } = useQuestion(name, hint);
  return (
    <QuestionFrame name={name} hint={hint}>
      <div className="flex items-start gap-2">
        <input
          {...control}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={control.id} className="font-medium">
          {label}
        </label>
      </div>
    </QuestionFrame>
  );
}

/**
 * One of a few values, as radio buttons in a fieldset (arrow keys move between them), each
 * labelled by its words and, when `describe` gives one, a description under it.
 */
export function RadioQuestion<N extends NamesWith<'legend'>, T extends WordedValue<N>>({
  name,
  values,
  value,
  onChange,
  describe,
  hint,
}: {
  name: N;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  describe?: (value: T) => string;
  hint?: ReactNode;
}) {
  const t = useT();
  const hintId = `${fieldId(name)}-hint`;
  const options = values.map((v) => ({
    value: v,
    // a worded value of `name` (the type parameters say so; the template alone cannot)
    label: t(`wizard.${name}.${v}` as MessageKey),
    description: describe?.(v),
  }));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 font-medium">{t(`wizard.${name}.legend`)}</legend>
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
