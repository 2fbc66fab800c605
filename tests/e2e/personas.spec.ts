import { expect, test, type Page } from '@playwright/test';

/**
 * Five first-time users, each from the landing page in their browser's language and at their
 * screen's width: commitments asked on the screens and priced with their currency, search and a
 * filter by country, a visitor's currency, an HPC team's wizard, a phone's layout. The console is
 * listened to: no error may be logged on the way.
 */
const LOAD = 30_000;
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe.configure({ timeout: 150_000 });
// first visits: no language or currency chosen before
test.use({ storageState: { cookies: [], origins: [] } });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function firstPick(page: Page, name: string) {
  await expect(page.getByRole('list', { name }).locator(':scope > li').first()).toBeVisible({
    timeout: LOAD,
  });
}

/** The navigation fits the screen: it does not scroll sideways, its last item is on screen. */
async function navFits(page: Page) {
  // at the top of the page, where the header is
  await page.evaluate(() => window.scrollTo(0, 0));
  const nav = page.getByRole('navigation').first();
  const { scroll, client } = await nav.evaluate((n) => ({
    scroll: n.scrollWidth,
    client: n.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expect(nav.getByRole('link').last()).toBeInViewport();
}

test.describe('a student on a phone, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: PHONE });
  test('the wizard from the landing page: a month kept, 300元, a priced pick not cut', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('./');
    await navFits(page);
    await page.getByRole('button', { name: '从团队画像开始' }).click();
    await page.getByLabel('个人').check();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('LoRA 微调').check();
    await page.getByLabel(/^模型规模/).fill('7');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel(/^预算/).fill('300元');
    await expect(page).toHaveURL(/budget=300(&|$)/);
    await page.getByLabel('打算用多久？').selectOption({ label: '1 个月' });
    await expect(page).toHaveURL(/term=1(&|$)/);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '查看推荐' }).click();
    await firstPick(page, '排序后的报价');
    const price = page.locator('[data-price]').first();
    await expect(price).toBeVisible();
    await expect(price).toContainText(/[¥$][\d,.]+\/小时/);
    const cut = await price.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
    await navFits(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a startup CTO on a desktop, in English', () => {
  test.use({ locale: 'en-SG', viewport: LAPTOP });
  test('serving 24/7 for 12 months: dollars, commitments with their currency', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('./');
    await page.getByRole('button', { name: 'Start with your team profile' }).click();
    await page.getByLabel('Startup').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Inference serving').check();
    await page.getByLabel(/^Model size/).fill('8');
    await page.getByRole('button', { name: 'Next' }).click();
    // a Singapore browser reads dollars unless it chooses otherwise
    await expect(page.getByLabel('Currency').first()).toHaveValue('USD');
    await page.getByLabel('How long will you keep it?').selectOption({ label: '12 months' });
    await expect(page).toHaveURL(/term=12/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'See recommendations' }).click();
    await firstPick(page, 'Ranked offers');
    // the inputs beside the results keep the answer
    await expect(page.getByLabel('How long will you keep it?')).toHaveValue('12');
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/\d \/h/);
    expect(body).not.toMatch(/\b1 offers\b|\b1 choices\b/);
    expect(errors).toEqual([]);
  });
});

test.describe('an enterprise IT lead, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: LAPTOP });
  test('mainland only, 12 months: words not codes, and browse by country', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('./');
    await page.getByRole('button', { name: '从团队画像开始' }).click();
    await page.getByLabel('企业').check();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('LoRA 微调').check();
    await page.getByLabel(/^模型规模/).fill('7');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('打算用多久？').selectOption({ label: '12 个月' });
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '查看推荐' }).click();
    await firstPick(page, '排序后的报价');
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/（cn）|\(cn\)|any \(/);
    expect(body).not.toMatch(/[a-z0-9-]+:[^\s@]+@[\w-]+/);
    await page.getByRole('link', { name: '浏览报价' }).first().click();
    await page.getByLabel('搜索厂商、实例、GPU 或地域').fill('华北2（北京）', { timeout: LOAD });
    await expect(page.getByRole('status').filter({ hasText: '符合条件' })).not.toContainText(
      '0 条报价',
    );
    await page.getByLabel('搜索厂商、实例、GPU 或地域').fill('美国');
    await expect(
      page
        .getByRole('table')
        .getByText(/us-|美国/)
        .first(),
    ).toBeVisible({
      timeout: LOAD,
    });
    expect(errors).toEqual([]);
  });
});

test.describe('an HPC researcher, in English', () => {
  test.use({ locale: 'en-GB', viewport: LAPTOP });
  test('the HPC team: workload preselected, memory required, FP64', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('./');
    await page.getByRole('button', { name: 'Start with your team profile' }).click();
    await page.getByLabel('HPC cluster').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('HPC simulation (FP64)')).toBeChecked();
    const memory = page.getByLabel(/^GPU memory needed/);
    await expect(
      page.locator('label', { has: page.locator('text=required for a simulation') }),
    ).toHaveCount(1);
    await expect(page.getByLabel('Precision')).toHaveValue('fp64');
    await page.getByRole('button', { name: 'Next' }).click();
    // memory left empty: the step does not move on
    await expect(memory).toBeFocused();
    await memory.fill('60');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'See recommendations' }).click();
    await firstPick(page, 'Ranked offers');
    expect(errors).toEqual([]);
  });
});

test.describe('someone browsing on a phone', () => {
  test.use({ locale: 'de-DE', viewport: PHONE });
  test('dollars, search by country, an empty list that says why', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('./');
    await navFits(page);
    await page.getByRole('link', { name: 'Browse offers' }).first().click();
    await expect(page).toHaveURL(/cur=USD/);
    const search = page.getByLabel('Search provider, instance, GPU or region');
    await search.fill('Canada', { timeout: LOAD });
    await expect(page.getByRole('status').filter({ hasText: 'match' })).not.toContainText(
      /^0 instance/,
    );
    await search.fill('');
    await page.goto('./?v=1&view=browse&lang=en&b.rg=cn&b.gpu=h100-80gb-sxm');
    await expect(page.getByText('No offer matches all of these filters together.')).toBeVisible({
      timeout: LOAD,
    });
    const way = page.getByRole('button', { name: /^Without “/ }).first();
    await expect(way).toBeVisible();
    await way.click();
    await expect(page.getByText('No offer matches all of these filters together.')).toHaveCount(0);
    await navFits(page);
    expect(errors).toEqual([]);
  });
});
