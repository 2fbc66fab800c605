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
import type { MessageKey, Values } from '../../i18n';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { FieldNotes, notesIds } from '../../ui/field-notes';
import { reasonSentence } from '../../ui/notice-list';
import { NumberInput, useNumberDraft, type ReadNumber } from '../../ui/number-input';
import { ProvenanceBadge, type Provenance } from './badge';

interface FieldProps {
  label: string;
  /** Unit shown after the input (also read with the label). */
  unit?: string | undefined;
  /** Why the default is what it is; shown under the input. */
  hint?: ReactNode;
  badge?: Provenance | undefined;
}

interface NumberFieldProps extends FieldProps {
  param: NumberParam;
  disabled?: boolean;
  /** A tighter upper bound than the parameter's (e.g. months used ≤ the term). */
  max?: number;
  /** What to show while the parameter is left out (`null` values). */
  shown?: number;
  /** A value derived elsewhere that replaces this input's (shown with the input disabled). */
  override?: number | undefined;
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
}: NumberFieldProps) {
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

/** The names of the messages under a prefix: `Under<'guide.unit.'>` is 'years' | 'gpus' | …. */
type Under<P extends string, K = MessageKey> = K extends `${P}${infer N}` ? N : never;

/** A unit: one of the guide's unit words (`guide.unit.<unit>`) or a symbol shown as it is. */
export type Unit = Under<'guide.unit.'> | 'CNY' | '%' | 'GB';
const SYMBOLS: readonly Unit[] = ['CNY', '%', 'GB'];

/** The calculators, by the middle part of their message keys (`guide.tco.…`). */
export type Calculator = 'tco' | 'sub' | 'tr' | 'spot';

/** One number input named `N`; a `hint` only where the message `<N>.hint` exists. */
type SpecOf<N extends string, HasHint extends boolean> = Omit<
  NumberFieldProps,
  'label' | 'unit' | 'hint'
> & {
  name: N;
  unit?: Unit;
  hint?: HasHint extends true ? true | Values : never;
};

/**
 * A number input as data. Its label is the message `guide.<calculator>.<name>`; `hint` shows the
 * message `guide.<calculator>.<name>.hint` under it (`true`, or the values to fill it with).
 */
export type NumberSpec<C extends Calculator> = {
  [N in Under<`guide.${C}.`>]: SpecOf<N, `guide.${C}.${N}.hint` extends MessageKey ? true : false>;
}[Under<`guide.${C}.`>];

/** Number inputs listed as data, each bound to its parameter (see `NumberField`). */
export function NumberFields<C extends Calculator>({
  calculator,
  fields,
}: {
  calculator: C;
  fields: readonly NumberSpec<C>[];
}) {
  const t = useT();
  const unitText = (unit: Unit) =>
    SYMBOLS.includes(unit) ? unit : t(`guide.unit.${unit}` as MessageKey);
  return (
    <>
      {fields.map(({ name, unit, hint, ...field }: SpecOf<string, true>) => {
        const key = `guide.${calculator}.${name}` as MessageKey;
        return (
          <NumberField
            key={field.param}
            {...field}
            label={t(key)}
            unit={unit && unitText(unit)}
            hint={hint && t(`${key}.hint` as MessageKey, hint === true ? undefined : hint)}
          />
        );
      })}
    </>
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
