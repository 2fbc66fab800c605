import { useMemo } from 'react';
import {
  compareSubscription,
  type ExitRule,
  type RefundRule,
} from '../../domain/calculators/subscription';
import type { Provider } from '../../domain/catalog/schema';
import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { NumberField } from './fields';
import { useFormat } from './format';
import { useGuideData } from './guide-data';
import { subscriptionInput } from './inputs';
import { Figures, Inputs, Section } from './section';
import { SourceLink } from './source-link';

interface Row {
  rule: ExitRule;
  name: string;
  provider: Provider | null;
}

/** The providers whose refund rule the dataset knows, then the guide's claim. */
function rows(providers: readonly Provider[], lang: 'zh' | 'en', guideName: string): Row[] {
  const known = providers
    .filter(
      (p): p is Provider & { refundRule: { value: RefundRule } } => p.refundRule.value !== null,
    )
    .map((p) => ({ rule: p.refundRule.value, name: p.name[lang], provider: p }));
  return [...known, { rule: 'guide-flat-30', name: guideName, provider: null }];
}

export function SubscriptionSection() {
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const { values } = useGuideParams();
  const { providers } = useGuideData();
  const input = useMemo(() => subscriptionInput(values), [values]);
  const guideName = t('guide.sub.guideRow');
  const list = useMemo(() => rows(providers, lang, guideName), [providers, lang, guideName]);
  const r = useMemo(
    () =>
      compareSubscription(
        input,
        list.map((x) => x.rule),
      ),
    [input, list],
  );
  const months = (m: number | null) =>
    m === null
      ? t('guide.sub.never')
      : m <= 1 / 30 + 1e-9
        ? t('guide.sub.fromStart')
        : t('guide.sub.months', { months: f.num(m, 1) });
  const cheaper = r.effectiveMonthly < r.paygMonthly;

  return (
    <Section id="subscription" title={t('guide.sub.title')} lead={t('guide.sub.lead')}>
      <Inputs legend={t('guide.sub.inputs')}>
        <NumberField
          param="g.smon"
          label={t('guide.sub.monthly')}
          unit={t('guide.unit.cnyMonth')}
          badge="assumption"
          hint={t('guide.sub.monthly.hint')}
        />
        <NumberField
          param="g.sdisc"
          label={t('guide.sub.discount')}
          unit="%"
          badge="assumption"
          hint={t('guide.sub.discount.hint')}
        />
        <NumberField
          param="g.shr"
          label={t('guide.sub.hourly')}
          unit={t('guide.unit.cnyHour')}
          badge="guide"
        />
        <NumberField
          param="g.shrs"
          label={t('guide.sub.hours')}
          unit={t('guide.unit.hoursMonth')}
          hint={t('guide.sub.hours.hint')}
        />
        <NumberField param="g.sterm" label={t('guide.sub.term')} unit={t('guide.unit.months')} />
        <NumberField
          param="g.sused"
          label={t('guide.sub.used')}
          unit={t('guide.unit.months')}
          max={values['g.sterm']}
          hint={t('guide.sub.used.hint')}
        />
      </Inputs>

      <h3 className="mt-6 font-semibold text-slate-900">{t('guide.result')}</h3>
      <div role="status" className="mt-2 rounded bg-teal-50 p-3 text-slate-900">
        <p>
          {t(cheaper ? 'guide.sub.out.cheaper' : 'guide.sub.out.dearer', {
            sub: f.money(r.effectiveMonthly),
            payg: f.money(r.paygMonthly),
          })}
        </p>
      </div>
      <Figures
        items={[
          { label: t('guide.sub.fig.paid'), value: f.money(r.paid) },
          { label: t('guide.sub.fig.paygTerm'), value: f.money(r.paygFullTerm) },
          {
            label: t('guide.sub.fig.paygUsed', { months: f.num(input.usedMonths, 2) }),
            value: f.money(r.outcomes[0]?.payg ?? 0),
          },
        ]}
      />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium text-slate-800">
            {t('guide.sub.table.caption', { months: f.num(input.usedMonths, 2) })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="p-2">
                {t('guide.sub.col.provider')}
              </th>
              <th scope="col" className="p-2">
                {t('guide.sub.col.rule')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('guide.sub.col.refund')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('guide.sub.col.net')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('guide.sub.col.penalty')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('guide.sub.col.vsPayg')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('guide.sub.col.breakEven')}
              </th>
            </tr>
          </thead>
          <tbody>
            {r.outcomes.map((o, k) => {
              const row = list[k] as Row;
              return (
                <tr
                  key={row.name}
                  className={`border-b border-slate-100 align-top ${row.provider ? '' : 'text-slate-600 italic'}`}
                >
                  <th scope="row" className="p-2 text-left font-medium">
                    {row.name}
                  </th>
                  <td className="p-2">
                    {t(`guide.sub.rule.${o.rule}`)}
                    {row.provider?.refundRule.source ? (
                      <>
                        {' '}
                        <SourceLink
                          source={row.provider.refundRule.source}
                          label={t('guide.source')}
                        />
                      </>
                    ) : null}
                  </td>
                  <td className="p-2 text-right tabular-nums">{f.money(o.refund)}</td>
                  <td className="p-2 text-right tabular-nums">{f.money(o.net)}</td>
                  <td className="p-2 text-right tabular-nums">{f.money(o.exitPenalty)}</td>
                  <td className="p-2 text-right tabular-nums">
                    {o.extraVsPayg > 0
                      ? t('guide.sub.more', { amount: f.money(o.extraVsPayg) })
                      : t('guide.sub.less', { amount: f.money(-o.extraVsPayg) })}
                  </td>
                  <td className="p-2 text-right">{months(o.breakEvenMonths)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t('guide.sub.note')}</p>
    </Section>
  );
}
