import type { Catalog } from '../../domain/catalog/types';
import type { QuoteContext, QuoteProblem, Quote } from '../../domain/quotes';
import { translateDynamic, type Lang } from '../../i18n';

/** Today in the user's time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
