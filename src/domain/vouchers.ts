/**
 * Compute vouchers (算力券): a city's subsidy that pays a share of a team's compute bill with one
 * provider. Only the vouchers a user enters (`vch=provider:percent`) apply, never a default: that
 * provider's catalog prices (on demand, spot, subscriptions) are ranked at that much off, and
 * every such pick says it is priced after the voucher. A user's own quote is its own price.
 */
import type { Offer } from './catalog/schema';
import type { Catalog } from './catalog/types';
import type { EngineMessage, EngineNotice, RankResult } from './engine';

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
 * The result told about the vouchers: a notice per voucher, and on every pick of a voucher's
 * provider a watch-out that its price is after the voucher.
 */
export function markVouchers(
  result: RankResult,
  vouchers: ReadonlyMap<string, number>,
  raw: readonly string[],
): RankResult {
  if (vouchers.size === 0) return result;
  const notices: EngineNotice[] = [...vouchers].map(([provider, percent]) => ({
    key: 'engine.notice.voucher',
    values: { provider, percent },
    param: 'vch',
    value: raw.join(','),
  }));
  const warn = (provider: string): EngineMessage | null => {
    const percent = vouchers.get(provider);
    return percent === undefined
      ? null
      : { key: 'engine.warning.voucher', values: { provider, percent } };
  };
  return {
    ...result,
    notices: [...result.notices, ...notices],
    ranked: result.ranked.map((e) => {
      const w = warn(e.provider);
      return w && !e.offerId.startsWith('quote:') ? { ...e, warnings: [w, ...e.warnings] } : e;
    }),
  };
}
