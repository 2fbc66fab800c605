import { expect, test, type Page } from '@playwright/test';

const VIEWS = ['landing', 'browse', 'wizard', 'results', 'guide'] as const;
const RESULTS_LINK = 'team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1';

/** The view is in place: its heading shown and nothing on the page still loading. */
async function viewReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

const linkFor = (view: (typeof VIEWS)[number]) =>
  view === 'landing'
    ? './?v=1&lang=en'
    : `./?v=1&view=${view}&lang=en${view === 'results' ? `&${RESULTS_LINK}` : ''}`;

test('every request stays on the app origin and the CSP is in place', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) {
      foreign.push(r.url());
    }
  });
  for (const view of VIEWS) {
    await page.goto(linkFor(view));
    await viewReady(page);
  }
  expect(foreign).toEqual([]);
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
});

test('a hostile link value is shown as text at most and never runs', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs += 1;
    await d.dismiss();
  });
  const image = '<img src=x onerror=alert(1)>';
  await page.goto(
    `./?v=1&view=results&lang=en&model=${encodeURIComponent(image)}&b.q=${encodeURIComponent('<script>alert(2)</script>')}`,
  );
  await viewReady(page);
  // The link's notices are listed above <main>: the value must be there as text, nowhere as markup.
  await expect(
    page.getByRole('status').filter({ hasText: 'Some parts of the link were ignored' }),
  ).toContainText(image);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:has-text("alert(2)")')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

for (const width of [375, 1280]) {
  test(`screenshots of every view at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const view of VIEWS) {
      await page.goto(linkFor(view));
      await viewReady(page);
      const path = info.outputPath(`${view}-${width}.png`);
      await page.screenshot({ path, fullPage: false });
      await info.attach(`${view}-${width}`, { path, contentType: 'image/png' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${view} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
    }
  });
}

test('the app works under a sub-path @subpath', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('./?v=1&lang=en');
  expect(new URL(page.url()).pathname).toBe(new URL(baseURL ?? '').pathname);
  await page.getByRole('navigation').getByRole('link', { name: 'Browse offers' }).click();
  await expect(page).toHaveURL(/\/gpu-guide\/\?v=1&view=browse/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
