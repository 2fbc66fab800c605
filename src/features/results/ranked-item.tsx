import { useState, type ReactNode } from 'react';
import type { RankedEntry } from '../../domain/engine';
import { spendOf } from '../../domain/engine/rules';
import { isQuoteOfferId } from '../../domain/quotes/id';
import type { Lang } from '../../i18n';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatHours, percent } from './format';
import { gpusLabel, regionText, type CostName, type OfferNamer } from './labels';
import { MessagesList } from './messages-list';
import { ScoreBars } from './score-bars';
import type { SupplyVerdict } from '../../domain/catalog/data/supply-cn';
import { SupplyBadge, SupplyNote } from '../../ui/supply-note';

/** The engine's warnings for a price whose source states no date, or older than `staleAfterDays`. */
const UNDATED = 'engine.warning.undated';
const STALE = 'engine.warning.stale';
/** The reason that repeats the score parts in words: the bars show them already. */
const SCORE_REASON = 'engine.reason.score';

export interface ItemContext {
  lang: Lang;
  provider: (id: string) => string;
  /** Offers named in reasons and warnings ("placed below …"). */
  offerName?: OfferNamer;
  per: 'job' | 'month';
  /** What the cost is called (a month's for a service running a month). */
  costName: CostName;
  hasBudget: boolean;
  onOwnVsRent: (entry: RankedEntry) => void;
  /** Opens the guide's subscription calculator with the pick's prices. */
  onSubscription: (entry: RankedEntry) => void;
  /** More about a pick, shown in its open row (e.g. how it would serve a model). */
  details?: (entry: RankedEntry) => ReactNode;
  /** How to start a pick, drawn only once its row is open (its code loads then). */
  launch?: (entry: RankedEntry) => ReactNode;
  /** The pick's on-demand price over time, drawn only once its row is open. */
  history?: (entry: RankedEntry) => ReactNode;
  /** The pick's price date in words, with what the date means ("listed on or before …"). */
  priceDate?: (entry: RankedEntry) => string | null;
  /** For a team in mainland China: what can be bought and rented of the pick's GPU, dated. */
  supply?: (entry: RankedEntry) => SupplyVerdict | null;
  /** The percent of the user's compute voucher the pick's price is after (`null`: none). */
  voucher?: (entry: RankedEntry) => number | null;
}

/** The cost column's heading and a pick's cost label, by what the cost is. */
export const COST_COLUMN = {
  job: 'results.col.cost',
  month: 'results.col.costMonth',
  service: 'results.col.costService',
} as const satisfies Record<CostName, string>;
const COST_FACT = {
  job: 'results.item.cost',
  month: 'results.item.costMonth',
  service: 'results.item.costService',
} as const satisfies Record<CostName, string>;

/**
 * The columns of the ranked table. Phones (< 640 px) get a card per pick instead: the rank and
 * offer on top, the GPUs below, then time, cost and score with their labels shown.
 */
export const ROW_GRID =
  'grid grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-center gap-x-3 ' +
  'sm:grid-cols-[1.75rem_minmax(0,1.4fr)_minmax(0,1.1fr)_4.5rem_7.5rem_4rem_2.25rem] ' +
  'lg:grid-cols-[1.75rem_minmax(0,1.5fr)_minmax(0,1.2fr)_4.5rem_8rem_6rem_5rem_4rem_2.25rem]';
/** A row's height, the same for every pick so the skeleton can hold the place exactly. */
export const ROW_HEIGHT = 'h-36 sm:h-14';
/** Shown from `lg` up (memory fit, budget); narrower screens find them in the open row. */
const WIDE_ONLY = 'hidden lg:block';
/** A cell's label: shown on a phone's card, read out (but not shown) in the table. */
const CELL_LABEL = 'block text-xs text-slate-600 sm:sr-only';

/** True for a pick that is last on performance, cost and capability alike: no recommendation. */
const scoresNothing = (e: RankedEntry) =>
  e.scoreParts.performance === 0 && e.scoreParts.cost === 0 && e.scoreParts.capability === 0;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** One ranked choice as a table row; its button opens the reasons, warnings and the rest. */
/** A serving plan for one user: the service's rate is that user's (no batching). */
const oneUser = (e: RankedEntry): boolean =>
  e.tokensPerSecondPerUser !== null && e.tokensPerSecond === e.tokensPerSecondPerUser;

