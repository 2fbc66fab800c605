import { expect, test, type Page } from '@playwright/test';

const offerIds = async (page: Page) => {
  const list = page.getByRole('list', { name: 'Ranked offers' });
  await expect(list.locator(':scope > li').first()).toBeVisible({ timeout: 30_000 });
  return list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-offer-id')));
};

test('a copied link reproduces the ranking in a fresh browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Typed the way a user might: out of order, with defaults spelled out.
  await page.goto(
    './?view=results&lang=en&spot=1&cur=CNY&model=7&wl=finetune&team=startup&seq=2048',
  );
  const before = await offerIds(page);

  // Change one input by keyboard on the results view, then share.
  const model = page.getByLabel(/Model size/);
  await model.fill('');
  // 70B changes the first picks (13B would not: a startup's fast boxes hold either)
  await model.pressSequentially('70');
  // The list answers every keystroke ("7", then "70"): read it once the link says 70 and the
  // ranking on screen is the current one, not the last one kept while the next is computed.
  await expect(page).toHaveURL(/[?&]model=70(&|$)/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(async () => (await offerIds(page)).join()).not.toBe(before.join());
  const shown = await offerIds(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: false })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(new URL(baseURL ?? '').origin)).toBe(true);
  expect(new URL(copied).searchParams.get('v')).toBe('1');
  expect(new URL(copied).searchParams.get('model')).toBe('70');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(copied);
  expect(await offerIds(other)).toEqual(shown);
  await fresh.close();
});
