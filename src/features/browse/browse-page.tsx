import { useCallback, useMemo, type ReactNode } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { DEFAULT_ASSUMPTIONS } from '../../domain/engine/assumptions';
import { resolveOfferId } from '../../domain/catalog/merge';
import { encode } from '../../domain/share/codec';
import { BROWSE_COLUMNS, hasActiveFilters } from '../../domain/share/browse-params';
import { MAX_COMPARE, useBrowseParams, useSelection } from '../../state/browse-state';
import { isCatalogFile } from '../../state/catalog-source';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { ComparePanel } from './compare-panel';
import { EmptyResult } from './empty-result';
import type { DisplayContext, FilterControls } from './display';
import { FilterPanel } from './filters/filter-panel';
import { BrowseHeader } from './browse-header';
import { Footnote } from './footnote';
import { GuideFigures } from './guide-figures';
import { useOfferRows } from './model/use-offer-rows';
import { OffersTable } from './table/offers-table';
import { useOffersTable } from './table/use-offers-table';
import { Toolbar } from './toolbar';
import { useCsvExport } from './use-export';
import { mainlandGap } from './model/mainland-gap';
import type { OfferRow } from './model/offer-row';
import { SUPPLY_CHECKED, supplyVerdictCn } from '../../domain/catalog/data/supply-cn';
import { supplyText } from '../../ui/supply-note';
import { NoticeList } from '../../ui/notice-list';
import { PriceFreshness } from '../../ui/price-freshness';
import { rateInForce } from '../../domain/units/money';

const STALE_DAYS = DEFAULT_ASSUMPTIONS.staleAfterDays;

/**
 * Nothing in mainland China for a GPU that is not sold there: why, and what to look at instead
 * (worked out only when the table is empty, where this is shown).
 */
function MainlandGapNote({
  params,
  catalog,
  update,
  t,
  lang,
}: Omit<FilterControls, 'clear'> & { catalog: Catalog }) {
  const { rg, gpu, q } = params;
  const gap = useMemo(
    () => mainlandGap({ rg, gpu, q }, catalog.gpus, catalog.offers),
    [rg, gpu, q, catalog],
  );
  if (!gap) return null;
  return (
    <span className="mb-2 block text-left" data-mainland-gap>
      {t('supply.empty.lead', {
        gpus: gap.asked.map((g) => g.name).join(', '),
        why: gap.why[lang],
        date: gap.why.date,
        ref: gap.why.source.ref,
      })}{' '}
      {t('supply.empty.routes')}{' '}
      {gap.routes.map((g) => (
        <button
          key={g.id}
          type="button"
          className="mr-2 text-teal-800 underline"
          onClick={() => update({ gpu: [g.id], q: '' })}
        >
          {t('supply.empty.show', { gpu: g.name })}
        </button>
      ))}
      {gap.domestic.length > 0 ? (
        <button
          type="button"
          className="text-teal-800 underline"
          onClick={() => update({ gpu: gap.domestic.map((g) => g.id), q: '' })}
        >
          {t('supply.empty.domestic')}
        </button>
      ) : null}
    </span>
  );
}

