import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Non-default inputs for every calculator; expected values are worked out by hand below. */
const link =
  './?v=1&view=guide&lang=en' +
  '&g.use=365&g.price=20&g.trend=-25' +
  '&g.sused=6' +
  '&g.ttype=text' +
  '&g.xprov=aliyun';

test('the guide opened from a link shows the same results, and passes axe', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide & calculators' })).toBeVisible();

  const tco = page.getByRole('region', { name: 'Own, rent or both' });
  // 365 h/month at 20 CNY/h, −25 % a year: years cost 7,300 / 5,475 / 4,106.25 a month;
  // running costs 7,083.33 a month exceed the cloud from year 2, so owning never catches up.
  await expect(tco.getByRole('status').first()).toContainText(
    'Owning does not pay off within 20 years at 365 GPU-hours a month',
  );
  // At 730 h: own(15) = 100,000 + 15 × 7,083.33 = 206,250 ≤ cloud(15) = 175,200 + 3 × 10,950 = 208,050
  await expect(tco.getByRole('status').first()).toContainText(
    'At full use (730 GPU-hours a month) it would break even in month 15.',
  );
  // cloud(36) = 365 × 12 × (20 + 15 + 11.25) = 202,575; hybrid = 20,000 + 18,000 + 101,287.5
  await expect(tco.getByRole('status').first()).toContainText(
    'Cheapest over 36 months: hybrid (owning ¥355,000, renting ¥202,575, hybrid ¥139,288)',
  );
  // the chart is drawn once the reader comes near it
  await tco.getByRole('figure').scrollIntoViewIfNeeded();
  await expect(tco.locator('.recharts-line')).toHaveCount(3);
  await expect(tco.getByRole('textbox', { name: /GPU-hours used per month/ })).toHaveValue('365');

  const sub = page.getByRole('region', { name: 'Subscription or pay-as-you-go' });
  // paid 51,000; Alibaba keeps 6/12 of it
  await expect(sub.getByRole('row', { name: /Alibaba Cloud/ })).toContainText('¥25,500');

  const transfer = page.getByRole('region', { name: 'Moving data' });
  // 10 GB of text at 4:1 and 12 CNY/GB
  await expect(transfer.getByRole('status')).toContainText('it costs ¥30, a saving of ¥90 (75 %)');

  const spot = page.getByRole('region', { name: 'Spot instances' });
  await expect(spot.getByText(/fits in the 5-minute warning/)).toBeVisible();
  await expect(spot.getByText(/instance\/spot\/termination-time/)).toBeVisible();

  const facts = page.getByRole('region', { name: 'Fact check of the guide' });
  await expect(facts.getByRole('listitem').first()).toBeVisible();
  await expect(facts.getByText('Contradicted by the sources').first()).toBeVisible();

  await expect(page).toHaveURL(/g\.use=365/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
  expect(errors).toEqual([]);
});
