import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The first load fetches and decodes the built catalog file: allow for a slow, busy machine. */
const LOAD = 30_000;
const STORAGE_KEY = 'gpu-cloud-guide.quotes';

test.describe.configure({ timeout: 120_000 });

async function openQuotes(page: Page, query = '') {
  await page.goto(`./?v=1&view=browse&lang=en${query}`);
  await page.getByRole('button', { name: /^Your quotes \(\d+\)$/ }).click({ timeout: LOAD });
}

async function addQuote(page: Page, q: { provider: string; instance: string; price: string }) {
  await page.getByRole('button', { name: 'Add a quote' }).click();
  const form = page.getByRole('form', { name: 'New quote' });
  await form.getByLabel('Provider', { exact: true }).fill(q.provider);
  await form.getByLabel('Instance name').fill(q.instance);
  await form.getByLabel('GPU model').selectOption('a100-80gb-sxm');
  await form.getByLabel('GPUs per instance').fill('1');
  await form.getByLabel('Price per instance').fill(q.price);
  await form.getByLabel('Where it runs').selectOption('cn');
  await form
    .getByLabel('Note', { exact: false })
    .fill('negotiated, "valid" to December; =not a formula');
  await form.getByRole('button', { name: 'Save quote' }).click();
  await expect(form).toHaveCount(0);
}

const storedQuotes = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"quotes":[]}').quotes,
    STORAGE_KEY,
  );

test('a quote survives a reload', async ({ page }) => {
  await openQuotes(page);
  await addQuote(page, { provider: 'Huawei Cloud', instance: 'p3.2xlarge.8', price: '9.5' });
  await expect(page.getByRole('button', { name: 'Your quotes (1)' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Your quotes (1)' }).click({ timeout: LOAD });
  // The manager's code loads when it opens: wait for its table.
  await expect(page.getByRole('table', { name: 'Your quotes' }).getByRole('rowheader')).toHaveText([
    'Huawei Cloud',
  ]);
  await expect(page.getByRole('table', { name: 'Your quotes' })).toContainText('¥9.5 / h');
});

async function importInFreshContext(browser: Browser, file: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openQuotes(page);
  await page.getByLabel('Import quotes from a CSV or JSON file').setInputFiles(file);
  await page.getByRole('button', { name: /^Import \d+ quotes$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  const quotes = await storedQuotes(page);
  await context.close();
  return quotes;
}

test('exported quotes come back identical in a fresh browser, as JSON and as CSV', async ({
  page,
  browser,
}) => {
  await openQuotes(page);
  await addQuote(page, { provider: '华为云', instance: 'p3.2xlarge.8', price: '9.5' });
  await addQuote(page, { provider: 'Our lab', instance: 'desk box', price: '3650' });
  const original = await storedQuotes(page);
  expect(original).toHaveLength(2);

  for (const name of ['Export quotes as JSON', 'Export quotes as CSV']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    const path = await download.path();
    const file = `${path}.${name === 'Export quotes as CSV' ? 'csv' : 'json'}`;
    execFileSync('cp', [path, file]);
    if (name === 'Export quotes as CSV')
      expect(readFileSync(file, 'utf8').charCodeAt(0)).toBe(0xfeff);
    expect(await importInFreshContext(browser, file)).toEqual(original);
  }
});

const rankedIds = (page: Page) =>
  page
    .getByRole('list', { name: 'Ranked offers' })
    .locator(':scope > li')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-offer-id')));

test('a link with shared quotes gives whoever opens it the same ranking', async ({
  page,
  browser,
}) => {
  // waiting weighed at nothing (vh=0), so the cheap quote is among the first picks
  await openQuotes(page, '&wl=finetune&model=7&vh=0');
  await addQuote(page, { provider: 'Huawei Cloud', instance: 'p3.2xlarge.8', price: '2' });
  const share = page.getByRole('checkbox', { name: 'Share my quotes in the link' });
  await share.check();
  await expect(page).toHaveURL(/[?&]q=1\./);

  const query = new URL(page.url()).search.replace('view=browse', 'view=results');
  await page.goto(`./${query}`);
  await expect(page.getByRole('list', { name: 'Ranked offers' })).toBeVisible({ timeout: LOAD });
  const mine = await rankedIds(page);
  expect(mine).toContain('quote:huawei-cloud-p3-2xlarge-8');

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(`./${query}`);
  await expect(other.getByRole('list', { name: 'Ranked offers' })).toBeVisible({ timeout: LOAD });
  expect(await rankedIds(other)).toEqual(mine);
  expect(await storedQuotes(other)).toEqual([]);
  await context.close();

  const cli = execFileSync('npm', ['run', '--silent', 'recommend', '--', query, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const json = JSON.parse(cli) as { ranked: { offerId: string }[] };
  expect(json.ranked.slice(0, mine.length).map((r) => r.offerId)).toEqual(mine);
});

test('the quotes manager has no axe violations, with the form and its messages open', async ({
  page,
}) => {
  await openQuotes(page);
  await page.getByRole('button', { name: 'Add a quote' }).click();
  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[data-quotes-panel]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});
