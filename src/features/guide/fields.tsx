import { useId, useState, type ReactNode } from 'react';
import {
  GUIDE_DEFAULTS,
  checkGuide,
  formatParam,
  type ChoiceParam,
  type GuideValues,
  type NumberParam,
} from '../../domain/share/guide-params';
import { reason, type Reason } from '../../domain/share/reasons';
import { formatNumber } from '../../domain/share/text';
import { useGuideParams } from '../../state/guide-store';
import { useLang } from '../../state/use-lang';
import { reasonSentence } from '../../ui/notice-list';
import { ProvenanceBadge, type Provenance } from './badge';

interface FieldProps {
  label: string;
  /** Unit shown after the input (also read with the label). */
  unit?: string;
  /** Why the default is what it is; shown under the input. */
  hint?: ReactNode;
  badge?: Provenance;
}

/** The text of a refused value, in the page's language. */
function useProblemText(): (r: Reason) => string {
  const lang = useLang();
  return (r) => reasonSentence(lang, r);
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
  const id = useId();
  const problemText = useProblemText();
  const { values, set } = useGuideParams();
  const value = values[param];
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Reason | null>(null);
  const current = override ?? value ?? shown ?? null;
  const text = draft ?? (current === null ? '' : formatParam(current));

  const onChange = (next: string) => {
    setDraft(next);
    const r = checkGuide(param, next);
    if (!r.ok) return setProblem(r.reason);
    if (max !== undefined && r.value !== null && r.value > max) {
      return setProblem(reason('too-large', { max: formatNumber(max) }));
    }
    setProblem(null);
    set(param, r.value);
  };

  const describedBy = [problem ? `${id}-err` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
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
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`w-36 rounded border px-2 py-1 text-right tabular-nums ${
            problem ? 'border-red-600 bg-red-50' : 'border-slate-400'
          } disabled:bg-slate-100 disabled:text-slate-600`}
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            if (!problem) setDraft(null);
          }}
        />
        {unit ? (
          <span aria-hidden="true" className="text-sm text-slate-600">
            {unit}
          </span>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-800">
          {problemText(problem)}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
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
        aria-describedby={hint ? `${id}-hint` : undefined}
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
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
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
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => set(param, e.target.checked ? on : off)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
