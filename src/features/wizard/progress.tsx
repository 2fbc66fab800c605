import { useT } from '../../state/use-lang';
import { STEPS } from './steps';

/**
 * Where the user is: the four steps, the current one marked, and "Step n of 4". A done step is a
 * button back to it.
 */
export function Progress({ step, onGo }: { step: number; onGo: (step: number) => void }) {
  const t = useT();
  const current = STEPS[step] ?? STEPS[0];
  return (
    <div className="mt-4">
      <ol aria-label={t('wizard.progress.label')} className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === step ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-full border px-3 py-1 ${
              i === step
                ? 'border-teal-800 bg-teal-800 text-white'
                : i < step
                  ? 'border-teal-700 bg-teal-50 text-teal-950'
                  : 'border-slate-400 bg-white text-slate-800'
            }`}
          >
            {i < step ? (
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-label={t('wizard.progress.go', {
                  n: i + 1,
                  name: t(`wizard.step.${s.id}`),
                })}
                className="flex items-center gap-2 underline decoration-teal-700 underline-offset-2"
              >
                <span aria-hidden="true">✓</span>
                <span>{t(`wizard.step.${s.id}`)}</span>
                <span className="sr-only">{t('wizard.progress.done')}</span>
              </button>
            ) : (
              <>
                <span aria-hidden="true">{i + 1}</span>
                <span>{t(`wizard.step.${s.id}`)}</span>
                <span className="sr-only">{i === step ? t('wizard.progress.current') : ''}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-700">
        {t('wizard.progress.status', {
          n: step + 1,
          total: STEPS.length,
          name: t(`wizard.step.${current.id}`),
        })}
      </p>
    </div>
  );
}
