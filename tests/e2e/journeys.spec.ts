import { expect, test, type Page } from '@playwright/test';

/**
 * Five first-time users, each from the landing page or a shared link to an answer, with the
 * browser's console listened to: no error may be logged and no exception thrown on the way
 * (React logs an error when a view that waited for its data renders differently once it arrives).
 */
const LOAD = 30_000;
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe.configure({ timeout: 120_000 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function firstPick(page: Page, name = 'Ranked offers') {
  await expect(page.getByRole('list', { name }).locator(':scope > li').first()).toBeVisible({
    timeout: LOAD,
  });
}

test('a Beijing startup CTO, in Chinese: a shared answer, browse for 北京, the wizard to results', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(LAPTOP);
  await page.goto(
    './?v=1&view=results&cur=CNY&wl=finetune&model=qwen2.5-7b&work=3.1&budget=2000&region=cn&lang=zh',
  );
  await firstPick(page, '排序后的报价');
  await page.getByRole('link', { name: '浏览报价' }).first().click();
  await page.getByLabel('搜索厂商、实例、GPU 或地域').fill('北京', { timeout: LOAD });
  await expect(page.getByRole('table').getByText(/北京/).first()).toBeVisible({ timeout: LOAD });
  await page.getByRole('link', { name: '团队画像' }).first().click();
  await page.getByLabel('初创团队').check();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '查看推荐' }).click();
  await firstPick(page, '排序后的报价');
  expect(errors).toEqual([]);
});

test('an individual developer on a phone: the wizard from the landing page, a pick, then browse', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto('./?lang=en');
  await page.getByRole('button', { name: 'Start with your team profile' }).click();
  await page.getByLabel('Individual').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Model size/).fill('7');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Budget/).fill('3000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'See recommendations' }).click();
  await firstPick(page);
  await page.goBack();
  await expect(page.getByText('Step 4 of 4: Constraints')).toBeVisible();
  await page.goForward();
  await firstPick(page);
  await page.goto('./?v=1&view=browse&lang=en');
  await expect(page.getByText(/^¥[\d,.]+/).first()).toBeVisible({ timeout: LOAD });
  expect(errors).toEqual([]);
});

test('an HPC lead: the wizard for a four-node FP64 simulation, results, then browse', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(LAPTOP);
  await page.goto('./?v=1&lang=en');
  await page.getByRole('link', { name: 'Team profile' }).first().click();
  await page.getByLabel('HPC cluster').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('HPC simulation (FP64)').check();
  await page.getByLabel(/^GPU memory needed/).fill('60');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Instances used together/).fill('4');
  await page.getByRole('button', { name: 'See recommendations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD });
  await page.getByRole('link', { name: 'Browse offers' }).first().click();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: LOAD });
  expect(errors).toEqual([]);
});

test('an enterprise ML lead: their own quote, ranked beside the catalog', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize(LAPTOP);
  // a lead who weighs only the bill (vh=0: an hour of waiting costs nothing), so a cheap quote leads
  await page.goto('./?v=1&view=browse&lang=en&team=enterprise&wl=finetune&model=7&vh=0');
  await page.getByRole('button', { name: /^Your quotes \(\d+\)$/ }).click({ timeout: LOAD });
  await page.getByRole('button', { name: 'Add a quote' }).click();
  const form = page.getByRole('form', { name: 'New quote' });
  await form.getByLabel('Provider', { exact: true }).fill('IDC Beijing');
  await form.getByLabel('Instance name').fill('A100 box');
  await form.getByLabel('GPU model').selectOption('a100-80gb-sxm');
  await form.getByLabel('GPUs per instance').fill('1');
  await form.getByLabel('Price per instance').fill('2');
  await form.getByLabel('Where it runs').selectOption('cn');
  await form.getByRole('button', { name: 'Save quote' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('link', { name: 'Recommendations' }).first().click();
  await firstPick(page);
  await expect(
    page.getByRole('list', { name: 'Ranked offers' }).locator('[data-offer-id^="quote:"]'),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a careless user: bad link values, a wrong answer corrected, Back and Forward, quick switches', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto('./?v=1&view=results&lang=en&budget=-5&model=abc&work=0&cur=XYZ&wl=nope');
  // a model the catalog does not know: nothing is ranked, the closest known ones are offered
  const unknown = page.getByRole('alert').filter({ hasText: 'the model cannot be sized' });
  await unknown.getByRole('link').first().click({ timeout: LOAD });
  await firstPick(page);
  await page.getByRole('link', { name: 'Team profile' }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Model size/).fill('-3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('need correcting');
  await page.getByLabel(/^Model size/).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.goBack();
  await page.goForward();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'See recommendations' }).click();
  await page.getByRole('link', { name: 'Browse offers' }).first().click();
  await page.getByRole('link', { name: 'Recommendations' }).first().click();
  await firstPick(page);
  expect(errors).toEqual([]);
});
