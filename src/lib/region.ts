/**
 * A region as a reader should read it. RunPod names regions by ISO 3166 country code: its `CA` is
 * Canada (the zone is CA-MTL-1, Montréal), not California; a two-letter upper-case region is
 * shown with its country's name in the page's language. Alibaba Cloud and Tencent Cloud name
 * theirs by city in the code (`cn-beijing`, `ap-guangzhou`): those read as the city, in Chinese
 * or English, with the code after it. Any other region (`us-east-1`, `eastus`, whose place
 * differs between providers) stays as the provider spells it, after its country in Chinese when
 * the name says which (`美国（us-east-1）`, see `country.ts`).
 */
import { countryName, offerCountry, regionName } from './country';
import { regionCity } from './cities';

export { regionCity };

export function regionLabel(region: string, lang: 'zh' | 'en', provider = ''): string {
  // A quote's region when none was given.
  if (region === 'any') return lang === 'zh' ? '不限' : 'any';
  const city = regionCity(region, lang);
  if (city !== null) return lang === 'zh' ? `${city}（${region}）` : `${city} (${region})`;
  if (!/^[A-Z]{2}$/.test(region)) {
    // a region named by direction (`us-east-1`, `FIN-01`) reads, in Chinese, with its country
    const country = lang === 'zh' ? offerCountry(provider, region, 'global') : null;
    return country === null ? region : `${countryName(country, 'zh')}（${region}）`;
  }
  const name = regionName(region, lang);
  if (!name || name === region) return region;
  return lang === 'zh' ? `${name}（${region}）` : `${name} (${region})`;
}
