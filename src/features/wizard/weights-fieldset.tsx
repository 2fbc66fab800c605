import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { Button } from '../../ui/button';
import { WEIGHT_PARTS, checkWeights, typedWeightsShown, weightTexts } from './answers';
import { FieldNotes, fieldId, notesFor } from './question';

const LABELS = ['wizard.w.perf', 'wizard.w.cost', 'wizard.w.cap'] as const;

/** Score weights: three percentages checked one by one, then together by the `w` schema. */
export function WeightsFieldset() {
  const t = useT();
  const link = useLinkStore((s) => s.link);
  const raw = useWizardStore((s) => s.raw);
  const setRaw = useWizardStore((s) => s.setRaw);
  const shownRaw = typedWeightsShown(link, raw) ? raw : {};
  const texts = weightTexts(link, shownRaw);
  const { parts, whole } = checkWeights(texts);
  const sumError = whole && !whole.ok ? whole.reason : null;
  const change = (i: number, text: string) => {
    const next = [...texts] as [string, string, string];
    next[i] = text;
    setRaw(Object.fromEntries(WEIGHT_PARTS.map((p, j) => [p, next[j] as string])));
    const checked = checkWeights(next).whole;
    if (checked?.ok) useLinkStore.getState().patchProfile({ w: checked.value });
  };
  const reset = () => {
    setRaw(Object.fromEntries(WEIGHT_PARTS.map((p) => [p, null])));
    useLinkStore.getState().patchProfile({ w: null });
  };
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={sumError ? `${fieldId('w')}-error` : `${fieldId('w')}-hint`}
    >
      <legend className="mb-1 font-medium">{t('wizard.w.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {WEIGHT_PARTS.map((part, i) => {
          const p = parts[i];
          const error = p && !p.ok && part in shownRaw ? p.reason : null;
          const id = fieldId(part);
          return (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {t(LABELS[i] as (typeof LABELS)[number])} (%)
              </label>
              <input
                id={id}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={texts[i]}
                aria-invalid={error || sumError ? true : undefined}
                aria-describedby={notesFor(part, error, null, null)}
                onChange={(e) => change(i, e.target.value)}
                className={`w-24 rounded border px-2 py-1.5 ${error || sumError ? 'border-red-700' : 'border-slate-500'}`}
              />
              <FieldNotes name={part} error={error} />
            </div>
          );
        })}
      </div>
      <FieldNotes
        name="w"
        error={sumError}
        hint={t(link.profile.w ? 'wizard.w.custom' : 'wizard.w.team')}
      />
      {link.profile.w || Object.keys(shownRaw).length > 0 ? (
        <Button variant="ghost" className="self-start px-0" onClick={reset}>
          {t('wizard.w.reset')}
        </Button>
      ) : null}
    </fieldset>
  );
}