export function BrowsePage({
  catalog,
  today,
  ownQuotes,
  quotes,
}: {
  catalog: Catalog;
  today: string;
  /** Offer ids of the user's own quotes among `catalog.offers`. */
  ownQuotes?: ReadonlySet<string>;
  /** The quotes manager, shown under the header. */
  quotes?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const cur = useLinkStore((s) => s.link.cur);
  const linkFx = useLinkStore((s) => s.link.fx);
  const workload = useLinkStore((s) => s.link.profile.wl);
  const setCurrency = useLinkStore((s) => s.setCurrency);
  const setView = useLinkStore((s) => s.setView);
  const known = useMemo(
    () => ({
      providers: new Set(catalog.providers.map((p) => p.id)),
      gpus: new Set(catalog.gpus.map((g) => g.id)),
    }),
    [catalog],
  );
  const { params, notices, dismissNotices, update, clearFilters } = useBrowseParams(known);
  const controls: FilterControls = { params, update, clear: clearFilters, t, lang };
  const { sel, setSel, toggle } = useSelection();
  const fx = rateInForce(linkFx, catalog.fx);
  const { unit } = params;
  const rows = useOfferRows(
    catalog,
    {
      cur,
      fx,
      unit,
      workload,
      lang,
      today,
      staleAfterDays: STALE_DAYS,
      ...(ownQuotes ? { ownQuotes } : {}),
    },
    isCatalogFile(catalog),
  );
  const rowsById = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const lookup = useCallback(
    (id: string) => rowsById.get(resolveOfferId(id, catalog.aliases)),
    [rowsById, catalog],
  );
  const table = useOffersTable(rows, params);
  const { toggleExpanded, groups } = table;
  const display: DisplayContext = useMemo(() => ({ t, lang, cur, unit }), [t, lang, cur, unit]);
  const selected = useMemo(() => new Set(sel), [sel]);
  const cellContext = useMemo(
    () => ({
      ...display,
      selected,
      canSelectMore: sel.length < MAX_COMPARE,
      toggleSelected: toggle,
      toggleExpanded,
    }),
    [display, selected, sel.length, toggle, toggleExpanded],
  );
  // A mainland view exports each GPU's dated supply verdict with the offers.
  const supplyColumn = useMemo(() => {
    if (params.rg !== 'cn') return undefined;
    const vendor = new Map(catalog.gpus.map((g) => [g.id, g.vendor]));
    return {
      header: t('supply.title', { date: SUPPLY_CHECKED }),
      cell: (r: OfferRow) => {
        const v = supplyVerdictCn({ id: r.gpuId, vendor: vendor.get(r.gpuId) ?? 'other' });
        return v ? supplyText(v, lang) : null;
      },
    };
  }, [params.rg, catalog, t, lang]);
  // the file holds what the list is sorted by, even where a phone's cards show no such column
  const exportCols = useMemo(
    () =>
      params.cols.includes(params.sort.column)
        ? params.cols
        : BROWSE_COLUMNS.filter((c) => params.cols.includes(c) || c === params.sort.column),
    [params.cols, params.sort.column],
  );
  const onExport = useCsvExport(groups, exportCols, display, supplyColumn);
  const active = hasActiveFilters(params);
  const link = useLinkStore((s) => s.link);
  const wizardHref = `?${encode({ ...link, view: 'wizard' })}`;
  const guideQuery = encode({ ...link, view: 'guide', sel: [], extra: {} });
  const factCheckHref = useCallback(
    (claimId: string) => `?${guideQuery}#claim-${claimId}`,
    [guideQuery],
  );
  const compareIds = useCallback(
    (ids: readonly string[]) => setSel(ids.slice(0, MAX_COMPARE)),
    [setSel],
  );
  const showQuery = useCallback((q: string) => update({ q }), [update]);

  return (
    <section aria-labelledby="browse-title" className="space-y-4">
      <BrowseHeader
        t={t}
        offers={catalog.offers.length}
        providers={catalog.providers.length}
        asOf={catalog.asOf}
      />
      <NoticeList
        notices={notices}
        title={t('browse.notice.title')}
        lang={lang}
        onDismiss={dismissNotices}
      />
      {quotes}
      <div className="space-y-3">
        <Toolbar
          {...controls}
          cur={cur}
          setCurrency={setCurrency}
          onExport={onExport}
          exportCount={table.offers}
        />
        <FilterPanel {...controls} catalog={catalog} active={active} cur={cur} />
        {sel.length > 0 ? (
          <ComparePanel
            sel={sel}
            lookup={lookup}
            c={display}
            onRemove={(id) => setSel(sel.filter((x) => x !== id))}
            onClear={() => setSel([])}
            wizardHref={wizardHref}
            onWizard={() => setView('wizard')}
          />
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {t('browse.count', { types: groups.length, offers: table.offers })}
          {sel.length >= MAX_COMPARE ? ` ${t('browse.compare.full', { max: MAX_COMPARE })}` : ''}
        </p>
        <OffersTable
          rows={table.rows}
          columns={table.columns}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          c={cellContext}
          caption={t('browse.caption')}
          empty={
            <>
              <MainlandGapNote {...controls} catalog={catalog} />
              {active ? <EmptyResult {...controls} rows={rows} /> : t('browse.empty')}
            </>
          }
        />
        <Footnote
          catalog={catalog}
          linkFx={linkFx}
          workload={workload}
          staleAfterDays={STALE_DAYS}
          c={display}
        />
        <PriceFreshness catalog={catalog} lang={lang} today={today} staleAfterDays={STALE_DAYS} />
      </div>
      <GuideFigures
        catalog={catalog}
        lookup={lookup}
        c={display}
        onCompare={compareIds}
        onShow={showQuery}
        factCheckHref={factCheckHref}
      />
    </section>
  );
}
