/**
 * Country names: the catalog's countries are named without building the browser's region names
 * (which costs a phone about 200 ms the first time), with the names the browser would give.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { countryName, offerCountry, regionName } from '../../../src/lib/country';
import { regionLabel } from '../../../src/lib/region';

const countries = [
  ...new Set(
    catalog.offers
      .map((o) => offerCountry(o.provider, o.region, o.regionGroup))
      .filter((c): c is string => c !== null),
  ),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('country names', () => {
  it('names every country and region of the catalog without the browser’s region names', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    expect(countries.length).toBeGreaterThan(5);
    for (const lang of ['en', 'zh'] as const) {
      for (const c of countries) expect(countryName(c, lang), c).not.toBe(c);
      for (const o of catalog.offers) regionLabel(o.region, lang, o.provider);
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('gives the names Intl.DisplayNames gives (Hong Kong: the short form browsers show)', () => {
    for (const c of countries.filter((c) => c !== 'HK')) {
      expect(regionName(c, 'en'), c).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(c));
      expect(regionName(c, 'zh'), c).toBe(
        new Intl.DisplayNames(['zh-CN'], { type: 'region' }).of(c),
      );
    }
    expect(countryName('HK', 'en')).toBe('Hong Kong');
    expect(countryName('HK', 'zh')).toBe('中国香港');
  });

  it('asks the browser for a code outside the catalog (a quote’s own region)', () => {
    expect(regionName('PL', 'en')).toBe('Poland');
    expect(regionLabel('PL', 'zh')).toBe('波兰（PL）');
  });
});
