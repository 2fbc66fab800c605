import { use, useState, useTransition } from 'react';
import type { RankedEntry } from '../../domain/engine';
import type { RankingParts } from '../../state/ranking-parts';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { FIRST_PAGE } from '../../domain/ranking-head';
import { PartBoundary } from './part-boundary';
import { COST_COLUMN, RankedItem, ROW_GRID, type ItemContext } from './ranked-item';

/** Rows per page of the list: the ranking's head holds the first. */
export const PAGE = FIRST_PAGE;

/** The column heads above the rows (from 640 px up; a phone's cards label their own figures). */
function RankedHeader({ costName }: { costName: ItemContext['costName'] }) {
  const t = useT();
  return (
    <div
      aria-hidden="true"
      className={`${ROW_GRID} hidden h-9 rounded-t-lg border-b border-slate-300 bg-slate-100 px-3 text-xs font-semibold text-slate-700 sm:grid`}
    >
      <span>{t('results.col.rank')}</span>
      <span>{t('results.col.offer')}</span>
      <span>{t('results.col.gpus')}</span>
      <span className="text-right">{t('results.col.time')}</span>
      <span className="text-right">{t(COST_COLUMN[costName])}</span>
      <span className="hidden lg:block">{t('results.col.fit')}</span>
      <span className="hidden lg:block">{t('results.col.budget')}</span>
      <span className="text-right">{t('results.col.score')}</span>
      <span />
    </div>
  );
}

/** A later page of the list, asked for when the reader wants more. */
function RankedPage({ parts, page, ctx }: { parts: RankingParts; page: number; ctx: ItemContext }) {
  const entries = use(parts.rankedPage(page));
  return entries.map((e) => <RankedItem key={e.offerId} entry={e} ctx={ctx} />);
}

/**
 * The ranking as a compact table (an ordered list of rows): the top ten first (the ranking's
 * head), ten more on each "show more" (asked for then). Each row opens to say why, what to watch
 * out for and the rest.
 */
export function RankedList({
  top,
  total,
  parts,
  ctx,
}: {
  /** The first page. */
  top: readonly RankedEntry[];
  /** How many entries the ranking has. */
  total: number;
  /** Where the later pages come from. */
  parts: RankingParts;
  ctx: ItemContext;
}) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const [loading, startLoading] = useTransition();
  const visible = Math.min(shown, total);
  const pages = Math.ceil(visible / PAGE);
  const rest = total - visible;
  // no offer ranked: the page says why above; an empty table's header says nothing
  if (total === 0) return null;
  return (
    <div>
      <div className="sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white">
        <RankedHeader costName={ctx.costName} />
        <ol aria-label={t('results.list')} className="space-y-2 sm:space-y-0">
          {top.slice(0, visible).map((e) => (
            <RankedItem key={e.offerId} entry={e} ctx={ctx} />
          ))}
          {pages > 1 ? (
            <PartBoundary tag="li">
              {Array.from({ length: pages - 1 }, (_, i) => (
                <RankedPage key={i + 1} parts={parts} page={i + 1} ctx={ctx} />
              ))}
            </PartBoundary>
          ) : null}
        </ol>
      </div>
      {total > PAGE ? (
        <p className="mt-3 flex items-center gap-3 text-sm text-slate-700">
          {t('results.showing', { shown: visible, total })}
          {rest > 0 ? (
            <Button
              aria-busy={loading || undefined}
              disabled={loading}
              onClick={() => startLoading(() => setShown(shown + PAGE))}
            >
              {t('results.showMore', { n: Math.min(PAGE, rest) })}
            </Button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
