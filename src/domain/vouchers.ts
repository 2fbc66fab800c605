/**
 * Compute vouchers (算力券): a city's subsidy that pays a share of a team's compute bill with one
 * provider. Only the vouchers a user enters (`vch=provider:percent`) apply, never a default: that
 * provider's catalog prices (on demand, spot, subscriptions) are ranked at that much off, and
 * every such pick says it is priced after the voucher. A user's own quote is its own price.
 */
import type { Offer } from './catalog/schema';
import type { Catalog } from './catalog/types';
import type { EngineNotice, RankResult } from './engine';

/** Percent off per provider; a provider entered twice keeps the smaller voucher. */
export function vouchersOf(items: readonly string[]): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const [provider, pct] = item.split(':');
    const percent = Number(pct);
    if (!provider || !Number.isInteger(percent) || percent < 1 || percent > 99) continue;
    out.set(provider, Math.min(percent, out.get(provider) ?? percent));
  }
  return out;
}

type Money = number & Offer['spot'];

function discounted(o: Offer, percent: number): Offer {
  const f = 1 - percent / 100;
  const cut = <T extends number | null>(v: T): T => (v === null ? v : ((v * f) as T));
  return {
    ...o,
    onDemand: cut(o.onDemand) as Money,
    spot: cut(o.spot) as Money,
    monthly: cut(o.monthly),
    commitments: o.commitments.map((c) => ({
      ...c,
      upfrontPrice: c.upfrontPrice * f,
      hourly: c.hourly * f,
    })),
  } as Offer;
}

/** The catalog with each voucher's provider priced that much lower. */
export function withVouchers(catalog: Catalog, vouchers: ReadonlyMap<string, number>): Catalog {
  if (vouchers.size === 0) return catalog;
  return {
    ...catalog,
    offers: catalog.offers.map((o) => {
      const percent = vouchers.get(o.provider);
      return percent === undefined ? o : discounted(o, percent);
    }),
  };
}

/**
 * The result told about the vouchers: a notice per voucher, added to the ranking's own notices
 * (the same result object, which keeps the compact parts the ranking worker posts). Each pick of
 * a voucher's provider is marked by the views from the link.
 */
export function markVouchers(
  result: RankResult,
  vouchers: ReadonlyMap<string, number>,
  raw: readonly string[],
): RankResult {
  if (vouchers.size === 0) return result;
  const notices = result.notices as EngineNotice[];
  for (const [provider, percent] of vouchers) {
    notices.push({
      key: 'engine.notice.voucher',
      values: { provider, percent },
      param: 'vch',
      value: raw.join(','),
    });
  }
  return result;
}
