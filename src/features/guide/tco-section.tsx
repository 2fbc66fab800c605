import { lazy, useMemo } from 'react';
import { compareOwnRentHybrid, type TcoMonth, type TcoOption } from '../../domain/calculators/tco';
import { HOURS_PER_MONTH } from '../../domain/units/money';
import { CalcTable, type CalcColumns } from '../../ui/calc-table';
import { ChartFrame } from '../../ui/chart-frame';
import { WhenIdle } from '../../ui/when-idle';
import { NumberFields, SwitchField, type NumberSpec } from './fields';
import { tcoInput } from './inputs';
import { Figures, Inputs, Note, Outcome, Section } from './section';
import { tcoOutcome } from './tco-outcome';
import { offerName } from './offer-name';
import { useCalculator } from './use-calculator';
import { OwnedGpus, purchasePrice } from './owned-gpus';

const TcoChart = lazy(() => import('./tco-chart'));

const RESALE: NumberSpec<'tco'> = {
  param: 'g.resid',
  name: 'resid',
  unit: '%',
  badge: 'assumption',
  hint: true,
};

/**
 * The owned machine's fields: for the guide's whole server, or (`perGpu`) for GPUs priced one by
 * one, where hardware, machine room and power are per GPU and the hardware price may come from
 * the dataset (`sourced`).
 */
const ownFields = (perGpu: boolean, sourced = false): readonly NumberSpec<'tco'>[] => [
  perGpu
    ? { param: 'g.hw', name: 'hwGpu', unit: 'CNY', badge: sourced ? 'dataset' : 'assumption' }
    : { param: 'g.hw', name: 'hw', unit: 'CNY', badge: 'guide' },
  { param: 'g.life', name: 'life', unit: 'years', badge: 'assumption', hint: true },
  { param: 'g.gpus', name: 'gpus', unit: 'gpus' },
  { param: 'g.fac', name: perGpu ? 'facGpu' : 'fac', unit: 'cnyYear', badge: 'guide' },
  { param: 'g.pow', name: perGpu ? 'powGpu' : 'pow', unit: 'cnyYear', badge: 'guide' },
  { param: 'g.ops', name: 'ops', unit: 'cnyYear', badge: 'guide' },
  RESALE,
];
const OWN_FIELDS = ownFields(false);

/** After the use and the price (and the switch to the catalog's price). */
const PRICE_FIELDS: readonly NumberSpec<'tco'>[] = [
  { param: 'g.trend', name: 'trend', unit: '%', hint: true },
  { param: 'g.job', name: 'job', unit: 'hours', badge: 'guide' },
];

/** The hybrid of GPUs priced one by one: its local machine follows from the owned GPUs. */
const HYBRID_PER_GPU: readonly NumberSpec<'tco'>[] = [
  { param: 'g.share', name: 'share', unit: '%', badge: 'assumption', hint: true },
  { param: 'g.bgpus', name: 'bgpus', unit: 'gpus', badge: 'guide' },
  { param: 'g.bh', name: 'bh', unit: 'hours', badge: 'guide' },
];

const HYBRID_FIELDS: readonly NumberSpec<'tco'>[] = [
  { param: 'g.lhw', name: 'lhw', unit: 'CNY', badge: 'guide' },
  { param: 'g.lrun', name: 'lrun', unit: 'cnyYear', badge: 'assumption', hint: true },
  { param: 'g.lgpus', name: 'lgpus', unit: 'gpus' },
  { param: 'g.share', name: 'share', unit: '%', badge: 'assumption', hint: true },
  { param: 'g.bgpus', name: 'bgpus', unit: 'gpus', badge: 'guide' },
  { param: 'g.bh', name: 'bh', unit: 'hours', badge: 'guide' },
];

/** The chart's table: one column per option, in the legend's order. */
const OPTIONS: readonly TcoOption[] = ['own', 'cloud', 'hybrid'];

