import { BUDGET_PERIODS, WORKLOADS, type Profile } from '../../domain/engine/profile';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { Select } from '../../ui/select';
import { TitledSection } from '../../ui/titled-section';
import { NumberField } from './number-field';

/** The main inputs beside the results, bound to the link: change one and the list follows. */
export function AdjustPanel({ profile, cur }: { profile: Profile; cur: string }) {
  const t = useT();
  const patch = useLinkStore((s) => s.patchProfile);
  return (
    <TitledSection look="panel" title={t('results.adjust.title')} lead={t('results.adjust.lead')}>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('results.adjust.workload')}</span>
          <Select
            value={profile.wl}
            options={WORKLOADS.map((w) => ({ value: w, label: t(`results.wl.${w}`) }))}
            onChange={(wl) => patch({ wl })}
            className="rounded border border-slate-400 px-2 py-1"
          />
        </label>
        <NumberField
          param="model"
          label={t('results.adjust.model')}
          value={typeof profile.model === 'number' ? profile.model : null}
          optional
          onValue={(model) => patch({ model })}
        />
        <NumberField
          param="work"
          label={t(profile.wl === 'infer' ? 'results.adjust.workInfer' : 'results.adjust.work')}
          value={profile.work}
          onValue={(work) => {
            if (work !== null) patch({ work });
          }}
        />
        <div className="flex flex-col gap-2">
          <NumberField
            param="budget"
            label={t('results.adjust.budget', { cur })}
            value={profile.budget}
            optional
            onValue={(budget) => patch({ budget })}
          />
          <label className="flex items-center gap-2 text-sm">
            <span>{t('results.adjust.per')}</span>
            <Select
              value={profile.per}
              options={BUDGET_PERIODS.map((p) => ({
                value: p,
                label: t(`results.adjust.per.${p}`),
              }))}
              onChange={(per) => patch({ per })}
              className="rounded border border-slate-400 px-2 py-1"
            />
          </label>
        </div>
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={profile.spot}
          onChange={(e) => patch({ spot: e.target.checked })}
          className="h-4 w-4"
        />
        {t('results.adjust.spot')}
      </label>
    </TitledSection>
  );
}
