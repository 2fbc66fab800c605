import { useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { Button } from '../../ui/button';

/** Says why a stored draft was not used, or that drafts cannot be stored. */
export function DraftNotice() {
  const t = useT();
  const problem = useWizardStore((s) => s.problem);
  const dismiss = useWizardStore((s) => s.dismissProblem);
  return (
    <div role="status">
      {problem ? (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t(`wizard.draft.${problem}`)}</p>
          <Button variant="ghost" onClick={dismiss}>
            {t('wizard.draft.dismiss')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
