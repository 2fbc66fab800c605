import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DATASET_VERSION } from '../../src/domain/catalog/data/meta';

const DRAFT_KEY = 'gpu-cloud-guide:wizard-draft';

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

/** Presses Tab until `target` has focus (fails when it cannot be reached by keyboard). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

test('the wizard can be completed by keyboard alone, axe-clean on every step', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto('./?lang=en');
  await tabTo(page, page.getByRole('button', { name: 'Start with your team profile' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=wizard/);
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();

  // Step 1: team by arrow keys (Startup → AI R&D), its preset listed.
  await tabTo(page, page.getByLabel('Startup'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('AI research and development')).toBeChecked();
  await expect(page.getByText('Whole GPUs (passthrough): required')).toBeVisible();
  await axeClean(page);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Step 2: an invalid answer blocks, with its message; fixing it lets Enter move on.
  await expect(page.getByRole('heading', { level: 2, name: 'Workload' })).toBeFocused();
  const model = page.getByLabel(/^Model size/);
  await tabTo(page, model);
  await page.keyboard.type('-13');
  await expect(model).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must not be negative.')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('need correcting');
  await expect(model).toBeFocused();
  await axeClean(page);
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await expect(model).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Enter');

  // Step 3: budget in full-width digits, read as 20000.
  await expect(page.getByRole('heading', { level: 2, name: 'Budget and time' })).toBeFocused();
  await tabTo(page, page.getByLabel(/^Budget \(CNY\)/));
  await page.keyboard.insertText('２００００');
  await expect(page.getByText('Read as 20000.')).toBeVisible();
  await axeClean(page);
  await page.keyboard.press('Enter');

  // Step 4: constraints and the advanced fold.
  await expect(page.getByRole('heading', { level: 2, name: 'Constraints' })).toBeFocused();
  await tabTo(page, page.getByLabel(/spot instances allowed/));
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/spot instances allowed/)).toBeChecked();
  await tabTo(page, page.getByText(/^Advanced:/));
  await page.keyboard.press('Enter');
  const ckpt = page.getByLabel(/^Checkpoint interval/);
  await expect(ckpt).toBeVisible();
  await tabTo(page, ckpt);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('15');
  await axeClean(page);
  await tabTo(page, page.getByRole('button', { name: 'See recommendations' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/view=results/);
  const url = new URL(page.url());
  // The answers, then the catalog version the results were made on (`cv`), and once ranked the
  // first pick (`top`), so that the link reopened on another catalog can say whether it still is.
  const made = `?v=1&view=results&lang=en&cur=CNY&team=rnd&model=13&budget=20000&spot=1&ckpt=15&loc=global&cv=${DATASET_VERSION}`;
  expect(url.search.replace(/&top=[^&]+$/, '')).toBe(made);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  const first = await page.locator('li[data-offer-id]').first().getAttribute('data-offer-id');
  expect(first).toBeTruthy();
  await expect(page).toHaveURL(
    (u) => u.search === `${made}&top=${encodeURIComponent(first ?? '')}`,
    { timeout: 30_000 },
  );
  expect(errors).toEqual([]);
});

test('a corrupted stored draft: the app loads and says the draft was discarded', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./?lang=en');
  await page.evaluate((key) => window.localStorage.setItem(key, '{"version":1,"step":'), DRAFT_KEY);
  await page.goto('./?v=1&view=wizard&lang=en');
  await expect(page.getByText(/Your saved answers could not be read/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await axeClean(page);
  const saved = await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  expect(JSON.parse(saved ?? 'null')).toMatchObject({ version: 1, query: 'v=1&loc=global' });
  expect(errors).toEqual([]);
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('./?v=1&view=wizard&lang=en');
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await page.getByLabel(/^GPU memory needed/).fill('80');
  await page.getByLabel(/^Sequence length/).fill('abc');
  await page.goto('./?v=1&view=wizard&lang=en');
  await expect(page.getByRole('heading', { level: 2, name: 'Workload' })).toBeVisible();
  await expect(page.getByLabel(/^GPU memory needed/)).toHaveValue('80');
  await expect(page.getByLabel(/^Sequence length/)).toHaveValue('abc');
  await expect(page.getByLabel(/^Sequence length/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/mem=80/);
});

test('a tampered link opens with the valid part applied, a notice, and no script run', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const bad = encodeURIComponent('<img src=x onerror=alert(1)>');
  await page.goto(`./?v=1&view=wizard&lang=en&model=${bad}&seq=4096&b.note=${bad}&evil=${bad}`);
  await expect(page.getByText('Some parts of the link were ignored')).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page.getByLabel(/^Sequence length/)).toHaveValue('4096');
  await expect(page.getByLabel(/^Model size/)).toHaveValue('');
  expect(await page.locator('img').count()).toBe(0);
  expect(errors).toEqual([]);
});

test("the browser's Back and Forward move between the wizard's steps; Back from the first leaves it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./?v=1&lang=en');
  await page.getByRole('link', { name: 'Team profile' }).first().click();
  await expect(page.getByText('Step 1 of 4: Team')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4: Workload')).toBeVisible();
  await page.getByLabel(/^Model size/).fill('13');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4: Budget and time')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Step 2 of 4: Workload')).toBeVisible();
  await expect(page.getByLabel(/^Model size/)).toHaveValue('13');
  await page.goForward();
  await expect(page.getByText('Step 3 of 4: Budget and time')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('Step 1 of 4: Team')).toBeVisible();
  // Back from the first step leaves the wizard for the page it was opened from.
  await page.goBack();
  await expect(page.getByText(/Step \d of 4/)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('view')).toBeNull();
  expect(errors).toEqual([]);
});
