import { useState } from 'react';
import type { RankedEntry } from '../../domain/engine';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { RankedItem, type ItemContext } from './ranked-item';

export const PAGE = 10;

/** The ranking as an ordered list: the top ten first, ten more on each "show more". */
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
      <ol aria-label={t('results.list')} className="space-y-3">
        {visible.map((e) => (
          <RankedItem key={e.offerId} entry={e} ctx={ctx} />
        ))}
      </ol>
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