export function RankedItem({ entry: e, ctx }: { entry: RankedEntry; ctx: ItemContext }) {
  const t = useT();
  // A commitment is named with its kind, term and upfront share ("reserved instance 12 mo, all
  // upfront"), not as a generic "committed price".
  const pricingLabel = (c: Pick<RankedEntry, 'pricing' | 'commitment'>, short: boolean): string =>
    c.commitment
      ? `${t('engine.pricing.commitment-term', {
          kind: t(`engine.commitment.kind.${c.commitment.row.kind}`),
          months: c.commitment.row.termMonths,
        })}, ${t(`engine.commitment.upfront.${c.commitment.row.upfront}`)}`
      : t(short ? `results.pricingShort.${c.pricing}` : `results.item.pricing.${c.pricing}`);
  const [open, setOpen] = useState(false);
  const { lang } = ctx;
  const money = (v: number | null) => formatMoney(v, e.currency, lang);
  const costOf = (c: { estCost: number; monthlyCost: number }) => spendOf(c, ctx.per);
  const titleId = `offer-${e.rank}`;
  const detailsId = `offer-${e.rank}-details`;
  const providerName = ctx.provider(e.provider);
  const undated = e.warnings.some((w) => w.key === UNDATED);
  const stale = e.warnings.some((w) => w.key === STALE);
  const weak = scoresNothing(e);
  const dated = ctx.priceDate?.(e) ?? null;
  const supply = ctx.supply?.(e) ?? null;
  const voucher = ctx.voucher?.(e) ?? null;
  const budget = !ctx.hasBudget
    ? 'results.budget.none'
    : e.withinBudget
      ? 'results.budget.yes'
      : 'results.budget.no';
  return (
    <li
      data-offer-id={e.offerId}
      aria-labelledby={titleId}
      className={`rounded-lg border border-slate-200 sm:rounded-none sm:border-0 sm:border-b ${
        weak ? 'bg-slate-50' : 'bg-white'
      }`}
    >
      <div className={`${ROW_GRID} ${ROW_HEIGHT} content-center gap-y-1.5 px-3 py-2 text-sm`}>
        <span className="self-start font-bold text-teal-800 tabular-nums sm:self-center">
          <span className="sr-only">{t('results.col.rank')} </span>
          {e.rank}
        </span>
        <div className="col-span-3 min-w-0 sm:col-span-1">
          <h3 id={titleId} className="flex min-w-0 items-center gap-1.5 font-semibold">
            <span className="truncate">{providerName}</span>
            <span className="sr-only">
              {' '}
              {e.instanceType} {regionText(lang, e.offerId)}
            </span>
            {isQuoteOfferId(e.offerId) ? (
              <span className="shrink-0 rounded bg-violet-100 px-1.5 text-xs font-medium text-violet-900">
                {t('quotes.badge')}
              </span>
            ) : null}
            {undated || stale ? (
              <span
                title={t(undated ? 'results.undated' : 'results.stale', { date: e.asOf })}
                className="shrink-0 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900"
              >
                {t(undated ? 'results.badge.undated' : 'results.badge.stale')}
              </span>
            ) : null}
            {supply ? <SupplyBadge verdict={supply} lang={lang} /> : null}
            {voucher !== null ? (
              <span
                data-voucher={voucher}
                title={t('supply.voucher.applied', { percent: voucher })}
                className="shrink-0 rounded bg-violet-100 px-1.5 text-xs font-medium text-violet-900"
              >
                {t('supply.voucher.badge', { percent: voucher })}
              </span>
            ) : null}
          </h3>
          <p className="truncate text-xs text-slate-600" title={e.instanceType}>
            <code>{e.instanceType}</code> · {regionText(lang, e.offerId)}
            {e.nodes > 1 ? ` · ${t('results.item.nodes', { nodes: e.nodes })}` : ''}
          </p>
          {dated ? (
            <p className="truncate text-xs text-slate-600" title={dated} data-price-date>
              {dated}
            </p>
          ) : null}
        </div>
        <div className="min-w-0 max-sm:col-span-3 max-sm:col-start-2">
          <span className="sr-only">{t('results.col.gpus')} </span>
          <span className="block truncate" title={gpusLabel(lang, e)}>
            {gpusLabel(lang, e)}
          </span>
          {/* A phone's card has no open row on its first screen: the price goes under the GPUs,
              on a line of its own so that neither is cut. */}
          <span className="block whitespace-nowrap sm:hidden" data-price>
            {t('results.item.pricePerHourShort', { price: money(e.pricePerHour) })}
          </span>
          {e.gpuMemoryGb !== null ? (
            <span className="hidden text-xs text-slate-600 sm:block">
              {formatNumber(e.gpuMemoryGb, lang, 0)} GiB
            </span>
          ) : null}
        </div>
        <div className="tabular-nums max-sm:col-start-2 sm:text-right">
          <span className={CELL_LABEL}>{t('results.col.time')}</span>
          <span className="font-medium whitespace-nowrap">
            {t('results.item.hours', { hours: formatHours(lang, e.estHours) })}
          </span>
        </div>
        <div className="tabular-nums sm:text-right">
          <span className={CELL_LABEL}>{t(COST_COLUMN[ctx.costName])}</span>
          <span className="font-medium">{money(costOf(e))}</span>
          <span className="block text-xs break-words text-slate-600 sm:truncate">
            {pricingLabel(e, true)}
          </span>
        </div>
        <div className={WIDE_ONLY}>
          <span className="sr-only">{t('results.col.fit')} </span>
          <span className={e.memoryFit === 'tight' ? 'text-amber-900' : undefined}>
            {t(`results.fitShort.${e.memoryFit}`)}
          </span>
        </div>
        <div className={WIDE_ONLY}>
          <span className="sr-only">{t('results.col.budget')} </span>
          <span
            className={
              budget === 'results.budget.no'
                ? 'text-amber-900'
                : budget === 'results.budget.none'
                  ? 'text-xs text-slate-600'
                  : undefined
            }
          >
            {t(budget)}
          </span>
        </div>
        <div className="tabular-nums sm:text-right">
          <span className={CELL_LABEL}>{t('results.col.score')}</span>
          {weak ? (
            <span className="text-xs text-slate-600">{t('results.notScored.short')}</span>
          ) : (
            <span className="font-medium">{percent(e.score)}</span>
          )}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('results.details', { offer: `${providerName} ${e.instanceType}` })}
          title={t('results.details', { offer: `${providerName} ${e.instanceType}` })}
          onClick={() => setOpen(!open)}
          className="h-8 w-8 self-start justify-self-end rounded border border-slate-300 text-teal-800 hover:bg-teal-50 max-sm:col-start-5 max-sm:row-start-1 sm:self-center"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </div>
      <div
        id={detailsId}
        hidden={!open}
        className="border-t border-slate-100 bg-slate-50/60 px-3 pt-3 pb-3 sm:pl-12"
      >
        {weak ? (
          <p className="mb-2 rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">
            {t('results.notScored')}
          </p>
        ) : null}
        {undated || stale ? (
          <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {t(undated ? 'results.undated' : 'results.stale', { date: e.asOf })}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label={t('results.item.price')}>
            {t('results.item.pricePerHour', { price: money(e.pricePerHour) })}
          </Fact>
          <Fact label={t(COST_FACT[ctx.costName])}>
            {money(costOf(e))} <span className="font-normal">{pricingLabel(e, false)}</span>
            {e.alternative ? (
              <span className="block font-normal text-slate-700">
                {t('results.item.alt', {
                  cost: money(costOf(e.alternative)),
                  pricing: pricingLabel(e.alternative, false),
                })}
              </span>
            ) : null}
          </Fact>
          <Fact label={t('results.item.memory')}>{t(`results.fit.${e.memoryFit}`)}</Fact>
          <Fact label={t('results.item.budget')}>{t(budget)}</Fact>
        </dl>
        {open && ctx.history ? <div className="mt-3">{ctx.history(e)}</div> : null}
        {/* Serving figures (tokens/s, cost per million tokens) come with the details below. */}
        {!ctx.details && e.tokensPerSecond !== null && e.costPerMillionTokens !== null ? (
          <p className="mt-2 text-sm text-slate-700">
            {t(oneUser(e) ? 'results.item.tokens-one' : 'results.item.tokens', {
              tps: formatNumber(e.tokensPerSecond, lang, 0),
              cpm: money(e.costPerMillionTokens),
            })}
          </p>
        ) : null}
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <ScoreBars entry={e} />
          <MessagesList
            title={t('results.why')}
            messages={e.reasons.filter((m) => m.key !== SCORE_REASON)}
            lang={lang}
            tone="why"
            offerName={ctx.offerName}
          />
          <MessagesList
            title={t('results.watch')}
            messages={e.warnings}
            lang={lang}
            tone="watch"
            offerName={ctx.offerName}
          />
        </div>
        {supply ? (
          <div className="mt-3">
            <SupplyNote verdict={supply} lang={lang} />
          </div>
        ) : null}
        {ctx.details ? <div className="mt-3">{ctx.details(e)}</div> : null}
        {open && ctx.launch ? ctx.launch(e) : null}
        {e.otherRegions.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('results.otherRegions', { count: e.otherRegions.length })}{' '}
            {e.otherRegions.map((id) => regionText(lang, id)).join(lang === 'zh' ? '、' : ', ')}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-x-4">
          <Button variant="ghost" className="px-0" onClick={() => ctx.onOwnVsRent(e)}>
            {t('results.ownVsRent')}
          </Button>
          <Button variant="ghost" className="px-0" onClick={() => ctx.onSubscription(e)}>
            {t('results.subscription')}
          </Button>
        </div>
      </div>
    </li>
  );
}
