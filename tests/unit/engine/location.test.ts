/**
 * Where the team is (`loc`) against where an offer runs: a watch-out on every ranked entry across
 * the mainland China border, none on the same side, none when the team did not say.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { translate } from '../../../src/i18n';

const ABROAD = 'engine.warning.location-abroad';
const MAINLAND = 'engine.warning.location-mainland';

function warningsByGroup(link: string) {
  const { result } = rankLink(link, catalog);
  const keys = (group: 'cn' | 'global') =>
    result.ranked
      .filter((e) => e.regionGroup === group)
      .map((e) => e.warnings.map((w) => w.key).filter((k) => k === ABROAD || k === MAINLAND));
  return { cn: keys('cn'), global: keys('global') };
}

describe('location watch-outs', () => {
  // a small fine-tune ranks offers on both sides of the border
  const base = '?v=1&wl=finetune&model=7';

  it('a mainland team is warned about every offer outside the mainland, and only those', () => {
    const { cn, global } = warningsByGroup(`${base}&loc=cn`);
    expect(cn.length).toBeGreaterThan(0);
    expect(global.length).toBeGreaterThan(0);
    expect(cn.every((ks) => ks.length === 0)).toBe(true);
    expect(global.every((ks) => ks.length === 1 && ks[0] === ABROAD)).toBe(true);
  });

  it('a team outside China is warned about every mainland offer, and only those', () => {
    const { cn, global } = warningsByGroup(`${base}&loc=global`);
    expect(global.every((ks) => ks.length === 0)).toBe(true);
    expect(cn.length).toBeGreaterThan(0);
    expect(cn.every((ks) => ks.length === 1 && ks[0] === MAINLAND)).toBe(true);
  });

  it('says nothing of location when the link does not say where the team is', () => {
    const { cn, global } = warningsByGroup(base);
    expect([...cn, ...global].every((ks) => ks.length === 0)).toBe(true);
  });

  it('says what crossing the border means, in both languages', () => {
    expect(translate('en', ABROAD)).toMatch(/account/);
    expect(translate('en', ABROAD)).toMatch(/card/);
    expect(translate('en', ABROAD)).toMatch(/cross-border data/);
    expect(translate('en', ABROAD)).toMatch(/latency/);
    expect(translate('en', MAINLAND)).toMatch(/real-name/);
    expect(translate('en', MAINLAND)).toMatch(/ICP/);
    expect(translate('zh', ABROAD)).toMatch(/数据出境/);
    expect(translate('zh', MAINLAND)).toMatch(/实名/);
    expect(translate('zh', MAINLAND)).toMatch(/ICP 备案/);
  });

  it('does not change the ranking itself, only which of equally priced regions heads an entry', () => {
    // One entry per provider, instance type and pricing; its headline region may move nearer
    // the team when regions tie on cost and time.
    const entries = (link: string) =>
      rankLink(link, catalog).result.ranked.map(
        (e) => `${e.provider}:${e.instanceType} ${e.pricing}`,
      );
    expect(entries(`${base}&loc=cn`)).toEqual(entries(base));
  });
});

describe('the headline region of an entry whose regions cost the same', () => {
  // Lambda prices an instance type the same in every region: the tie goes to the region nearer
  // the team, not to the alphabetically first (asia-northeast-1, Tokyo, for everyone).
  const link = '?v=1&team=startup&wl=finetune&model=qwen2.5-7b&work=20&cur=USD';
  const lambdaRegion = (l: string) =>
    rankLink(l, catalog).result.ranked.find((e) => e.provider === 'lambda')?.region;

  it('is in North America for a team that did not say where it is, or is outside the mainland', () => {
    expect(lambdaRegion(link)).toMatch(/^us-/);
    expect(lambdaRegion(`${link}&loc=global`)).toMatch(/^us-/);
  });

  it('is in Asia-Pacific for a mainland team', () => {
    expect(lambdaRegion(`${link}&loc=cn`)).toMatch(/^(asia|ap)-/);
  });
});
