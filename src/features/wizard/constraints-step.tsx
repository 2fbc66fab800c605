import { useEffect, useRef, type ReactNode } from 'react';
import { BILLING_WANTED, REGIONS_WANTED, needsInfiniBand } from '../../domain/engine/profile';
import { formatNumber } from '../../domain/share/text';
import { DATASET_FX } from '../../domain/units/money';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { presetSets, type PresetField } from './presets';
import { ProvidersFieldset, type ProviderChoice } from './providers-fieldset';
import { CheckQuestion, NumberQuestion, SelectQuestion } from './question';
import { WeightsFieldset } from './weights-fieldset';

/** "changed by the … preset" beside a field the team's preset set, after its own hint. */
function usePresetNote(): (field: PresetField, hint?: ReactNode) => ReactNode {
  const t = useT();
  const profile = useLinkStore((s) => s.link.profile);
  return (field, hint) => {
    if (!presetSets(profile, field)) return hint;
    const note = (
      <span className="font-medium text-teal-900">
        {t('wizard.preset.by', { team: t(`wizard.team.${profile.team}`) })}
      </span>
    );
    return hint ? (
      <>
        {hint} {note}
      </>
    ) : (
      note
    );
  };
}

/**
 * A job across nodes: the HPC team's and FP64 simulations' case, where the node count is asked
 * beside the fabric question instead of in the Advanced fold.
 */
const acrossNodes = (profile: { team: string; wl: string }) =>
  profile.team === 'hpc' || profile.wl === 'hpc';

/** Every remaining profile parameter, folded away; open while it holds a field a preset set. */
function AdvancedFold() {
  const t = useT();
  const profile = useLinkStore((s) => s.link.profile);
  const bill = profile.bill;
  const patch = useLinkStore((s) => s.patchProfile);
  const note = usePresetNote();
  const fold = useRef<HTMLDetailsElement>(null);
  const holdsPreset = presetSets(profile, 'bill');
  useEffect(() => {
    if (holdsPreset && fold.current) fold.current.open = true;
  }, [holdsPreset]);
  return (
    <details
      ref={fold}
      className="rounded border border-slate-300 bg-white p-3"
      id="wizard-advanced"
    >
      <summary className="cursor-pointer font-medium text-teal-900">
        {t(acrossNodes(profile) ? 'wizard.advanced.hpc' : 'wizard.advanced')}
      </summary>
      <div className="mt-4 flex flex-col gap-5">
        {acrossNodes(profile) ? null : <NumberQuestion f="nodes" />}
        <SelectQuestion
          name="bill"
          value={bill}
          onChange={(next) => patch({ bill: next })}
          hint={note('bill')}
          options={BILLING_WANTED.map((b) => ({ value: b, label: t(`wizard.bill.${b}`) }))}
        />
        <WeightsFieldset />
        <NumberQuestion f="ckpt" />
        <NumberQuestion f="irate" />
        <NumberQuestion f="data" />
        <NumberQuestion
          f="fx"
          hint={t('wizard.fx.hint', {
            rate: formatNumber(DATASET_FX.cnyPerUsd),
            date: DATASET_FX.asOf,
          })}
        />
      </div>
    </details>
  );
}

/** Step 4: hard constraints, then the advanced fold. */
export function ConstraintsStep({ providers }: { providers: readonly ProviderChoice[] }) {
  const t = useT();
  const profile = useLinkStore((s) => s.link.profile);
  const patch = useLinkStore((s) => s.patchProfile);
  const note = usePresetNote();
  return (
    <div className="flex flex-col gap-5">
      <CheckQuestion
        name="spot"
        checked={profile.spot}
        onChange={(spot) => patch({ spot })}
        hint={t('wizard.spot.hint')}
      />
      <SelectQuestion
        name="region"
        value={profile.region}
        onChange={(region) => patch({ region })}
        options={REGIONS_WANTED.map((r) => ({ value: r, label: t(`wizard.region.${r}`) }))}
      />
      <ProvidersFieldset providers={providers} />
      {acrossNodes(profile) ? <NumberQuestion f="nodes" hint={t('wizard.nodes.hint.hpc')} /> : null}
      <CheckQuestion
        name="ib"
        checked={needsInfiniBand(profile)}
        onChange={(ib) => patch({ ib })}
        hint={note('ib', t('wizard.ib.hint'))}
      />
      <CheckQuestion
        name="pt"
        checked={profile.pt}
        onChange={(pt) => patch({ pt })}
        hint={note('pt')}
      />
      <AdvancedFold />
    </div>
  );
}
