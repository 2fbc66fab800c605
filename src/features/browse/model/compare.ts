/** The best value of each compared field: lowest price, most memory, fastest, finest billing. */
import type { BrowseColumn } from '../../../domain/share/browse-params';
import type { OfferRow } from './offer-row';

const FINENESS = { second: 3, minute: 2, hour: 1 } as const;

/** Higher is better for every score returned here; `undefined`: not comparable. */
const SCORES: Partial<Record<BrowseColumn, (r: OfferRow) => number | undefined>> = {
  memGpu: (r) => r.memGpu,
  memTotal: (r) => r.memTotal,
  vcpus: (r) => r.vcpus,
  ram: (r) => r.ram,
  bill: (r) => (r.bill ? FINENESS[r.bill] : undefined),
  onDemand: (r) => (r.onDemand === undefined ? undefined : -r.onDemand),
  spot: (r) => (r.spot === undefined ? undefined : -r.spot),
  gpuh: (r) => (r.gpuh === undefined ? undefined : -r.gpuh),
  perGib: (r) => (r.perGib === undefined ? undefined : -r.perGib),
  speed: (r) => r.speed,
  perfPrice: (r) => r.perfPrice,
  asOf: (r) => Date.parse(r.asOf),
};

/**
 * Ids of the offers holding the best value of `column`: empty when the field has no "better",
 * fewer than two offers know it, or all known values are equal.
 */
export function bestOf(column: BrowseColumn, rows: readonly OfferRow[]): Set<string> {
  const score = SCORES[column];
  if (!score) return new Set();
  const known = rows
    .map((r) => ({ id: r.id, v: score(r) }))
    .filter((x): x is { id: string; v: number } => x.v !== undefined && Number.isFinite(x.v));
  if (known.length < 2) return new Set();
  const top = Math.max(...known.map((x) => x.v));
  if (known.every((x) => x.v === top)) return new Set();
  return new Set(known.filter((x) => x.v === top).map((x) => x.id));
}
