import { memo } from 'react';
import { regionLabel } from '../../../lib/region';
import { columnUnit, commitmentKind, commitmentTerms, fieldText } from '../display';
import type { CommitmentColumn } from '../model/commitment-prices';
import type { OfferRow } from '../model/offer-row';
import { Cell, type CellContext, type RowPlace } from './cells';
import { CARD_PX } from './layout';

interface Props extends RowPlace {
  rep: OfferRow;
  c: CellContext;
  /** The commitment price the list is sorted by, shown in place of spot. */
  commitment?: CommitmentColumn | null;
}

/**
 * One offer as a phone's card (< 640 px): the instance, who sells it, the GPU and region on the
 * left; the price (in the chosen unit) always on the right; speed and work per price below.
 */
export const OfferCard = memo(function OfferCard({ rep, c, commitment, ...place }: Props) {
  const price = fieldText('onDemand', rep, c);
  const spot = rep.spot === undefined ? null : fieldText('spot', rep, c);
  const perf = fieldText('perfPrice', rep, c);
  const speed = fieldText('speed', rep, c);
  return (
    <div
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-b border-slate-100 px-2 py-1.5 text-[0.8125rem] ${
        place.depth > 0 ? 'bg-slate-50' : 'bg-white'
      }`}
      style={{ height: CARD_PX }}
    >
      <div className="min-w-0">
        <Cell column="instance" place={place} rep={rep} c={c} />
        <p className="truncate text-xs text-slate-700">
          {rep.providerName} · {fieldText('gpu', rep, c)} × {fieldText('count', rep, c)} ·{' '}
          {regionLabel(rep.region, c.lang)}
        </p>
        <p className="truncate text-xs text-slate-600">
          {c.t('browse.col.speed')} {speed ?? '—'} · {c.t('browse.col.perfPrice')} {perf ?? '—'}
        </p>
      </div>
      <div className="text-right tabular-nums">
        <span className="sr-only">{c.t('browse.col.onDemand')} </span>
        <span
          className={`block font-semibold ${rep.onDemand === undefined ? 'text-slate-600 italic' : ''}`}
        >
          {price}
        </span>
        <span className="block text-xs leading-tight text-slate-600">
          {columnUnit('onDemand', c)}
        </span>
        {commitment ? (
          <CommitmentLine column={commitment} rep={rep} c={c} />
        ) : spot ? (
          <span className="block text-xs text-slate-700">
            {c.t('browse.col.spot')} {spot}
          </span>
        ) : null}
      </div>
    </div>
  );
});

/** The sorted commitment price per GPU-hour, its terms on hover and for screen readers. */
function CommitmentLine({
  column,
  rep,
  c,
}: {
  column: CommitmentColumn;
  rep: OfferRow;
  c: CellContext;
}) {
  const terms = commitmentTerms(column, rep, c);
  const text = fieldText(column, rep, c) ?? '—';
  return (
    <span className="block text-xs text-slate-700" title={terms ?? undefined}>
      {c.t(`browse.col.${column}`)} {text}
      {terms ? (
        <>
          <span aria-hidden="true"> · {commitmentKind(column, rep, c)}</span>
          <span className="sr-only"> · {terms}</span>
        </>
      ) : (
        <span className="sr-only"> · {c.t('browse.commit.none')}</span>
      )}
    </span>
  );
}
