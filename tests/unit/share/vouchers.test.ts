import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import { rankLink } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { vouchersOf, withVouchers } from '../../../src/domain/vouchers';

/**
 * A compute voucher (算力券) for 30 % with Alibaba: Alibaba's 8 × A100 sccgn7ex, 361.40 CNY an
 * hour in the catalog, ranks at 361.40 × 0.7 = 252.98 CNY, says so on the pick, and nothing
 * changes for a link without `vch`.
 */
const LINK =
  '?v=1&team=enterprise&wl=infer&model=qwen3-235b-a22b&users=32&region=cn&loc=cn&cur=CNY';
const SCC = 'aliyun:ecs.sccgn7ex.32xlarge@cn-beijing';

describe('vch: compute vouchers', () => {
  it('reads provider:percent items, refuses anything else with a notice, never throws', () => {
    expect(decode(`${LINK}&vch=huawei:30,aliyun:20`).state.profile.vch).toEqual([
      'aliyun:20',
      'huawei:30',
    ]);
    for (const bad of ['huawei:0', 'huawei:100', 'huawei', 'Huawei:30', 'huawei:-5', ':30']) {
      const d = decode(`${LINK}&vch=${encodeURIComponent(bad)}`);
      expect(d.state.profile.vch, bad).toEqual([]);
      expect(
        d.notices.some((n) => n.param === 'vch'),
        bad,
      ).toBe(true);
    }
    expect(decode(LINK).state.profile.vch).toEqual([]);
  });

  it('keeps the smaller voucher for a provider entered twice', () => {
    expect([...vouchersOf(['huawei:30', 'huawei:20'])]).toEqual([['huawei', 20]]);
  });

  it('ranks the voucher’s provider at that percent off and says so in a notice', () => {
    const before = rankLink(LINK, catalog).result.ranked.find((e) => e.offerId === SCC);
    const after = rankLink(`${LINK}&vch=aliyun:30`, catalog).result;
    const pick = after.ranked.find((e) => e.offerId === SCC);
    expect(before?.pricePerHour).toBeCloseTo(361.4, 2);
    expect(pick?.pricePerHour).toBeCloseTo(252.98, 2);
    expect(after.notices.find((n) => n.param === 'vch')?.values).toEqual({
      provider: 'aliyun',
      percent: 30,
    });
  });

  it('is never a default: no link, no discount, no watch-out', () => {
    const r = rankLink(LINK, catalog).result;
    expect(r.notices.some((n) => n.param === 'vch')).toBe(false);
    expect(withVouchers(catalog, new Map())).toBe(catalog);
  });

  it('leaves other providers’ prices alone', () => {
    const priced = withVouchers(catalog, new Map([['huawei', 50]]));
    const tencent = catalog.offers.find((o) => o.provider === 'tencent' && o.onDemand !== null)!;
    expect(priced.offers.find((o) => o.id === tencent.id)?.onDemand).toBe(tencent.onDemand);
  });
});
