/**
 * How long the team keeps the capacity (`term`, months): the wizard's question and the adjust
 * panel's. Pay-as-you-go only (no `term`), one of the usual lengths, or a number of months typed.
 */
import { useId, useState } from 'react';
import { checkNumberParam } from '../domain/share/check-param';
import { translate, type Lang, type MessageKey, type Values } from '../i18n';
import { reasonSentence } from './notice-list';
import { NumberInput, useNumberDraft } from './number-input';
import { Select } from './select';

/** The lengths offered in the list: a month, a quarter, half a year, a year, three years. */
export const TERM_CHOICES = [1, 3, 6, 12, 36] as const;

const NONE = 'none';
const CUSTOM = 'custom';

export function TermChoice({
  term,
  onTerm,
  lang,
  compact = false,
}: {
  term: number | null;
  onTerm: (term: number | null) => void;
  lang: Lang;
  /** The adjust panel's smaller type and no explanation under the list. */
  compact?: boolean;
}) {
  const t = (key: MessageKey, values?: Values) => translate(lang, key, values);
  const id = useId();
  const listed = term === null || (TERM_CHOICES as readonly number[]).includes(term);
  const [typing, setTyping] = useState(false);
  const custom = typing || !listed;
  const draft = useNumberDraft(
    term,
    (text) => (text.trim() === '' ? { ok: true, value: null } : checkNumberParam('term', text)),
    onTerm,
  );
  const choice = custom ? CUSTOM : term === null ? NONE : String(term);
  const options = [
    { value: NONE, label: t('term.none') },
    ...TERM_CHOICES.map((m) => ({ value: String(m), label: t('term.months', { count: m }) })),
    { value: CUSTOM, label: t('term.custom') },
  ];
  const text = compact ? 'text-sm' : '';
  return (
    <div className={`flex flex-col gap-1 ${text}`}>
      <label htmlFor={`${id}-list`} className="font-medium">
        {t('term.label')}
      </label>
      <Select
        id={`${id}-list`}
        name="term"
        value={choice}
        options={options}
        aria-describedby={compact ? undefined : `${id}-hint`}
        onChange={(v) => {
          if (v === CUSTOM) {
            setTyping(true);
            return;
          }
          setTyping(false);
          onTerm(v === NONE ? null : Number(v));
        }}
        className="w-full max-w-xs rounded border border-slate-500 bg-white px-2 py-1"
      />
      {custom ? (
        <NumberInput
          label={t('term.customLabel')}
          name="term-months"
          text={draft.text}
          error={draft.error && reasonSentence(lang, draft.error)}
          onChange={draft.onChange}
          onBlur={draft.onBlur}
          inputClassName="w-full max-w-[8rem]"
        />
      ) : null}
      {compact ? null : (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t('term.hint')}
        </p>
      )}
    </div>
  );
}
