import { checkNumberParam } from '../../domain/share/check-param';
import { formatNumber } from '../../domain/share/text';
import { roundMoney } from '../../lib/format';
import { useLang, useT } from '../../state/use-lang';
import { reasonSentence } from '../../ui/notice-list';
import { NumberInput, useNumberDraft } from '../../ui/number-input';

type NumberParam = 'model' | 'mem' | 'ai' | 'work' | 'budget';

interface Props {
  param: NumberParam;
  label: string;
  value: number | null;
  /** Empty text means "not given" (`null`) instead of an error. */
  optional?: boolean;
  onValue: (value: number | null) => void;
  /** A line under the field (what the number means, its default). */
  hint?: string;
}

/**
 * A number bound to one link parameter, checked by the link's own schema on every keystroke.
 * A valid value goes straight to the store; an invalid one stays in the field with a message.
 */
export function NumberField({ param, label, value, optional = false, onValue, hint }: Props) {
  const t = useT();
  const lang = useLang();
  const draft = useNumberDraft(
    value,
    (text) =>
      optional && text.trim() === '' ? { ok: true, value: null } : checkNumberParam(param, text),
    onValue,
    // a budget converted to the other currency shows to the cent
    param === 'budget' ? (v) => formatNumber(roundMoney(v)) : formatNumber,
  );
  return (
    <NumberInput
      name={param}
      label={
        <>
          {label}
          {optional ? (
            <span className="font-normal text-slate-600"> {t('results.adjust.optional')}</span>
          ) : null}
        </>
      }
      text={draft.text}
      error={
        draft.error &&
        `${reasonSentence(lang, draft.error)} ${t('results.adjust.kept', {
          value: value === null ? '—' : formatNumber(value),
        })}`
      }
      onChange={draft.onChange}
      onBlur={draft.onBlur}
      hint={hint}
    />
  );
}
