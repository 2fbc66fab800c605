/** The row tests behind each filter; the table's filter functions call these. */
import type { Granularity } from '../../../domain/catalog/schema';
import type { OfferRow } from './offer-row';

/** The lower-case words of a search query. */
export const searchWords = (query: string): string[] =>
  query.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the query appears in the row's text. */
export const matchesSearch = (row: OfferRow, words: readonly string[]): boolean =>
  words.every((w) => row.haystack.includes(w));

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
