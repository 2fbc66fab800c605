import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { Catalog } from '../../domain/catalog/types';
import type { RankedEntry } from '../../domain/engine';
import { DEFAULT_ASSUMPTIONS } from '../../domain/engine/assumptions';
import { unsizedModel } from '../../domain/engine/model-check';
import { rateInForce, weighedKind } from '../../domain/engine/rules';
import { guideLink } from '../../domain/share/guide-params';
import { useLinkStore } from '../../state/link-store';
import { usePageQuotes } from '../../state/quotes-presence';
import { useCatalog, useDecoded } from '../../state/use-catalog';
import type { RankingParts } from '../../state/ranking-parts';
import { useRanking } from '../../state/use-ranking';
import { useLang, useT } from '../../state/use-lang';
import { Charts, chartsDataFrom } from './charts';
import { AdjustPanel } from './adjust-panel';
import { AssumptionsPanel } from './assumptions-panel';
import { ExcludedList } from './excluded-list';
import { ExportButtons } from './export-buttons';
import { costName, offerLabel, offerNamer, providerNames } from './labels';
import { ownVsRentValues } from './own-vs-rent';
import type { ItemContext } from './ranked-item';
import { PAGE, RankedList } from './ranked-list';
import { RankedListSkeleton } from './ranked-list-skeleton';
import { ServingDetails } from './serving-details';
import { CopyLinkButton } from './copy-link-button';
import { ModelRefusal } from './model-refusal';
import { Suggestions } from './suggestions';
import { messageText } from './format';
import { SkeletonBlock } from '../../ui/skeleton';
import { WhenIdle } from '../../ui/when-idle';
import { PriceFreshness } from '../../ui/price-freshness';
import { todayIso } from '../../lib/today';
import { formatMoney } from '../../lib/format';
import { priceSeries } from '../../domain/catalog/price-history';
import { PriceHistory } from '../../ui/price-history';
import { priceDateText } from '../../ui/price-date';
import { isQuoteOfferId } from '../../domain/quotes/id';
import { rankedTotal } from '../../domain/ranking-head';
import { offerLookup } from './catalog-change';
import { CatalogChangeNote } from './catalog-change-note';
import { supplyVerdictCn } from '../../domain/catalog/data/supply-cn';
import { vouchersOf } from '../../domain/vouchers';

/** How close (below the window) the charts' place must come before they load. */
const CHARTS_NEAR = '0px 0px 120px 0px';

const NO_ENTRIES: readonly RankedEntry[] = [];

