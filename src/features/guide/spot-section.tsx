import { useMemo } from 'react';
import { spotVsOnDemand } from '../../domain/calculators/spot';
import { CopyButton } from './copy-button';
import { ChoiceField, NumberFields, SwitchField, type NumberSpec } from './fields';
import { spotInput } from './inputs';
import { Figures, Inputs, Outcome, Section } from './section';
import { SourceLink } from './source-link';
import { SPOT_PROVIDERS, SPOT_WATCH } from './spot-snippets';
import { useCalculator } from './use-calculator';

/** Interruptions per 24 h when the dataset has no figure: the engine's assumption. */
const DEFAULT_RATE = 1;

/** Before the interruption rate. */
const PRICE_FIELDS: readonly NumberSpec<'spot'>[] = [
  { param: 'g.xod', name: 'od', unit: 'cnyHour', badge: 'guide' },
  { param: 'g.xoff', name: 'off', unit: '%', badge: 'assumption', hint: true },
  { param: 'g.xwork', name: 'work', unit: 'hours' },
];

/** After the interruption rate. */
const CHECKPOINT_FIELDS: readonly NumberSpec<'spot'>[] = [
  { param: 'g.xckpt', name: 'ckpt', unit: 'minutes' },
  { param: 'g.xwrite', name: 'write', unit: 'minutes', badge: 'assumption', hint: true },
  { param: 'g.xrestart', name: 'restart', unit: 'minutes', badge: 'assumption', hint: true },
];

export function SpotSection() {
  const { t, lang, f, values, providers } = useCalculator();
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
        <NumberFields
          calculator="spot"
          fields={[
            ...PRICE_FIELDS,
            {
              param: 'g.xrate',
              name: 'rate',
              unit: 'per24h',
              badge: rateFromData === null || values['g.xrate'] !== null ? 'assumption' : 'dataset',
              shown: providerRate,
              hint: true,
            },
            ...CHECKPOINT_FIELDS,
          ]}
        />
        <SwitchField param="g.xsave" on="1" off="0" label={t('guide.spot.save')} />
      </Inputs>

      <Outcome
        sentences={[
          t(r.saving >= 0 ? 'guide.spot.out.cheaper' : 'guide.spot.out.dearer', {
            spot: f.money(r.expectedSpotCost),
            od: f.money(r.onDemandCost),
            diff: f.money(Math.abs(r.saving)),
            n: f.num(r.expectedInterruptions, 1),
            lost: f.num(r.lostMinutesPerInterruption, 1),
          }),
          t(r.noticeSaveFits ? 'guide.spot.out.fits' : 'guide.spot.out.noFit', {
            write: f.num(input.checkpointWriteMinutes, 1),
            notice: f.num(notice, 1),
            worst: f.num(r.worstLostMinutes, 1),
          }),
        ]}
      />
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
