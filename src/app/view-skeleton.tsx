import type { ReactNode } from 'react';
import type { View } from '../domain/share/profile';
import { catalogFileSummary } from '../state/catalog-source';
import { useT } from '../state/use-lang';
import { SkeletonBlock } from '../ui/skeleton';

/** Blocks in the place and size of each view's first screen. */
const layouts: Record<View, () => ReactNode> = {
  results: () => (
    <>
      <SkeletonBlock className="mt-4 h-72" />
      <SkeletonBlock className="mt-4 h-8 w-2/3" />
      {Array.from({ length: 4 }, (_, i) => (
        <SkeletonBlock key={i} className="mt-3 h-48" />
      ))}
    </>
  ),
  browse: () => (
    <>
      <SkeletonBlock className="mt-4 h-10" />
      <SkeletonBlock className="mt-4 h-[36rem]" />
    </>
  ),
  guide: () => (
    <>
      <SkeletonBlock className="mt-4 h-24" />
      <SkeletonBlock className="mt-6 h-96" />
    </>
  ),
  wizard: () => (
    <>
      <SkeletonBlock className="mt-4 h-10" />
      <SkeletonBlock className="mt-6 h-80" />
    </>
  ),
};

/**
 * What a view shows while its code and data load: its title and blocks laid out like the view,
 * at least a screen tall so that nothing below (the footer) moves when the view arrives.
 */
export function ViewSkeleton({ view }: { view: View }) {
  const t = useT();
  // Browse's lead (what it lists) comes from the counts the build writes beside the catalog
  // file, so it is drawn here already, in the place and words the view draws it; so are results'
  // and the guide's (the largest text of their first screen).
  const summary = view === 'browse' ? catalogFileSummary() : null;
  return (
    <section aria-busy="true" aria-labelledby="view-loading-title" className="min-h-screen">
      <header>
        <h1 id="view-loading-title" className="text-2xl font-semibold">
          {t(`shell.view.${view}`)}
        </h1>
        {summary && (
          <p className="mt-1 text-slate-700 max-sm:text-sm">{t('browse.lead', summary)}</p>
        )}
        {view === 'results' && (
          <p className="mt-2 max-w-3xl text-slate-700 lg:hidden">{t('results.lead')}</p>
        )}
        {view === 'guide' && <p className="mt-2 max-w-3xl text-slate-700">{t('guide.lead')}</p>}
      </header>
      <p className="sr-only">{t('shell.loading')}</p>
      {layouts[view]()}
    </section>
  );
}
