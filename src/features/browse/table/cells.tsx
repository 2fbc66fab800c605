import { Fragment, type ReactNode } from 'react';
import type { BrowseColumn } from '../../../domain/share/browse-params';
import { formatNumber } from '../../../lib/format';
import { regionLabel } from '../../../lib/region';
import { requestQuotes } from '../../../state/open-quotes';
import { commitmentKind, commitmentTerms, fieldText, type DisplayContext } from '../display';
import type { CommitmentColumn } from '../model/commitment-prices';
import { sourceName } from '../model/source-name';
import type { OfferRow } from '../model/offer-row';

export interface CellContext extends DisplayContext {
  selected: ReadonlySet<string>;
  canSelectMore: boolean;
  toggleSelected: (id: string) => void;
  /** Opens or closes the regions of a grouped row (by row id). */
  toggleExpanded: (rowId: string) => void;
}

/**
 * An instance name that wraps where its parts meet (after `_`, `.`, `-`: Standard_ND96 / amsr_A100),
 * not inside a word.
 */
function breakable(name: string): ReactNode {
  const parts = name.split(/(?<=[_.-])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** Where a row sits: a group of `regions` offers (0 for an offer row), open or not. */
export interface RowPlace {
  rowId: string;
  regions: number;
  expanded: boolean;
  depth: number;
}

function Unknown({ c }: { c: DisplayContext }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{c.t('browse.cell.unknown')}</span>
    </>
  );
}

function InstanceCell({ place, rep, c }: { place: RowPlace; rep: OfferRow; c: CellContext }) {
  const checked = c.selected.has(rep.id);
  const { regions, expanded } = place;
  const child = place.depth > 0;
  return (
    <div className="flex items-center gap-1.5">
      <input
        type="checkbox"
        className="h-4 w-4 shrink-0 accent-teal-700"
        checked={checked}
        disabled={!checked && !c.canSelectMore}
        aria-label={c.t('browse.select', { instance: rep.instanceType, region: rep.region })}
        onChange={() => c.toggleSelected(rep.id)}
      />
      {regions > 1 ? (
        <button
          type="button"
          className="w-6 shrink-0 rounded text-teal-800 hover:bg-teal-50"
          aria-expanded={expanded}
          aria-label={c.t('browse.expand', { count: regions, instance: rep.instanceType })}
          onClick={() => c.toggleExpanded(place.rowId)}
        >
          {expanded ? '▾' : '▸'}
        </button>
      ) : (
        <span className="w-6 shrink-0" aria-hidden="true">
          {child ? '↳' : ''}
        </span>
      )}
      <span
        className={`line-clamp-2 min-w-20 flex-1 basis-24 leading-tight break-words whitespace-normal ${child ? 'text-slate-600' : 'font-medium'}`}
        title={rep.id}
      >
        {breakable(rep.instanceType)}
      </span>
      <FlagBadges rep={rep} c={c} />
      {rep.quote ? (
        <span className="shrink-0 rounded bg-violet-100 px-1.5 text-xs font-medium text-violet-900">
          {c.t(rep.quote === 'own' ? 'quotes.badge' : 'quotes.badge.shared')}
        </span>
      ) : null}
    </div>
  );
}

/** Data flags a buyer should see before renting: each a short badge with its full text. */
const FLAG_BADGES = [
  { flag: 'retired', short: 'browse.flag.retired.short', text: 'browse.flag.retired' },
  { flag: 'price-suspect', short: 'browse.flag.suspect.short', text: 'browse.flag.suspect' },
  { flag: 'spot-only', short: 'browse.flag.spotOnly.short', text: 'browse.flag.spotOnly' },
  { flag: 'catalog-anomaly', short: 'browse.flag.anomaly.short', text: 'browse.flag.anomaly' },
  {
    flag: 'sources-disagree',
    short: 'pricedate.flag.disagree.short',
    text: 'pricedate.flag.disagree',
  },
  {
    flag: 'gpu-model-unconfirmed',
    short: 'browse.flag.unconfirmed.short',
    text: 'browse.flag.unconfirmed',
  },
] as const;

/**
 * A row's flags, after its name: where the column is tight a badge is cut short rather than the
 * name (its full text is its title and what a screen reader reads).
 */
function FlagBadges({ rep, c }: { rep: OfferRow; c: CellContext }) {
  if (rep.flags.length === 0) return null;
  return FLAG_BADGES.filter((b) => rep.flags.includes(b.flag)).map((b) => (
    <span
      key={b.flag}
      title={c.t(b.text)}
      className="min-w-5 truncate rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900"
    >
      <span aria-hidden="true">{c.t(b.short)}</span>
      <span className="sr-only">{c.t(b.text)}</span>
    </span>
  ));
}

function RegionCell({ place, rep, c }: { place: RowPlace; rep: OfferRow; c: CellContext }) {
  const { regions } = place;
  return (
    <span title={regionLabel(rep.region, c.lang)} className="block leading-tight">
      <span className="block truncate">{regionLabel(rep.region, c.lang)}</span>
      {regions > 1 ? (
        <span className="block truncate text-xs text-slate-600">
          {c.t('browse.cell.cheapestOf', { count: regions })}
        </span>
      ) : null}
    </span>
  );
}

function SourceCell({ rep, c }: { rep: OfferRow; c: CellContext }) {
  const { name, href } = sourceName(rep.source);
  const [site, file] = name.split(' · ');
  const text = (
    <span className="block leading-tight">
      <span className="block truncate">{site}</span>
      {file ? <span className="block truncate text-xs">{file}</span> : null}
    </span>
  );
  if (href) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="block text-teal-800 underline"
        title={rep.source}
        aria-label={c.t('browse.sourceOf', { instance: rep.instanceType, name })}
      >
        {text}
      </a>
    );
  }
  return <span title={rep.source}>{text}</span>;
}

