import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { catalogFileSummary } from '../../state/catalog-source';
import { useQuotedCatalog } from '../../state/quoted-catalog';
import { useCatalog } from '../../state/use-catalog';
import { useT } from '../../state/use-lang';
import { SkeletonBlock } from '../../ui/skeleton';
import { BrowseHeader } from './browse-header';
import { todayIso } from '../../lib/today';
import { loadAfterFirstPaint } from '../../lib/yield-to-page';

type QuotesSlot = (catalog: Catalog) => ReactNode;

/**
 * The page's table, filters and notices: drawn only once the catalog has come, so their code
 * downloads after the first screen (the title and the counts) is on the screen, beside the
 * catalog file, rather than before that screen, which waited for it.
 */
const BrowsePage = lazy(
  loadAfterFirstPaint(() => import('./browse-page').then((m) => ({ default: m.BrowsePage }))),
);

/**
 * The browse view on the app's dataset and the user's quotes; "today" is read once per visit.
 * The quotes manager under the header is another feature's: the app passes it in.
 */
export default function BrowseView({ quotes }: { quotes?: QuotesSlot }) {
  return (
    <Suspense fallback={<BrowseLoading />}>
      <BrowseLoaded quotes={quotes} />
    </Suspense>
  );
}

function BrowseLoaded({ quotes }: { quotes: QuotesSlot | undefined }) {
  const [today] = useState(todayIso);
  const catalog = useCatalog();
  const quoted = useQuotedCatalog(catalog);
  return (
    <BrowsePage
      catalog={quoted.catalog}
      today={today}
      ownQuotes={quoted.own}
      quotes={quotes?.(catalog)}
    />
  );
}

/**
 * While the catalog file loads: the title and what it lists (the build knows its counts), and
 * blocks where the toolbar and the table come.
 */
function BrowseLoading() {
  const t = useT();
  const summary = catalogFileSummary();
  return (
    <section aria-busy="true" aria-labelledby="browse-title" className="min-h-screen space-y-4">
      {summary ? (
        <BrowseHeader t={t} {...summary} />
      ) : (
        <h1 id="browse-title" className="text-2xl font-semibold">
          {t('browse.title')}
        </h1>
      )}
      <p className="sr-only">{t('shell.loading')}</p>
      <SkeletonBlock className="h-10" />
      <SkeletonBlock className="h-[36rem]" />
    </section>
  );
}
