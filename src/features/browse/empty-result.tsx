/**
 * An empty table says why: no offer passes every filter together. For each filter in force it
 * counts the offers that removing that one filter would bring back, and offers the nearest (most
 * offers first) as buttons; the mainland with a GPU not sold there shows both ways out (the same
 * GPU elsewhere, or what the mainland has).
 */
import { useMemo } from 'react';
import { DEFAULT_BROWSE, type BrowseParams } from '../../domain/share/browse-params';
import { countryName } from '../../lib/country';
import type { MessageKey } from '../../i18n';
import type { FilterControls, Translate } from './display';
import { searchWords } from './model/filters';
import type { OfferRow } from './model/offer-row';
import { passes } from './table/columns';
import { columnFiltersOf } from './table/use-offers-table';

/** The filters a reader thinks of as one, and the parameters each is made of. */
const GROUPS = {
  q: ['q'],
  prov: ['prov'],
  rg: ['rg'],
  ctry: ['ctry'],
  gpu: ['gpu'],
  count: ['gmin', 'gmax'],
  minmem: ['minmem'],
  mintot: ['mintot'],
  price: ['pmin', 'pmax'],
  spot: ['spot'],
  commit: ['commit'],
  link: ['link', 'fabric'],
  bill: ['bill'],
} as const satisfies Record<string, readonly (keyof BrowseParams)[]>;
type Group = keyof typeof GROUPS;

const isDefault = (p: BrowseParams, k: keyof BrowseParams) =>
  JSON.stringify(p[k]) === JSON.stringify(DEFAULT_BROWSE[k]);

const reset = (g: Group): Partial<BrowseParams> =>
  Object.fromEntries(GROUPS[g].map((k) => [k, DEFAULT_BROWSE[k]]));

function count(rows: readonly OfferRow[], p: BrowseParams): number {
  const filters = columnFiltersOf(p);
  const words = searchWords(p.q.trim());
  return rows.reduce((n, r) => (passes(r, filters, words) ? n + 1 : n), 0);
}

/** Filters named by their label in the panel alone. */
const LABELS = {
  prov: 'browse.filters.provider',
  gpu: 'browse.filters.gpu',
  count: 'browse.filters.count',
  minmem: 'browse.filters.minmem',
  mintot: 'browse.filters.mintot',
  price: 'places.empty.priced',
  spot: 'browse.filters.spot',
  commit: 'browse.filters.commit',
  bill: 'browse.filters.bill',
} as const satisfies Record<Exclude<Group, 'q' | 'rg' | 'ctry' | 'link'>, MessageKey>;

/** The filter's name as the panel shows it, with its value where that is short. */
function groupName(g: Group, p: BrowseParams, t: Translate, lang: 'zh' | 'en'): string {
  const colon = lang === 'zh' ? '：' : ': ';
  switch (g) {
    case 'q':
      return t('places.empty.search', { q: p.q.trim() });
    case 'rg':
      return `${t('browse.filters.region')}${colon}${t(p.rg === 'cn' ? 'browse.filters.regionCn' : 'browse.filters.regionGlobal')}`;
    case 'ctry':
      return `${t('places.country')}${colon}${p.ctry.map((c) => countryName(c, lang)).join(lang === 'zh' ? '、' : ', ')}`;
    case 'link':
      return p.fabric ? t('browse.filters.fabric') : t('browse.filters.link');
    default:
      return t(LABELS[g]);
  }
}

export function EmptyResult({
  rows,
  params,
  update,
  clear,
  t,
  lang,
}: FilterControls & { rows: readonly OfferRow[] }) {
  const ways = useMemo(() => {
    const active = (Object.keys(GROUPS) as Group[]).filter((g) =>
      GROUPS[g].some((k) => !isDefault(params, k)),
    );
    return active
      .map((g) => ({ g, n: count(rows, { ...params, ...reset(g) }) }))
      .filter((w) => w.n > 0)
      .sort((a, b) => b.n - a.n)
      .slice(0, 3);
  }, [rows, params]);
  return (
    <span className="block space-y-2">
      <span className="block">{t('places.empty.why')}</span>
      {ways.length > 0 ? (
        <span className="block">
          {t('places.empty.nearest')}
          <span className="mt-1 flex flex-wrap gap-2">
            {ways.map((w) => (
              <button
                key={w.g}
                type="button"
                className="rounded border border-teal-700 px-2 py-1 text-sm text-teal-900 hover:bg-teal-50"
                onClick={() => update(reset(w.g))}
              >
                {t('places.empty.without', {
                  filter: groupName(w.g, params, t, lang),
                  count: w.n,
                })}
              </button>
            ))}
          </span>
        </span>
      ) : (
        <span className="block">{t('places.empty.none')}</span>
      )}
      <button type="button" className="text-teal-800 underline" onClick={clear}>
        {t('browse.filters.clear')}
      </button>
    </span>
  );
}
