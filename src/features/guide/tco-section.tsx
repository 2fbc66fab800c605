import { lazy, useMemo } from 'react';
import { compareOwnRentHybrid, type TcoMonth } from '../../domain/calculators/tco';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { ChartFrame } from '../../ui/chart-frame';
import { NumberField, SwitchField } from './fields';
import { useFormat } from './format';
import { useGuideData } from './guide-data';
import { tcoInput } from './inputs';
import { Figures, Inputs, Section } from './section';
import { tcoOutcome } from './tco-outcome';

const TcoChart = lazy(() => import('./tco-chart'));

export function TcoSection() {
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const { values } = useGuideParams();
  const { cheapestA100 } = useGuideData();
  const input = useMemo(() => tcoInput(values, cheapestA100), [values, cheapestA100]);
  const r = useMemo(() => compareOwnRentHybrid(input), [input]);
  const sentences = tcoOutcome(input, r, t, f);
  const fromCatalog = values['g.src'] === 'a100';
  const names = {
    own: t('guide.tco.option.own'),
    cloud: t('guide.tco.option.cloud'),
    hybrid: t('guide.tco.option.hybrid'),
  };
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
            full: f.num(r.fullUseHours, 1),
          });

  return (
    <Section id="own-rent" title={t('guide.tco.title')} lead={t('guide.tco.lead')}>
      <Inputs legend={t('guide.tco.own')}>
        <NumberField param="g.hw" label={t('guide.tco.hw')} unit="CNY" badge="guide" />
        <NumberField
          param="g.life"
          label={t('guide.tco.life')}
          unit={t('guide.unit.years')}
          badge="assumption"
          hint={t('guide.tco.life.hint')}
        />
        <NumberField param="g.gpus" label={t('guide.tco.gpus')} unit={t('guide.unit.gpus')} />
        <NumberField
          param="g.fac"
          label={t('guide.tco.fac')}
          unit={t('guide.unit.cnyYear')}
          badge="guide"
        />
        <NumberField
          param="g.pow"
          label={t('guide.tco.pow')}
          unit={t('guide.unit.cnyYear')}
          badge="guide"
        />
        <NumberField
          param="g.ops"
          label={t('guide.tco.ops')}
          unit={t('guide.unit.cnyYear')}
          badge="guide"
        />
      </Inputs>
      <Inputs legend={t('guide.tco.useAndPrice')}>
        <NumberField
          param="g.use"
          label={t('guide.tco.use')}
          unit={t('guide.unit.gpuHoursMonth')}
          hint={t('guide.tco.use.hint', { full: f.num(r.fullUseHours, 1) })}
        />
        <NumberField
          param="g.price"
          label={t('guide.tco.price')}
          unit={t('guide.unit.cnyGpuHour')}
          badge={fromCatalog && cheapestA100 ? 'dataset' : 'guide'}
          disabled={fromCatalog && cheapestA100 !== null}
          {...(fromCatalog && cheapestA100 ? { override: cheapestA100.cnyPerGpuHour } : {})}
          hint={t('guide.tco.price.hint')}
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
                  offer: cheapestA100.offerId,
                  price: f.money(cheapestA100.cnyPerGpuHour),
                  asOf: cheapestA100.asOf,
                })
              : t('guide.tco.src.none')
          }
        />
        <NumberField
          param="g.trend"
          label={t('guide.tco.trend')}
          unit="%"
          hint={t('guide.tco.trend.hint')}
        />
        <NumberField
          param="g.job"
          label={t('guide.tco.job')}
          unit={t('guide.unit.hours')}
          badge="guide"
        />
      </Inputs>
      <Inputs legend={t('guide.tco.hybrid')}>
        <NumberField param="g.lhw" label={t('guide.tco.lhw')} unit="CNY" badge="guide" />
        <NumberField
          param="g.lrun"
          label={t('guide.tco.lrun')}
          unit={t('guide.unit.cnyYear')}
          badge="assumption"
          hint={t('guide.tco.lrun.hint')}
        />
        <NumberField param="g.lgpus" label={t('guide.tco.lgpus')} unit={t('guide.unit.gpus')} />
        <NumberField
          param="g.share"
          label={t('guide.tco.share')}
          unit="%"
          badge="assumption"
          hint={t('guide.tco.share.hint')}
        />
        <NumberField
          param="g.bgpus"
          label={t('guide.tco.bgpus')}
          unit={t('guide.unit.gpus')}
          badge="guide"
        />
        <NumberField
          param="g.bh"
          label={t('guide.tco.bh')}
          unit={t('guide.unit.hours')}
          badge="guide"
        />
      </Inputs>

      <h3 className="mt-6 font-semibold text-slate-900">{t('guide.result')}</h3>
      <div role="status" className="mt-2 rounded bg-teal-50 p-3 text-slate-900">
        {sentences.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      {r.warnings.map((w) => (
        <p key={w} className="mt-2 text-sm text-amber-900">
          {t(`guide.tco.warn.${w}`, {
            full: f.num(r.fullUseHours, 1),
            local: f.num(input.hybrid.localShare * input.gpuHoursPerMonth || 0, 1),
            cap: f.num(input.hybrid.localGpus * 730, 1),
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
      <p className="mt-3 text-sm text-slate-700">{t('guide.tco.note')}</p>

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
            <table className="w-full text-right tabular-nums">
              <caption className="sr-only">{t('guide.tco.chart.title')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 text-left">
                    {t('guide.tco.chart.month')}
                  </th>
                  <th scope="col" className="px-2">
                    {names.own}
                  </th>
                  <th scope="col" className="px-2">
                    {names.cloud}
                  </th>
                  <th scope="col" className="px-2">
                    {names.hybrid}
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.series.map((p) => (
                  <tr key={p.month}>
                    <th scope="row" className="px-2 text-left font-normal">
                      {p.month}
                    </th>
                    <td className="px-2">{f.money(p.own)}</td>
                    <td className="px-2">{f.money(p.cloud)}</td>
                    <td className="px-2">{f.money(p.hybrid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        >
          <TcoChart
            series={r.series}
            names={names}
            xLabel={t('guide.tco.chart.x')}
            yLabel={t('guide.tco.chart.y')}
            breakEvenMonth={r.breakEvenMonth}
            money={f.money}
            compact={f.compact}
          />
        </ChartFrame>
      </div>
    </Section>
  );
}
