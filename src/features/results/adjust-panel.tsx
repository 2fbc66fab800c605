import { useId } from 'react';
import { WORKLOADS, type Profile } from '../../domain/engine/profile';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { NumberField } from './number-field';

/** The main inputs beside the results, bound to the link: change one and the list follows. */
export function AdjustPanel({ profile, cur }: { profile: Profile; cur: string }) {
  const t = useT();
  const patch = useLinkStore((s) => s.patchProfile);
  const wlId = useId();
  const perId = useId();
  const spotId = useId();
  return (
    <section
      aria-labelledby="adjust-title"
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="adjust-title" className="font-semibold">
        {t('results.adjust.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('results.adjust.lead')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={wlId} className="font-medium">
            {t('results.adjust.workload')}
          </label>
          <select
            id={wlId}
            value={profile.wl}
            onChange={(e) => patch({ wl: e.target.value as Profile['wl'] })}
            className="rounded border border-slate-400 px-2 py-1"
          >
            {WORKLOADS.map((w) => (
              <option key={w} value={w}>
                {t(`results.wl.${w}`)}
              </option>
            ))}
          </select>
        </div>
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
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={perId}>{t('results.adjust.per')}</label>
            <select
              id={perId}
              value={profile.per}
              onChange={(e) => patch({ per: e.target.value as Profile['per'] })}
              className="rounded border border-slate-400 px-2 py-1"
            >
              <option value="job">{t('results.adjust.per.job')}</option>
              <option value="month">{t('results.adjust.per.month')}</option>
            </select>
          </div>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 text-sm">
        <input
          id={spotId}
          type="checkbox"
          checked={profile.spot}
          onChange={(e) => patch({ spot: e.target.checked })}
          className="h-4 w-4"
        />
        <label htmlFor={spotId}>{t('results.adjust.spot')}</label>
      </div>
    </section>
  );
}
