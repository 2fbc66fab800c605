/**
 * A region as a reader should read it. Most providers name regions by city or area
 * (`us-east-1`, `cn-hangzhou`), but RunPod names them by ISO 3166 country code: its `CA` is
 * Canada (the zone is CA-MTL-1, Montréal), not California. A two-letter upper-case region is
 * shown with its country's name in the page's language; any other stays as the provider spells it.
 */
const names = new Map<string, Intl.DisplayNames | null>();

function countryNames(lang: 'zh' | 'en'): Intl.DisplayNames | null {
  let n = names.get(lang);
  if (n === undefined) {
    try {
      n = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    } catch {
      n = null;
    }
    names.set(lang, n);
  }
  return n;
}

export function regionLabel(region: string, lang: 'zh' | 'en'): string {
  if (!/^[A-Z]{2}$/.test(region)) return region;
  const name = countryNames(lang)?.of(region);
  if (!name || name === region) return region;
  return lang === 'zh' ? `${name}（${region}）` : `${name} (${region})`;
}
