import type { Catalog } from '../../domain/catalog/types';
import type { QuoteContext, QuoteProblem, Quote } from '../../domain/quotes';
import { translateDynamic, type Lang } from '../../i18n';
import { todayIso } from '../../lib/today';

/** Today in the user's time zone, YYYY-MM-DD: the same day the freshness panel names. */
export const today = (now = new Date()): string => todayIso(now);

export const quoteContext = (catalog: Catalog, day: string): QuoteContext => ({
  gpus: catalog.gpus,
  providers: catalog.providers,
  offers: catalog.offers,
  today: day,
});

/** A domain problem (`quotes.err.*` with values) in the page's language. */
export const problemText = (lang: Lang, p: QuoteProblem): string =>
  translateDynamic(lang, p.key, p.values);

/** The name a quote is shown by: provider and instance. */
export const quoteName = (q: Pick<Quote, 'provider' | 'instanceType'>) =>
  `${q.provider} ${q.instanceType}`;
