/**
 * The region that stands for an instance type in the collapsed table: the cheapest by the price
 * being compared (spot, a commitment price when sorting by it, otherwise on-demand), then by
 * on-demand (or spot), then by offer id, so the choice never depends on catalog order.
 */
import type { OfferRow } from './offer-row';

const METRICS = ['onDemand', 'spot', 'monthly', 'year1', 'year3'] as const;
export type RepresentativeMetric = (typeof METRICS)[number];

/** The price a sort column compares regions by. */
export const representativeMetric = (column: string): RepresentativeMetric =>
  METRICS.find((m) => m === column) ?? 'onDemand';

function compareBy(a: OfferRow, b: OfferRow, key: RepresentativeMetric): number {
  const va = a[key];
  const vb = b[key];
  if (va === undefined && vb === undefined) return 0;
  if (va === undefined) return 1;
  if (vb === undefined) return -1;
  return va - vb;
}

/** Negative when `a` is the better representative. */
function compareRepresentatives(a: OfferRow, b: OfferRow, metric: RepresentativeMetric): number {
  const other: RepresentativeMetric = metric === 'onDemand' ? 'spot' : 'onDemand';
  return (
    compareBy(a, b, metric) || compareBy(a, b, other) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function pickRepresentative<T>(
  items: readonly T[],
  rowOf: (item: T) => OfferRow,
  metric: RepresentativeMetric,
): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (best === undefined || compareRepresentatives(rowOf(item), rowOf(best), metric) < 0) {
      best = item;
    }
  }
  return best;
}
