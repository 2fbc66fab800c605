import { FIRST_PAGE } from '../../domain/ranking-head';
import { SkeletonBlock } from '../../ui/skeleton';
import { ROW_HEIGHT } from './ranked-item';

/**
 * The ranked table's place while the first ranking is computed: the count line, the column
 * heads and a page of rows at the rows' own height, so the table arrives without moving what is
 * below it.
 */
export function RankedListSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <SkeletonBlock className="h-5 w-64" />
        <SkeletonBlock className="h-8 w-72" />
      </div>
      <div className="mt-3 space-y-2 sm:space-y-0 sm:rounded-lg sm:border sm:border-slate-200">
        <div className="hidden h-9 sm:block" />
        {Array.from({ length: FIRST_PAGE }, (_, i) => (
          // The same borders as a row, around a block of the row's height.
          <div
            key={i}
            className="rounded-lg border border-transparent sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100"
          >
            <SkeletonBlock className={`${ROW_HEIGHT} rounded-lg sm:rounded-none`} />
          </div>
        ))}
      </div>
    </div>
  );
}