function SpeedCell({ rep, c }: { rep: OfferRow; c: CellContext }) {
  if (rep.speed === undefined)
    return (
      <span className="line-clamp-2 leading-tight whitespace-normal text-slate-600 italic">
        {c.t('browse.cell.speedUnknown')}
      </span>
    );
  const basis = c.t(`browse.basis.${rep.speedBasis ?? 'specs'}`);
  return (
    <span
      className="block leading-tight"
      title={`${formatNumber(rep.speed, c.lang, 2)}× · ${basis}`}
    >
      <span className="block">{formatNumber(rep.speed, c.lang, 2)}×</span>
      <span className="sr-only"> · </span>
      <span className="block truncate text-xs text-slate-600">{basis}</span>
    </span>
  );
}

/** A commitment price with its kind under it; the full terms (upfront, source, date) on hover. */
function CommitmentCell({
  column,
  rep,
  c,
}: {
  column: CommitmentColumn;
  rep: OfferRow;
  c: CellContext;
}) {
  const text = fieldText(column, rep, c);
  const terms = commitmentTerms(column, rep, c);
  if (text === null || terms === null) return <Unknown c={c} />;
  return (
    <span className="block leading-tight" title={terms}>
      <span className="block">{text}</span>
      <span aria-hidden="true" className="block truncate text-xs text-slate-600">
        {commitmentKind(column, rep, c)}
      </span>
      <span className="sr-only"> · {terms}</span>
    </span>
  );
}

export function Cell({
  column,
  place,
  rep,
  c,
}: {
  column: BrowseColumn;
  place: RowPlace;
  rep: OfferRow;
  c: CellContext;
}) {
  if (column === 'instance') return <InstanceCell place={place} rep={rep} c={c} />;
  if (column === 'region') return <RegionCell place={place} rep={rep} c={c} />;
  if (column === 'source') return <SourceCell rep={rep} c={c} />;
  if (column === 'speed') return <SpeedCell rep={rep} c={c} />;
  if (column === 'monthly' || column === 'year1' || column === 'year3')
    return <CommitmentCell column={column} rep={rep} c={c} />;
  const text = fieldText(column, rep, c);
  if (column === 'onDemand' && rep.onDemand === undefined && rep.spot === undefined && !rep.quote) {
    return <PriceOnRequest rep={rep} c={c} text={text ?? c.t('pricedate.onRequest')} />;
  }
  if (text === null) return <Unknown c={c} />;
  if (column === 'asOf' && rep.priceDate === 'undated') {
    const full = c.t('browse.undated', { date: text });
    return (
      <span title={full} className="block leading-tight">
        <span aria-hidden="true">
          <span className="block">{text}</span>{' '}
          <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">
            {c.t('browse.undated.short')}
          </span>
        </span>{' '}
        <span className="sr-only">{full}</span>
      </span>
    );
  }
  if (column === 'asOf' && rep.priceDate === 'stale') {
    return (
      <span
        className="block leading-tight"
        title={c.t(`pricedate.${rep.dateKind}`, { date: text })}
      >
        <span className="block">{text}</span> <DateKind rep={rep} c={c} />{' '}
        <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">
          {c.t('browse.stale')}
        </span>
      </span>
    );
  }
  if (column === 'asOf') {
    return (
      <span
        className="block leading-tight"
        title={c.t(`pricedate.${rep.dateKind}`, { date: text })}
      >
        <span className="block">{text}</span> <DateKind rep={rep} c={c} />
      </span>
    );
  }
  if (column === 'spot' && rep.flags.includes('spot-above-on-demand')) {
    return (
      <span title={c.t('browse.spotAbove')}>
        {text} <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">!</span>
        <span className="sr-only">{c.t('browse.spotAbove')}</span>
      </span>
    );
  }
  const muted =
    (column === 'onDemand' && rep.onDemand === undefined) ||
    (column === 'spot' && rep.spot === undefined);
  return (
    <span className={muted ? 'text-slate-600 italic' : undefined} title={text}>
      {text}
    </span>
  );
}

/** What a dated row's date means, in small type under the date ("listed on or before"). */
function DateKind({ rep, c }: { rep: OfferRow; c: CellContext }) {
  return (
    <span className="block text-xs text-slate-600">{c.t(`pricedate.short.${rep.dateKind}`)}</span>
  );
}

/**
 * An offer the provider prices only on request: said so, never a silent gap, with one tap to add
 * the price the reader was quoted (the quotes manager opens on a quote for this offer).
 */
function PriceOnRequest({ rep, c, text }: { rep: OfferRow; c: CellContext; text: string }) {
  return (
    <span className="block leading-tight">
      <span className="block text-slate-700">{text}</span>
      <button
        type="button"
        className="text-xs text-teal-800 underline"
        title={c.t('pricedate.addQuote.title', {
          offer: `${rep.providerName} ${rep.instanceType}`,
        })}
        onClick={() => {
          requestQuotes(rep.id);
          document.getElementById('quotes')?.scrollIntoView?.();
        }}
      >
        {c.t('pricedate.addQuote')}
      </button>
    </span>
  );
}
