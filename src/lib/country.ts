/**
 * The country or territory an offer runs in (ISO 3166-1 alpha-2), from its provider's region name,
 * and the names people search it by, in both languages.
 *
 * Sources, read 2026-12-05: Alibaba Cloud "Regions and zones"
 * (https://www.alibabacloud.com/help/en/ecs/product-overview/regions-and-zones; the Chinese names
 * such as 华北2（北京） from https://help.aliyun.com/zh/ecs/product-overview/regions-and-zones),
 * Tencent Cloud "Regions and availability zones" (https://www.tencentcloud.com/document/product/213/6091),
 * Nebius "Regions" (https://docs.nebius.com/overview/regions: eu-north1 Finland, eu-west1 France,
 * us-central1 United States), Verda (DataCrunch) locations FIN-01..03 in Finland
 * (https://verda.com/locations), RunPod's regions named by ISO country code, and the region names
 * of AWS, Azure, Google Cloud, Oracle Cloud and Lambda that start with the country (`us-…`,
 * `eastus`, `australia-…`). A region whose name does not say its country (Lambda's
 * `asia-northeast-1`, Hyperbolic's `default`) has none here rather than a guess.
 */
import { regionCity } from './cities';

/** Cities (as `regionCity` names them in English) and the country each is in. */
const CITY_COUNTRY: Readonly<Record<string, string>> = {
  'Hong Kong': 'HK',
  Singapore: 'SG',
  Tokyo: 'JP',
  Seoul: 'KR',
  Bangkok: 'TH',
  Jakarta: 'ID',
  Frankfurt: 'DE',
  'Silicon Valley': 'US',
  Ashburn: 'US',
  'São Paulo': 'BR',
};

/** Alibaba Cloud's regions outside the mainland named by direction, not city. */
const ALIYUN_ABROAD: Readonly<Record<string, string>> = {
  'ap-northeast-1': 'JP',
  'ap-northeast-2': 'KR',
  'ap-southeast-1': 'SG',
  'ap-southeast-3': 'MY',
  'ap-southeast-5': 'ID',
  'ap-southeast-7': 'TH',
  'eu-central-1': 'DE',
  'us-east-1': 'US',
};

const NEBIUS: Readonly<Record<string, string>> = {
  'eu-north1': 'FI',
  'eu-west1': 'FR',
  'us-central1': 'US',
};

/** Alibaba Cloud's Chinese names of its mainland regions (what its console and price pages show). */
const ALIYUN_ZH: Readonly<Record<string, string>> = {
  'cn-qingdao': '华北1（青岛）',
  'cn-beijing': '华北2（北京）',
  'cn-zhangjiakou': '华北3（张家口）',
  'cn-wulanchabu': '华北6（乌兰察布）',
  'cn-hangzhou': '华东1（杭州）',
  'cn-shanghai': '华东2（上海）',
  'cn-nanjing': '华东5（南京-本地地域）',
  'cn-shenzhen': '华南1（深圳）',
  'cn-heyuan': '华南2（河源）',
  'cn-guangzhou': '华南3（广州）',
  'cn-chengdu': '西南1（成都）',
  'cn-hongkong': '中国香港',
};

/** The provider's own Chinese name of a region, when it has one (`华北2（北京）`). */
export function regionNameZh(provider: string, region: string): string | null {
  return provider === 'aliyun' ? (ALIYUN_ZH[region] ?? null) : null;
}

/** The country code of an offer's region, or `null` when its name does not say. */
export function offerCountry(
  provider: string,
  region: string,
  group: 'cn' | 'global',
): string | null {
  if (/^[A-Z]{2}$/.test(region)) return region;
  const city = regionCity(region, 'en');
  if (city !== null) return CITY_COUNTRY[city] ?? (group === 'cn' ? 'CN' : null);
  if (provider === 'aliyun') return ALIYUN_ABROAD[region] ?? null;
  if (provider === 'nebius') return NEBIUS[region] ?? null;
  if (provider === 'verda' && /^FIN-/.test(region)) return 'FI';
  if (region === 'any' || region === 'default') return group === 'cn' ? 'CN' : null;
  if (/^(us|na)-|^us[a-z]*\d|^(east|west|central|north|south)us\d?$/.test(region)) return 'US';
  if (/^australia-/.test(region)) return 'AU';
  return null;
}

/**
 * The names of the countries the catalog's regions are in, as Chromium 150's `Intl.DisplayNames`
 * gives them (CLDR; read 2026-12-06). Building the browser's region names costs a phone about
 * 200 ms the first time (it loads that data), so the catalog's countries are read from here and
 * only another code (a quote's own region) asks the browser.
 */
const COUNTRY_NAMES: Readonly<Record<string, { en: string; zh: string }>> = {
  AU: { en: 'Australia', zh: '澳大利亚' },
  BR: { en: 'Brazil', zh: '巴西' },
  CA: { en: 'Canada', zh: '加拿大' },
  CN: { en: 'China', zh: '中国' },
  CZ: { en: 'Czechia', zh: '捷克' },
  DE: { en: 'Germany', zh: '德国' },
  FI: { en: 'Finland', zh: '芬兰' },
  FR: { en: 'France', zh: '法国' },
  GB: { en: 'United Kingdom', zh: '英国' },
  HK: { en: 'Hong Kong', zh: '香港' },
  ID: { en: 'Indonesia', zh: '印度尼西亚' },
  IS: { en: 'Iceland', zh: '冰岛' },
  JP: { en: 'Japan', zh: '日本' },
  KR: { en: 'South Korea', zh: '韩国' },
  MY: { en: 'Malaysia', zh: '马来西亚' },
  NL: { en: 'Netherlands', zh: '荷兰' },
  NO: { en: 'Norway', zh: '挪威' },
  RO: { en: 'Romania', zh: '罗马尼亚' },
  SE: { en: 'Sweden', zh: '瑞典' },
  SG: { en: 'Singapore', zh: '新加坡' },
  TH: { en: 'Thailand', zh: '泰国' },
  US: { en: 'United States', zh: '美国' },
};

const names = new Map<string, Intl.DisplayNames | null>();

/** The browser's region names in the language (`null` where it has none), made once. */
function displayNames(lang: 'zh' | 'en'): Intl.DisplayNames | null {
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

/**
 * The region's name in the language (`Canada`, `加拿大`): the catalog's countries from the list
 * above, any other code from the browser; `undefined` where neither knows it.
 */
export function regionName(code: string, lang: 'zh' | 'en'): string | undefined {
  return Object.hasOwn(COUNTRY_NAMES, code)
    ? COUNTRY_NAMES[code]?.[lang]
    : displayNames(lang)?.of(code);
}

/** Short names people type that the display names do not give. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'America', 'United States of America', '美国', '美'],
  GB: ['UK', 'Britain', '英国'],
  CN: ['China', 'mainland', '中国', '大陆', '中国大陆', '国内'],
  HK: ['香港'],
  KR: ['Korea', '韩国'],
};

/** The country's name in the language (`美国`, `United States`), or its code when none is known. */
export function countryName(code: string, lang: 'zh' | 'en'): string {
  const name = regionName(code, lang);
  // the mainland, as the rest of the page calls it
  if (code === 'CN') return lang === 'zh' ? '中国大陆' : 'Mainland China';
  if (code === 'HK' && lang === 'zh') return '中国香港';
  return name && name !== code ? name : code;
}

/** Every name a search may use for the country, lower case. */
export function countrySearchNames(code: string): string[] {
  return [code, countryName(code, 'en'), countryName(code, 'zh'), ...(ALIASES[code] ?? [])].map(
    (n) => n.toLowerCase(),
  );
}
