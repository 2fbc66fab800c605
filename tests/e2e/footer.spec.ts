import { expect, test } from '@playwright/test';
import { afterFrames } from './settle';

/**
 * The footer never sits up under the header while a view loads (or on a short view) to jump
 * down when the view arrives: from the first frame it exists, it stays at or below the foot of
 * the first screen.
 */
const LOAD = 30_000;
const SCREENS = [
  { w: 1280, h: 900 },
  { w: 375, h: 812 },
] as const;
const LINKS = {
  landing: 'v=1',
  wizard: 'v=1&view=wizard',
  results: 'v=1&view=results&wl=finetune&model=7',
  browse: 'v=1&view=browse',
  guide: 'v=1&view=guide',
} as const;

test.describe.configure({ timeout: 120_000 });

for (const { w, h } of SCREENS) {
  for (const [name, query] of Object.entries(LINKS)) {
    test(`the footer stays at the foot of the page: ${name} at ${w} px`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      // Records the footer's bottom edge on every frame from the page's start.
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { footerBottoms: number[] }).footerBottoms = seen;
        const step = () => {
          const f = document.querySelector('footer');
          if (f) seen.push(f.getBoundingClientRect().bottom + window.scrollY);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      await page.goto(`./?${query}&lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD });
      await afterFrames(page, 20);
      const bottoms = await page.evaluate(
        () => (window as unknown as { footerBottoms: number[] }).footerBottoms,
      );
      expect(bottoms.length).toBeGreaterThan(0);
      // at the foot of the first screen or further down, from its first frame on
      expect(Math.min(...bottoms)).toBeGreaterThanOrEqual(h - 1);
    });
  }
}
