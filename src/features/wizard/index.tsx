import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLinkStore } from '../../state/link-store';
import { WIZARD_STEP, entryWizardStep, markEntry, pushEntry } from '../../state/url-writer';
import { useLang, useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { proposedLocation } from '../../state/visitor-prefs';
import { Button } from '../../ui/button';
import { TitledSection } from '../../ui/titled-section';
import { invalidAnswers } from './answers';
import { BudgetStep } from './budget-step';
import { ConstraintsStep } from './constraints-step';
import { DraftNotice } from './draft-notice';
import { Progress } from './progress';
import { catalogProviders } from './providers';
import type { ProviderChoice } from './providers-fieldset';
import { fieldId } from './question';
import { STEPS } from './steps';
import { TeamStep } from './team-step';
import { useDraft } from './use-draft';
import { WorkloadStep } from './workload-step';

function focusField(name: string) {
  const el = document.getElementById(fieldId(name === 'w' ? 'w.perf' : name));
  el?.closest('details')?.setAttribute('open', '');
  el?.focus();
}

/** The team-profile wizard: four steps whose answers live in the link. */
export default function WizardView({ providers }: { providers?: readonly ProviderChoice[] }) {
  const t = useT();
  const lang = useLang();
  useDraft();
  const step = useWizardStore((s) => s.step);
  const setStep = useWizardStore((s) => s.setStep);
  const [blocked, setBlocked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  const choices = providers ?? catalogProviders(lang);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  // Answers kept from before (a stored draft, or this visit's typing) that are not valid are not
  // brought back silently: the notice says so, on the step that holds the first of them.
  useEffect(() => {
    const wizard = useWizardStore.getState();
    if (wizard.problem !== null || Object.keys(wizard.raw).length === 0) return;
    const { link } = useLinkStore.getState();
    const first = STEPS.findIndex((s) => invalidAnswers(s.answers, link, wizard.raw).length > 0);
    if (first < 0) return;
    wizard.setProblem('invalid');
    wizard.setStep(first);
  }, []);

  // where the team is: proposed from the page's language until answered, and in the link as shown
  useEffect(() => {
    const { link, patchProfile } = useLinkStore.getState();
    if (link.profile.loc === null)
      patchProfile({ loc: proposedLocation(lang, navigator.languages) });
  }, [lang]);

  // Each step is a history entry: Back and Forward move between the steps (Back on the first step
  // leaves the wizard). The entry the wizard opened in holds its first step shown; a step taken
  // pushes an entry. Moving between step entries keeps the answers (see the link store).
  useEffect(() => {
    markEntry({ [WIZARD_STEP]: useWizardStore.getState().step });
    const onPop = () => {
      const held = entryWizardStep();
      if (held === null) return;
      moved.current = true;
      setBlocked(false);
      useWizardStore.getState().setStep(held);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: number) => {
    moved.current = true;
    setBlocked(false);
    setStep(next);
    pushEntry({ [WIZARD_STEP]: next });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { link } = useLinkStore.getState();
    const bad = invalidAnswers(current.answers, link, useWizardStore.getState().raw);
    if (bad.length > 0) {
      // an HPC job's memory left empty: the field shows why it is needed
      if (bad.includes('mem') && useWizardStore.getState().raw.mem === undefined) {
        useWizardStore.getState().setRaw({ mem: '' });
      }
      setBlocked(true);
      focusField(bad[0] as string);
      return;
    }
    setBlocked(false);
    if (last) useLinkStore.getState().setView('results');
    else go(step + 1);
  };

  return (
    <TitledSection
      look="page"
      title={t('wizard.title')}
      lead={t('wizard.lead')}
      className="max-w-3xl"
    >
      <DraftNotice />
      <Progress step={step} onGo={go} />
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold">
          {t(`wizard.step.${current.id}`)}
        </h2>
        {current.id === 'team' ? <TeamStep /> : null}
        {current.id === 'workload' ? <WorkloadStep /> : null}
        {current.id === 'budget' ? <BudgetStep /> : null}
        {current.id === 'constraints' ? <ConstraintsStep providers={choices} /> : null}
        <div role="alert" className="mt-4">
          {blocked ? (
            <p className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {t('wizard.nav.blocked')}
            </p>
          ) : null}
        </div>
        <div className="mt-4 flex gap-3">
          {step > 0 ? <Button onClick={() => go(step - 1)}>{t('wizard.nav.back')}</Button> : null}
          <Button type="submit" variant="primary">
            {t(last ? 'wizard.nav.finish' : 'wizard.nav.next')}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}
