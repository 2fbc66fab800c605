import { expect, test } from '@playwright/test';

/**
 * The currency a visitor sees first: dollars for a browser set to American or British English
 * when the link names no currency; a link that names one keeps it.
 */
const LOAD = 30_000;

// first visits: no language or currency chosen before
test.use({ storageState: { cookies: [], origins: [] } });

for (const locale of ['en-US', 'en-GB'] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('browse opens in US dollars, and the address says so', async ({ page }) => {
      await page.goto('./?v=1&view=browse');
      const main = page.getByRole('main');
      await expect(main.locator('tbody tr[aria-rowindex]').first()).toBeVisible({ timeout: LOAD });
      await expect(main.locator('tbody tr[aria-rowindex]').first()).toContainText('$');
      await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
      expect(new URL(page.url()).searchParams.get('cur')).toBe('USD');
    });

    test('a link in yuan stays in yuan, its budget unchanged', async ({ page }) => {
      await page.goto('./?v=1&view=results&cur=CNY&wl=finetune&model=7&budget=500');
      await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('CNY');
      await expect(page.getByLabel(/^Budget \(CNY\)/)).toHaveValue('500');
    });
  });
}

test.describe('a browser in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('opens in yuan', async ({ page }) => {
    await page.goto('./?v=1&view=browse');
    await expect(page.getByRole('combobox', { name: '币种' })).toHaveValue('CNY');
    expect(new URL(page.url()).searchParams.get('cur')).toBeNull();
  });
});
