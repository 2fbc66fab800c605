import { FIRST_PAGE } from '../../worker/protocol';
import { SkeletonBlock } from '../../ui/skeleton';

/**
 * The ranked list's place while the first ranking is computed: the count line and a page of
 * cards at the cards' height, so the list arrives without moving what is below it.
 */
export function RankedListSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <SkeletonBlock className="h-5 w-64" />
        <SkeletonBlock className="h-8 w-72" />
      </div>
      <div className="mt-3 space-y-3">
        {Array.from({ length: FIRST_PAGE }, (_, i) => (
          <SkeletonBlock key={i} className="h-56 rounded-lg" />
        ))}
      </div>
    </div>
  );
}
