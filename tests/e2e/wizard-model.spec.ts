/**
 * Keyboard only, in both languages: the landing page → the wizard (team, where the team is, a
 * serving workload with a model picked by name, a precision, users) → the recommendations →
 * "Copy link"; the copied link, opened in a fresh browser, ranks the same offers in the same order.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (fails when it cannot be reached by keyboard). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

const offerIds = async (page: Page, listName: string) => {
  const list = page.getByRole('list', { name: listName });
  await expect(list.locator(':scope > li').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  return list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-offer-id')));
};

const TEXT = {
  en: {
    start: 'Start with your team profile',
    wizard: 'Your team and your job',
    here: 'Outside mainland China',
    loc: 'global',
    next: 'Next',
    finish: 'See recommendations',
    infer: 'Inference serving',
    model: 'Model',
    users: /^Users at once/,
    precision: 'Precision',
    results: 'Recommendations',
    list: 'Ranked offers',
    copy: 'Copy link',
    copied: 'Link copied',
  },
  zh: {
    start: '从团队画像开始',
    wizard: '你的团队与任务',
    here: '中国大陆',
    loc: 'cn',
    next: '下一步',
    finish: '查看推荐',
    infer: '推理服务',
    model: '模型',
    users: /^同时在线用户数/,
    precision: '数值精度',
    results: '推荐结果',
    list: '排序后的报价',
    copy: '复制链接',
    copied: '链接已复制',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: wizard to results to a shared link with a named model, by keyboard alone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const x = TEXT[lang];
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`./?lang=${lang}`);

    await tabTo(page, page.getByRole('button', { name: x.start }));
    await page.keyboard.press('Enter');
    // focus lands on the wizard's heading, not <body>
    await expect(page.getByRole('heading', { level: 1, name: x.wizard })).toBeFocused();

    // Team step: where the team is, proposed from the language
    await expect(page.getByLabel(x.here, { exact: true })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: x.next }));
    await page.keyboard.press('Enter');

    // Workload: serving (arrow keys: training → fine-tuning → serving)
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(x.infer)).toBeChecked();

    // the model, picked by typing part of its name
    const box = page.getByRole('combobox', { name: x.model });
    await tabTo(page, box);
    await page.keyboard.type('llama 3.1 8');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: /Llama 3\.1 8B/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('Llama 3.1 8B');
    await expect(page).toHaveURL(/model=llama-3\.1-8b/);

    // FP8 (bf16 → fp16 → fp8 with the arrows)
    const precision = page.getByLabel(x.precision, { exact: true });
    await tabTo(page, precision);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(precision).toHaveValue('fp8');

    const users = page.getByLabel(x.users);
    await tabTo(page, users);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('16');
    await expect(page).toHaveURL(/users=16/);

    // Enter in a field moves on; budget and constraints as they are
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: x.next }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: x.finish }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/view=results/);
    await expect(page.getByRole('heading', { level: 1, name: x.results })).toBeFocused({
      timeout: 30_000,
    });
    const shown = await offerIds(page, x.list);
    expect(shown.length).toBeGreaterThan(0);

    await tabTo(page, page.getByRole('button', { name: x.copy }), 200);
    await page.keyboard.press('Enter');
    await expect(page.getByText(x.copied, { exact: false })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const params = new URL(copied).searchParams;
    expect(params.get('model')).toBe('llama-3.1-8b');
    expect(params.get('wl')).toBe('infer');
    expect(params.get('prec')).toBe('fp8');
    expect(params.get('users')).toBe('16');
    expect(params.get('loc')).toBe(x.loc);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(copied);
    expect(await offerIds(other, x.list)).toEqual(shown);
    await fresh.close();
  });
}
