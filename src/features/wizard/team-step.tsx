import { useState } from 'react';
import { TEAM_LOCATIONS } from '../../domain/engine/location';
import { TEAM_TYPES, type TeamType } from '../../domain/engine/profile';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { WEIGHT_PARTS } from './answers';
import { presetChanges, presetOf, type PresetChange } from './presets';
import { RadioQuestion } from './question';
import { chooseWorkload } from './workload-step';

function ChangeLine({ change }: { change: PresetChange }) {
  const t = useT();
  const yesNo = (b: boolean) => t(b ? 'wizard.required' : 'wizard.notRequired');
  switch (change.kind) {
    case 'bill':
      return <>{t('wizard.preset.bill', { value: t(`wizard.bill.${change.value}`) })}</>;
    case 'pt':
      return <>{t('wizard.preset.pt', { value: yesNo(change.value) })}</>;
    case 'ib':
      return <>{t('wizard.preset.ib', { value: yesNo(change.value) })}</>;
    case 'hourValue':
      return <>{t('wizard.preset.hourValue', { value: change.value })}</>;
    case 'credits':
      return <>{t('wizard.preset.credits')}</>;
    case 'billScore':
      return <>{t('wizard.preset.billScore')}</>;
    case 'ibNodes':
      return <>{t('wizard.preset.ibNodes')}</>;
    case 'hpcWorkload':
      return <>{t('hpc.preset.workload')}</>;
  }
}

/** Step 1: the team type; choosing one applies its preset and lists what it set. */
export function TeamStep() {
  const t = useT();
  const team = useLinkStore((s) => s.link.profile.team);
  const loc = useLinkStore((s) => s.link.profile.loc);
  const [applied, setApplied] = useState<{ team: TeamType; changes: PresetChange[] } | null>(null);
  const choose = (next: TeamType) => {
    const { link, patchProfile } = useLinkStore.getState();
    setApplied({ team: next, changes: presetChanges(link.profile, next) });
    patchProfile(presetOf(next));
    // an HPC team runs simulations: the workload follows, until answered otherwise
    if (next === 'hpc' && link.profile.wl !== 'hpc') chooseWorkload('hpc');
    useWizardStore.getState().setRaw(Object.fromEntries(WEIGHT_PARTS.map((p) => [p, null])));
  };
  return (
    <div className="flex flex-col gap-4">
      <RadioQuestion
        name="team"
        values={TEAM_TYPES}
        value={team}
        onChange={choose}
        describe={(v) => t(`wizard.team.${v}.desc`)}
      />
      <RadioQuestion
        name="loc"
        values={TEAM_LOCATIONS}
        value={loc ?? 'global'}
        hint={t('wizard.loc.hint')}
        onChange={(next) => useLinkStore.getState().patchProfile({ loc: next })}
      />
      <div role="status" className="text-sm">
        {applied ? (
          <div className="rounded border border-teal-300 bg-teal-50 p-3 text-teal-950">
            <p className="font-medium">
              {t('wizard.preset.title', { team: t(`wizard.team.${applied.team}`) })}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {applied.changes.map((c) => (
                <li key={c.kind}>
                  <ChangeLine change={c} />
                </li>
              ))}
            </ul>
            <p className="mt-1">{t('wizard.preset.note')}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
