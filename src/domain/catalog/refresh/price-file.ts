/**
 * The refreshed price files of AWS and Azure (`data/prices/<provider>.json`): one dated price per
 * instance type and region, with the earlier prices the refresh saw. They are applied over the
 * curated offers like every dated price (the newest dated price of an offer wins).
 */
import type { DatedPrice } from '../schema';
import { MAX_HISTORY } from '../import/diff';
import { serializeListFile, type ListFileHead } from './list-file';

export interface PriceFile extends ListFileHead {
  prices: DatedPrice[];
}

const rowKey = (p: Pick<DatedPrice, 'instanceType' | 'region'>) =>
  `${p.instanceType}@${p.region ?? 'any'}`;

/** The new rows with each row's history: the previous row's price when it changed, then its own. */
export function withHistory(next: readonly DatedPrice[], previous: PriceFile | null): DatedPrice[] {
  const before = new Map((previous?.prices ?? []).map((p) => [rowKey(p), p]));
  return next.map((row) => {
    const old = before.get(rowKey(row));
    if (!old) return row;
    const history = [...(old.history ?? [])];
    if (old.onDemand !== null && old.onDemand !== row.onDemand && old.asOf !== row.asOf) {
      history.unshift({
        onDemand: old.onDemand,
        asOf: old.asOf,
        asOfKind: old.asOfKind,
        source: { ref: old.source.ref, date: old.source.date },
      });
    }
    return history.length > 0 ? { ...row, history: history.slice(0, MAX_HISTORY) } : row;
  });
}

/** The file as text: fixed key order, one price per line, a final newline. */
export const serializePriceFile = (file: PriceFile): string =>
  serializeListFile(file, 'prices', file.prices);
