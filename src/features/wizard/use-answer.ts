import { useCallback } from 'react';
import type { Profile } from '../../domain/engine/profile';
import type { Reason } from '../../domain/share/reasons';
import { formatNumber, hasFullWidth } from '../../domain/share/text';
import { roundMoney } from '../../lib/format';
import { useLinkStore } from '../../state/link-store';
import { useWizardStore } from '../../state/wizard-store';
import {
  answerValue,
  checkAnswer,
  MEMORY_REQUIRED,
  needsMemory,
  type NumberAnswer,
} from './answers';

export interface AnswerField {
  text: string;
  error: Reason | null;
  /** The value read from full-width input, to show what was understood. */
  readAs: string | null;
  onChange: (text: string) => void;
}

/** Sets a numeric answer in the link. */
function setAnswer(f: NumberAnswer, value: number | null) {
  const store = useLinkStore.getState();
  if (f === 'fx') store.setLink({ ...store.link, fx: value });
  else store.patchProfile({ [f]: value } as Partial<Profile>);
}

/**
 * A numeric answer bound to the link: valid text goes to the link at once; invalid text stays in
 * the wizard's own state with the reason, and the link keeps the last valid value.
 */
export function useAnswer(f: NumberAnswer): AnswerField {
  const value = useLinkStore((s) => answerValue(s.link, f));
  // an HPC job's memory, once asked for (a blocked "Next") or cleared, says it is needed
  const memoryMissing = useLinkStore((s) => f === 'mem' && needsMemory(s.link));
  const raw = useWizardStore((s) => s.raw[f]);
  const setRaw = useWizardStore((s) => s.setRaw);
  const checked = raw === undefined ? null : checkAnswer(f, raw);
  const shown = raw !== undefined && checked !== null && (!checked.ok || checked.value === value);
  const onChange = useCallback(
    (text: string) => {
      setRaw({ [f]: text });
      const c = checkAnswer(f, text);
      if (c.ok) setAnswer(f, c.value);
    },
    [f, setRaw],
  );
  return {
    // a budget converted to the other currency shows to the cent
    text: shown
      ? raw
      : value === null
        ? ''
        : formatNumber(f === 'budget' ? roundMoney(value) : value),
    error:
      shown && checked && !checked.ok
        ? checked.reason
        : memoryMissing && raw !== undefined && raw.trim() === ''
          ? MEMORY_REQUIRED
          : null,
    readAs:
      shown && checked?.ok && checked.value !== null && hasFullWidth(raw)
        ? formatNumber(checked.value)
        : null,
    onChange,
  };
}
