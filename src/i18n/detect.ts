/**
 * The page's first language: the link's, else the browser's preference, else English. Both
 * functions name nothing from outside this file, as the page's head script carries their very
 * source to start the right messages downloading before the app runs (`src/app/head-script.ts`).
 */

/** Chinese in traditional script, or of Taiwan, Hong Kong or Macao. */
export function isTraditionalChinese(tag: string): boolean {
  return /^zh-(tw|hk|mo|hant)\b/i.test(tag);
}

/** Picks the initial language: the link's, else the browser's preference, else English. */
export function detectLang(
  linkLang: 'zh' | 'en' | null,
  browserLanguages: readonly string[],
): 'zh' | 'en' {
  if (linkLang) return linkLang;
  for (const l of browserLanguages) {
    // traditional Chinese is not assumed to read simplified: the page asks (or the next language)
    if (isTraditionalChinese(l)) continue;
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'zh') return 'zh';
    if (base === 'en') return 'en';
  }
  return 'en';
}
