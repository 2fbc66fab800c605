import { useMemo } from 'react';
import {
  compareSubscription,
  type ExitRule,
  type RefundRule,
  type RuleOutcome,
} from '../../domain/calculators/subscription';
import type { Provider } from '../../domain/catalog/schema';
import { CalcTable } from '../../ui/calc-table';
import { NumberFields, type NumberSpec, type Unit } from './fields';
import { subscriptionInput } from './inputs';
import { Figures, Inputs, Note, Outcome, Section } from './section';
import { SourceLink } from './source-link';
import { useCalculator } from './use-calculator';
import { PickPrices, usePickPrices } from './pick-prices';

interface Row {
  rule: ExitRule;
  name: string;
  provider: Provider | null;
}

/** A line of the table: one exit rule's outcome. */
interface RuleLine {
  o: RuleOutcome;
  row: Row;
}

const FIELDS: readonly NumberSpec<'sub'>[] = [
  { param: 'g.smon', name: 'monthly', unit: 'cnyMonth', badge: 'assumption', hint: true },
  { param: 'g.sdisc', name: 'discount', unit: '%', badge: 'assumption', hint: true },
  { param: 'g.shr', name: 'hourly', unit: 'cnyHour', badge: 'guide' },
  { param: 'g.shrs', name: 'hours', unit: 'hoursMonth', hint: true },
  { param: 'g.sterm', name: 'term', unit: 'months' },
];

/** The fields with a pick's prices in place of the typed ones (shown, not editable). */
function pickFields(
  prices: { monthly: number; hourly: number; term: { months: number; discount: number } | null },
  usd: boolean,
) {
  // The pick's price, not the typed one: its hint about typing is not shown.
  const fromPick = (
    { hint: _, ...field }: NumberSpec<'sub'>,
    unit: Unit,
    override: number,
  ): NumberSpec<'sub'> => ({ ...field, unit, badge: 'dataset', disabled: true, override });
  return FIELDS.map((field) => {
    if (field.param === 'g.smon')
      return fromPick(field, usd ? 'usdMonth' : 'cnyMonth', prices.monthly);
    if (field.param === 'g.shr') return fromPick(field, usd ? 'usdHour' : 'cnyHour', prices.hourly);
    if (prices.term && field.param === 'g.sterm')
      return fromPick(field, 'months', prices.term.months);
    if (prices.term && field.param === 'g.sdisc')
      return fromPick(field, '%', Math.round(prices.term.discount * 1000) / 10);
    return field;
  });
}
/** Months used: at most the term. */
const USED: NumberSpec<'sub'> = { param: 'g.sused', name: 'used', unit: 'months', hint: true };

/** The amounts of the table: its column and the outcome's figure. */
const AMOUNTS = [
  ['refund', 'refund'],
  ['net', 'net'],
  ['penalty', 'exitPenalty'],
] as const;

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
  const { t, lang, f, values, providers } = useCalculator();
  const pick = usePickPrices();
  const input = useMemo(
    () =>
      pick.priced
        ? {
            ...subscriptionInput(values),
            monthly: pick.monthly,
            hourly: pick.hourly,
            ...(pick.term
              ? {
                  termMonths: pick.term.months,
                  usedMonths: Math.min(values['g.sused'], pick.term.months),
                  termDiscount: pick.term.discount,
                }
              : {}),
          }
        : subscriptionInput(values),
    [values, pick],
  );
  // The guide's figures are yuan; a pick's prices are in the page's currency.
  const money = (v: number) => f.amount(v, pick.priced ? pick.currency : 'CNY');
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
      <PickPrices pick={pick} />
      <Inputs legend={t('guide.sub.inputs')}>
        <NumberFields
          calculator="sub"
          fields={[
            ...(pick.priced ? pickFields(pick, pick.currency === 'USD') : FIELDS),
            { ...USED, max: values['g.sterm'] },
          ]}
        />
      </Inputs>

      <Outcome
        sentences={[
          t(cheaper ? 'guide.sub.out.cheaper' : 'guide.sub.out.dearer', {
            sub: money(r.effectiveMonthly),
            payg: money(r.paygMonthly),
          }),
        ]}
      />
      <Figures
        items={[
          { label: t('guide.sub.fig.paid'), value: money(r.paid) },
          { label: t('guide.sub.fig.paygTerm'), value: money(r.paygFullTerm) },
          {
            label: t('guide.sub.fig.paygUsed', { months: f.num(input.usedMonths, 2) }),
            value: money(r.outcomes[0]?.payg ?? 0),
          },
        ]}
      />
      <div className="mt-4 overflow-x-auto">
        <CalcTable
          caption={t('guide.sub.table.caption', { months: f.num(input.usedMonths, 2) })}
          captionClassName="text-left font-medium text-slate-800"
          className="w-full text-sm"
          headRowClassName="border-b border-slate-300 text-left"
          headCellClassName="p-2"
          cellClassName="p-2"
          rowClassName={({ row }) =>
            `border-b border-slate-100 align-top ${row.provider ? '' : 'text-slate-600 italic'}`
          }
          columns={[
            {
              header: t('guide.sub.col.provider'),
              className: 'text-left font-medium',
              cell: ({ row }) => row.name,
            },
            {
              header: t('guide.sub.col.rule'),
              cell: ({ o, row }) => (
                <>
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
                </>
              ),
            },
            ...AMOUNTS.map(([col, amount]) => ({
              header: t(`guide.sub.col.${col}`),
              headClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: ({ o }: RuleLine) => money(o[amount]),
            })),
            {
              header: t('guide.sub.col.vsPayg'),
              headClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: ({ o }) =>
                o.extraVsPayg > 0
                  ? t('guide.sub.more', { amount: money(o.extraVsPayg) })
                  : t('guide.sub.less', { amount: money(-o.extraVsPayg) }),
            },
            {
              header: t('guide.sub.col.breakEven'),
              headClassName: 'text-right',
              className: 'text-right',
              cell: ({ o }) => months(o.breakEvenMonths),
            },
          ]}
          rows={r.outcomes.map((o, k) => ({ o, row: list[k] as Row }))}
          rowKey={({ row }) => row.name}
        />
      </div>
      <Note>{t('guide.sub.note')}</Note>
    </Section>
  );
}
