import { useId, useState } from 'react';
import { TEAM_LOCATIONS } from '../../domain/engine/location';
import {
  BUDGET_PERIODS,
  DEFAULT_INTENSITY,
  WORKLOADS,
  type Profile,
} from '../../domain/engine/profile';
import { modelById, searchModels } from '../../domain/models';
import { formatNumber } from '../../domain/share/text';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { Select } from '../../ui/select';
import { useNarrow } from '../../ui/use-narrow';
import { NumberField } from './number-field';
import { VoucherField } from './voucher-field';
import { TermChoice } from '../../ui/term-choice';

/** The model select's last option: no catalog model, a size typed below. */
const CUSTOM = 'custom';
/** The location select's option for a link that does not say where the team is. */
const NOT_SAID = 'none';

/**
 * The main inputs beside the results, bound to the link: change one and the list follows. On a
 * phone the panel starts closed (its heading is the button that opens it), so the first screen
 * shows the answer rather than the question.
 */
export function AdjustPanel({ profile, cur }: { profile: Profile; cur: string }) {
  const t = useT();
  const lang = useLang();
  const patch = useLinkStore((s) => s.patchProfile);
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = !narrow || open;
  const picked = typeof profile.model === 'string' ? (modelById(profile.model) ?? null) : null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 max-sm:py-2"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {narrow ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
            className="flex w-full items-center justify-between gap-2 py-1 text-left"
          >
            {t('results.adjust.title')}
            <span aria-hidden="true" className="text-teal-800">
              {open ? '▾' : '▸'}
            </span>
          </button>
        ) : (
          t('results.adjust.title')
        )}
      </h2>
      <div id={`${id}-body`} hidden={!shown}>
        <p className="text-sm text-slate-700">{t('results.adjust.lead')}</p>
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
          {profile.wl === 'hpc' ? (
            // an FP64 simulation: no model; its memory, and its arithmetic intensity (the roofline)
            <div className="flex flex-col gap-2">
              <NumberField
                param="mem"
                label={t('results.adjust.mem')}
                value={profile.mem}
                onValue={(mem) => patch({ mem })}
              />
              <NumberField
                param="ai"
                label={t('results.adjust.ai')}
                value={profile.ai}
                optional
                onValue={(ai) => patch({ ai })}
                hint={t('results.adjust.ai.hint', { value: formatNumber(DEFAULT_INTENSITY) })}
              />
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              {/* The model as the link names it (its id), or a size in billions of parameters. */}
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium">{t('wizard.pick.label')}</span>
                <select
                  value={picked ? picked.id : CUSTOM}
                  onChange={(e) =>
                    patch({ model: e.target.value === CUSTOM ? null : e.target.value })
                  }
                  className="rounded border border-slate-400 px-2 py-1"
                >
                  {searchModels('', lang).map((g) => (
                    <optgroup key={g.family} label={g.label}>
                      {g.models.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name[lang]}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  <option value={CUSTOM}>{t('results.adjust.customModel')}</option>
                </select>
              </label>
              {picked ? null : (
                <NumberField
                  param="model"
                  label={t('results.adjust.model')}
                  value={typeof profile.model === 'number' ? profile.model : null}
                  optional
                  onValue={(model) => patch({ model })}
                />
              )}
            </div>
          )}
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
            <TermChoice
              term={profile.term}
              onTerm={(term) => patch({ term })}
              lang={lang}
              compact
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <span>{t('results.adjust.loc')}</span>
            <Select
              value={profile.loc ?? NOT_SAID}
              options={[
                ...TEAM_LOCATIONS.map((l) => ({ value: l, label: t(`wizard.loc.${l}`) })),
                { value: NOT_SAID, label: t('results.adjust.locNone') },
              ]}
              onChange={(loc) => patch({ loc: loc === NOT_SAID ? null : loc })}
              className="rounded border border-slate-400 px-2 py-1"
            />
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={profile.spot}
              onChange={(e) => patch({ spot: e.target.checked })}
              className="h-4 w-4"
            />
            {t('results.adjust.spot')}
          </label>
          {profile.loc === 'cn' || profile.vch.length > 0 ? (
            <VoucherField vch={profile.vch} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
