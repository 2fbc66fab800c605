/**
 * A price's date in words, with what the date means: "as stated by the source on 2026-11-02",
 * "captured 2026-11-09", "listed on or before 2026-12-04", or undated with the day it was recorded.
 * The same words on browse rows, the results' picks and the exports.
 */
import { shownDateKind } from '../domain/catalog/price-date';
import type { Offer } from '../domain/catalog/schema';
import { translate, type Lang } from '../i18n';

export type PriceDated = Pick<Offer, 'asOf' | 'asOfKind' | 'source'>;

export const priceDateText = (lang: Lang, p: PriceDated): string =>
  translate(lang, `pricedate.${shownDateKind(p)}`, { date: p.asOf });