export function TcoSection() {
  const { t, lang, f: calc, values, cheapestA100, fx, findOffer, providers } = useCalculator();
  // Amounts are typed in yuan, like the guide's; results read in the page's currency.
  const f = { ...calc, money: calc.page };
  const input = useMemo(() => tcoInput(values, cheapestA100), [values, cheapestA100]);
  const r = useMemo(() => compareOwnRentHybrid(input), [input]);
  const sentences = tcoOutcome(input, r, t, f);
  const perGpu = values['g.per'] === 'gpu';
  const bought = values['g.gpu'] === null ? null : purchasePrice(values['g.gpu'], fx);
  const catalogPrice = values['g.src'] === 'a100' ? cheapestA100 : null;
  const names = {
    own: t('guide.tco.option.own'),
    cloud: t('guide.tco.option.cloud'),
    hybrid: t('guide.tco.option.hybrid'),
  };
  const full = f.num(r.fullUseHours, 1);
  const seriesColumns: CalcColumns<TcoMonth> = [
    {
      header: t('guide.tco.chart.month'),
      headClassName: 'text-left',
      className: 'text-left font-normal',
      cell: (p) => p.month,
    },
    ...OPTIONS.map((o) => ({ header: names[o], cell: (p: TcoMonth) => f.money(p[o]) })),
  ];
  const at = (m: number) => r.series[m] as TcoMonth;
  const breakEvenUse =
    r.breakEvenHoursPerMonth === null
      ? t('guide.tco.beUse.free')
      : r.breakEvenWithinCapacity
        ? t('guide.tco.beUse.value', {
            hours: f.num(r.breakEvenHoursPerMonth, 1),
            share: f.pct(r.breakEvenHoursPerMonth / r.fullUseHours, 0),
          })
        : t('guide.tco.beUse.none', {
            hours: f.num(r.breakEvenHoursPerMonth, 1),
            full,
          });

  return (
    <Section id="own-rent" title={t('guide.tco.title')} lead={t('guide.tco.lead')}>
      {perGpu ? <OwnedGpus price={bought} /> : null}
      <Inputs legend={t('guide.tco.own')}>
        <NumberFields
          calculator="tco"
          fields={
            perGpu ? ownFields(true, bought !== null && bought.cny === values['g.hw']) : OWN_FIELDS
          }
        />
      </Inputs>
      <Note>{t('guide.tco.guideName')}</Note>
      <Inputs legend={t('guide.tco.useAndPrice')}>
        <NumberFields
          calculator="tco"
          fields={[
            { param: 'g.use', name: 'use', unit: 'gpuHoursMonth', hint: { full } },
            {
              param: 'g.price',
              name: 'price',
              unit: 'cnyGpuHour',
              badge: catalogPrice ? 'dataset' : 'guide',
              disabled: catalogPrice !== null,
              override: catalogPrice?.cnyPerGpuHour,
              hint: true,
            },
          ]}
        />
        <SwitchField
          param="g.src"
          on="a100"
          off="guide"
          label={t('guide.tco.src')}
          disabled={cheapestA100 === null}
          hint={
            cheapestA100
              ? t('guide.tco.src.hint', {
                  offer: ((o) => (o ? offerName(o, providers, lang) : cheapestA100.offerId))(
                    findOffer(cheapestA100.offerId),
                  ),
                  price: f.money(cheapestA100.cnyPerGpuHour),
                  asOf: cheapestA100.asOf,
                })
              : t('guide.tco.src.none')
          }
        />
        <NumberFields calculator="tco" fields={PRICE_FIELDS} />
      </Inputs>
      <Inputs legend={t('guide.tco.hybrid')}>
        <NumberFields calculator="tco" fields={perGpu ? HYBRID_PER_GPU : HYBRID_FIELDS} />
        {perGpu ? (
          <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3">
            {t('guide.tco.hybridGpus', { gpus: input.hybrid.localGpus })}
          </p>
        ) : null}
      </Inputs>

      <Outcome sentences={sentences} />
      {r.warnings.map((w) => (
        <p key={w} className="mt-2 text-sm text-amber-900">
          {t(`guide.tco.warn.${w}`, {
            full,
            local: f.num(input.hybrid.localShare * input.gpuHoursPerMonth || 0, 1),
            cap: f.num(input.hybrid.localGpus * HOURS_PER_MONTH, 1),
          })}
        </p>
      ))}
      <Figures
        items={[
          { label: t('guide.tco.fig.firstYear'), value: f.money(r.firstYearOwn) },
          {
            label: t('guide.tco.fig.job', { hours: f.num(input.jobHours, 1) }),
            value: f.money(r.jobCost),
          },
          {
            label: t('guide.tco.fig.burst', {
              gpus: input.hybrid.burstGpus,
              hours: f.num(input.hybrid.burstHours, 1),
            }),
            value: f.money(r.burstCost),
          },
          { label: t('guide.tco.fig.ownMonthly'), value: f.money(r.ownRunningPerMonth) },
          { label: t('guide.tco.fig.cloudMonthly'), value: f.money(r.cloudPerMonthFirstYear) },
          {
            label: t('guide.tco.fig.breakEven'),
            value:
              r.breakEvenMonth !== null
                ? t('guide.tco.fig.month', { month: r.breakEvenMonth })
                : t('guide.tco.fig.none'),
          },
          { label: t('guide.tco.fig.breakEvenUse'), value: breakEvenUse },
          {
            label: t('guide.tco.fig.bursts'),
            value: f.num(r.burstsPerMonth, 2),
          },
        ]}
      />
      <Note>{t('guide.tco.note')}</Note>

      <div className="mt-4">
        <ChartFrame
          lang={lang}
          title={t('guide.tco.chart.title')}
          units={t('guide.tco.chart.units')}
          summary={t('guide.tco.chart.summary', {
            own12: f.money(at(12).own),
            cloud12: f.money(at(12).cloud),
            hybrid12: f.money(at(12).hybrid),
            own36: f.money(at(36).own),
            cloud36: f.money(at(36).cloud),
            hybrid36: f.money(at(36).hybrid),
          })}
          table={() => (
            <CalcTable
              caption={t('guide.tco.chart.title')}
              captionClassName="sr-only"
              className="w-full text-right tabular-nums"
              headCellClassName="px-2"
              cellClassName="px-2"
              columns={seriesColumns}
              rows={r.series}
              rowKey={(p) => p.month}
            />
          )}
        >
          <WhenIdle placeholder={<div className="h-[360px]" />}>
            <TcoChart
              series={r.series}
              names={names}
              xLabel={t('guide.tco.chart.x')}
              yLabel={t('guide.tco.chart.y')}
              breakEvenMonth={r.breakEvenMonth}
              money={f.money}
              compact={f.compact}
            />
          </WhenIdle>
        </ChartFrame>
      </div>
    </Section>
  );
}
