/**
 * How each provider's prices are dated, for the line browse and results show per provider: how
 * many carry a date their source published or captured them, how many are undated snapshots, the
 * newest date of each, and how old the newest dated price is on `today`. Pure: the caller gives
 * the day (the same rule as `price-date`).
 */
import { daysBetween, isDatedPrice } from './price-date';
import type { Offer, PriceDateKind } from './schema';

export interface ProviderFreshness {
  provider: string;
  /** Offers whose price has a published or captured date. */
  dated: number;
  /** Offers whose price is an undated snapshot. */
  undated: number;
  /** What the dated prices' dates mean: one kind, or `mixed` when both occur. */
  kind: Exclude<PriceDateKind, 'undated-snapshot'> | 'mixed' | null;
  /** The newest and oldest dated price (YYYY-MM-DD), `null` without dated prices. */
  newest: string | null;
  oldest: string | null;
  /** Whole days from `newest` to today (`null` without dated prices). */
  age: number | null;
  /** True when even the newest dated price is older than the staleness limit. */
  stale: boolean;
  /** The newest day an undated snapshot was recorded, `null` without one. */
  recorded: string | null;
}

/** Per provider with at least one offer, in the order the providers first occur in `offers`. */
export function providerFreshness(
  offers: readonly Pick<Offer, 'provider' | 'asOf' | 'asOfKind' | 'source'>[],
  today: string,
  staleAfterDays: number,
): ProviderFreshness[] {
  const by = new Map<string, ProviderFreshness>();
  for (const o of offers) {
    let f = by.get(o.provider);
    if (!f) {
      f = {
        provider: o.provider,
        dated: 0,
        undated: 0,
        kind: null,
        newest: null,
        oldest: null,
        age: null,
        stale: false,
        recorded: null,
      };
      by.set(o.provider, f);
    }
    if (isDatedPrice(o)) {
      f.dated++;
      const kind = o.asOfKind === 'undated-snapshot' ? 'captured' : o.asOfKind;
      f.kind = f.kind === null || f.kind === kind ? kind : 'mixed';
      if (f.newest === null || o.asOf > f.newest) f.newest = o.asOf;
      if (f.oldest === null || o.asOf < f.oldest) f.oldest = o.asOf;
    } else {
      f.undated++;
      if (f.recorded === null || o.asOf > f.recorded) f.recorded = o.asOf;
    }
  }
  for (const f of by.values()) {
    if (f.newest === null) continue;
    f.age = daysBetween(f.newest, today);
    f.stale = f.age > staleAfterDays;
  }
  return [...by.values()];
}
