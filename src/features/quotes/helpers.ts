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

const symbol = { CNY: '¥', USD: '$' } as const;

/** `¥60` / `$2.5`: at most 4 decimals, grouped thousands. */
export function money(value: number, currency: Quote['currency'], lang: Lang): string {
  const n = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    maximumFractionDigits: 4,
  }).format(value);
  return `${symbol[currency]}${n}`;
}

/** The name a quote is shown by: provider and instance. */
export const quoteName = (q: Pick<Quote, 'provider' | 'instanceType'>) =>
  `${q.provider} ${q.instanceType}`;

/** Saves text as a file through a temporary object URL. */
export function saveFile(filename: string, mime: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
