import type { ReactNode } from 'react';
import type { RankedEntry } from '../../domain/engine';
import { isQuoteOfferId } from '../../domain/quotes';
import type { Lang } from '../../i18n';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatHours } from './format';
import { gpusLabel, regionOf } from './labels';
import { MessagesList } from './messages-list';
import { ScoreBars } from './score-bars';

/** The engine's warnings for a price whose source states no date, or older than `staleAfterDays`. */
const UNDATED = 'engine.warning.undated';
const STALE = 'engine.warning.stale';

export interface ItemContext {
  lang: Lang;
  provider: (id: string) => string;
  per: 'job' | 'month';
  hasBudget: boolean;
  onOwnVsRent: (entry: RankedEntry) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** One ranked choice: the offer, its estimates, score, reasons, warnings and other regions. */
export function RankedItem({ entry: e, ctx }: { entry: RankedEntry; ctx: ItemContext }) {
  const t = useT();
  const { lang } = ctx;
  const money = (v: number | null) => formatMoney(v, e.currency, lang);
  const costOf = (c: { estCost: number; monthlyCost: number }) =>
    ctx.per === 'month' ? c.monthlyCost : c.estCost;
  const titleId = `offer-${e.rank}`;
  return (
    <li
      data-offer-id={e.offerId}
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span aria-hidden="true" className="text-lg font-bold text-teal-800">
          {e.rank}
        </span>
        <h3 id={titleId} className="text-lg font-semibold">
          {gpusLabel(lang, e)} · {ctx.provider(e.provider)} <code>{e.instanceType}</code>
        </h3>
        {isQuoteOfferId(e.offerId) ? (
          <span className="rounded bg-violet-100 px-1.5 text-xs font-medium text-violet-900">
            {t('quotes.badge')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('results.item.region', { region: e.region })}
        {e.nodes > 1 ? ` · ${t('results.item.nodes', { nodes: e.nodes })}` : ''}
        {e.gpuMemoryGb !== null ? ` · ${formatNumber(e.gpuMemoryGb, lang, 0)} GiB` : ''}
      </p>
      {e.warnings.some((w) => w.key === UNDATED) ? (
        <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
          {t('results.undated', { date: e.asOf })}
        </p>
      ) : e.warnings.some((w) => w.key === STALE) ? (
        <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
          {t('results.stale', { date: e.asOf })}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Fact label={t('results.item.time')}>
          {t('results.item.hours', { hours: formatHours(lang, e.estHours) })}
        </Fact>
        <Fact label={t(ctx.per === 'month' ? 'results.item.costMonth' : 'results.item.cost')}>
          {money(costOf(e))}{' '}
          <span className="font-normal">{t(`results.item.pricing.${e.pricing}`)}</span>
          {e.alternative ? (
            <span className="block font-normal text-slate-700">
              {t('results.item.alt', {
                cost: money(costOf(e.alternative)),
                pricing: t(`results.item.pricing.${e.alternative.pricing}`),
              })}
            </span>
          ) : null}
        </Fact>
        <Fact label={t('results.item.price')}>
          {t('results.item.pricePerHour', { price: money(e.pricePerHour) })}
        </Fact>
        <Fact label={t('results.item.memory')}>{t(`results.fit.${e.memoryFit}`)}</Fact>
        <Fact label={t('results.item.budget')}>
          {t(
            !ctx.hasBudget
              ? 'results.budget.none'
              : e.withinBudget
                ? 'results.budget.yes'
                : 'results.budget.no',
          )}
        </Fact>
      </dl>
      {e.tokensPerSecond !== null && e.costPerMillionTokens !== null ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('results.item.tokens', {
            tps: formatNumber(e.tokensPerSecond, lang, 0),
            cpm: money(e.costPerMillionTokens),
          })}
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <ScoreBars entry={e} />
        <MessagesList title={t('results.why')} messages={e.reasons} lang={lang} tone="why" />
        <MessagesList title={t('results.watch')} messages={e.warnings} lang={lang} tone="watch" />
      </div>
      {e.otherRegions.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('results.otherRegions', { count: e.otherRegions.length })}{' '}
          {e.otherRegions.map(regionOf).join(', ')}
        </p>
      ) : null}
      <Button variant="ghost" className="mt-2 px-0" onClick={() => ctx.onOwnVsRent(e)}>
        {t('results.ownVsRent')}
      </Button>
    </li>
  );
}
