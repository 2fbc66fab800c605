/** The text of each field of an offer, as the table, the comparison and the CSV name it. */
import type { MessageKey, Values } from '../../i18n';
import type { Currency } from '../../domain/units/money';
import type { BrowseColumn, BrowseParams, PriceUnit } from '../../domain/share/browse-params';
import type { CommitmentColumn } from './model/commitment-prices';
import type { OfferRow } from './model/offer-row';
import { formatMoney, formatNumber } from '../../lib/format';
import { TEXT_COLUMNS, isTextColumn } from './model/csv';

export type Translate = (key: MessageKey, values?: Values) => string;

/** What a control that reads and changes browse's filters is given. */
export interface FilterControls {
  params: BrowseParams;
  update: (patch: Partial<BrowseParams>) => void;
  /** Every filter back to its default. */
  clear: () => void;
  t: Translate;
  lang: 'zh' | 'en';
}

export interface DisplayContext {
  t: Translate;
  lang: 'zh' | 'en';
  cur: Currency;
  unit: PriceUnit;
}

/** `null` means unknown: the caller shows a dash (and says "unknown" to screen readers). */
export function fieldText(column: BrowseColumn, r: OfferRow, c: DisplayContext): string | null {
  const money = (v: number | undefined) => (v === undefined ? null : formatMoney(v, c.cur, c.lang));
  const gib = (v: number | undefined) =>
    v === undefined ? null : `${formatNumber(v, c.lang, 1)} GiB`;
  const share = r.gpus < r.gpuCount ? `1/${Math.round(r.gpuCount / r.gpus)}` : null;
  if (isTextColumn(column)) return TEXT_COLUMNS[column](r);
  switch (column) {
    case 'gpu':
      return share ? `${r.gpuName} (${share})` : r.gpuName;
    case 'count':
      return share ?? String(r.gpuCount);
    case 'memGpu':
      return gib(r.memGpu);
    case 'memTotal':
      return gib(r.memTotal);
    case 'vcpus':
      return r.vcpus === undefined ? null : formatNumber(r.vcpus, c.lang, 0);
    case 'ram':
      return gib(r.ram);
    case 'link': {
      const parts = [
        r.gpuLink && c.t(`browse.link.${r.gpuLink}`),
        r.fabric && c.t(`browse.fabric.${r.fabric}`),
      ].filter(Boolean);
      return parts.length ? parts.join(' · ') : null;
    }
    case 'bill':
      return r.bill ? c.t(`browse.bill.${r.bill}`) : null;
    case 'onDemand':
      return money(r.onDemand) ?? c.t('browse.cell.onRequest');
    case 'spot':
      return money(r.spot) ?? c.t('browse.cell.noSpot');
    case 'gpuh':
      return money(r.gpuh);
    case 'perGib':
      return money(r.perGib);
    case 'speed':
      return r.speed === undefined
        ? c.t('browse.cell.speedUnknown')
        : `${formatNumber(r.speed, c.lang, 2)}× · ${c.t(`browse.basis.${r.speedBasis ?? 'specs'}`)}`;
    case 'perfPrice':
      return r.perfPrice === undefined ? null : formatNumber(r.perfPrice, c.lang, 2);
    case 'monthly':
    case 'year1':
    case 'year3':
      return money(r[column]);
  }
}

/** A commitment column's kind in a word or two ("reserved instance"), `null` when none. */
export function commitmentKind(column: CommitmentColumn, r: OfferRow, c: DisplayContext) {
  const terms = r.commitTerms[column];
  return terms ? c.t(`browse.commit.kind.${terms.kind ?? 'monthly'}`) : null;
}

/**
 * What a commitment price is, in one sentence: kind, term, upfront payment (per instance),
 * source and date. `null` when the offer has none of this term.
 */
export function commitmentTerms(
  column: CommitmentColumn,
  r: OfferRow,
  c: DisplayContext,
): string | null {
  const terms = r.commitTerms[column];
  if (!terms) return null;
  const amount = formatMoney(terms.upfrontPrice, c.cur, c.lang);
  return c.t('browse.commit.terms', {
    kind: commitmentKind(column, r, c) ?? '',
    term: c.t('browse.commit.term', { months: terms.termMonths }),
    upfront: c.t(`browse.commit.upfront.${terms.upfront ?? 'all'}`, { amount }),
    source: terms.source,
    date: terms.asOf,
  });
}

/** The column's heading and the unit it is in (shown under the heading and in the CSV). */
export function columnUnit(column: BrowseColumn, c: DisplayContext): string | null {
  switch (column) {
    case 'onDemand':
    case 'spot':
      return `${c.cur} ${c.t(`browse.unit.${c.unit}`)}`;
    case 'gpuh':
      return `${c.cur} ${c.t('browse.unit.gpuh')}`;
    case 'monthly':
    case 'year1':
    case 'year3':
      return `${c.cur} ${c.t('browse.unit.everyHour')}`;
    case 'perGib':
      return `${c.cur} ${c.t('browse.unit.gibh')}`;
    case 'memGpu':
    case 'memTotal':
    case 'ram':
      return 'GiB';
    case 'speed':
      return c.t('browse.unit.speed');
    case 'perfPrice':
      return c.t('browse.unit.perfPrice', { cur: c.cur });
    default:
      return null;
  }
}
