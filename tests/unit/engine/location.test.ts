/**
 * Where the team is (`loc`) against where an offer runs: a watch-out on every ranked entry across
 * the mainland China border, none on the same side, none when the team did not say.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
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

  it('does not change the ranking itself', () => {
    const ids = (link: string) => rankLink(link, catalog).result.ranked.map((e) => e.offerId);
    expect(ids(`${base}&loc=cn`)).toEqual(ids(base));
  });
});
