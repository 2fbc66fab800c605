import { useMemo } from 'react';
import { spotVsOnDemand } from '../../domain/calculators/spot';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { CopyButton } from './copy-button';
import { ChoiceField, NumberField, SwitchField } from './fields';
import { useFormat } from './format';
import { useGuideData } from './guide-data';
import { spotInput } from './inputs';
import { Figures, Inputs, Section } from './section';
import { SourceLink } from './source-link';
import { SPOT_PROVIDERS, SPOT_WATCH } from './spot-snippets';

/** Interruptions per 24 h when the dataset has no figure: the engine's assumption. */
const DEFAULT_RATE = 1;

export function SpotSection() {
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const { values } = useGuideParams();
  const { providers } = useGuideData();
  const id = values['g.xprov'];
  const record = providers.find((p) => p.id === id) ?? null;
  const watch = SPOT_WATCH[id];
  const notice = record?.spotNoticeMinutes.value ?? watch.noticeMinutes;
  const noticeSource = record?.spotNoticeMinutes.source ?? { ref: watch.docs, date: null };
  const rateFromData = record?.spotInterruptionsPerDay.value ?? null;
  const providerRate = rateFromData ?? DEFAULT_RATE;
  const input = useMemo(
    () => spotInput(values, { noticeMinutes: notice, interruptionsPerDay: providerRate }),
    [values, notice, providerRate],
  );
  const r = useMemo(() => spotVsOnDemand(input), [input]);
  const name = (p: string) => providers.find((x) => x.id === p)?.name[lang] ?? p;

  return (
    <Section id="spot" title={t('guide.spot.title')} lead={t('guide.spot.lead')}>
      <Inputs legend={t('guide.spot.inputs')}>
        <ChoiceField
          param="g.xprov"
          label={t('guide.spot.provider')}
          options={SPOT_PROVIDERS.map((p) => ({ value: p, label: name(p) }))}
          hint={
            <>
              {t('guide.spot.notice', { minutes: f.num(notice, 1) })}{' '}
              <SourceLink source={noticeSource} label={t('guide.source')} />
            </>
          }
        />
        <NumberField
          param="g.xod"
          label={t('guide.spot.od')}
          unit={t('guide.unit.cnyHour')}
          badge="guide"
        />
        <NumberField
          param="g.xoff"
          label={t('guide.spot.off')}
          unit="%"
          badge="assumption"
          hint={t('guide.spot.off.hint')}
        />
        <NumberField param="g.xwork" label={t('guide.spot.work')} unit={t('guide.unit.hours')} />
        <NumberField
          param="g.xrate"
          label={t('guide.spot.rate')}
          unit={t('guide.unit.per24h')}
          badge={rateFromData === null || values['g.xrate'] !== null ? 'assumption' : 'dataset'}
          shown={providerRate}
          hint={t('guide.spot.rate.hint')}
        />
        <NumberField param="g.xckpt" label={t('guide.spot.ckpt')} unit={t('guide.unit.minutes')} />
        <NumberField
          param="g.xwrite"
          label={t('guide.spot.write')}
          unit={t('guide.unit.minutes')}
          badge="assumption"
          hint={t('guide.spot.write.hint')}
        />
        <NumberField
          param="g.xrestart"
          label={t('guide.spot.restart')}
          unit={t('guide.unit.minutes')}
          badge="assumption"
          hint={t('guide.spot.restart.hint')}
        />
        <SwitchField param="g.xsave" on="1" off="0" label={t('guide.spot.save')} />
      </Inputs>

      <h3 className="mt-6 font-semibold text-slate-900">{t('guide.result')}</h3>
      <div role="status" className="mt-2 rounded bg-teal-50 p-3 text-slate-900">
        <p>
          {t(r.saving >= 0 ? 'guide.spot.out.cheaper' : 'guide.spot.out.dearer', {
            spot: f.money(r.expectedSpotCost),
            od: f.money(r.onDemandCost),
            diff: f.money(Math.abs(r.saving)),
            n: f.num(r.expectedInterruptions, 1),
            lost: f.num(r.lostMinutesPerInterruption, 1),
          })}
        </p>
        <p>
          {t(r.noticeSaveFits ? 'guide.spot.out.fits' : 'guide.spot.out.noFit', {
            write: f.num(input.checkpointWriteMinutes, 1),
            notice: f.num(notice, 1),
            worst: f.num(r.worstLostMinutes, 1),
          })}
        </p>
      </div>
      <Figures
        items={[
          { label: t('guide.spot.fig.price'), value: f.money(r.spotCnyPerHour) },
          {
            label: t('guide.spot.fig.lost'),
            value: t('guide.spot.min', { n: f.num(r.lostMinutesPerInterruption, 1) }),
          },
          {
            label: t('guide.spot.fig.worst'),
            value: t('guide.spot.min', { n: f.num(r.worstLostMinutes, 1) }),
          },
          { label: t('guide.spot.fig.interruptions'), value: f.num(r.expectedInterruptions, 2) },
          {
            label: t('guide.spot.fig.wall'),
            value: t('guide.spot.h', { n: f.num(r.expectedWallHours, 2) }),
          },
          { label: t('guide.spot.fig.spotCost'), value: f.money(r.expectedSpotCost) },
          { label: t('guide.spot.fig.odCost'), value: f.money(r.onDemandCost) },
        ]}
      />

      <h3 className="mt-6 font-semibold text-slate-900">
        {t('guide.spot.watch.title', { provider: name(id) })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(`guide.spot.watch.${id}`)}</p>
      <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
        <code>{watch.snippet}</code>
      </pre>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <CopyButton text={watch.snippet} label={t('guide.copy.snippet')} />
        <SourceLink source={{ ref: watch.docs, date: null }} label={t('guide.spot.docs')} />
      </div>
      {watch.alternative ? (
        <>
          <p className="mt-3 text-sm text-slate-700">{t('guide.spot.watch.eventbridge')}</p>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
            <code>{watch.alternative}</code>
          </pre>
          <div className="mt-2">
            <CopyButton text={watch.alternative} label={t('guide.copy.rule')} />
          </div>
        </>
      ) : null}
      <p className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {t('guide.spot.guideWrong')}
      </p>
    </Section>
  );
}
