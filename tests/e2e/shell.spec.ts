import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('language, views and history work in a real browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('./?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Rent the right GPUs, not the famous ones',
  );
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('租对的 GPU');
  await expect(page).toHaveURL(/lang=zh/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByRole('navigation').getByRole('link', { name: '浏览报价' }).click();
  await expect(page).toHaveURL(/view=browse/);
  await page.getByRole('navigation').getByRole('link', { name: '指南与计算器' }).click();
  await expect(page).toHaveURL(/view=guide/);
  await page.goBack();
  await expect(page).toHaveURL(/view=browse/);
  await page.goForward();
  await expect(page).toHaveURL(/view=guide/);
  expect(errors).toEqual([]);
});

test('the landing screen has no axe violations', async ({ page }) => {
  await page.goto('./?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('a link whose view or language is named like a script object opens without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  for (const query of [
    '?v=1&view=constructor',
    '?v=1&view=__proto__',
    '?v=1&view=browse&lang=toString',
  ]) {
    await page.goto(`./${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
