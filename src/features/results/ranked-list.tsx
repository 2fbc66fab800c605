import { useState } from 'react';
import type { RankedEntry } from '../../domain/engine';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { COST_COLUMN, RankedItem, ROW_GRID, type ItemContext } from './ranked-item';

export const PAGE = 10;

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

/**
 * The ranking as a compact table (an ordered list of rows): the top ten first, ten more on each
 * "show more". Each row opens to say why, what to watch out for and the rest.
 */
export function RankedList({
  entries,
  ctx,
}: {
  entries: readonly RankedEntry[];
  ctx: ItemContext;
}) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const visible = entries.slice(0, shown);
  const rest = entries.length - visible.length;
  return (
    <div>
      <div className="sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white">
        <RankedHeader costName={ctx.costName} />
        <ol aria-label={t('results.list')} className="space-y-2 sm:space-y-0">
          {visible.map((e) => (
            <RankedItem key={e.offerId} entry={e} ctx={ctx} />
          ))}
        </ol>
      </div>
      {entries.length > PAGE ? (
        <p className="mt-3 flex items-center gap-3 text-sm text-slate-700">
          {t('results.showing', { shown: visible.length, total: entries.length })}
          {rest > 0 ? (
            <Button onClick={() => setShown(shown + PAGE)}>
              {t('results.showMore', { n: Math.min(PAGE, rest) })}
            </Button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
