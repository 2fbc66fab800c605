import type { Page } from '@playwright/test';

/**
 * Waits for the page itself rather than for a guessed time: `frames` animation frames (layout
 * and paint done that many times over), or until the network has been quiet and the browser has
 * run its idle callbacks (work a view starts on its own, such as prefetches and late images).
 */
export async function afterFrames(page: Page, frames: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    frames,
  );
}

export async function whenSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout: 5_000 });
      }),
  );
  await afterFrames(page, 2);
}
