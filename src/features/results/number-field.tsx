import { useId, useState } from 'react';
import { checkNumberParam } from '../../domain/share/params';
import type { Reason } from '../../domain/share/reasons';
import { reasonText } from '../../domain/share/reasons';
import { hasMessage, translateDynamic } from '../../i18n';
import { useLang, useT } from '../../state/use-lang';

type NumberParam = 'model' | 'work' | 'budget';

interface Props {
  param: NumberParam;
  label: string;
  value: number | null;
  /** Empty text means "not given" (`null`) instead of an error. */
  optional?: boolean;
  onValue: (value: number | null) => void;
}

interface Draft {
  text: string;
  /** The stored value this text was typed against; a change elsewhere discards the draft. */
  base: number | null;
  error: Reason | null;
}

/**
 * A number bound to one link parameter, checked by the link's own schema on every keystroke.
 * A valid value goes straight to the store; an invalid one stays in the field with a message.
 */
export function NumberField({ param, label, value, optional = false, onValue }: Props) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const live = draft && draft.base === value ? draft : null;
  const text = live ? live.text : value === null ? '' : String(value);
  const error = live?.error ?? null;
  const message = (r: Reason) => {
    const key = `results.adjust.error.${r.code}`;
    return hasMessage(key) ? translateDynamic(lang, key, r.values) : reasonText(r);
  };

  const change = (raw: string) => {
    if (optional && raw.trim() === '') {
      setDraft({ text: raw, base: null, error: null });
      onValue(null);
      return;
    }
    const checked = checkNumberParam(param, raw);
    if (checked.ok) {
      setDraft({ text: raw, base: checked.value, error: null });
      onValue(checked.value);
    } else {
      setDraft({ text: raw, base: value, error: checked.reason });
    }
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> ({t('results.adjust.optional')})</span>
        ) : null}
      </label>
      <input
        id={id}
        name={param}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => change(e.target.value)}
        className={`w-full rounded border px-2 py-1 ${error ? 'border-red-600' : 'border-slate-400'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-red-800">
          {message(error)}{' '}
          {t('results.adjust.kept', { value: value === null ? '—' : String(value) })}
        </p>
      ) : null}
    </div>
  );
}
