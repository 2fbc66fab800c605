import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterFrames } from './settle';

/**
 * Screenshots of results, browse and the guide at a phone's and a laptop's width, in both
 * languages, written to `test-results/screens/` (or `SCREENS_DIR`) for review.
 */
const DIR = process.env.SCREENS_DIR ?? 'test-results/screens';
const LOAD = 30_000;
const PROFILE = 'v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1';

const VIEWS = [
  { name: 'results', query: `${PROFILE}&view=results` },
  {
    name: 'results-qwen',
    query: 'v=1&view=results&cur=CNY&wl=finetune&model=qwen2.5-7b&work=3.1&budget=2000&region=cn',
  },
  { name: 'browse', query: 'v=1&view=browse' },
  { name: 'guide', query: 'v=1&view=guide' },
] as const;

const WIDTHS = [
  { w: 375, h: 812 },
  { w: 1280, h: 900 },
] as const;

test.describe.configure({ timeout: 120_000 });

for (const view of VIEWS) {
  for (const lang of ['en', 'zh'] as const) {
    for (const { w, h } of WIDTHS) {
      test(`screenshot: ${view.name} ${lang} ${w}px`, async ({ page }) => {
        mkdirSync(DIR, { recursive: true });
        await page.setViewportSize({ width: w, height: h });
        await page.goto(`./?${view.query}&lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD });
        if (view.name.startsWith('results'))
          await expect(page.locator('main ol[aria-label] > li').first()).toBeVisible({
            timeout: LOAD,
          });
        // Ready when nothing in the view is busy any more.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD });
        const base = join(DIR, `${view.name}-${lang}-${w}`);
        await page.screenshot({ path: `${base}-first-screen.png` });
        if (view.name.startsWith('results')) {
          // The charts start once the reader nears them: scroll down as a reader does (a jump
          // to the bottom of a long phone page passes them) and wait for them to draw.
          const chart = page.locator('.recharts-surface').first();
          for (let y = 0; y < 20_000 && !(await chart.isVisible()); y += h / 2) {
            await page.mouse.wheel(0, h / 2);
            await afterFrames(page, 3);
          }
          await expect(chart).toBeVisible({ timeout: LOAD });
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await page.screenshot({ path: `${base}-full.png`, fullPage: true });
      });
    }
  }
}
