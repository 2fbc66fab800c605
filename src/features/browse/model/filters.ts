/** The row tests behind each filter; the table's filter functions call these. */
import type { Granularity } from '../../../domain/catalog/schema';
import type { OfferRow } from './offer-row';

/**
 * The lower-case words of a search query; brackets typed in ASCII read as the full-width ones the
 * providers' Chinese region names use (华北2(北京) finds 华北2（北京）).
 */
export const searchWords = (query: string): string[] =>
  query.toLowerCase().replace(/\(/g, '（').replace(/\)/g, '）').split(/\s+/).filter(Boolean);

const SHORT_WORD = /^[a-z0-9]{1,3}$/;
const starts = new Map<string, RegExp>();

/**
 * Whether the row's text holds the word. A short Latin word (`us`, `ca`, `h20`) must start a word
 * of the text (`us-east-1`, `United States`), so `us` does not find Nebius or Australia; a longer
 * one, or one in Chinese, may appear anywhere.
 */
function holds(haystack: string, word: string): boolean {
  if (!SHORT_WORD.test(word)) return haystack.includes(word);
  let re = starts.get(word);
  if (!re) {
    re = new RegExp(`(^|[^a-z0-9])${word}`);
    starts.set(word, re);
  }
  return re.test(haystack);
}

/** Every word of the query appears in the row's text. */
export const matchesSearch = (row: OfferRow, words: readonly string[]): boolean =>
  words.every((w) => holds(row.haystack, w));

/** Within [min, max]; an unknown value fails any bound. */
export function inRange(value: number | undefined, min: number | null, max: number | null) {
  if (min === null && max === null) return true;
  if (value === undefined) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

const FINENESS: Record<Granularity, number> = { second: 0, minute: 1, hour: 2 };

/** Billing at least as fine as wanted (per second is finer than per minute); unknown fails. */
export const billsAtLeast = (bill: Granularity | undefined, wanted: Granularity): boolean =>
  bill !== undefined && FINENESS[bill] <= FINENESS[wanted];

export interface LinkFilter {
  link: 'nvlink' | 'pcie' | null;
  fabric: boolean;
}

/** GPU link inside the instance, and a fabric for multi-node jobs (InfiniBand, RDMA, EFA). */
export function interconnectOk(row: OfferRow, f: LinkFilter): boolean {
  if (f.link !== null && row.gpuLink !== f.link) return false;
  if (f.fabric && (row.fabric === null || row.fabric === 'ethernet')) return false;
  return true;
}