/** Every ranked pick of `parts` once it has come (`null` until then, or without `parts`). */
function useEveryPick(parts: RankingParts | null): readonly RankedEntry[] | null {
  const [got, setGot] = useState<{ parts: RankingParts; ranked: readonly RankedEntry[] } | null>(
    null,
  );
  useEffect(() => {
    if (!parts) return;
    let live = true;
    parts.rankedAll().then(
      (ranked) => live && setGot({ parts, ranked }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [parts]);
  return parts && got?.parts === parts ? got.ranked : null;
}

/** A pick's launch recipes: their code loads when the first row opens. */
const LaunchSection = lazy(() => import('./launch-section'));

/** The page's title and the profile's controls, above whatever the ranking shows. */
function ResultsFrame({
  children,
  ...adjust
}: ComponentProps<typeof AdjustPanel> & { children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="results-title">
      <h1 id="results-title" className="text-2xl font-semibold">
        {t('results.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700 lg:hidden">{t('results.lead')}</p>
      <AdjustPanel {...adjust} />
      {children}
    </section>
  );
}

/** The ranked recommendations for the link's profile, live as any input changes. */
export default function ResultsView({ catalog: given }: { catalog?: Catalog }) {
  // The worker ranks the offers: this page reads the providers at once and the picks' price
  // dates once ranked, so the lists are decoded behind, in idle time, not before the first render.
  const catalog = useCatalog(given, { ahead: 'idle' });
  const t = useT();
  const lang = useLang();
  // Ranked off the page's thread: nothing at first, then the head (first page, counts, charts'
  // figures); the rest is asked for when the reader opens it.
  const ranking = useRanking(catalog);
  // Each pick shows its price's date, read from the catalog's offers: once ranked, the picks wait
  // for the lists' decode (hurried from the idle pace, still in slices) rather than decoding what
  // is left at once in the render, one long task on a phone.
  const decoded = useDecoded(catalog, ranking.head !== null);
  const head = decoded ? ranking.head : null;
  const { parts } = ranking;
  const profile = useLinkStore((s) => s.link.profile);
  const cur = useLinkStore((s) => s.link.cur);
  const fxLink = useLinkStore((s) => s.link.fx);
  const madeOn = useLinkStore((s) => s.link.cv);
  const madePick = useLinkStore((s) => s.link.top);
  const setLink = useLinkStore((s) => s.setLink);
  const fx = rateInForce(fxLink, catalog.fx);
  const quotes = usePageQuotes().all;
  const provider = useMemo(() => providerNames(catalog, lang, quotes), [catalog, lang, quotes]);
  const offerName = useMemo(() => offerNamer(lang, provider, quotes), [lang, provider, quotes]);
  // Ages count from the day the page opened, as the ranking's own judgement of old prices does.
  const [today] = useState(todayIso);
  // The offers by id: their lists decode in idle time (above), or at once when a row opens or an
  // older link needs them first.
  const offerOf = useMemo(() => offerLookup(catalog), [catalog]);
  const priceDate = useCallback(
    (offerId: string) => {
      if (isQuoteOfferId(offerId)) return null;
      const offer = offerOf(offerId);
      return offer ? priceDateText(lang, offer) : null;
    },
    [offerOf, lang],
  );
  // A link's recorded picks answer the question it was opened with, not one changed since.
  const [opened] = useState(() => JSON.stringify(profile));
  const asOpened = opened === JSON.stringify(profile);
  // A link ranked on this catalog records its first pick with the version, so that reopened on
  // another it can say whether that pick is still first; an older link keeps what it recorded.
  const firstPick = head && ranking.current ? (head.top[0]?.offerId ?? null) : undefined;
  // Where that recorded pick ranks now: past the first page, every pick is asked for.
  const pickShown =
    madePick !== null &&
    head !== null &&
    head.top.some((e) => e.offerId === madePick || e.otherRegions.includes(madePick));
  const everyPick = useEveryPick(
    madeOn !== null && madeOn !== catalog.version && madePick !== null && !pickShown ? parts : null,
  );
  useEffect(() => {
    if (firstPick === undefined) return;
    const link = useLinkStore.getState().link;
    if (link.view !== 'results' || link.cv !== catalog.version || link.top === firstPick) return;
    setLink({ ...link, top: firstPick });
  }, [firstPick, catalog.version, setLink]);

  const basis = weighedKind(profile);
  // A team in mainland China sees, on every pick, what can be bought and rented of its GPU.
  const vendorOf = useMemo(() => new Map(catalog.gpus.map((g) => [g.id, g.vendor])), [catalog]);
  const supplyOf =
    profile.loc === 'cn'
      ? (gpu: string) => supplyVerdictCn({ id: gpu, vendor: vendorOf.get(gpu) ?? 'other' })
      : null;
  const supply = supplyOf ? { supply: (e: RankedEntry) => supplyOf(e.gpu) } : {};
  // The user's compute vouchers: each pick of a voucher's provider (not a quote) says so.
  const vouchers = useMemo(() => vouchersOf(profile.vch), [profile.vch]);
  const voucher =
    vouchers.size > 0
      ? {
          voucher: (e: RankedEntry) =>
            isQuoteOfferId(e.offerId) ? null : (vouchers.get(e.provider) ?? null),
        }
      : {};
  const ctx: ItemContext = {
    ...supply,
    ...voucher,
    lang,
    provider,
    offerName,
    per: basis,
    costName: costName(profile),
    hasBudget: profile.budget !== null,
    priceDate: (e: RankedEntry) => priceDate(e.offerId),
    details: (e: RankedEntry) => <ServingDetails entry={e} />,
    history: (e: RankedEntry) => {
      const offer = offerOf(e.offerId);
      if (!offer) return null;
      return (
        <PriceHistory
          points={priceSeries(offer)}
          format={(v) =>
            t('results.item.pricePerHourShort', { price: formatMoney(v, offer.currency, lang) })
          }
          lang={lang}
        />
      );
    },
    launch: (e: RankedEntry) => (
      <Suspense
        fallback={<p className="mt-3 text-sm text-slate-700">{t('results.launch.loading')}</p>}
      >
        <LaunchSection entry={e} />
      </Suspense>
    ),
    onOwnVsRent: (e: RankedEntry) => {
      setLink(guideLink(useLinkStore.getState().link, ownVsRentValues(e, fx)), 'push');
    },
    onSubscription: (e: RankedEntry) => {
      // The guide opens at the calculator (its view scrolls to the address's fragment).
      window.history.replaceState(window.history.state, '', '#subscription');
      setLink(guideLink(useLinkStore.getState().link, { 'g.offer': e.offerId }), 'push');
    },
  };

  const chartsData = useMemo(
    () =>
      head &&
      chartsDataFrom(head, {
        workload: profile.wl,
        per: basis,
        costName: costName(profile),
        spot: profile.spot,
        top: PAGE,
        label: (e) => offerLabel(provider, e, lang),
      }),
    [head, profile, basis, provider, lang],
  );

  // A model the engine cannot size ranks nothing: the reason replaces the list, straight from the
  // link (the ranking, asked all the same, says the same).
  const refusal = unsizedModel(profile);
  if (refusal) {
    return (
      <ResultsFrame profile={profile} cur={cur}>
        <ModelRefusal notice={refusal} />
      </ResultsFrame>
    );
  }

  // The notes on the ranking follow the list, so the first screen holds the answer on a phone and
  // six picks on a laptop (a dead end's "what to change" stays above the list).
  const notices =
    head && head.notices.length > 0 ? (
      <div className="mt-4 rounded border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
        <p className="font-medium">{t('results.notices')}</p>
        <ul className="mt-1 list-disc pl-5">
          {head.notices.map((n, i) => (
            <li key={`${n.key}-${i}`}>{messageText(lang, n, offerName)}</li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <ResultsFrame profile={profile} cur={cur}>
      {madeOn !== null && madeOn !== catalog.version ? (
        <CatalogChangeNote
          made={madeOn}
          now={catalog.version}
          pick={madePick}
          shown={head?.top ?? NO_ENTRIES}
          ranked={everyPick}
          offerOf={offerOf}
          offerName={offerName}
          lang={lang}
          asOpened={asOpened}
        />
      ) : null}
      {head && parts ? (
        <div aria-busy={ranking.current ? undefined : true}>
          <Suggestions suggestions={head.suggestions} offerName={offerName} />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {head.rankedCount > 0
                ? t('results.count', {
                    ranked: head.rankedCount,
                    offers: head.rankedOffers,
                    excluded: head.excludedCount,
                  })
                : t('results.empty')}
              {head.overBudgetCount > 0
                ? ` ${t('results.count-over', { over: head.overBudgetCount })}`
                : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyLinkButton />
              <ExportButtons
                head={head}
                parts={parts}
                profile={profile}
                lang={lang}
                provider={provider}
                asOf={catalog.asOf}
                fx={fx}
                priceDate={priceDate}
                {...(supplyOf ? { supply: supplyOf } : {})}
              />
            </div>
          </div>
          <div className="mt-3">
            <RankedList top={head.top} total={rankedTotal(head)} parts={parts} ctx={ctx} />
          </div>
          {notices}
          <PriceFreshness
            className="mt-3 text-sm text-slate-700"
            catalog={catalog}
            lang={lang}
            today={today}
            staleAfterDays={DEFAULT_ASSUMPTIONS.staleAfterDays}
          />
        </div>
      ) : (
        <RankedListSkeleton />
      )}
      {chartsData && head && rankedTotal(head) > 0 ? (
        // The charts (Recharts) start once the page is idle and the reader nears them: the
        // compact table leaves them just below a laptop's first screen, where loading them
        // unasked would hold up the page it shows.
        <WhenIdle near={CHARTS_NEAR} placeholder={<SkeletonBlock className="mt-8 h-[52rem]" />}>
          <Charts data={chartsData} />
        </WhenIdle>
      ) : null}
      {head && parts ? (
        <ExcludedList groups={head.groups} parts={parts} lang={lang} provider={provider} />
      ) : null}
      {head ? <AssumptionsPanel assumptions={head.assumptions} lang={lang} /> : null}
    </ResultsFrame>
  );
}
