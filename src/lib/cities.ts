/**
 * Cities named in region codes (`cn-beijing`, `ap-guangzhou`, Baidu's `bj`), in Chinese and English.
 */
const CITIES: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  beijing: ['北京', 'Beijing'],
  shanghai: ['上海', 'Shanghai'],
  hangzhou: ['杭州', 'Hangzhou'],
  shenzhen: ['深圳', 'Shenzhen'],
  guangzhou: ['广州', 'Guangzhou'],
  chengdu: ['成都', 'Chengdu'],
  chongqing: ['重庆', 'Chongqing'],
  nanjing: ['南京', 'Nanjing'],
  qingdao: ['青岛', 'Qingdao'],
  zhangjiakou: ['张家口', 'Zhangjiakou'],
  wulanchabu: ['乌兰察布', 'Ulanqab'],
  heyuan: ['河源', 'Heyuan'],
  hongkong: ['中国香港', 'Hong Kong'],
  singapore: ['新加坡', 'Singapore'],
  tokyo: ['东京', 'Tokyo'],
  seoul: ['首尔', 'Seoul'],
  bangkok: ['曼谷', 'Bangkok'],
  jakarta: ['雅加达', 'Jakarta'],
  frankfurt: ['法兰克福', 'Frankfurt'],
  siliconvalley: ['硅谷', 'Silicon Valley'],
  ashburn: ['阿什本', 'Ashburn'],
  saopaulo: ['圣保罗', 'São Paulo'],
  suzhou: ['苏州', 'Suzhou'],
  wuhan: ['武汉', 'Wuhan'],
  baoding: ['保定', 'Baoding'],
};

/** Baidu AI Cloud's short region codes. */
const SHORT: Readonly<Record<string, string>> = {
  bj: 'beijing',
  gz: 'guangzhou',
  su: 'suzhou',
  fwh: 'wuhan',
  bd: 'baoding',
};

/** `cn-beijing`, `ap-guangzhou`, `na-siliconvalley`: a city-named region of a Chinese provider (or `bj`). */
const CITY_REGION = /^(?:cn|ap|na|eu|sa)-([a-z]+)$/;

/** The city a region code names, in the language, or `null`. */
export function regionCity(region: string, lang: 'zh' | 'en'): string | null {
  const city = SHORT[region] ?? CITY_REGION.exec(region)?.[1];
  const names = city === undefined ? undefined : CITIES[city];
  return names ? names[lang === 'zh' ? 0 : 1] : null;
}
