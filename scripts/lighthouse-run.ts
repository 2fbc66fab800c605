/**
 * One Lighthouse run in a fresh headless Chromium (Debian's, or `CHROME_PATH`), shared by
 * `npm run perf` and `npm run lighthouse`: the phone preset is Lighthouse's default (4× slowed
 * CPU, slow 4G), the desktop one its desktop config.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from './perf-interaction';

export type Preset = 'mobile' | 'desktop';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The Lighthouse report of one run of `url` for `categories`. */
export async function lighthouseReport(
  url: string,
  preset: Preset,
  categories: readonly string[],
): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...categories],
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('lighthouse returned nothing');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The middle value (the upper one of an even count). */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
